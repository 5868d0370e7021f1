import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
});
afterAll(() => browser.close());

const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')!.currentTime);
const elapsed = (page: Page) => page.getByTestId('jingle-elapsed').innerText();

describe('jingle player', () => {
  it('shows the total time as m:ss before playing and does not autoplay', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Play jingle' }).waitFor();
    expect(await page.getByTestId('jingle-duration').innerText()).toBe('0:12');
    expect(await elapsed(page)).toBe('0:00');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.querySelector('audio')!.paused)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('plays, pauses and seeks, and shows the elapsed time as m:ss', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Play jingle' }).click();
    await page.getByRole('button', { name: 'Pause jingle' }).waitFor();
    await page.waitForFunction(() => document.querySelector('audio')!.currentTime > 1.1, undefined, {
      timeout: 10_000,
    });
    // the display follows the audio's timeupdate events (about four a second)
    await page.waitForFunction(() =>
      /^0:0[1-9]$/.test(document.querySelector('[data-testid="jingle-elapsed"]')!.textContent ?? ''),
    );

    await page.getByRole('button', { name: 'Pause jingle' }).click();
    await page.getByRole('button', { name: 'Play jingle' }).waitFor();
    const pausedAt = await audioTime(page);
    await page.waitForTimeout(600);
    expect(await audioTime(page)).toBe(pausedAt);

    const slider = page.getByRole('slider', { name: 'Seek jingle' });
    expect(await slider.getAttribute('step')).toBe('0.1');
    await slider.fill('8');
    await page.waitForFunction(() => Math.abs(document.querySelector('audio')!.currentTime - 8) < 0.05);
    await page.waitForFunction(() => document.querySelector('[data-testid="jingle-elapsed"]')!.textContent === '0:08');

    // keyboard: one arrow press moves one step of 0.1 s
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => Math.abs(document.querySelector('audio')!.currentTime - 8.1) < 0.05);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the cover larger in a dialog that Escape closes', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    const cover = page.getByRole('button', { name: 'View the jingle cover art larger' });
    await cover.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const image = dialog.getByRole('img');
    expect(await image.getAttribute('src')).toBe('/jingle-cover.svg');
    expect((await image.boundingBox())!.width).toBeGreaterThan(250);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // the dialog hands focus back once it has closed, a moment after it leaves the page
    await expect.poll(() => cover.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
