import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ServiceCategory } from '@shared/constants';
import { marketplaceMessages, providerJobMessages as jm, providerMessages as m } from '@shared/messages';
import { createAdmin, createCall, createProvider, uniqueEmail, uniqueSuffix } from '../src/server/db/factories';
import { PROVIDER_JOBS_PAGE_SIZE } from '@shared/schemas/jobs';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, signInAsProvider } from './support/fixtures';
import { screenshot, screenshotAtWidths } from './support/screenshots';

// Jobs from a stored call to a claimed lead, through the real dispatch, outbox, claim links and provider portal.

const spec = browserAndDatabase();
const { database } = spec;

// a category of its own per test: jobs stored by other specs are never offered to these providers
const uniqueCategory = () => `Chimney ${uniqueSuffix()}` as ServiceCategory;

// the failed requests behind "Already claimed" (409) are expected; anything else in the console is not
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/^Failed to load resource: the server responded with a status of 409/.test(e));

async function providerWithMember(category: ServiceCategory, businessName: string) {
  const email = uniqueEmail('dispatch');
  const created = await createProvider(database.db, {
    status: 'active',
    businessName,
    serviceCategories: [category],
    team: [{ name: 'Dispatcher', phone: '(831) 555-0150', email, notificationMethod: 'email' }],
  });
  return { ...created, memberEmail: email };
}

/** The claim link the dispatch emailed to this address, read from the outbox as an admin would. */
async function claimPathFor(request: APIRequestContext, recipient: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await request.get('/api/admin/outbox?limit=200');
    expect(res.status()).toBe(200);
    const { messages } = (await res.json()) as { messages: { recipient: string; body: string }[] };
    const path = messages.find((msg) => msg.recipient === recipient)?.body.match(/\/claim\/[A-Za-z0-9_-]{43}/)?.[0];
    if (path) return path;
    if (Date.now() > deadline) throw new Error(`no claim link was sent to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The number shown under a dashboard counter's label. */
const counter = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');

describe('claim links', () => {
  it('takes a new call to the outbox, lets the first provider claim it by link and see everything, and tells the second who won', async () => {
    const category = uniqueCategory();
    const a = await providerWithMember(category, `Harbor Chimney ${uniqueSuffix()}`);
    const b = await providerWithMember(category, `Ridge Sweeps ${uniqueSuffix()}`);
    const admin = await createAdmin(database.db);
    const adminPage = await openPage(spec.browser);
    expect(
      (
        await adminPage.context.request.post('/api/auth/sign-in', {
          data: { email: admin.email, password: admin.password },
          // as the product's own page sends it (state-changing requests must come from PUBLIC_URL's origin)
          headers: { origin: inject('baseUrl') },
        })
      ).status(),
    ).toBe(200);

    await createCall(database.db, {
      serviceType: category,
      customerName: 'Jordan Quinn',
      customerPhone: '+18315550199',
      serviceAddress: '7 Wharf Rd, Capitola, CA 95010',
      summary: 'Jordan Quinn reports smoke coming back into the living room from the fireplace.',
      transcript:
        'system: You are Earl.\nassistant: Hi, this is Earl.\nuser: Smoke comes back into the room when I light the fireplace.\ntool: find_vendors → Some Competitor\nassistant: A provider will call you to confirm.',
      preferredTime1: 'Saturday, Mar 7, 8 AM - 12 PM',
      preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
    });
    const linkA = await claimPathFor(adminPage.context.request, a.memberEmail);
    const linkB = await claimPathFor(adminPage.context.request, b.memberEmail);
    await adminPage.context.close();

    // B opens its link first and sees the offer, not the customer
    const pageB = await openPage(spec.browser, { width: 390, height: 844 });
    await pageB.page.goto(linkB);
    await expectText(pageB.page, jm.claimThisJob);
    await expectText(pageB.page, 'The customer reports smoke coming back into the living room from the fireplace.');
    await expectText(pageB.page, 'Capitola');
    await expectText(pageB.page, 'Saturday, Mar 7, 8 AM - 12 PM');
    expect(await pageB.page.getByText(/Jordan|Wharf/).count()).toBe(0);

    // A opens its link: opening claims nothing, pressing Claim does
    const pageA = await openPage(spec.browser);
    await pageA.page.goto(linkA);
    await expectText(pageA.page, jm.claimThisJob);
    expect(await seriousAccessibilityViolations(pageA.page)).toEqual([]);
    await pageA.page.getByRole('button', { name: jm.claim }).click();
    await expectText(pageA.page, jm.youClaimedIt);
    for (const text of [
      'Jordan Quinn',
      '7 Wharf Rd, Capitola, CA 95010',
      'Saturday, Mar 7, 8 AM - 12 PM',
      'Monday, Mar 9, 12 PM - 5 PM',
      'Smoke comes back into the room when I light the fireplace.',
    ])
      await expectText(pageA.page, text);
    expect(await pageA.page.getByRole('link', { name: '(831) 555-0199' }).getAttribute('href')).toBe(
      'tel:+18315550199',
    );
    // the provider gets the conversation, not the system prompt or the tool results
    expect(await pageA.page.getByText(/You are Earl|Some Competitor/).count()).toBe(0);
    expect(await seriousAccessibilityViolations(pageA.page)).toEqual([]);

    // B was too late: pressing Claim says who won, and so does the link from then on
    await pageB.page.getByRole('button', { name: jm.claim }).click();
    await expectText(pageB.page, marketplaceMessages.alreadyClaimed(a.provider.businessName));
    expect(await pageB.page.getByRole('button', { name: jm.claim }).count()).toBe(0);
    await pageB.page.goto(linkB);
    await expectText(pageB.page, marketplaceMessages.alreadyClaimed(a.provider.businessName));
    expect(await pageB.page.getByText(/Jordan|Wharf/).count()).toBe(0);
    expect(unexpected(pageB.consoleErrors)).toEqual([]);
    await pageB.context.close();

    // A signs in to the portal from the claim page: the counters and Recent Jobs show the claim
    await pageA.page.getByRole('link', { name: jm.signInToPortal }).click();
    await expectPath(pageA.page, '/provider');
    await pageA.page.getByLabel('Email').fill(a.user.email);
    await pageA.page.getByLabel('Password').fill(a.user.password);
    await pageA.page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expectPath(pageA.page, '/provider/dashboard');
    await expect.poll(() => counter(pageA.page, 'Jobs Claimed').innerText(), { timeout: 10_000 }).toBe('1');
    expect(await counter(pageA.page, 'Jobs Available').innerText()).toBe('0');
    expect(await counter(pageA.page, 'Avg Response').innerText()).toMatch(/^\d+(\.\d)? min$/);
    const recent = pageA.page.getByRole('list', { name: 'Recent Jobs' }).getByRole('link');
    expect(await recent.count()).toBe(1);
    expect(await recent.innerText()).toContain(`${category} · Capitola`);
    expect(await recent.innerText()).toContain('Assigned');
    expect(await pageA.page.getByText(m.noJobsYet).count()).toBe(0);
    expect(await seriousAccessibilityViolations(pageA.page)).toEqual([]);

    // Recent Jobs links to the job's detail in the portal
    await recent.click();
    await expectText(pageA.page, 'Jordan Quinn');
    expect(new URL(pageA.page.url()).pathname).toMatch(/^\/provider\/jobs\/[0-9a-f-]{36}$/);
    expect(unexpected(pageA.consoleErrors)).toEqual([]);
    await pageA.context.close();
  });

  it('explains an invalid claim link', async () => {
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await page.goto(`/claim/${'x'.repeat(43)}`);
    await expectText(page, marketplaceMessages.claimLinkInvalid);
    expect(await page.getByRole('button', { name: jm.claim }).count()).toBe(0);
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('/provider/jobs', () => {
  it('shows a new job live, claims it with the Claim button, and tells a slower provider who won', async () => {
    const category = uniqueCategory();
    const winner = await providerWithMember(category, `Cliffside Masonry ${uniqueSuffix()}`);
    const rival = await providerWithMember(category, `Bayview Flues ${uniqueSuffix()}`);

    const w = await openPage(spec.browser);
    await signInAsProvider(w.page, winner.user.email, winner.user.password);
    await w.page.getByRole('link', { name: 'Job History' }).click();
    await expectPath(w.page, '/provider/jobs');
    await expectText(w.page, jm.noAvailableJobs);

    // the rival's page will not hear about the claim (no live stream), so it still offers the job when Claim is pressed
    const r = await openPage(spec.browser);
    await r.page.route('**/api/provider/jobs/stream', (route) => route.abort());
    await signInAsProvider(r.page, rival.user.email, rival.user.password);

    await createCall(database.db, {
      serviceType: category,
      customerName: 'Casey Moreno',
      serviceAddress: '12 Soquel Dr, Aptos, CA 95003',
      summary: 'Casey Moreno has a cracked chimney crown.',
    });
    // no reload: the list hears about the new job
    await expectText(w.page, 'The customer has a cracked chimney crown.');
    await r.page.goto('/provider/jobs');
    await expectText(r.page, 'The customer has a cracked chimney crown.');
    expect(await seriousAccessibilityViolations(w.page)).toEqual([]);

    await w.page.getByRole('button', { name: new RegExp(`^${jm.claim}: ${category} in Aptos$`) }).click();
    await expectText(w.page, jm.jobClaimed);
    await expectText(w.page, 'Casey Moreno');
    await expectText(w.page, '12 Soquel Dr, Aptos, CA 95003');
    expect(new URL(w.page.url()).pathname).toMatch(/^\/provider\/jobs\/[0-9a-f-]{36}$/);
    expect(await seriousAccessibilityViolations(w.page)).toEqual([]);

    await r.page.getByRole('button', { name: new RegExp(`^${jm.claim}: ${category} in Aptos$`) }).click();
    await expectText(r.page, marketplaceMessages.alreadyClaimed(winner.provider.businessName));
    // the refreshed list no longer offers it
    await expectText(r.page, jm.noAvailableJobs);
    expect(await r.page.getByText('Casey Moreno').count()).toBe(0);

    await w.page.getByRole('link', { name: jm.backToJobs }).click();
    await expectText(w.page, jm.myClaimedJobs);
    await expectText(w.page, 'Casey Moreno · Aptos');
    expect(unexpected(w.consoleErrors)).toEqual([]);
    expect(unexpected(r.consoleErrors.filter((e) => !/ERR_FAILED/.test(e)))).toEqual([]);
    await Promise.all([w.context.close(), r.context.close()]);
  });

  it('shows 25 jobs at a time and the older ones on request', async () => {
    const category = uniqueCategory();
    const provider = await providerWithMember(category, `Paged Flues ${uniqueSuffix()}`);
    // one at a time, so each job is newer than the one before
    for (let i = 0; i <= PROVIDER_JOBS_PAGE_SIZE; i++)
      await createCall(database.db, {
        serviceType: category,
        serviceAddress: `${100 + i} Soquel Dr, Aptos, CA 95003`,
        summary: 'The flue is cracked.',
      });
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await signInAsProvider(page, provider.user.email, provider.user.password);
    await page.goto('/provider/jobs');
    const claimButtons = page.getByRole('button', { name: new RegExp(`^${jm.claim}: ${category} in Aptos$`) });
    // the order of the pages is the API's (provider-jobs.integration.test.ts); here, what the page shows of them
    await expectText(page, 'The flue is cracked.');
    expect(await claimButtons.count()).toBe(PROVIDER_JOBS_PAGE_SIZE);
    const availableHeading = page.getByRole('heading', { name: new RegExp(jm.availableJobs) });
    expect(await availableHeading.innerText()).toBe(`${jm.availableJobs} (${PROVIDER_JOBS_PAGE_SIZE}+)`);
    await expectText(page, jm.noneAmongNewest); // no claimed job among the newest 25
    await screenshotAtWidths(page, 'provider-jobs-paged');

    const older = page.getByRole('button', { name: jm.showOlderJobs });
    const size = page.viewportSize();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await older.scrollIntoViewIfNeeded();
      await screenshot(page, `provider-jobs-older-button-${width}`, { fullPage: false });
    }
    if (size) await page.setViewportSize(size);
    await older.click();
    await expect.poll(() => claimButtons.count(), { timeout: 10_000 }).toBe(PROVIDER_JOBS_PAGE_SIZE + 1);
    expect(await availableHeading.innerText()).toBe(`${jm.availableJobs} (${PROVIDER_JOBS_PAGE_SIZE + 1})`);
    expect(await older.count()).toBe(0);
    await expectText(page, m.noJobsYet);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('offers nothing to a pending provider', async () => {
    const category = uniqueCategory();
    await createCall(database.db, { serviceType: category });
    const pending = await createProvider(database.db, { status: 'pending', serviceCategories: [category] });
    const { page, context, consoleErrors } = await openPage(spec.browser, { width: 390, height: 844 });
    await signInAsProvider(page, pending.user.email, pending.user.password);
    await expectText(page, m.underReview);
    await expect.poll(() => counter(page, 'Jobs Available').innerText(), { timeout: 10_000 }).toBe('0');
    // the keyboard: on a phone the "Application Pending" toast sits over the header for a few seconds
    await page.getByRole('link', { name: 'Jobs', exact: true }).press('Enter');
    await expectText(page, jm.pendingNoJobs);
    expect(await page.getByRole('button', { name: new RegExp(jm.claim) }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
