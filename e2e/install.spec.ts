import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMessages } from '@shared/messages';
import { launchBrowser, openPage } from './support/browser';
import { expectText } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Fires a beforeinstallprompt like Chromium's, whose prompt() records the call and whose userChoice we decide. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = () => {
      (window as unknown as { promptCalls: number }).promptCalls =
        ((window as unknown as { promptCalls?: number }).promptCalls ?? 0) + 1;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: choice, platform: 'web' });
    window.dispatchEvent(event);
  }, outcome);
}

const installButton = (page: Page) => page.getByRole('button', { name: installMessages.installApp });
const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { promptCalls?: number }).promptCalls ?? 0);

describe('Install App button', () => {
  it('is absent until the browser offers installation', async () => {
    const { page, context } = await openPage(browser, { serviceWorker: true });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    expect(await installButton(page).count()).toBe(0);
    await context.close();
  });

  it('shows the browser prompt; accepting toasts "App Installed!" and hides the button', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { serviceWorker: true });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await offerInstall(page, 'accepted');
    await installButton(page).click();
    await expectText(page, installMessages.installed);
    expect(await promptCalls(page)).toBe(1);
    expect(await installButton(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('hides the button without a toast when the visitor dismisses the prompt', async () => {
    const { page, context } = await openPage(browser, { serviceWorker: true });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await offerInstall(page, 'dismissed');
    await installButton(page).click();
    await installButton(page).waitFor({ state: 'detached' });
    expect(await promptCalls(page)).toBe(1);
    await page.waitForTimeout(300);
    expect(await page.getByText(installMessages.installed).count()).toBe(0);
    await context.close();
  });

  it('says "Already Installed" when the app was installed another way while the button showed', async () => {
    const { page, context } = await openPage(browser, { serviceWorker: true });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await offerInstall(page, 'accepted');
    await installButton(page).waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await installButton(page).click();
    await expectText(page, installMessages.alreadyInstalled);
    expect(await promptCalls(page)).toBe(0);
    expect(await installButton(page).count()).toBe(0);
    await context.close();
  });
});
