import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundMessages } from '@shared/messages';
import { launchBrowser, openPage } from './support/browser';
import { expectPath, expectText } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('not-found page', () => {
  it('shows the spec text, logs the bad path to the console and links home', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the single-page app renders it
    await expectText(page, notFoundMessages.title);
    expect(consoleErrors.some((e) => e.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: notFoundMessages.returnHome }).click();
    await expectPath(page, '/');
    await context.close();
  });

  it('scrolls to the top on a route change', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 400 });
    await page.goto('/no/such/page');
    // the page is rendered (and has scrolled itself to the top) before the test scrolls down
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: notFoundMessages.returnHome }).click();
    await expectPath(page, '/');
    // the router renders the new page in a transition, so the URL changes a moment before the page (and the scroll)
    // do; the not-found heading is still there until then (and clicking the link scrolled it into view)
    await page.getByRole('heading', { name: notFoundMessages.title }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
