import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages, providerJobMessages } from '@shared/messages';
import { createAdmin, createCall, createProvider } from '../src/server/db/factories';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage, type PageOptions } from './support/browser';
import { expectPath, signInAsProvider, signInThroughForm } from './support/fixtures';
import { FAKE_MICROPHONE_ARGS } from './support/voice';

// Issue 18: axe-core finds nothing serious or critical on any screen, at phone and desktop widths; the skip link is
// the first stop of Tab and takes focus to the main content; focus rings on the dark surfaces stay visible.

const spec = browserAndDatabase(FAKE_MICROPHONE_ARGS);
const { database } = spec;
const WIDTHS = [390, 1280] as const;

let admin: Awaited<ReturnType<typeof createAdmin>>;
let provider: Awaited<ReturnType<typeof createProvider>>;
let callId: string;
beforeAll(async () => {
  admin = await createAdmin(database.db);
  provider = await createProvider(database.db, { status: 'active' });
  callId = (await createCall(database.db, { customerName: 'Axe Caller' })).id;
});

async function expectNoSeriousViolations(page: Page, ready: () => Promise<unknown>) {
  await ready();
  expect({ url: page.url(), violations: await seriousAccessibilityViolations(page) }).toEqual({
    url: page.url(),
    violations: [],
  });
}

const heading = (page: Page, name: string | RegExp) => () => page.getByRole('heading', { name }).first().waitFor();

// an application filled in up to the team, as the wizard keeps it in sessionStorage, so every step can be opened
function savedApplication() {
  sessionStorage.setItem(
    'earl:provider-signup',
    JSON.stringify({
      business: {
        businessName: 'Axe Plumbing',
        contactName: 'Ana Axe',
        phone: '(831) 555-0142',
        email: 'ana@axe.example',
        street: '1 Pacific Ave',
        city: 'Santa Cruz',
        state: 'CA',
        zip: '95060',
        licenseNumber: '',
        insuranceProvider: '',
        insurancePolicy: '',
        minimumFee: '',
      },
      categories: ['Plumbing'],
      languages: ['en'],
      team: [
        { key: 0, name: 'Ana Axe', phone: '(831) 555-0142', email: 'ana@axe.example', notificationMethod: 'both' },
      ],
    }),
  );
}

describe.each(WIDTHS)('axe-core at %i px', (width) => {
  const open = (opts: PageOptions = {}) => openPage(spec.browser, { width, height: 900, ...opts });

  it('public pages: landing in English and Spanish, legal pages, 404, sign-in and password pages', async () => {
    const { page, context } = await open();
    const pages: [string, string | RegExp][] = [
      ['/', 'Services we cover'],
      ['/?lang=es', 'Nuestros servicios'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/no/such/page', 'Oops! Page not found'],
      ['/auth', 'Admin Sign In'],
      ['/provider', 'Provider Login'],
      ['/forgot-password', authMessages.forgotPasswordTitle],
      ['/forgot-password?from=provider', authMessages.forgotPasswordTitle],
      ['/reset-password/not-a-real-token', authMessages.resetPasswordTitle],
      ['/verify-email/not-a-real-token', authMessages.verifyEmailTitle],
      ['/provider/confirmation', 'Thank you for applying!'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expectNoSeriousViolations(page, heading(page, ready));
    }
    await context.close();
  });

  it('the voice chat panel, open in the hero', async () => {
    const { page, context } = await open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Talk to Earl in your browser' }).click();
    await expectNoSeriousViolations(page, () => page.getByText('Live with Earl').waitFor());
    await context.close();
  });

  it('the provider signup wizard: the intro and each of its four steps', async () => {
    const { page, context } = await open({ initScript: savedApplication });
    await page.goto('/provider-signup');
    await expectNoSeriousViolations(page, heading(page, 'Become a Service Provider'));
    for (const [step, title] of ['Business Information', 'Services', 'Team Notifications', 'Payment'].entries()) {
      await page.goto(`/provider-signup?step=${step + 1}`);
      await expectNoSeriousViolations(page, heading(page, title));
    }
    await context.close();
  });

  it('the provider portal: dashboard, jobs, team and billing', async () => {
    const { page, context } = await open();
    await signInAsProvider(page, provider.user.email, provider.user.password);
    await expectNoSeriousViolations(page, heading(page, provider.provider.businessName));
    for (const [path, title] of [
      ['/provider/jobs', providerJobMessages.jobsTitle],
      ['/provider/team', 'Manage Team'],
      ['/provider/billing', 'Billing'],
    ] as const) {
      await page.goto(path);
      await expectNoSeriousViolations(page, heading(page, title));
    }
    await context.close();
  });

  it('the admin console: call log, call detail, providers, a provider, outbox', async () => {
    const { page, context } = await open();
    await signInThroughForm(page, admin.email, admin.password);
    await expectPath(page, '/admin');
    await expectNoSeriousViolations(page, () => page.getByText('Axe Caller').first().waitFor());
    await page.goto(`/admin/call/${callId}`);
    await expectNoSeriousViolations(page, heading(page, 'Axe Caller'));
    await page.goto('/admin/providers');
    await expectNoSeriousViolations(page, heading(page, 'Provider Applications'));
    await page.goto(`/admin/provider/${provider.provider.id}`);
    await expectNoSeriousViolations(page, heading(page, provider.provider.businessName));
    await page.goto('/admin/outbox');
    await expectNoSeriousViolations(page, heading(page, 'Outbox'));
    await context.close();
  });
});

/** The element that has the focus: its tag, id and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase(), id: el?.id, text: (el as HTMLElement | null)?.innerText?.trim() };
  });

describe('the skip link', () => {
  for (const [path, label, ready] of [
    ['/', 'Skip to main content', 'Services we cover'],
    ['/?lang=es', 'Saltar al contenido principal', 'Nuestros servicios'],
    ['/terms', 'Skip to main content', 'Terms of Service'],
    ['/provider-signup', 'Skip to main content', 'Become a Service Provider'],
  ] as const) {
    for (const width of WIDTHS) {
      it(`is the first stop of Tab on ${path} at ${width} px, shows when focused, and Enter takes focus to main`, async () => {
        const { page, context } = await openPage(spec.browser, { width, height: 900 });
        await page.goto(path);
        await page.getByRole('heading', { name: ready }).waitFor();
        const link = page.getByRole('link', { name: label });
        // hidden until focused
        expect((await link.boundingBox())!.y + (await link.boundingBox())!.height).toBeLessThanOrEqual(0);
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ tag: 'a', text: label });
        const box = (await link.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await page.keyboard.press('Enter');
        expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main' });
        expect(new URL(page.url()).hash).toBe('');
        // Tab goes on from the main content, not from the top of the page
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
        await context.close();
      });
    }
  }

  it('comes first on a signed-in admin page and on a provider page too', async () => {
    const { page, context } = await openPage(spec.browser);
    await signInThroughForm(page, admin.email, admin.password);
    await expectPath(page, '/admin');
    // signing in left the focus where the form was: a fresh load starts from the top
    await page.reload();
    await page.getByText('Axe Caller').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main' });
    await context.close();

    const other = await openPage(spec.browser);
    await signInAsProvider(other.page, provider.user.email, provider.user.password);
    await other.page.getByRole('heading', { name: provider.provider.businessName }).waitFor();
    // signing in left the focus in the form: a fresh load starts from the top
    await other.page.reload();
    await other.page.getByRole('heading', { name: provider.provider.businessName }).waitFor();
    await other.page.keyboard.press('Tab');
    expect(await focused(other.page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    await other.context.close();
  });
});

/** WCAG 2 contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The focused element's outline colour and the background of the nearest ancestor that paints one. */
const ringAndSurface = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    let surface: HTMLElement | null = el.parentElement;
    while (surface && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(surface).backgroundColor))
      surface = surface.parentElement;
    const style = getComputedStyle(el);
    return {
      label: el.getAttribute('aria-label') ?? el.innerText.trim(),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      ring: style.outlineColor,
      surface: surface ? getComputedStyle(surface).backgroundColor : 'rgb(255, 255, 255)',
    };
  });

describe('focus rings on the dark surfaces of the landing page', () => {
  for (const width of WIDTHS) {
    it(`are visible with at least 3:1 against the surface on every stop from the top to the hero's buttons at ${width} px`, async () => {
      const { page, context } = await openPage(spec.browser, { width, height: 900 });
      await page.goto('/');
      await page.getByRole('heading', { name: 'Services we cover' }).waitFor();
      // the voice button is its own lazy chunk: Tab would pass its place before it mounts
      await page.getByRole('button', { name: 'Talk to Earl in your browser' }).waitFor();
      // the ring as it settles: buttons that animate their colours would otherwise be read half-way
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
      const stops = [];
      // the skip link, the jingle bar, the header, the hero's buttons
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const stop = await ringAndSurface(page);
        stops.push(stop);
        expect({ ...stop, ratio: contrast(stop.ring, stop.surface) >= 3 }).toEqual({
          ...stop,
          outline: 'solid 2px',
          ratio: true,
        });
        if (/Talk to Earl/.test(stop.label)) break;
      }
      expect(stops.at(-1)!.label).toMatch(/Talk to Earl/);
      // the stops on the dark surfaces got the white ring
      expect(stops.filter((s) => s.ring === 'rgb(255, 255, 255)').length).toBeGreaterThanOrEqual(4);
      await context.close();
    });
  }
});
