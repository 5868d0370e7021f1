import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authMessages, providerJobMessages, voiceMessages } from '@shared/messages';
import { paths } from '@web/config/paths';
import { createAdmin, createCall, createProvider, uniqueSuffix } from '../src/server/db/factories';
import { jobs, outbox } from '../src/server/db/schema';
import { webDistDir } from '../src/server/paths';
import { e2eDb, launchBrowser, openPage } from './support/browser';
import { expectPath, expectText, signInAsProvider, signInThroughForm } from './support/fixtures';
import { FAKE_MICROPHONE_ARGS } from './support/voice';

let browser: Browser;
const database = e2eDb();
const baseUrl = inject('baseUrl');
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  browser = await launchBrowser(FAKE_MICROPHONE_ARGS);
  admin = await createAdmin(database.db);
});
afterAll(async () => {
  await browser.close();
  await database.close();
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
// every client-side route (paths.ts), the claim link page to come, and an unknown path (the app's not-found page)
const PAGE_PATHS = [
  ...Object.values(paths).map((p) => (typeof p === 'function' ? p(SOME_ID) : p)),
  `/claim/${'A'.repeat(43)}`,
  '/no/such/page',
];

function expectSecurityHeaders(url: string, headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));
  expect(directives.get('script-src'), `${url}: ${csp}`).toEqual(["'self'"]);
  expect(directives.get('object-src'), url).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
  expect(directives.get('base-uri'), url).toEqual(["'none'"]);
  expect(csp, url).not.toContain('unsafe-eval');
  expect(headers.get('x-content-type-options'), url).toBe('nosniff');
  expect(headers.get('referrer-policy'), url).toBe('no-referrer');
  expect(headers.get('x-frame-options'), url).toBe('DENY');
}

/** Inline code of an HTML document: script elements without src or with content, event-handler attributes, javascript: URLs. */
function inlineCodeIn(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/.test(match[1]!) || match[2]!.trim()) found.push(match[0].slice(0, 120));
  }
  for (const match of html.matchAll(/<[^>]+\s(on[a-z]+)\s*=/gi)) found.push(match[0].slice(0, 120));
  for (const match of html.matchAll(/(href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(match[0]);
  return found;
}

describe('security headers', () => {
  it('are sent with every page, whatever its route', async () => {
    for (const pagePath of PAGE_PATHS) {
      const res = await fetch(baseUrl + pagePath);
      expect(res.status, pagePath).toBe(200);
      expect(res.headers.get('content-type'), pagePath).toMatch(/^text\/html/);
      expectSecurityHeaders(pagePath, res.headers);
      expect(inlineCodeIn(await res.text()), pagePath).toEqual([]);
    }
  });

  it('are sent with static files, the service worker, API answers and errors', async () => {
    const index = await (await fetch(`${baseUrl}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index)![1]!;
    for (const url of [
      asset,
      '/sw.js',
      '/manifest.webmanifest',
      '/jingle-cover.svg',
      '/favicon.svg',
      '/api/health',
      '/api/calls',
      '/api/no-such-route',
    ]) {
      const res = await fetch(baseUrl + url, { headers: { 'accept-encoding': 'br, gzip' } });
      expectSecurityHeaders(url, res.headers);
    }
  });

  it('leave the built index.html without any inline script', () => {
    const html = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(inlineCodeIn(html)).toEqual([]);
  });
});

type Violations = { directive: string; blocked: string; source: string }[];

/** A context whose pages record every Content-Security-Policy violation they report, and every console error. */
function watchedContext(opts: { bypassCSP?: boolean } = {}) {
  return openPage(browser, {
    bypassCSP: opts.bypassCSP,
    serviceWorker: true,
    initScript: () => {
      const w = window as unknown as { cspViolations: Violations };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspViolations.push({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}`,
        }),
      );
    },
  });
}

const violationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: Violations }).cspViolations);

async function expectNoViolations(page: Page, consoleErrors: string[], where: string) {
  expect(await violationsOn(page), where).toEqual([]);
  expect(
    consoleErrors.filter((e) => /Content.Security.Policy|Refused to/i.test(e)),
    where,
  ).toEqual([]);
}

describe('Content-Security-Policy in the browser', () => {
  it('reports no violation on the public pages, the jingle, the voice chat and the service worker', async () => {
    const { context, page, consoleErrors } = await watchedContext();
    await page.goto('/');
    await expectText(page, 'Services we cover');
    // the service worker registers once the page is idle
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
    await page.getByRole('button', { name: 'Play jingle' }).click();
    await page.getByRole('button', { name: 'Pause jingle' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="jingle-elapsed"]')?.textContent !== '0:00');
    await page.getByRole('button', { name: 'Pause jingle' }).click();
    await page.getByRole('button', { name: 'View the jingle cover art larger' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Talk to Earl in your browser' }).click();
    await expectText(page, voiceMessages.connected.title);
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await expectText(page, voiceMessages.callEnded.title);
    await expectNoViolations(page, consoleErrors, '/');

    for (const [pagePath, text] of [
      [paths.terms, 'Terms of Service'],
      [paths.privacy, 'Privacy Policy'],
      [paths.auth, 'Admin Sign In'],
      [paths.providerLogin, 'Log In'],
      [paths.providerSignup, 'Start Application'],
      [paths.providerConfirmation, '24 hours'],
      ['/no/such/page', 'Oops! Page not found'],
    ] as const) {
      await page.goto(pagePath);
      await expectText(page, text);
      await expectNoViolations(page, consoleErrors, pagePath);
    }
    await page.goto(paths.providerSignup);
    await page.getByRole('button', { name: 'Start Application', exact: true }).click();
    await expectText(page, 'Step 1 of 4');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Business Name', { exact: true }).focus();
    await expectNoViolations(page, consoleErrors, 'signup wizard');
    await context.close();
  });

  it('reports no violation on the admin screens and the provider dashboard', async () => {
    const call = await createCall(database.db, { customerName: `CSP Caller ${uniqueSuffix()}` });
    const { provider, user } = await createProvider(database.db, {
      status: 'active',
      businessName: `CSP Provider ${uniqueSuffix()}`,
    });
    const { context, page, consoleErrors } = await watchedContext();
    await signInThroughForm(page, admin.email, admin.password);
    await expectPath(page, paths.admin);
    await expectText(page, call.customerName!);
    await page.goto(paths.adminCall(call.id));
    await expectText(page, call.customerName!);
    await page.goto(paths.adminProviders);
    await expectText(page, provider.businessName);
    await page.goto(paths.adminProvider(provider.id));
    await expectText(page, provider.businessName);
    await expectNoViolations(page, consoleErrors, 'admin screens');

    await signInAsProvider(page, user.email, user.password);
    await expectText(page, provider.businessName);
    await expectNoViolations(page, consoleErrors, 'provider dashboard');
    await context.close();
  });

  it('does block an inline script (the policy is enforced, not only sent)', async () => {
    const { context, page } = await watchedContext();
    await page.goto('/terms');
    await expectText(page, 'Terms of Service');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    expect((await violationsOn(page)).map((v) => v.directive)).toContain('script-src-elem');
    await context.close();
  });
});

// Rendering alone must keep markup inert, so this runs with the CSP bypassed: an injected handler would really run.
const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=2</script>',
  svg: '<svg onload="window.__xss=3">',
  link: '<a href="javascript:window.__xss=4">click</a>',
};
// a script payload with no digit and no word of XSS.img's (see the marketplace test)
const SCRIPT_WITHOUT_DIGITS = "<script>self['__x'+'ss']=true</script>";

async function expectInert(page: Page, texts: string[], where: string) {
  for (const text of texts) await expectText(page, text);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), where).toBeUndefined();
  expect(await page.locator('#root img[src="x"], #root svg[onload], #root a[href^="javascript:"]').count(), where).toBe(
    0,
  );
}

describe('markup in names, summaries and transcripts', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('renders as text on the admin call log and call detail, the provider applications and detail, and the provider dashboard', async () => {
    const tag = uniqueSuffix();
    const call = await createCall(database.db, {
      customerName: `Zed ${XSS.img} ${tag}`,
      summary: `Summary ${XSS.script} ${tag}`,
      serviceAddress: `${XSS.svg} 1 Main St, Santa Cruz`,
      transcript: `assistant: Hello ${XSS.link}\nuser: My name is ${XSS.img} and my sink ${XSS.script} leaks`,
    });
    const { provider, user } = await createProvider(database.db, {
      status: 'active',
      businessName: `Evil ${XSS.img} Plumbing ${tag}`,
      contactName: `Contact ${XSS.script}`,
      licenseNumber: XSS.svg,
      team: [
        {
          name: `Member ${XSS.svg}`,
          phone: '(831) 555-0123',
          email: `xss-${tag}@example.test`,
          notificationMethod: 'email',
        },
      ],
    });
    const opened = await watchedContext({ bypassCSP: true });
    context = opened.context;
    const { page, consoleErrors } = opened;

    await signInThroughForm(page, admin.email, admin.password);
    await expectPath(page, paths.admin);
    await expectInert(page, [call.customerName!, call.summary!], 'call log');

    await page.goto(paths.adminCall(call.id));
    await expectInert(
      page,
      [
        call.customerName!,
        call.summary!,
        call.serviceAddress!,
        `Hello ${XSS.link}`,
        `My name is ${XSS.img} and my sink ${XSS.script} leaks`,
      ],
      'call detail',
    );

    await page.goto(paths.adminProviders);
    await expectInert(page, [provider.businessName, provider.contactName], 'provider applications');

    await page.goto(paths.adminProvider(provider.id));
    await expectInert(page, [provider.businessName, provider.contactName, XSS.svg], 'provider detail');

    await signInAsProvider(page, user.email, user.password);
    await expectInert(page, [provider.businessName], 'provider dashboard');
    expect(consoleErrors).toEqual([]);
  });
});

describe('markup on the marketplace screens', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('renders as text on the claim page, the provider jobs, job detail and team pages, and the admin job card and outbox', async () => {
    const tag = uniqueSuffix();
    const memberEmail = `xss-market-${tag}@example.test`;
    const { provider, user } = await createProvider(database.db, {
      status: 'active',
      serviceCategories: ['Handyman'],
      businessName: `Crafty ${XSS.img} Fixers ${tag}`,
      team: [
        { name: `Member ${XSS.svg} ${tag}`, phone: '(831) 555-0124', email: memberEmail, notificationMethod: 'email' },
      ],
    });
    const call = await createCall(database.db, {
      serviceType: 'Handyman',
      // before the claim a provider sees the problem cleaned of the caller's name and of every digit (offers are
      // private), so this summary's payload shares no word with the name and carries no digit
      customerName: `Yara ${XSS.img} ${tag}`,
      summary: `The door ${SCRIPT_WITHOUT_DIGITS} sticks`,
      serviceAddress: `${XSS.svg} 9 Pine St, Santa Cruz`,
      transcript: `assistant: Hello ${XSS.link}\nuser: The door ${XSS.img} sticks`,
    });
    // the dispatch emails this provider's member a claim link
    const deadline = Date.now() + 15_000;
    let claimPath: string | undefined;
    while (!claimPath) {
      const [message] = await database.db.select().from(outbox).where(eq(outbox.recipient, memberEmail));
      claimPath = message?.body.match(/\/claim\/[A-Za-z0-9_-]{43}/)?.[0];
      if (!claimPath && Date.now() > deadline) throw new Error('no claim link was sent');
      if (!claimPath) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const opened = await watchedContext({ bypassCSP: true });
    context = opened.context;
    const { page, consoleErrors } = opened;

    await page.goto(claimPath);
    await expectInert(page, [`The door ${SCRIPT_WITHOUT_DIGITS} sticks`], 'claim teaser');
    await page.getByRole('button', { name: providerJobMessages.claim }).click();
    await expectInert(
      page,
      [call.customerName!, call.serviceAddress!, `Hello ${XSS.link}`, `The door ${XSS.img} sticks`],
      'claimed job',
    );

    await signInAsProvider(page, user.email, user.password);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.callId, call.id));
    await page.goto(paths.providerJobs);
    await expectInert(page, [`The door ${SCRIPT_WITHOUT_DIGITS} sticks`], 'provider jobs');
    await page.goto(paths.providerJob(job!.id));
    await expectInert(page, [call.customerName!, call.serviceAddress!, `Hello ${XSS.link}`], 'provider job detail');
    await page.goto(paths.providerTeam);
    await expectInert(page, [`Member ${XSS.svg} ${tag}`], 'provider team');

    await page.goto(paths.auth);
    await signInThroughForm(page, admin.email, admin.password);
    await expectPath(page, paths.admin);
    await page.goto(paths.adminCall(call.id));
    await expectInert(page, [provider.businessName], 'admin job card');
    await page.goto(paths.adminOutbox);
    await expectInert(page, [memberEmail], 'admin outbox');
    expect(consoleErrors).toEqual([]);
  });
});

describe('common passwords', () => {
  it('are refused on the sign-up form with the message under the password field', async () => {
    const { context, page, consoleErrors } = await watchedContext();
    await page.goto(paths.auth);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel('Email').fill(`common-${uniqueSuffix()}@example.test`);
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.locator('#password-error').getByText(authMessages.passwordTooCommon).waitFor();
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    // a 400 is logged by the browser as a failed resource load; nothing else may be
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });

  it('are refused by the provider signup wizard, the message waiting under the password field of step 1', async () => {
    const { context, page } = await watchedContext();
    await page.goto(paths.providerSignup);
    await page.getByRole('button', { name: 'Start Application', exact: true }).click();
    for (const [label, value] of [
      ['Business Name', 'Common Password Plumbing'],
      ['Primary Contact Name', 'Pat Common'],
      ['Primary Phone', '(831) 555-0187'],
      ['Primary Email', `common-applicant-${uniqueSuffix()}@example.test`],
      ['Password', 'welcome1'],
      ['Street Address', '214 Seabright Ave'],
      ['City', 'Santa Cruz'],
      ['State', 'CA'],
      ['Zip Code', '95062'],
    ]) {
      await page.getByLabel(label!, { exact: true }).fill(value!);
    }
    // the wizard asks the server on step 1 already (POST /api/auth/password-check): Next stays on step 1
    await page.getByRole('button', { name: 'Next: Select Services', exact: true }).click();
    await expectText(page, authMessages.passwordTooCommon);
    await expectText(page, 'Step 1 of 4');
    expect(await page.locator('#password-error').innerText()).toBe(authMessages.passwordTooCommon);
    await context.close();
  });
});
