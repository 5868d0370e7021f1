import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('installable app', () => {
  it('serves a manifest whose icons exist', async () => {
    const base = inject('baseUrl');
    const response = await fetch(`${base}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Earl', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await fetch(`${base}${icon.src}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
    }
  });

  it('registers a service worker that caches the static build and never an API response', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { serviceWorker: true });
    await page.goto('/');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);

    // once the worker controls the page, API calls still go to the server and stay out of every cache
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cached = await page.evaluate(async () => {
      await fetch('/api/public-config').then((r) => r.json());
      await fetch('/api/auth/session').then((r) => r.json());
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => /^\/assets\/index-.*\.js$/.test(url))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/webhooks/'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends the built files compressed to browsers that accept it', async () => {
    const base = inject('baseUrl');
    const html = await (await fetch(`${base}/`)).text();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
    const response = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });
});
