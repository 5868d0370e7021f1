import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe } from './support/a11y';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

async function seriousViolations(page: Page) {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  for (const [path, ready] of [
    ['/', 'Services we cover'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/no/such/page', 'Oops! Page not found'],
  ] as const) {
    for (const width of [390, 1280]) {
      it(`finds no serious or critical violations on ${path} at ${width} px`, async () => {
        const { page, context } = await openPage(browser, { width, height: 900 });
        await page.goto(path);
        await page.getByRole('heading', { name: ready }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
