import { eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCallMessages, adminProviderMessages } from '@shared/messages';
import { telHref } from '@shared/phone';
import { createAdmin, createCall, createProvider, uniqueSuffix } from '../src/server/db/factories';
import { jobs, outbox, providers } from '../src/server/db/schema';
import { waitFor } from '../test/support/wait-for';
import { dispatchedJobOf, teamMember, uniqueCategory } from '../test/support/marketplace';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase } from './support/browser';
import { expectPath, expectText, openAdminPage } from './support/fixtures';
import { VIEWPORTS, screenshot } from './support/screenshots';

// The admin journeys of issue 18 at a phone's and a desktop's width: the call log's search and filters live in
// the URL, the job card names who was offered the job, the provider detail's views open, applications are cards.

const spec = browserAndDatabase();
const { database } = spec;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(database.db);
});

/** Nothing sticks out sideways: the page never scrolls horizontally. */
const expectNoHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe.each(VIEWPORTS)('admin views at $width px', ({ name: viewport, width, height }) => {
  it('searches and filters the call log from the URL, urgent and unassigned first, and keeps them on reload', async () => {
    const tag = `Sv${uniqueSuffix()}`;
    const base = Date.now() - 60_000;
    await createCall(database.db, {
      customerName: `Newest Resolved ${tag}`,
      status: 'resolved',
      createdAt: new Date(base + 3_000),
    });
    await createCall(database.db, {
      customerName: `Normal ${tag}`,
      status: 'followup',
      createdAt: new Date(base + 2_000),
    });
    const urgent = await createCall(database.db, {
      customerName: `Urgent ${tag}`,
      urgency: 'urgent',
      customerPhone: '(831) 555-0187',
      createdAt: new Date(base),
    });

    const { page, context, consoleErrors } = await openAdminPage(spec.browser, admin, { width, height });
    await page.getByLabel('Search').fill(tag);
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    const entries = page.getByRole('list', { name: 'Calls' }).getByRole('listitem');
    await expectText(page, adminCallMessages.callCount(3));
    // the search's own page, not the last results kept on screen while it loads (keepPreviousData)
    await page.waitForFunction(
      (tag) => {
        const items = [...document.querySelectorAll('[aria-label="Calls"] > li')];
        return items.length === 3 && items.every((li) => li.textContent?.includes(tag));
      },
      tag,
      { timeout: 10_000 },
    );
    // urgent and unassigned first, though it is the oldest; the resolved call last, though it is the newest
    expect(await entries.nth(0).innerText()).toContain(`Urgent ${tag}`);
    expect(await entries.nth(2).innerText()).toContain(`Newest Resolved ${tag}`);
    expect(await entries.nth(0).getByRole('link', { name: '(831) 555-0187' }).getAttribute('href')).toBe(
      telHref('(831) 555-0187'),
    );

    await page.getByLabel('Status').selectOption('followup');
    await page.waitForURL((url) => url.searchParams.get('status') === 'followup');
    await expectText(page, adminCallMessages.callCount(1));
    await screenshot(page, `admin-call-log-filtered-${viewport}`);
    await page.reload();
    await expectText(page, `Normal ${tag}`);
    expect(await page.getByLabel('Search').inputValue()).toBe(tag);
    expect(await page.getByLabel('Status').inputValue()).toBe('followup');
    expect(await entries.count()).toBe(1);
    expect(param(page, 'q')).toBe(tag);

    // the phone number in another format finds the call; Clear brings the whole log back
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Search').fill('831.555.0187');
    await page.waitForURL((url) => url.searchParams.get('q') === '831.555.0187');
    await page.getByRole('link', { name: `Urgent ${tag}` }).waitFor();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await page.waitForURL((url) => url.search === '');
    // the address changes first; React Router renders the new one as a transition, a moment later under load
    await expect.poll(() => page.getByLabel('Search').inputValue()).toBe('');
    await expectNoHorizontalScroll(page);
    await screenshot(page, `admin-call-log-${viewport}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Search').fill(tag);
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    await expectText(page, adminCallMessages.callCount(3));
    await page.getByRole('link', { name: `Urgent ${tag}` }).click();
    await expectPath(page, `/admin/call/${urgent.id}`);
    expect(await page.getByRole('link', { name: '(831) 555-0187' }).getAttribute('href')).toBe(
      telHref('(831) 555-0187'),
    );
    await page.getByRole('button', { name: 'Follow-up' }).click();
    await expectText(page, 'Call marked as follow-up');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("lists on the job card who was offered the job and when it was delivered; the outbox names each recipient's business", async () => {
    const category = uniqueCategory();
    const member = teamMember('sms');
    const { provider } = await createProvider(database.db, {
      status: 'active',
      businessName: `Offered Co ${uniqueSuffix()}`,
      serviceCategories: [category],
      team: [member],
    });
    const call = await createCall(database.db, { customerName: `Offer ${uniqueSuffix()}`, serviceType: category });
    const job = await dispatchedJobOf(database.db, call.id);
    await waitFor(async () => {
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `offer:${job.id}:%`));
      return row?.status === 'sent' ? row : undefined;
    });

    const { page, context, consoleErrors } = await openAdminPage(spec.browser, admin, { width, height });
    await page.goto(`/admin/call/${call.id}`);
    const offers = page.getByRole('list', { name: 'Offers' });
    await offers.waitFor();
    const offer = await offers.getByRole('listitem').first().innerText();
    expect(offer).toContain(provider.businessName);
    expect(offer).toContain(member.name);
    expect(offer).toContain(member.phone!);
    expect(offer).toMatch(/Delivered [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2}:\d{2} (AM|PM)/);
    await expectNoHorizontalScroll(page);
    await screenshot(page, `admin-call-detail-offers-${viewport}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Messages sent for this job' }).click();
    await expectText(page, "One job's messages");
    await page.getByRole('link', { name: `Business: ${provider.businessName}` }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, `admin-outbox-${viewport}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the provider detail views (team, job history, billing) from the URL and decides from there', async () => {
    const category = uniqueCategory();
    const lead = { ...teamMember('both'), isPrimary: true };
    const helper = teamMember('sms');
    const { provider } = await createProvider(database.db, {
      businessName: `Views Co ${uniqueSuffix()}`,
      serviceCategories: [category],
      team: [lead, helper],
    });
    const call = await createCall(database.db, { serviceType: category, serviceAddress: '5 Beach St, Capitola, CA' });
    const job = await dispatchedJobOf(database.db, call.id);
    await database.db
      .update(jobs)
      .set({ status: 'claimed', claimedByProviderId: provider.id, claimedAt: new Date() })
      .where(eq(jobs.id, job.id));

    const { page, context, consoleErrors } = await openAdminPage(spec.browser, admin, { width, height });
    await page.goto(`/admin/provider/${provider.id}`);
    await screenshot(page, `admin-provider-overview-${viewport}`);
    const views = page.getByRole('navigation', { name: 'Provider views' });

    await views.getByRole('link', { name: 'Team Members (2)' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'team');
    const team = page.getByRole('list', { name: 'Team members' });
    await team.waitFor();
    expect(await team.getByRole('listitem').first().innerText()).toContain('Primary contact');
    for (const m of [lead, helper]) {
      const phoneLink = team.locator(`a[href="${telHref(m.phone!)}"]`);
      expect(await phoneLink.count()).toBe(1);
    }
    await expectText(page, 'Both SMS and Email');
    await expectText(page, 'SMS only');
    await page.reload();
    await team.waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, `admin-provider-team-${viewport}`);

    await views.getByRole('link', { name: 'Job History (1)' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'jobs');
    const history = page.getByRole('list', { name: 'Claimed jobs' });
    await history.waitFor();
    expect(await history.innerText()).toContain('Claimed');
    await expectNoHorizontalScroll(page);
    await screenshot(page, `admin-provider-jobs-${viewport}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await views.getByRole('link', { name: 'Billing Info' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'billing');
    await expectText(page, 'No invoices yet.');
    await expectText(page, 'Subscription Status');
    await expectNoHorizontalScroll(page);
    await screenshot(page, `admin-provider-billing-${viewport}`);

    // Reject is on every view: it asks for the reason, then Move to Pending brings the application back
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: adminProviderMessages.confirmRejectTitle(provider.businessName) });
    await dialog.getByLabel('Reason (emailed to the applicant)').fill('Your license could not be verified.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectText(page, adminProviderMessages.rejected);
    await page.getByRole('button', { name: 'Move to Pending' }).click();
    await page
      .getByRole('dialog', { name: adminProviderMessages.confirmReopenTitle(provider.businessName) })
      .getByRole('button', { name: 'Move to Pending' })
      .click();
    await expectText(page, adminProviderMessages.movedToPending);
    expect(param(page, 'view')).toBe('billing');
    const [row] = await database.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.status).toBe('pending');

    // the history links to the call
    await views.getByRole('link', { name: /Job History/ }).click();
    await history.getByRole('link').first().click();
    await expectPath(page, `/admin/call/${call.id}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the applications as cards on a phone and as a table on a desktop, the filter in the URL', async () => {
    const { provider } = await createProvider(database.db, {
      businessName: `Card Co With A Rather Long Business Name ${uniqueSuffix()}`,
      serviceCategories: ['Plumbing', 'Electrical', 'Handyman'],
    });
    const { page, context, consoleErrors } = await openAdminPage(spec.browser, admin, { width, height });
    await page.goto('/admin/providers?status=pending');
    await page.getByRole('button', { name: `Approve ${provider.businessName}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Pending', pressed: true }).count()).toBe(1);
    expect(await page.getByRole('table').isVisible()).toBe(width >= 1024);
    expect(await page.getByRole('list', { name: 'Applications' }).isVisible()).toBe(width < 1024);
    await expectNoHorizontalScroll(page);
    await screenshot(page, `admin-applications-${viewport}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Approve ${provider.businessName}` }).click();
    await page
      .getByRole('dialog', { name: adminProviderMessages.confirmApproveTitle(provider.businessName) })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expectText(page, adminProviderMessages.approved);
    await page.getByRole('button', { name: 'Active' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'active');
    await page.reload();
    await page.getByRole('button', { name: `Move to Pending: ${provider.businessName}` }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
