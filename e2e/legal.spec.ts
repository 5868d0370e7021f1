import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { expectPath } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// spec §1's legal stance, point by point
const requiredPoints: Record<'/terms' | '/privacy', RegExp[]> = {
  '/terms': [
    /Effective 10\.02\.25/,
    /18 years of age or older/,
    /recorded, transcribed and summarised/,
    /Earl does not perform the work/,
    /independent, third-party service providers/,
    /greater of \$100 or the amount you paid/,
    /laws of the State of California/,
  ],
  '/privacy': [
    /Effective 10\.02\.25/,
    /recorded, transcribed and summarised/,
    /We do not sell your personal data/,
    /Vendors:/,
    /Telephony partners:/,
    /AI technology partners:/,
    /Authorities:.*valid legal demand/,
    /delete your personal data.*privacy@earl\.example/,
    /18 years of age or older/,
    /laws of the State of California/,
  ],
};

describe('legal pages', () => {
  for (const [path, points] of Object.entries(requiredPoints)) {
    it(`${path} states every point of the legal stance and Back to Home returns to /`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(path);
      await page
        .getByRole('heading', { level: 1, name: path === '/terms' ? 'Terms of Service' : 'Privacy Policy' })
        .waitFor();
      const text = (await page.locator('article').innerText()).replace(/\s+/g, ' ');
      for (const point of points) expect(text).toMatch(point);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expectPath(page, '/');
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
