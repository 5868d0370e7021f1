import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@shared/messages';
import { createAdmin, createProvider } from '../src/server/db/factories';
import { passwordResetTokensFor } from '../test/support/email-verification';
import { waitFor } from '../test/support/wait-for';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, signInThroughForm } from './support/fixtures';
import { VIEWPORTS, screenshot } from './support/screenshots';

const spec = browserAndDatabase();
const { database } = spec;

// the browser logs every refused request: the ones each journey makes on purpose, and nothing else
const refused = (...statuses: number[]) =>
  statuses.map((status) => expect.stringContaining(`the server responded with a status of ${status}`) as string);

/** The newest reset link emailed to the address, once the background task has sent it. */
const resetLinkFor = (email: string, count = 1) =>
  waitFor(async () => {
    const tokens = await passwordResetTokensFor(database.db, email);
    return tokens.length >= count ? `/reset-password/${tokens.at(-1)}` : undefined;
  });

/** "Forgot password?" from a sign-in page, through the emailed link, to the new password. */
async function resetThroughLink(page: Page, email: string, newPassword: string, viewport: string, who: string) {
  await page.getByRole('link', { name: authMessages.forgotPassword }).click();
  await expectPath(page, '/forgot-password');
  await expectText(page, authMessages.forgotPasswordTitle);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: authMessages.sendResetLink }).click();
  await expectText(page, authMessages.resetLinkSentDescription);
  await screenshot(page, `${who}-reset-sent-${viewport}`);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto(await resetLinkFor(email));
  await expectText(page, authMessages.resetPasswordTitle);
  // the common-password check answers under the field, and the link stays usable
  await page.getByLabel('New password').fill('password123');
  await page.getByRole('button', { name: authMessages.resetPasswordButton }).click();
  await expectText(page, authMessages.passwordTooCommon);
  await screenshot(page, `${who}-reset-form-${viewport}`);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: authMessages.resetPasswordButton }).click();
  await expectText(page, authMessages.passwordResetDone);
}

describe.each(VIEWPORTS)('account journeys at $width px', ({ name: viewport, width, height }) => {
  it('a provider who forgot the password resets it by email and lands on the page they asked for', async () => {
    const { user } = await createProvider(database.db, { status: 'active' });
    const { page, context, consoleErrors } = await openPage(spec.browser, { width, height });
    // a signed-out visit to a portal page goes to the provider login, not the admin sign-in
    await page.goto('/provider/jobs');
    await expectPath(page, '/provider');
    await expectText(page, 'Provider Login');
    await screenshot(page, `provider-login-${viewport}`);
    await resetThroughLink(page, user.email, 'fresh-provider-pass-5', viewport, 'provider');
    // back at the provider login, which still remembers the page asked for
    await expectPath(page, '/provider');
    await page.goto('/provider/jobs');
    await expectPath(page, '/provider');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectText(page, 'No provider account found for this user'); // the old password is gone
    await page.getByLabel('Password').fill('fresh-provider-pass-5');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectPath(page, '/provider/jobs');

    // a link already used does nothing more
    await page.goto(await resetLinkFor(user.email));
    await page.getByLabel('New password').fill('another-new-pass-6');
    await page.getByRole('button', { name: authMessages.resetPasswordButton }).click();
    await expectText(page, authMessages.passwordResetLinkInvalid);
    // the common password (400), the old password (401), the spent link (404)
    expect(consoleErrors).toEqual(refused(400, 401, 404));
    await context.close();
  });

  it('an admin resets the password from the admin sign-in; a provider on /admin is shown the way to the portal', async () => {
    const admin = await createAdmin(database.db);
    const { page, context, consoleErrors } = await openPage(spec.browser, { width, height });
    await page.goto('/auth');
    await screenshot(page, `admin-sign-in-${viewport}`);
    await resetThroughLink(page, admin.email, 'fresh-admin-pass-7', viewport, 'admin');
    await expectPath(page, '/auth');
    await signInThroughForm(page, admin.email, 'fresh-admin-pass-7');
    await expectPath(page, '/admin');
    expect(consoleErrors).toEqual(refused(400)); // the common password
    await context.close();

    const { user } = await createProvider(database.db, { status: 'active' });
    const provider = await openPage(spec.browser, { width, height });
    await provider.page.goto('/provider/dashboard');
    await expectPath(provider.page, '/provider');
    await provider.page.getByLabel('Email').fill(user.email);
    await provider.page.getByLabel('Password').fill(user.password);
    await provider.page.getByLabel('Password').press('Enter');
    await expectPath(provider.page, '/provider/dashboard');
    await provider.page.goto('/admin');
    await expectPath(provider.page, '/auth');
    await expectText(provider.page, authMessages.notAdmin);
    await screenshot(provider.page, `provider-on-admin-${viewport}`);
    await provider.page.getByRole('link', { name: 'Go to your provider portal' }).click();
    await expectPath(provider.page, '/provider/dashboard');
    expect(provider.consoleErrors).toEqual([]);
    await provider.context.close();
  });
});
