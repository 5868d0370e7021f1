import pino from 'pino';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createPool } from '../../src/server/db/database';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../src/server/db/schema';

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export type TestPage = { context: BrowserContext; page: Page; consoleErrors: string[] };

export type PageOptions = {
  width?: number;
  height?: number;
  /** another server than the suite's */
  baseURL?: string;
  bypassCSP?: boolean;
  /** runs in every page before the app's own scripts */
  initScript?: () => void;
  /** the browser's language (navigator.languages and Accept-Language); Chromium's own default when left out */
  locale?: string;
  /**
   * Lets the app register its service worker, which precaches the whole build: about 2 CPU-seconds in every fresh
   * context on two cores, so only the tests of the service worker itself allow it.
   */
  serviceWorker?: boolean;
};

/** A fresh browser context (own cookies) whose console errors are collected for the test to check. */
export async function openPage(browser: Browser, opts: PageOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: opts.baseURL ?? inject('baseUrl'),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    bypassCSP: opts.bypassCSP,
    locale: opts.locale,
    serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
  });
  if (opts.initScript) await context.addInitScript(opts.initScript);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  return { context, page, consoleErrors };
}

/** Direct database access for arranging data with the shared factories. */
export function e2eDb() {
  const pool = createPool(inject('e2eDatabaseUrl'), pino({ level: 'silent' }), 2);
  return { db: drizzle(pool, { schema }), close: () => pool.end() };
}

/**
 * For a spec file that arranges data: a browser launched before its tests and the database handle, both closed after
 * them. `browser` is there once the tests run.
 */
export function browserAndDatabase(browserArgs: string[] = []) {
  const database = e2eDb();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(browserArgs);
  });
  afterAll(async () => {
    await browser?.close();
    await database.close();
  });
  return {
    database,
    get browser(): Browser {
      if (!browser) throw new Error('the browser is launched in beforeAll');
      return browser;
    },
  };
}
