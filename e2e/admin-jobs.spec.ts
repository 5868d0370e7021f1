import { eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminJobMessages } from '@shared/messages';
import type { ServiceCategory } from '@shared/constants';
import { createAdmin, createCall, createProvider, uniqueEmail, uniqueSuffix } from '../src/server/db/factories';
import { jobs, outbox } from '../src/server/db/schema';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase } from './support/browser';
import { expectPath, expectText, openAdminPage } from './support/fixtures';
import { waitFor } from '../test/support/wait-for';

const spec = browserAndDatabase();
const { database } = spec;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(database.db);
});

const adminPage = (width?: number) => openAdminPage(spec.browser, admin, { width });

const jobOf = async (callId: string) => (await database.db.select().from(jobs).where(eq(jobs.callId, callId)))[0];

/** A category only this test's providers serve, and two active providers in it (one member each). */
async function twoProviders() {
  const category = `Chimney ${uniqueSuffix()}` as ServiceCategory;
  const providers = await Promise.all(
    [1, 2].map((n) =>
      createProvider(database.db, {
        status: 'active',
        businessName: `Flue Crew ${n} ${uniqueSuffix()}`,
        serviceCategories: [category],
        team: [
          {
            name: `Sweep ${n}`,
            email: uniqueEmail('sweep'),
            phone: `(831) 555-02${n}${n}`,
            notificationMethod: 'email',
          },
        ],
      }),
    ),
  );
  return { category, providers, emails: providers.map((p) => p.members[0]!.email!) };
}

const jobCard = (page: Page) => page.getByRole('region', { name: 'Job', exact: true });

describe('admin call detail: the job panel', () => {
  it('shows an open job and its offers, cancels it after confirming, re-dispatches it, and lists its claim links in the outbox', async () => {
    const { category, emails } = await twoProviders();
    const call = await createCall(database.db, { serviceType: category, customerName: `Job Panel ${uniqueSuffix()}` });
    const { page, context, consoleErrors } = await adminPage();
    await page.goto(`/admin/call/${call.id}`);
    const card = jobCard(page);
    await expectText(page, 'Offered to');
    await card.getByText('2 providers').waitFor();
    expect(await card.getByText('Open', { exact: true }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // cancel, confirming in the dialog; keeping the job first leaves it open
    await card.getByRole('button', { name: 'Cancel job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this job?' });
    await dialog.getByRole('button', { name: 'Keep job' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await jobOf(call.id))!.status).toBe('open');
    await card.getByRole('button', { name: 'Cancel job' }).click();
    await dialog.getByRole('button', { name: 'Cancel job' }).click();
    await expectText(page, adminJobMessages.cancelled);
    await card.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await card.getByRole('button', { name: 'Cancel job' }).count()).toBe(0);
    expect((await jobOf(call.id))!.status).toBe('cancelled');

    // re-dispatching a cancelled job reopens it; the panel follows the dispatch live
    await card.getByRole('button', { name: 'Re-dispatch' }).click();
    await expectText(page, adminJobMessages.reopened);
    await card.getByText('2 (reopened 1 time)').waitFor();
    await card.getByText('2 providers').waitFor();
    await card.getByText('Open', { exact: true }).waitFor();
    const job = (await jobOf(call.id))!;
    expect(job).toMatchObject({ status: 'open', offerRound: 2, offeredProviderCount: 2 });

    // the job's messages: each provider's member got a link per round
    const sent = await waitFor(async () => {
      const rows = await database.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `offer:${job.id}:%`));
      return rows.length === 4 && rows.every((r) => r.status === 'sent') ? rows : undefined;
    });
    await card.getByRole('link', { name: 'Messages sent for this job' }).click();
    await expectText(page, "One job's messages");
    const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    // the four offers and the customer's receipt (issue 18)
    await messages.nth(4).waitFor();
    expect(await messages.count()).toBe(5);
    expect(await messages.filter({ hasText: 'Status or cancel:' }).count()).toBe(1);
    for (const email of emails) expect(await messages.filter({ hasText: email }).count()).toBe(2);
    for (const row of sent) await expectText(page, row.body);
    expect(await messages.filter({ hasText: '/claim/' }).count()).toBe(4);

    // the whole outbox, from the header, newest first: the reopened round's offers above the first round's
    // (other tests write to the same outbox at the same time, so only this job's order is certain)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    await expectPath(page, '/admin/outbox');
    await expectText(page, 'Every email and text message');
    await page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first().waitFor();
    const newest = await page.getByRole('list', { name: 'Messages' }).getByRole('listitem').allInnerTexts();
    const positionsOf = (round: (key: string) => boolean) =>
      sent
        .filter((r) => round(r.dedupeKey))
        .map((r) => newest.findIndex((text) => text.includes(r.body) && text.includes('Sent')));
    const reopened = positionsOf((key) => key.endsWith(':2'));
    const first = positionsOf((key) => !key.endsWith(':2'));
    expect([...reopened, ...first].every((position) => position >= 0)).toBe(true);
    expect(Math.max(...reopened)).toBeLessThan(Math.min(...first));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('says plainly when no provider matched the call', async () => {
    const call = await createCall(database.db, { serviceType: `Roofing ${uniqueSuffix()}` });
    const { page, context, consoleErrors } = await adminPage(390);
    await page.goto(`/admin/call/${call.id}`);
    await expectText(page, adminJobMessages.noProviderMatched);
    await expectText(page, adminJobMessages.noProviderMatchedDescription(call.serviceType!));
    await expectText(page, '0 providers');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the winner as soon as a provider claims the job, with a link to the provider', async () => {
    const { category, providers } = await twoProviders();
    const call = await createCall(database.db, { serviceType: category });
    const { page, context, consoleErrors } = await adminPage();
    await page.goto(`/admin/call/${call.id}`);
    const card = jobCard(page);
    await card.getByText('2 providers').waitFor();

    const winner = providers[0]!;
    const offer = await waitFor(async () => {
      const job = await jobOf(call.id);
      const rows = job
        ? await database.db
            .select()
            .from(outbox)
            .where(eq(outbox.dedupeKey, `offer:${job.id}:${winner.members[0]!.id}:email`))
        : [];
      return rows[0];
    });
    const token = offer.body.match(/\/claim\/([A-Za-z0-9_-]{43})/)![1]!;
    // the provider claims from their own device: no reload here
    const claimed = await page.evaluate(
      async (t) => (await fetch(`/api/claims/${t}`, { method: 'POST', credentials: 'omit' })).status,
      token,
    );
    expect(claimed).toBe(200);
    await card.getByText('Claimed', { exact: true }).first().waitFor();
    // the "Claimed by" row's link (the offers list below names the business too)
    const link = card.getByRole('definition').getByRole('link', { name: winner.provider.businessName });
    await link.waitFor();
    expect(await card.getByRole('button', { name: 'Re-dispatch' }).count()).toBe(0);
    await link.click();
    await expectPath(page, `/admin/provider/${winner.provider.id}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells why a call has no job', async () => {
    const untyped = await createCall(database.db, { serviceType: null });
    const { page, context } = await adminPage();
    await page.goto(`/admin/call/${untyped.id}`);
    await expectText(page, 'The call has no service type, so no job was created.');
    await context.close();
  });
});
