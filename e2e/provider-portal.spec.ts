import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { providerMessages as m } from '@shared/messages';
import { createProvider, createUser } from '../src/server/db/factories';
import { providers } from '../src/server/db/schema';
import { browserAndDatabase, openPage } from './support/browser';
import { seriousAccessibilityViolations } from './support/a11y';
import { expectPath, expectText, providerSignInThroughForm } from './support/fixtures';

const spec = browserAndDatabase();
const { database } = spec;

const logInButton = (page: Page) => page.getByRole('button', { name: 'Log In', exact: true });

/** Fills the provider login form and presses Enter in the password field. */
const receivingJobs = async (providerId: string) =>
  (await database.db.select({ on: providers.isReceivingJobs }).from(providers).where(eq(providers.id, providerId)))[0]
    ?.on;

describe('/provider login', () => {
  it('enables Log In only when both fields are filled, and links to signup and home', async () => {
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await page.goto('/provider');
    expect(await logInButton(page).isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('someone@example.test');
    expect(await logInButton(page).isDisabled()).toBe(true);
    await page.getByLabel('Password').fill('x');
    expect(await logInButton(page).isDisabled()).toBe(false);
    await page.getByLabel('Email').fill('');
    expect(await logInButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create Provider Account' }).getAttribute('href')).toBe(
      '/provider-signup',
    );
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signs a provider in with Enter, then saves the Receiving Jobs switch with a toast each way', async () => {
    const { user, provider } = await createProvider(database.db, {
      status: 'active',
      isReceivingJobs: true,
      businessName: 'Boardwalk Electric E2E',
    });
    const { page, context, consoleErrors } = await openPage(spec.browser);
    // hold the real request back a moment so the busy state can be seen
    await page.route('**/api/provider/sign-in', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await providerSignInThroughForm(page, user.email, user.password);
    expect(await page.getByRole('button', { name: 'Logging in...' }).isDisabled()).toBe(true);
    await expectText(page, m.loginSuccessful);
    await expectText(page, m.loginSuccessfulDescription);
    await expectPath(page, '/provider/dashboard');
    await expectText(page, 'Boardwalk Electric E2E');
    for (const text of [
      'Jobs Claimed',
      'Jobs Available',
      'Avg Response',
      '0 min',
      'Quick Actions',
      'Recent Jobs',
      m.noJobsYet,
    ])
      await expectText(page, text);
    expect(await page.getByText(m.underReview).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Manage Team' }).getAttribute('href')).toBe('/provider/team');
    expect(await page.getByRole('link', { name: 'Job History' }).getAttribute('href')).toBe('/provider/jobs');
    expect(await page.getByRole('main').getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe(
      '/provider/billing',
    );

    const toggle = page.getByRole('switch', { name: 'Receiving Jobs' });
    await expectText(page, 'Status: ON');
    await toggle.click();
    await expectText(page, m.pausedJobNotifications);
    await expectText(page, 'Status: OFF');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await receivingJobs(provider.id)).toBe(false);

    await toggle.click();
    await expectText(page, m.nowReceivingJobs);
    await expectText(page, 'Status: ON');
    expect(await receivingJobs(provider.id)).toBe(true);
    expect(consoleErrors).toEqual([]);

    // the saved state is what a reload shows
    await page.reload();
    await expectText(page, 'Status: ON');
    await context.close();
  });

  it('saves the languages the team speaks from the dashboard, keeping at least one', async () => {
    const { user, provider } = await createProvider(database.db, { status: 'active', languages: ['en'] });
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await providerSignInThroughForm(page, user.email, user.password);
    await expectPath(page, '/provider/dashboard');
    const languages = page.getByRole('group', { name: m.languagesTitle });
    const english = languages.getByRole('checkbox', { name: 'English', exact: true });
    const spanish = languages.getByRole('checkbox', { name: 'Español', exact: true });
    expect(await english.isChecked()).toBe(true);
    expect(await english.isDisabled()).toBe(true);
    expect(await spanish.isChecked()).toBe(false);

    await spanish.click();
    await expectText(page, m.languagesSaved);
    await expect.poll(() => spanish.isChecked()).toBe(true);
    await expect.poll(() => english.isDisabled()).toBe(false);
    await english.click();
    await expect.poll(() => english.isChecked()).toBe(false);
    await expect
      .poll(async () =>
        (await database.db.select().from(providers).where(eq(providers.id, provider.id)))[0]?.languages.join(','),
      )
      .toBe('es');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.reload();
    expect(await page.getByRole('checkbox', { name: 'Español', exact: true }).isChecked()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('leaves the switch unchanged and shows "Error" when saving fails', async () => {
    const { user, provider } = await createProvider(database.db, { status: 'active', isReceivingJobs: true });
    const { page, context } = await openPage(spec.browser);
    await providerSignInThroughForm(page, user.email, user.password);
    await expectPath(page, '/provider/dashboard');
    await expectText(page, 'Status: ON');
    // the record disappears behind the page's back, so the save is refused by the server
    await database.db.delete(providers).where(eq(providers.id, provider.id));
    // servers learn of the deletion through a NOTIFY (it drops their cached session): wait until this one has
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/auth/session')).json()) as { providerId: string | null }).providerId,
      )
      .toBeNull();
    await page.getByRole('switch', { name: 'Receiving Jobs' }).click();
    await expectText(page, m.error);
    await expectText(page, m.noProviderAccount);
    await expectText(page, 'Status: ON');
    expect(await page.getByRole('switch', { name: 'Receiving Jobs' }).getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('shows the Application Pending toast and the yellow notice to a pending provider', async () => {
    const { user } = await createProvider(database.db, { status: 'pending' });
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await providerSignInThroughForm(page, user.email, user.password);
    await expectPath(page, '/provider/dashboard');
    await expectText(page, m.applicationPending);
    await expectText(page, m.applicationPendingDescription);
    await expectText(page, m.underReview);
    expect(await page.getByText(m.applicationPending, { exact: true }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells a rejected provider its application was not approved', async () => {
    const { user } = await createProvider(database.db, { status: 'rejected' });
    const { page, context } = await openPage(spec.browser);
    await providerSignInThroughForm(page, user.email, user.password);
    await expectPath(page, '/provider/dashboard');
    await expectText(page, 'Your application was not approved');
    await expectText(page, 'Rejected');
    expect(await page.getByText(m.applicationPending).count()).toBe(0);
    await context.close();
  });

  it('refuses an account without a provider record with "No provider account found for this user" and leaves it signed out', async () => {
    const user = await createUser(database.db);
    const { page, context } = await openPage(spec.browser);
    await providerSignInThroughForm(page, user.email, user.password);
    await expectText(page, m.error);
    await expectText(page, m.noProviderAccount);
    await expectPath(page, '/provider');
    expect(await logInButton(page).isDisabled()).toBe(false);
    // no session was created: the dashboard sends the visitor to the provider login
    await page.goto('/provider/dashboard');
    await expectPath(page, '/provider');
    await context.close();
  });

  it('logs out from the dashboard, even while its figures are still on their way', async () => {
    const { user } = await createProvider(database.db, { status: 'active' });
    const { page, context, consoleErrors } = await openPage(spec.browser);
    // the dashboard's figures are held until Logout has been pressed: the session must not end under them
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/provider/stats', async (route) => {
      await held;
      await route.continue();
    });
    await providerSignInThroughForm(page, user.email, user.password);
    await expectPath(page, '/provider/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForTimeout(300);
    release();
    await expectPath(page, '/provider');
    await page.goto('/provider/dashboard');
    await expectPath(page, '/provider');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
