import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** Serious or critical accessibility violations axe-core finds on the page. */
export async function seriousA11yViolations(page: Page) {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    // toasts are transient and fade in; their contrast is measured mid-animation
    const result = await (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> } }).axe.run({ exclude: [['[data-sonner-toaster]']] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => (n as { html: string }).html.slice(0, 200)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
