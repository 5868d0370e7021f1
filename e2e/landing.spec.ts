import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPYRIGHT_YEAR, SERVICE_CATEGORIES } from '@shared/constants';
import { E2E_CONCIERGE_PHONE } from './support/global-server';
import { launchBrowser, openPage } from './support/browser';
import { expectPath, expectText } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('landing page', () => {
  it('shows the hero with the configured phone number and the voice button, then every section of the page', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    const headline = page.getByRole('heading', { level: 1 });
    expect(await headline.innerText()).toMatch(/Something need fixing\?\s+Call Earl\./);

    // the number comes from the server's CONCIERGE_PHONE
    const call = page.getByRole('link', { name: `Call ${E2E_CONCIERGE_PHONE}` }).first();
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:+18005550142');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await hero
      .getByRole('button', { name: /talk|voice|chat/i })
      .first()
      .waitFor();

    await expectText(page, 'How It Works');
    const steps = page.locator('section[aria-labelledby="how-title"] li');
    expect(await steps.count()).toBe(2);
    expect(await steps.nth(0).innerText()).toContain('Call and get solutions');
    expect(await steps.nth(1).innerText()).toContain('Get matched and booked');

    const services = page.locator('section[aria-labelledby="services-title"] h3');
    expect(await services.allInnerTexts()).toEqual([...SERVICE_CATEGORIES]);

    expect(await page.locator('blockquote').innerText()).toContain('Earl talked me through');
    const cta = page.locator('section[aria-labelledby="cta-title"]');
    expect(await cta.getByRole('link', { name: `Call ${E2E_CONCIERGE_PHONE}` }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );

    const footer = page.getByRole('contentinfo');
    expect(await footer.innerText()).toContain(`© ${COPYRIGHT_YEAR}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('links the footer to the terms, privacy, provider login and admin login pages', async () => {
    const { page, context } = await openPage(browser);
    const links = [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Service Provider Login', '/provider'],
      ['Admin Login', '/auth'],
    ] as const;
    for (const [name, path] of links) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await expectPath(page, path);
    }
    await context.close();
  });

  it('links the hero to the provider and admin logins', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Accounts' })
      .getByRole('link', { name: 'Service Provider Login' })
      .click();
    await expectPath(page, '/provider');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Accounts' }).getByRole('link', { name: 'Admin Login' }).click();
    await expectPath(page, '/auth');
    await context.close();
  });
});
