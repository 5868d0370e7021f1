import type { Page } from 'playwright-core';

const SHOTS = process.env.EARL_SCREENSHOTS_DIR;

/** A phone's screen and a laptop's: the journeys that run once at each size. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Saves a full-page screenshot when EARL_SCREENSHOTS_DIR is set, for a person to look at the screens a journey passes. */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: opts.fullPage ?? true });
}

/** The same screen at a phone's width and a laptop's, then back to the page's own size. */
export async function screenshotAtWidths(page: Page, name: string, widths = [390, 1280]) {
  if (!SHOTS) return;
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: original?.height ?? 900 });
    await screenshot(page, `${name}-${width}`);
  }
  if (original) await page.setViewportSize(original);
}
