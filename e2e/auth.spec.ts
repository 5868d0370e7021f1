import { describe, expect, it } from 'vitest';
import { authMessages } from '@shared/messages';
import { createAdmin, uniqueEmail } from '../src/server/db/factories';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, signInThroughForm } from './support/fixtures';
import { verificationTokenFor } from '../test/support/email-verification';

const spec = browserAndDatabase();
const { database } = spec;

describe('/auth', () => {
  it('shows each validation message under its field and clears it when that field is edited', async () => {
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, authMessages.invalidEmail);
    await expectText(page, authMessages.passwordTooShort);

    await page.getByLabel('Email').fill('someone@example.com');
    expect(await page.getByText(authMessages.invalidEmail).count()).toBe(0);
    expect(await page.getByText(authMessages.passwordTooShort).count()).toBe(1);

    await page.getByLabel('Password').fill('x'.repeat(100));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, authMessages.passwordTooLong);
    await page.getByLabel('Email').fill(`${'a'.repeat(250)}@example.com`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, authMessages.emailTooLong);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signs up, returns to sign-in mode, verifies the email through its link, then signs in and explains that the account is not an admin', async () => {
    const { page, context, consoleErrors } = await openPage(spec.browser);
    const email = uniqueEmail('e2e-signup');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectText(page, authMessages.signUpHint);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-strong-pass-1!');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectText(page, authMessages.accountCreated);
    await expectText(page, authMessages.accountCreatedVerify);
    await expectText(page, 'Admin Sign In'); // back in sign-in mode

    // not before the emailed link is opened
    await page.getByLabel('Password').fill('a-strong-pass-1!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, authMessages.emailNotVerified);

    const token = await verificationTokenFor(database.db, email);
    await page.goto(`/verify-email/${token}`);
    await page.getByRole('button', { name: authMessages.verifyEmailButton }).click();
    await expectText(page, authMessages.emailVerified);
    await expectPath(page, '/auth');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-strong-pass-1!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, authMessages.signedIn);
    await expectText(page, authMessages.notAdmin);
    await expectPath(page, '/auth');
    // the refused sign-in is logged by the browser as a failed resource load; nothing else may be
    expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await context.close();
  });

  it('says when a verification link is invalid or already used', async () => {
    const { page, context } = await openPage(spec.browser);
    await page.goto(`/verify-email/${'x'.repeat(43)}`);
    await page.getByRole('button', { name: authMessages.verifyEmailButton }).click();
    await expectText(page, authMessages.verificationLinkInvalid);
    await context.close();
  });

  it('shows the server message when sign-in fails', async () => {
    const { page, context } = await openPage(spec.browser);
    await signInThroughForm(page, uniqueEmail('nobody'), 'wrong-password-1');
    await expectText(page, authMessages.authError);
    await expectText(page, authMessages.invalidCredentials);
    await context.close();
  });

  it('sends an admin to /admin after sign-in, and back to /admin when revisiting /auth', async () => {
    const admin = await createAdmin(database.db);
    const { page, context } = await openPage(spec.browser);
    await signInThroughForm(page, admin.email, admin.password);
    await expectPath(page, '/admin');
    await page.goto('/auth');
    await expectPath(page, '/admin');
    // the session survives a reload: it lives in an HttpOnly cookie the page cannot read
    await page.reload();
    await expectPath(page, '/admin');
    expect(await page.evaluate(() => document.cookie)).not.toContain('earl_session');
    await context.close();
  });
});

describe('route guards', () => {
  it('redirects a visitor from the admin-only routes to /auth', async () => {
    const { page, context } = await openPage(spec.browser);
    for (const path of ['/admin', '/getearl', '/admin/call/123', '/admin/providers']) {
      await page.goto(path);
      await expectPath(page, '/auth');
    }
    await context.close();
  });
});
