import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminProviderMessages as am, authMessages, providerMessages as m } from '@shared/messages';
import { createAdmin, createProvider, uniqueEmail } from '../src/server/db/factories';
import { outbox } from '../src/server/db/schema';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, openAdminPage, signInAsProvider } from './support/fixtures';
import { VIEWPORTS, screenshot } from './support/screenshots';

const spec = browserAndDatabase();
const { database } = spec;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

const BUSINESS: [label: string, value: string][] = [
  ['Business Name', 'Harbor Pipes'],
  ['Primary Contact Name', 'Ana Reyes'],
  ['Primary Phone', '(831) 555-0144'],
  ['Street Address', '9 Harbor Dr'],
  ['City', 'Santa Cruz'],
  ['State', 'CA'],
  ['Zip Code', '95062'],
];

describe.each(VIEWPORTS)('provider journeys at $width px', ({ name: viewport, width, height }) => {
  it('the signup wizard keeps its progress across reload, Back and Forward, and says what is missing', async () => {
    const email = uniqueEmail('wizard');
    const { page, context, consoleErrors } = await openPage(spec.browser, { width, height });
    await page.goto('/provider-signup');
    await button(page, 'Start Application').click();
    await expectText(page, 'Step 1 of 4');
    expect(stepOf(page)).toBe('1');
    expect(await focusedText(page)).toBe('Business Information');
    // placeholders read as examples, not values
    expect(await field(page, 'Primary Phone').getAttribute('placeholder')).toMatch(/^e\.g\. /);

    // Next is never a silent grey button: it says what is missing
    await page.getByRole('button', { name: /Next: Select Services/ }).click();
    await expectText(
      page,
      /^Still to fix: Business Name, Primary Contact Name, Primary Phone, Primary Email, Password/,
    );
    for (const [label, value] of BUSINESS) await field(page, label).fill(value);
    await field(page, 'Primary Email').fill(email);
    // the common-password check answers under the field, on step 1
    await field(page, 'Password').fill('password123');
    await field(page, 'Password').press('Tab');
    await expectText(page, authMessages.passwordTooCommon);
    await screenshot(page, `wizard-step1-errors-${viewport}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await field(page, 'Password').fill('harbor-pipes-2026');
    await page.getByRole('button', { name: /Next: Select Services/ }).click();

    await expectText(page, 'Step 2 of 4');
    expect(stepOf(page)).toBe('2');
    expect(await focusedText(page)).toBe('Services');
    await page.getByRole('button', { name: /Next: Team Notifications/ }).click();
    await expectText(page, m.selectAtLeastOneService);
    await page.getByRole('checkbox', { name: 'Plumbing', exact: true }).click();
    await page.getByRole('button', { name: /Next: Team Notifications/ }).click();
    await expectText(page, 'Step 3 of 4');
    await button(page, 'Add Primary Contact').click();
    await screenshot(page, `wizard-step3-${viewport}`);

    // a reload keeps the step and the values (never the password)
    await page.reload();
    await expectText(page, 'Step 3 of 4');
    expect(await page.locator('#member-1-name').inputValue()).toBe('Ana Reyes');
    await page.goBack();
    await expectText(page, 'Step 2 of 4');
    expect(await page.getByRole('checkbox', { name: 'Plumbing', exact: true }).isChecked()).toBe(true);
    await page.goBack();
    await expectText(page, 'Step 1 of 4');
    expect(await field(page, 'Business Name').inputValue()).toBe('Harbor Pipes');
    expect(await field(page, 'Password').inputValue()).toBe('');
    expect(await page.evaluate(() => Object.values(sessionStorage).some((v) => v.includes('harbor-pipes-2026')))).toBe(
      false,
    );
    await page.goForward();
    await page.goForward();
    await expectText(page, 'Step 3 of 4');
    await page.getByRole('button', { name: /Next: Payment/ }).click();
    await expectText(page, 'Step 4 of 4');
    await page.getByRole('checkbox', { name: m.termsLabel }).click();
    await button(page, 'Submit Application').click();
    // the password was not kept through the reload: asked for again on step 1
    await expectText(page, 'Step 1 of 4');
    await expectText(page, m.passwordReenter);
    await field(page, 'Password').fill('harbor-pipes-2026');
    await page.getByRole('button', { name: /Next: Select Services/ }).click();
    await page.getByRole('button', { name: /Next: Team Notifications/ }).click();
    await page.getByRole('button', { name: /Next: Payment/ }).click();
    await button(page, 'Submit Application').click();
    await expectPath(page, '/provider/confirmation');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    const received = await database.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.subject, am.applicationReceivedSubject)));
    expect(received).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the dashboard follows the admin: approval, back to pending, rejection with its reason, without a reload', async () => {
    const admin = await createAdmin(database.db);
    const { user, provider } = await createProvider(database.db, { status: 'pending' });
    const applicant = await openPage(spec.browser, { width, height });
    await signInAsProvider(applicant.page, user.email, user.password);
    await expectText(applicant.page, m.underReview);
    // no switch that could not do anything yet: it is explained instead
    await expectText(applicant.page, m.receivingJobsAfterApproval);
    expect(await applicant.page.getByRole('switch').count()).toBe(0);
    await screenshot(applicant.page, `dashboard-pending-${viewport}`);

    const reviewer = await openAdminPage(spec.browser, admin, { width, height });
    await reviewer.page.goto(`/admin/provider/${provider.id}`);
    await button(reviewer.page, 'Approve').click();
    const approve = reviewer.page.getByRole('dialog', { name: am.confirmApproveTitle(provider.businessName) });
    await approve.waitFor();
    await screenshot(reviewer.page, `admin-approve-dialog-${viewport}`);
    expect(await seriousAccessibilityViolations(reviewer.page)).toEqual([]);
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectText(reviewer.page, am.approved);

    await expectText(applicant.page, m.applicationApprovedLive);
    await expectText(applicant.page, 'Status: ON');
    expect(await applicant.page.getByText(m.underReview).count()).toBe(0);
    await screenshot(applicant.page, `dashboard-approved-${viewport}`);

    await button(reviewer.page, 'Move to Pending').click();
    await reviewer.page
      .getByRole('dialog', { name: am.confirmReopenTitle(provider.businessName) })
      .getByRole('button', { name: 'Move to Pending' })
      .click();
    await expectText(applicant.page, m.underReview);
    expect(await applicant.page.getByRole('switch').count()).toBe(0);

    await button(reviewer.page, 'Reject').click();
    const reject = reviewer.page.getByRole('dialog', { name: am.confirmRejectTitle(provider.businessName) });
    await reject.getByLabel('Reason (emailed to the applicant)').fill('Your insurance certificate has expired.');
    await screenshot(reviewer.page, `admin-reject-dialog-${viewport}`);
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectText(reviewer.page, am.rejected);
    await expectText(applicant.page, 'Reason: Your insurance certificate has expired.');
    await expectText(applicant.page, m.receivingJobsRejected);
    await screenshot(applicant.page, `dashboard-rejected-${viewport}`);
    expect(await seriousAccessibilityViolations(applicant.page)).toEqual([]);

    expect(applicant.consoleErrors).toEqual([]);
    expect(reviewer.consoleErrors).toEqual([]);
    await applicant.context.close();
    await reviewer.context.close();
  });
});
