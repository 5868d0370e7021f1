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

/** A fresh page on which an admin has signed in through the /auth form and reached the call log. */
export async function openAdminPage(
  browser: Browser,
  admin: { email: string; password: string },
  opts: PageOptions = {},
) {
  const opened = await openPage(browser, opts);
  await signInThroughForm(opened.page, admin.email, admin.password);
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

/** Logs a provider in and waits for their dashboard. */
export async function signInAsProvider(page: Page, email: string, password: string) {
  await providerSignInThroughForm(page, email, password);
  await expectPath(page, '/provider/dashboard');
}
