import { and, asc, eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ServiceCategory } from '@shared/constants';
import { providerJobMessages as jm } from '@shared/messages';
import { createCall, createProvider, uniqueEmail, uniqueSuffix } from '../src/server/db/factories';
import { auditLogs, jobs, outbox } from '../src/server/db/schema';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, signInAsProvider } from './support/fixtures';
import { screenshot } from './support/screenshots';

// A claimed job's life in the provider portal: claim, confirm a window, a note, arrived, completed; and a release
// that offers the job to another provider, whose claim link then says who took it.

const spec = browserAndDatabase();
const { database } = spec;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const uniqueCategory = () => `Chimney ${uniqueSuffix()}` as ServiceCategory;
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });

async function providerWithTeam(category: ServiceCategory, members = 1) {
  const emails = Array.from({ length: members }, () => uniqueEmail('team'));
  const created = await createProvider(database.db, {
    status: 'active',
    businessName: `Flue Works ${uniqueSuffix()}`,
    serviceCategories: [category],
    team: emails.map((email, i) => ({
      name: `Member ${i + 1}`,
      phone: '(831) 555-0150',
      email,
      notificationMethod: 'email',
    })),
  });
  return { ...created, emails };
}

async function newCall(category: ServiceCategory) {
  const call = await createCall(database.db, {
    serviceType: category,
    customerName: 'Dana Holt',
    customerPhone: `(831) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    serviceAddress: '12 Beach St, Capitola, CA 95010',
    summary: 'Dana Holt reports a chimney draft problem.',
    preferredTime1: 'Saturday, Mar 7, 8 AM - 12 PM',
    preferredTime2: 'Monday, Mar 9, 12 PM - 5 PM',
  });
  return call;
}

/** Claims the call's job from the jobs list, once the dispatch has made it available, and lands on its page. */
async function claimFromList(page: Page, category: ServiceCategory) {
  await page.goto('/provider/jobs');
  const claim = page.getByRole('button', { name: `${jm.claim}: ${category} in Capitola` });
  await claim.waitFor({ timeout: 20_000 });
  await claim.click();
  await expectText(page, jm.progressTitle);
  expect(new URL(page.url()).pathname).toMatch(/^\/provider\/jobs\/[0-9a-f-]{36}$/);
}

/** The claim link the offer emailed to this address carried in the given offer round. */
async function claimPathFor(recipient: string, round: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), like(outbox.dedupeKey, `offer:%:${round}`)));
    const path = row?.body.match(/\/claim\/[A-Za-z0-9_-]{43}/)?.[0];
    if (path) return path;
    if (Date.now() > deadline) throw new Error(`no claim link of round ${round} was sent to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(VIEWPORTS)('a claimed job at $width px', ({ width, height }) => {
  it('goes from claimed to a confirmed window, a note, arrived and completed; the list shows each state', async () => {
    const category = uniqueCategory();
    const a = await providerWithTeam(category);
    const call = await newCall(category);
    const { page, context, consoleErrors } = await openPage(spec.browser, { width, height });
    await signInAsProvider(page, a.user.email, a.user.password);
    await claimFromList(page, category);
    await expectText(page, 'Dana Holt');
    await screenshot(page, `job-progress-claimed-${width}`);

    // the second window, confirmed: the customer is texted
    await page.getByRole('radio', { name: /Window 2/ }).check();
    await button(page, jm.confirmWindow).click();
    await expectText(page, jm.windowConfirmedDescription);
    await expectText(page, jm.changeWindow);
    expect(await button(page, jm.confirmWindow).isDisabled()).toBe(true);

    await page.getByLabel(jm.noteLabel).fill('Side gate code 4821. Dog is friendly.');
    await button(page, jm.addNote).click();
    await expectText(page, 'Side gate code 4821. Dog is friendly.');
    await expect.poll(() => page.getByLabel(jm.noteLabel).inputValue()).toBe('');

    await button(page, jm.markArrived).click();
    await expectText(page, `${jm.confirmedFor}:`);
    await expectText(page, 'Monday, Mar 9, 12 PM - 5 PM');
    expect(await button(page, jm.markArrived).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, `job-progress-arrived-${width}`);

    await button(page, jm.markCompleted).click();
    await expectText(page, jm.completedDescription);
    expect(await button(page, jm.release).count()).toBe(0);

    await page.getByRole('link', { name: jm.backToJobs }).first().click();
    await expectPath(page, '/provider/jobs');
    const claimed = page.getByRole('region', { name: /My Claimed Jobs/ });
    await expect.poll(() => claimed.innerText(), { timeout: 10_000 }).toContain(jm.workStatus.completed);
    await screenshot(page, `job-progress-list-${width}`);

    const [job] = await database.db.select().from(jobs).where(eq(jobs.callId, call.id));
    expect(job).toMatchObject({ status: 'claimed', workStatus: 'completed', confirmedWindow: 2 });
    const visit = await database.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `visit:${job!.id}:%`));
    expect(visit.map((r) => r.body)).toEqual([
      `Earl: ${a.provider.businessName} confirmed your ${category} visit for Monday, Mar 9, 12 PM - 5 PM.`,
    ]);
    const audit = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, call.id))
      .orderBy(asc(auditLogs.createdAt));
    expect(audit.map((r) => r.action)).toEqual(['job.confirm_window', 'job.note', 'job.arrived', 'job.complete']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('releases a job with a reason; another provider takes it, and its links then say who took it', async () => {
    const category = uniqueCategory();
    const a = await providerWithTeam(category);
    const b = await providerWithTeam(category, 2);
    const call = await newCall(category);
    const { page, context, consoleErrors } = await openPage(spec.browser, { width, height });
    await signInAsProvider(page, a.user.email, a.user.password);
    await claimFromList(page, category);

    await button(page, jm.release).click();
    const dialog = page.getByRole('dialog');
    await expectText(page, jm.releaseTitle);
    // a reason is required
    await dialog.getByRole('button', { name: jm.release, exact: true }).click();
    await expectText(page, 'Please say why.');
    await dialog.getByLabel(jm.releaseReason).fill('Our truck broke down this week.');
    await screenshot(page, `job-release-dialog-${width}`);
    await dialog.getByRole('button', { name: jm.release, exact: true }).click();
    await expectPath(page, '/provider/jobs');
    await expectText(page, jm.releasedDescription);
    expect(await page.getByRole('button', { name: `${jm.claim}: ${category} in Capitola` }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // offered again to B's team (not to A's), by new links
    const [job] = await database.db.select().from(jobs).where(eq(jobs.callId, call.id));
    const winnerLink = await claimPathFor(b.emails[0]!, 2);
    const teammateLink = await claimPathFor(b.emails[1]!, 2);
    expect(
      await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, a.emails[0]!), like(outbox.dedupeKey, `offer:${job!.id}:%:2`))),
    ).toEqual([]);

    const winner = await openPage(spec.browser, { width, height });
    await winner.page.goto(winnerLink);
    await button(winner.page, jm.claim).click();
    await expectText(winner.page, jm.youClaimedIt);
    // opened again later: "You took this job", with the way to it (through sign-in)
    await winner.page.goto(winnerLink);
    await expectText(winner.page, jm.youTookIt);
    await screenshot(winner.page, `claim-link-you-took-it-${width}`);
    await winner.page.getByRole('link', { name: jm.openJob }).click();
    await expectPath(winner.page, '/provider');
    await winner.page.getByLabel('Email').fill(b.user.email);
    await winner.page.getByLabel('Password').fill(b.user.password);
    await winner.page.getByLabel('Password').press('Enter');
    await expectPath(winner.page, `/provider/jobs/${job!.id}`);
    await expectText(winner.page, jm.progressTitle);
    await expectText(winner.page, 'Dana Holt');
    expect(winner.consoleErrors).toEqual([]);
    await winner.context.close();

    const teammate = await openPage(spec.browser, { width, height });
    await teammate.page.goto(teammateLink);
    await expectText(teammate.page, jm.teamTookIt);
    expect(await button(teammate.page, jm.claim).count()).toBe(0);
    expect(await teammate.page.getByRole('link', { name: jm.openJob }).getAttribute('href')).toBe(
      `/provider?next=${encodeURIComponent(`/provider/jobs/${job!.id}`)}`,
    );
    expect(await seriousAccessibilityViolations(teammate.page)).toEqual([]);
    await teammate.context.close();
  });
});
