import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
type AxeWindow = { axe: { run: (context: unknown) => Promise<AxeResult> } };

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page through the DevTools protocol: a <script> tag (page.addScriptTag) would be an
 * inline script, which the app's Content-Security-Policy rightly refuses.
 */
export async function injectAxe(page: Page) {
  await page.evaluate(axeSource);
}

/** axe-core's serious and critical findings on the page as it is now (the app-wide toaster is styled elsewhere and left out). */
export async function seriousAccessibilityViolations(page: Page) {
  // judge the settled page: colours half-way through a transition, or a hover left by the last click, are not what a reader sees
  await page.mouse.move(0, 0);
  // nor a list shown dimmed (aria-busy) while its new results load: "Clear" shows the filtered page faded until then
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as AxeWindow).axe.run({ exclude: [['[data-sonner-toaster]']] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
