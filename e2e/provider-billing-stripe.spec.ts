import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as bm } from '@shared/messages';
import { createPool } from '../src/server/db/database';
import { createAdmin, createProvider } from '../src/server/db/factories';
import * as schema from '../src/server/db/schema';
import {
  signedStripeWebhook,
  startFakeStripeApi,
  stripeEvent,
  type FakeStripeApi,
} from '../test/support/fake-stripe-api';
import { createIsolatedDatabase } from '../test/support/isolated-database';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { seriousAccessibilityViolations } from './support/a11y';
import { launchBrowser, openPage } from './support/browser';
import { expectText, openAdminPage, signInAsProvider } from './support/fixtures';
import { screenshotAtWidths } from './support/screenshots';

// Stripe configured: a server of its own (the shared e2e server runs in development mode), on its own database,
// calling a local fake of Stripe's API. The webhook is signed with the official library, as Stripe signs it.

const WEBHOOK_SECRET = 'whsec_e2e_billing';

let fake: FakeStripeApi;
let server: ServerProcess;
let browser: Browser;
let pool: ReturnType<typeof createPool>;
let db: ReturnType<typeof drizzle<typeof schema>>;

beforeAll(async () => {
  fake = await startFakeStripeApi();
  const databaseUrl = await createIsolatedDatabase('earl_e2e_stripe');
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SEED_EMPTY_DATABASE: 'false',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_e2e_monthly',
    STRIPE_API_URL: fake.url,
  });
  pool = createPool(databaseUrl, pino({ level: 'silent' }), 2);
  db = drizzle(pool, { schema });
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await pool?.end();
  await server?.stop();
  await fake?.close();
});

describe('subscribing through Stripe', () => {
  it('sends an approved provider to Checkout, and shows the subscription Active with its next bill after the webhook', async () => {
    const { user } = await createProvider(db, { status: 'active' });
    const { page, context, consoleErrors } = await openPage(browser, { baseURL: server.url });
    await signInAsProvider(page, user.email, user.password);
    // the dashboard says why no jobs come, and how to fix it
    await expectText(page, bm.jobsNeedSubscription);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotAtWidths(page, 'provider-dashboard-billing-notice');

    await page.getByRole('button', { name: bm.startSubscription }).first().click();
    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/checkout/cs_test_`));
    await expectText(page, 'Fake Stripe Checkout');
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;

    // the provider pays on Stripe's page; Stripe tells the server
    const { session } = fake.completeCheckout(sessionId, { periodEnd: new Date('2031-07-04T19:00:00Z') });
    const { payload, headers } = signedStripeWebhook(
      stripeEvent('checkout.session.completed', session),
      WEBHOOK_SECRET,
    );
    const delivered = await fetch(`${server.url}/webhooks/stripe`, { method: 'POST', headers, body: payload });
    expect(delivered.status).toBe(200);

    // Stripe sends the browser back to the billing page, which waits for the webhook's effect
    await page.goto(`/provider/billing?checkout=success`);
    await expectText(page, 'Next bill: July 4, 2031');
    await expectText(page, 'Your card on file will be charged $199.00 that day.');
    await page.getByRole('main').getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: bm.manageBilling }).waitFor();
    expect(await page.getByRole('button', { name: bm.startSubscription }).count()).toBe(0);
    expect(await page.getByText(bm.jobsNeedSubscription).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotAtWidths(page, 'provider-billing-active');

    await page.getByRole('button', { name: bm.manageBilling }).click();
    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/portal/bps_`));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells a provider whose subscription ended that jobs stopped, and offers to start again', async () => {
    const { user } = await createProvider(db, { status: 'active', subscriptionStatus: 'canceled' });
    const { page, context, consoleErrors } = await openPage(browser, { baseURL: server.url, width: 390, height: 844 });
    await signInAsProvider(page, user.email, user.password);
    await expectText(page, bm.jobsStoppedCanceled);
    await page.goto('/provider/billing');
    await expectText(page, 'Your subscription has ended');
    await page.getByRole('button', { name: bm.startSubscription }).first().waitFor();
    expect(await page.getByText(/You will be charged/).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows the admin a provider's subscription and history, and makes a provider complimentary", async () => {
    const admin = await createAdmin(db);
    const { provider } = await createProvider(db, { status: 'active' });
    const { page, context, consoleErrors } = await openAdminPage(browser, admin, { baseURL: server.url });
    // the subscription is the provider detail's Billing view
    await page.goto(`/admin/provider/${provider.id}?view=billing`);
    await expectText(page, 'No jobs: no subscription yet');
    await expectText(page, 'No Stripe events yet.');
    await page.getByRole('button', { name: 'Make complimentary' }).click();
    await expectText(page, bm.complimentaryOn);
    await expectText(page, 'Receives jobs: complimentary');
    await page.getByRole('button', { name: 'Remove complimentary plan' }).waitFor();
    await screenshotAtWidths(page, 'admin-provider-subscription');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
