import { chromium } from 'playwright-core';

// Usage: tsx scripts/screenshot.ts <url> <out.png> [width] [height] — for looking at pages while building them.
const [url, out, width = '1280', height = '900'] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: tsx scripts/screenshot.ts <url> <out.png> [width] [height]');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
