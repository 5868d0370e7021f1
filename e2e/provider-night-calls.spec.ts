import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerMessages as m } from '@shared/messages';
import { createProvider } from '../src/server/db/factories';
import { providers } from '../src/server/db/schema';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage } from './support/browser';
import { expectText, signInAsProvider } from './support/fixtures';
import { VIEWPORTS, screenshot } from './support/screenshots';

// The dashboard's "Emergency Calls at Night" switch (providers.night_emergency_calls): urgent jobs ring an approved
// team between 9 PM and 7 AM only when it is on. What the provider sets is kept, in the page and through the API.

const spec = browserAndDatabase();
const { database } = spec;

const storedSetting = async (providerId: string) =>
  (await database.db.select().from(providers).where(eq(providers.id, providerId)))[0]!.nightEmergencyCalls;

describe.each(VIEWPORTS)('the night emergency calls switch at $width px', ({ name: viewport, width, height }) => {
  it('turns on and off, is kept across a reload, and the API says the same', async () => {
    const { user, provider } = await createProvider(database.db, { status: 'active' });
    expect(provider.nightEmergencyCalls).toBe(false);
    const { page, context, consoleErrors } = await openPage(spec.browser, { width, height });
    await signInAsProvider(page, user.email, user.password);

    const nightSwitch = page.getByRole('switch', { name: 'Emergency Calls at Night' });
    await nightSwitch.waitFor();
    expect(await nightSwitch.getAttribute('aria-checked')).toBe('false');
    await nightSwitch.scrollIntoViewIfNeeded();
    const card = page.locator('div').filter({ has: nightSwitch }).last();
    expect(await card.getByText('OFF', { exact: true }).count()).toBe(1);
    // within the page at a phone's width: the switch is not pushed off screen by its description
    const box = (await nightSwitch.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    await nightSwitch.click();
    await expectText(page, 'Urgent jobs will ring at night too');
    expect(await nightSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await storedSetting(provider.id)).toBe(true);
    await screenshot(page, `night-calls-on-${viewport}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.reload();
    await nightSwitch.waitFor();
    expect(await nightSwitch.getAttribute('aria-checked')).toBe('true');
    const me = await page.request.get('/api/provider/me');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { nightEmergencyCalls: boolean }).nightEmergencyCalls).toBe(true);

    await nightSwitch.click();
    await expectText(page, 'No urgent job calls at night');
    expect(await nightSwitch.getAttribute('aria-checked')).toBe('false');
    await page.reload();
    await nightSwitch.waitFor();
    expect(await nightSwitch.getAttribute('aria-checked')).toBe('false');
    expect(
      ((await (await page.request.get('/api/provider/me')).json()) as { nightEmergencyCalls: boolean })
        .nightEmergencyCalls,
    ).toBe(false);
    expect(await storedSetting(provider.id)).toBe(false);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is not offered before approval', async () => {
    const { user } = await createProvider(database.db, { status: 'pending' });
    const { page, context } = await openPage(spec.browser, { width, height });
    await signInAsProvider(page, user.email, user.password);
    await expectText(page, m.receivingJobsAfterApproval);
    expect(await page.getByRole('switch', { name: 'Emergency Calls at Night' }).count()).toBe(0);
    await context.close();
  });
});
