import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

// Renders the app icons (manifest, Apple touch icon) from the SVG drawings below with Debian's Chromium.
// The PNGs are checked in under src/web/public/icons; run this only to change the artwork: npx tsx scripts/make-icons.ts
const outDir = path.resolve(import.meta.dirname, '@web/public/icons');

// The house mark of favicon.svg; "maskable" keeps it inside the 80 % safe zone on a full-bleed background.
const house = (scale: number) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -35)"><path d="M18 34 32 21l14 13v13a2 2 0 0 1-2 2H20a2 2 0 0 1-2-2z" fill="#fff"/><path d="M28 49V38h8v11" fill="#f28c28"/></g>`;
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f4c5c"/>${house(1.25)}</svg>`;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f4c5c"/>${house(1)}</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${icon.svg}`,
  );
  await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
  await page.close();
}
await browser.close();
console.log(`wrote ${icons.map((i) => i.file).join(', ')} to ${outDir}`);
