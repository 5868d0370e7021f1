import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type PageOptions } from './browser';

/** Waits until the page shows the text (Playwright's own wait; fails with the page's text when it never shows). */
export async function expectText(page: Page, text: string | RegExp, timeout = 10_000) {
  try {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout });
  } catch {
    const body = await page.locator('body').innerText();
    expect.fail(`expected to see ${String(text)} on ${page.url()}, page shows:\n${body.slice(0, 1500)}`);
  }
}

export async function expectPath(page: Page, pathname: string, timeout = 10_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Signs in through the /auth form, as a person would. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Signs in with the request the sign-in form sends, on the page's own cookie jar, without loading the form: a page
 * load in a fresh browser context costs Chromium about 2 CPU-seconds on two cores, and the forms have tests of their own
 * (auth.spec.ts, provider-portal.spec.ts). `sec-fetch-site` is what the browser sends with the form's request.
 */
async function signInThroughApi(
  page: Page,
  path: '/api/auth/sign-in' | '/api/provider/sign-in',
  email: string,
  password: string,
) {
  const response = await page
    .context()
    .request.post(path, { data: { email, password }, headers: { 'sec-fetch-site': 'same-origin' } });
  if (!response.ok()) expect.fail(`signing in as ${email} failed: ${response.status()} ${await response.text()}`);
}

/** A fresh page on which an admin is signed in and has reached the call log. */
export async function openAdminPage(
  browser: Browser,
  admin: { email: string; password: string },
  opts: PageOptions = {},
) {
  const opened = await openPage(browser, opts);
  await signInThroughApi(opened.page, '/api/auth/sign-in', admin.email, admin.password);
  await opened.page.goto('/admin');
  await expectPath(opened.page, '/admin');
  return opened;
}

/** Logs in on the provider login page (/provider), submitting with Enter. */
export async function providerSignInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/provider');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

/** Signs a provider in and opens their dashboard. */
export async function signInAsProvider(page: Page, email: string, password: string) {
  await signInThroughApi(page, '/api/provider/sign-in', email, password);
  await page.goto('/provider/dashboard');
  await expectPath(page, '/provider/dashboard');
}
