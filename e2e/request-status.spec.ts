import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeTextedTo } from '../test/support/verification';
import { calls, jobs } from '../src/server/db/schema';
import { browserAndDatabase } from './support/browser';
import { expectText } from './support/fixtures';
import { FAKE_MICROPHONE_ARGS, openVoicePage, typeLines, voiceButton } from './support/voice';
import { screenshot } from './support/screenshots';
import { webIntakeLines } from '../test/support/intake';

// Issue 18, "the ending stays": a homeowner types a whole request, the panel keeps Earl's closing words and shows
// the confirmation card, the card's status link opens the request and the homeowner cancels it.

const spec = browserAndDatabase(FAKE_MICROPHONE_ARGS);
const { database } = spec;

describe.each([
  { width: 390, height: 844, lastFour: '0191' },
  { width: 1280, height: 900, lastFour: '0192' },
])('a homeowner at $width px', ({ width, height, lastFour }) => {
  it('gets the confirmation card after the call, opens the status link and cancels the request', async () => {
    const { page, context, consoleErrors } = await openVoicePage(spec.browser, { width, height });
    const sessionCreated = page.waitForResponse(
      (r) => r.url().endsWith('/api/concierge/sessions') && r.request().method() === 'POST',
    );
    await page.goto('/');
    await voiceButton(page).click();
    const sessionId = ((await (await sessionCreated).json()) as { id: string }).id;

    const messageBox = page.getByLabel('Message Earl');
    const answers = webIntakeLines(`831-555-${lastFour}`, 'My kitchen sink is leaking under the cabinet');
    await typeLines(page, messageBox, answers);
    await expectText(page, /Please type the code here\./);
    await messageBox.fill(await codeTextedTo(database.db, `(831) 555-${lastFour}`, sessionId));
    await messageBox.press('Enter');

    // the ending stays: Earl's closing words and the card, until the homeowner closes it
    await expectText(page, "You're booked");
    const [call] = await database.db.select().from(calls).where(eq(calls.externalId, sessionId));
    const card = page.getByRole('status').filter({ hasText: "You're booked" });
    expect(await card.getByTestId('confirmation-reference').innerText()).toBe(call!.reference);
    expect(await card.innerText()).toContain('Plumbing, Capitola');
    expect(await card.innerText()).toContain('A vetted local pro will call you from their own number.');
    expect(await page.getByRole('log', { name: 'Conversation' }).innerText()).toContain('your number is confirmed');
    await page.waitForTimeout(1000);
    expect(await voiceButton(page).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `confirmation-card-${width}`, { fullPage: false });

    // the status link (absolute, PUBLIC_URL's): its path on this server
    const href = (await card.getByRole('link', { name: 'Follow or cancel your request' }).getAttribute('href'))!;
    expect(href).toMatch(/\/r\/[A-Za-z0-9_-]{32}$/);
    await page.goto(new URL(href).pathname);
    await page.getByTestId('request-reference').waitFor();
    expect(await page.getByTestId('request-reference').innerText()).toBe(call!.reference);
    await expectText(page, 'Finding a pro');
    await expectText(page, 'Capitola');
    await screenshot(page, `request-status-${width}`);

    await page.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByRole('dialog', { name: 'Cancel this request?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectText(page, 'Your request is cancelled.');
    expect(await page.locator('[data-state="cancelled"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cancel request' }).count()).toBe(0);
    await screenshot(page, `request-cancelled-${width}`);

    const [job] = await database.db.select().from(jobs).where(eq(jobs.callId, call!.id));
    expect(job!.status).toBe('cancelled');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
