import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES, SUPPORT_EMAIL } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import { createUser, uniqueEmail } from '../src/server/db/factories';
import { providers, providerTeamMembers, users } from '../src/server/db/schema';
import { browserAndDatabase, openPage } from './support/browser';
import { seriousAccessibilityViolations } from './support/a11y';
import { expectPath, expectText } from './support/fixtures';

const spec = browserAndDatabase();
const { database } = spec;

const REQUIRED_FIELDS: [label: string, value: string][] = [
  ['Business Name', 'Seabright Plumbing'],
  ['Primary Contact Name', 'Maria Gonzalez'],
  ['Primary Phone', '(831) 555-0187'],
  ['Primary Email', ''], // a unique address per test, filled in by fillBusinessInfo
  ['Password', 'a-good-pass-1'],
  ['Street Address', '214 Seabright Ave'],
  ['City', 'Santa Cruz'],
  ['State', 'CA'],
  ['Zip Code', '95062'],
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const isDisabled = (page: Page, name: string) => button(page, name).isDisabled();

async function startApplication(page: Page) {
  await page.goto('/provider-signup');
  await button(page, 'Start Application').click();
  await expectText(page, 'Step 1 of 4');
}

async function fillBusinessInfo(page: Page, email: string) {
  for (const [label, value] of REQUIRED_FIELDS)
    await field(page, label).fill(label === 'Primary Email' ? email : value);
}

describe('/provider-signup', () => {
  it('walks the intro and all four steps to the confirmation page, creating a pending provider with its team', async () => {
    const { page, context, consoleErrors } = await openPage(spec.browser);
    const email = uniqueEmail('e2e-applicant');
    await page.goto('/provider-signup');
    await expectText(page, 'Become a Service Provider');
    await expectText(
      page,
      'We review every application within 24 hours. Nothing is charged until your application is approved.',
    );
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/provider');
    await button(page, 'Start Application').click();

    await expectText(page, 'Step 1 of 4');
    for (const label of ['Business Info', 'Services', 'Team', 'Payment']) await expectText(page, label);
    await fillBusinessInfo(page, email);
    await field(page, 'License Number').fill('C-36 998877');
    await field(page, 'Minimum Service Call Fee (optional)').fill('49.99');
    await expectText(page, m.minimumFeeHint);
    await button(page, 'Next: Select Services').click();

    await expectText(page, 'Step 2 of 4');
    await expectText(page, 'Service area: Santa Cruz County');
    // the eight services the landing page promises, one checkbox each
    expect(await page.getByRole('group', { name: 'Service categories' }).getByRole('checkbox').count()).toBe(8);
    for (const category of SERVICE_CATEGORIES)
      expect(await page.getByRole('checkbox', { name: category, exact: true }).count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Appliance Installation & Repair', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Plumbing', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Heating & Cooling (HVAC)', exact: true }).click();
    // the languages the team speaks: English ticked by default, Español added
    const languages = page.getByRole('group', { name: 'Languages your team speaks' });
    expect(await languages.getByRole('checkbox', { name: 'English', exact: true }).isChecked()).toBe(true);
    expect(await languages.getByRole('checkbox', { name: 'Español', exact: true }).isChecked()).toBe(false);
    await languages.getByRole('checkbox', { name: 'Español', exact: true }).click();
    expect(await languages.getByRole('checkbox', { name: 'Español', exact: true }).isChecked()).toBe(true);
    await button(page, 'Next: Team Notifications').click();

    await expectText(page, 'Step 3 of 4');
    await button(page, 'Add Primary Contact').click();
    // the primary contact comes pre-filled from step 1
    expect(await page.locator('#member-1-name').inputValue()).toBe('Maria Gonzalez');
    expect(await page.locator('#member-1-phone').inputValue()).toBe('(831) 555-0187');
    expect(await page.locator('#member-1-email').inputValue()).toBe(email);
    expect(await page.locator('#member-1-method').inputValue()).toBe('both');
    expect(await page.getByRole('button', { name: /Remove team member/ }).count()).toBe(0);
    await button(page, 'Add Team Member').click();
    await page.locator('#member-2-name').fill('Sam Ortiz');
    await page.locator('#member-2-phone').fill('(831) 555-0190');
    await page.locator('#member-2-method').selectOption({ label: 'SMS only' });
    await button(page, 'Add Team Member').click();
    await page.locator('#member-3-name').fill('Temp Helper');
    await page.getByRole('button', { name: 'Remove team member 3' }).click();
    expect(await page.locator('#member-3-name').count()).toBe(0);
    await button(page, 'Next: Payment').click();

    await expectText(page, 'Step 4 of 4');
    await expectText(page, 'Service Provider Plan');
    await expectText(page, '$199');
    await expectText(page, 'Development mode');
    expect(await page.locator('#card-number').isDisabled()).toBe(true);
    // unlike the original, the terms must be accepted
    await button(page, 'Submit Application').click();
    await expectText(page, m.termsRequired);
    await expectPath(page, '/provider-signup');
    await page.getByRole('checkbox', { name: m.termsLabel }).click();
    expect(await page.locator('#accept-terms-error').count()).toBe(0);
    // hold the real request back a moment so the busy state can be seen
    await page.route('**/api/providers/applications', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await button(page, 'Submit Application').click();
    expect(await button(page, 'Submitting...').isDisabled()).toBe(true);

    await expectText(page, m.applicationSubmitted);
    await expectText(page, m.applicationSubmittedDescription);
    await expectPath(page, '/provider/confirmation');
    await expectText(page, 'Thank you for applying!');
    await expectText(page, SUPPORT_EMAIL);
    await expectText(page, 'Access to your provider dashboard');
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const user = await database.db.query.users.findFirst({ where: eq(users.email, email) });
    const provider = await database.db.query.providers.findFirst({ where: eq(providers.userId, user!.id) });
    expect(provider).toMatchObject({
      businessName: 'Seabright Plumbing',
      status: 'pending',
      licenseNumber: 'C-36 998877',
      minimumFee: 49.99,
      serviceCategories: ['Plumbing', 'Heating & Cooling (HVAC)', 'Appliance Installation & Repair'],
      languages: ['en', 'es'],
      serviceArea: ['Santa Cruz County'],
      address: { street: '214 Seabright Ave', city: 'Santa Cruz', state: 'CA', zip: '95062' },
    });
    const team = await database.db
      .select()
      .from(providerTeamMembers)
      .where(eq(providerTeamMembers.providerId, provider!.id));
    expect(team.map((t) => [t.name, t.notificationMethod, t.isPrimary]).sort()).toEqual([
      ['Maria Gonzalez', 'both', true],
      ['Sam Ortiz', 'sms', false],
    ]);

    // the applicant is signed in and can follow the application
    await page.getByRole('link', { name: 'View Application Status' }).click();
    await expectPath(page, '/provider/dashboard');
    await expectText(page, m.underReview);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('never disables Next: it says what step 1, step 2 and step 3 still miss', async () => {
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await startApplication(page);
    const next1 = 'Next: Select Services';
    expect(await isDisabled(page, next1)).toBe(false);
    for (const [label, value] of REQUIRED_FIELDS)
      if (label !== 'City') await field(page, label).fill(label === 'Primary Email' ? uniqueEmail('e2e-next') : value);
    // blank or whitespace-only counts as missing
    await field(page, 'City').fill('   ');
    await button(page, next1).click();
    await expectText(page, m.stillToFix(['City']));
    await expectText(page, 'Step 1 of 4');
    await field(page, 'City').fill('Capitola');
    // the list follows the field messages
    expect(await page.getByText(m.stillToFix(['City'])).count()).toBe(0);
    await button(page, next1).click();

    const next2 = 'Next: Team Notifications';
    await expectText(page, 'Step 2 of 4');
    expect(await isDisabled(page, next2)).toBe(false);
    await button(page, next2).click();
    await expectText(page, m.selectAtLeastOneService);
    await expectText(page, 'Step 2 of 4');
    await page.getByRole('checkbox', { name: 'Handyman', exact: true }).click();
    await button(page, next2).click();

    await expectText(page, 'Step 3 of 4');
    await button(page, 'Next: Payment').click();
    await expectText(page, m.teamMemberRequired);
    await button(page, 'Add Primary Contact').click();
    expect(await page.getByText(m.teamMemberRequired).count()).toBe(0);
    await button(page, 'Next: Payment').click();
    await expectText(page, 'Step 4 of 4');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows step-1 messages under their fields with a toast, and clears a message when its field is edited', async () => {
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await startApplication(page);
    await fillBusinessInfo(page, 'not-an-email');
    await field(page, 'Primary Phone').fill('831-555');
    await field(page, 'Password').fill('short');
    // the state is forced to upper case and two letters; the zip stops at five characters
    await field(page, 'State').fill('');
    await field(page, 'State').pressSequentially('cal');
    expect(await field(page, 'State').inputValue()).toBe('CA');
    await field(page, 'Zip Code').fill('950');
    await field(page, 'Zip Code').pressSequentially('6012');
    expect(await field(page, 'Zip Code').inputValue()).toBe('95060');
    await field(page, 'Zip Code').fill('9506');
    await button(page, 'Next: Select Services').click();

    await expectText(page, m.validationError);
    await expectText(page, m.fixFormErrors);
    await expectText(page, m.phoneTooShort);
    await expectText(page, m.invalidEmail);
    await expectText(page, m.passwordTooShort);
    await expectText(page, m.zipInvalid);
    await expectText(page, 'Step 1 of 4');

    await field(page, 'Primary Phone').fill('(831) 555-0187');
    expect(await page.getByText(m.phoneTooShort).count()).toBe(0);
    expect(await page.getByText(m.invalidEmail).count()).toBe(1);
    await field(page, 'Primary Email').fill(uniqueEmail('e2e-fix'));
    expect(await page.getByText(m.invalidEmail).count()).toBe(0);
    await field(page, 'Password').fill('a-good-pass-1');
    await field(page, 'Zip Code').fill('95060');
    await button(page, 'Next: Select Services').click();
    await expectText(page, 'Step 2 of 4');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps every value when going back and forth between the steps', async () => {
    const { page, context, consoleErrors } = await openPage(spec.browser);
    const email = uniqueEmail('e2e-back');
    await startApplication(page);
    await fillBusinessInfo(page, email);
    await field(page, 'Insurance Provider').fill('Coastal Mutual');
    await button(page, 'Next: Select Services').click();
    await page.getByRole('checkbox', { name: 'Electrical', exact: true }).click();
    await button(page, 'Next: Team Notifications').click();
    await button(page, 'Add Primary Contact').click();
    await page.locator('#member-1-method').selectOption('email');
    await button(page, 'Add Team Member').click();
    await page.locator('#member-2-name').fill('Lee Tran');
    await button(page, 'Next: Payment').click();
    await page.getByRole('checkbox', { name: m.termsLabel }).click();

    for (const step of [3, 2, 1]) {
      await button(page, 'Back').first().click();
      await expectText(page, `Step ${step} of 4`);
    }
    expect(await button(page, 'Back').count()).toBe(0);
    for (const [label, value] of REQUIRED_FIELDS)
      expect(await field(page, label).inputValue()).toBe(label === 'Primary Email' ? email : value);
    expect(await field(page, 'Insurance Provider').inputValue()).toBe('Coastal Mutual');

    await button(page, 'Next: Select Services').click();
    expect(await page.getByRole('checkbox', { name: 'Electrical', exact: true }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await button(page, 'Next: Team Notifications').click();
    expect(await page.locator('#member-1-method').inputValue()).toBe('email');
    expect(await page.locator('#member-2-name').inputValue()).toBe('Lee Tran');
    await button(page, 'Next: Payment').click();
    expect(await page.getByRole('checkbox', { name: m.termsLabel }).getAttribute('aria-checked')).toBe('true');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes the applicant back to step 1, to the email field, when the email is already registered', async () => {
    const existing = await createUser(database.db);
    const { page, context } = await openPage(spec.browser);
    await startApplication(page);
    await fillBusinessInfo(page, existing.email);
    await button(page, 'Next: Select Services').click();
    await page.getByRole('checkbox', { name: 'Plumbing', exact: true }).click();
    await button(page, 'Next: Team Notifications').click();
    await button(page, 'Add Primary Contact').click();
    await button(page, 'Next: Payment').click();
    await page.getByRole('checkbox', { name: m.termsLabel }).click();
    await button(page, 'Submit Application').click();

    await expectText(page, m.error);
    await expectText(page, m.emailTaken);
    // the message is under the email field of step 1, where it can be changed; the rest is kept
    await expectText(page, 'Step 1 of 4');
    expect(await page.locator('#email-error').innerText()).toBe(m.emailTaken);
    expect(await database.db.select().from(providers).where(eq(providers.userId, existing.id))).toEqual([]);
    await field(page, 'Primary Email').fill(uniqueEmail('e2e-retry'));
    await button(page, 'Next: Select Services').click();
    await button(page, 'Next: Team Notifications').click();
    await button(page, 'Next: Payment').click();
    await button(page, 'Submit Application').click();
    await expectPath(page, '/provider/confirmation');
    await context.close();
  });

  it('has no serious accessibility findings on the intro and on each step', async () => {
    const { page, context } = await openPage(spec.browser);
    await page.goto('/provider-signup');
    await expectText(page, 'Start Application');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await button(page, 'Start Application').click();
    await button(page, 'Next: Select Services').waitFor();
    await fillBusinessInfo(page, 'not-an-email');
    await button(page, 'Next: Select Services').click();
    await expectText(page, m.invalidEmail);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await field(page, 'Primary Email').fill(uniqueEmail('e2e-a11y'));
    await button(page, 'Next: Select Services').click();
    await page.getByRole('checkbox', { name: 'Plumbing', exact: true }).click();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await button(page, 'Next: Team Notifications').click();
    await button(page, 'Add Primary Contact').click();
    await button(page, 'Add Team Member').click();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await button(page, 'Next: Payment').click();
    await button(page, 'Submit Application').click();
    await expectText(page, m.termsRequired);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
