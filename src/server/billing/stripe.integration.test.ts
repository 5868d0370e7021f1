import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as bm } from '@shared/messages';
import type { AdminBillingView, BillingView } from '@shared/schemas/billing';
import { createTestApp, signIn, signInNewAdmin, type TestApp } from '../../../test/support/app';
import {
  signedStripeWebhook,
  startFakeStripeApi,
  stripeEvent,
  stripeInvoice,
  type FakeStripeApi,
} from '../../../test/support/fake-stripe-api';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { dispatchedJobOf, teamMember, uniqueCategory } from '../../../test/support/marketplace';
import { waitFor } from '../../../test/support/wait-for';
import { createCall, createProvider } from '../db/factories';
import { auditLogs, claimTokens, outbox, providers, stripeEvents } from '../db/schema';

const WEBHOOK_SECRET = 'whsec_earl_test_secret';
const PRICE_ID = 'price_earl_monthly';
const GRACE_DAYS = 7;

let t: TestApp;
let fake: FakeStripeApi;
let adminCookie: string;
beforeAll(async () => {
  fake = await startFakeStripeApi();
  // its own database: its workers dispatch with the subscription rule and must not take other files' jobs
  t = await createTestApp({
    DATABASE_URL: await createIsolatedDatabase('earl_stripe'),
    STRIPE_SECRET_KEY: 'sk_test_earl',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: PRICE_ID,
    STRIPE_API_URL: fake.url,
    BILLING_GRACE_DAYS: String(GRACE_DAYS),
  });
  adminCookie = await signInNewAdmin(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Provider = Awaited<ReturnType<typeof approvedProvider>>;

/** An approved provider of a category of its own, signed in. */
async function approvedProvider(opts: { complimentary?: boolean } = {}) {
  const category = uniqueCategory();
  const made = await createProvider(t.db, {
    status: 'active',
    serviceCategories: [category],
    team: [teamMember('email')],
    complimentary: opts.complimentary,
  });
  return { ...made, category, cookie: await signIn(t.app, made.user.email, made.user.password) };
}

const billingOf = async (p: Provider) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/provider/billing', headers: { cookie: p.cookie } })
  ).json<BillingView>();
const rowOf = async (p: Provider) =>
  (await t.db.query.providers.findFirst({ where: eq(providers.id, p.provider.id) }))!;
const checkout = (p: Provider) =>
  t.app.inject({ method: 'POST', url: '/api/provider/billing/checkout', headers: { cookie: p.cookie } });

/** Delivers an event to the webhook, signed (by default as Stripe signs it, now). */
const deliver = (event: { id: string }, opts: { secret?: string; timestamp?: number } = {}) => {
  const { payload, headers } = signedStripeWebhook(event, opts.secret ?? WEBHOOK_SECRET, opts.timestamp);
  return t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers, payload });
};

/** Delivers the event and waits until its job has processed it; returns the stored outcome. */
async function deliverAndProcess(event: { id: string }) {
  const res = await deliver(event);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ received: true });
  const row = await waitFor(async () => {
    const [e] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    return e?.processedAt ? e : undefined;
  });
  return row.outcome;
}

/** A new call in the provider's category: whether its dispatch offered the job to the provider. */
async function offeredANewJob(p: Provider) {
  const call = await createCall(t.db, { serviceType: p.category });
  const job = await dispatchedJobOf(t.db, call.id);
  const links = await t.db
    .select()
    .from(claimTokens)
    .where(and(eq(claimTokens.jobId, job.id), eq(claimTokens.providerId, p.provider.id)));
  return links.length > 0;
}

/** Checkout as the provider, the customer pays on (fake) Stripe, and Stripe sends checkout.session.completed. */
async function subscribe(p: Provider, opts: { periodEnd?: Date; created?: Date } = {}) {
  const res = await checkout(p);
  expect(res.statusCode).toBe(200);
  const sessionId = res.json<{ url: string }>().url.split('/').pop()!;
  const { session, subscription } = fake.completeCheckout(sessionId, { periodEnd: opts.periodEnd });
  await deliverAndProcess(stripeEvent('checkout.session.completed', session, { created: opts.created }));
  return subscription;
}

const emailsTo = (p: Provider, prefix: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, p.provider.email), like(outbox.dedupeKey, `${prefix}%`)));

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);

describe('subscribing through Stripe Checkout', () => {
  it('takes an approved provider from approval through checkout to an active subscription, and then offers arrive', async () => {
    const category = uniqueCategory();
    const applicant = await createProvider(t.db, {
      status: 'pending',
      serviceCategories: [category],
      team: [teamMember('email')],
    });
    const p = {
      ...applicant,
      category,
      cookie: await signIn(t.app, applicant.user.email, applicant.user.password),
    };
    // no charge before approval
    expect((await checkout(p)).json().error.message).toBe(bm.notApproved);
    expect(fake.requests.filter((r) => r.form.client_reference_id === p.provider.id)).toEqual([]);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/providers/${p.provider.id}/approve`,
      headers: { cookie: adminCookie },
    });
    expect(approved.statusCode).toBe(200);
    expect(await billingOf(p)).toMatchObject({
      mode: 'stripe',
      status: 'active',
      subscriptionStatus: 'none',
      canStartSubscription: true,
      canManageBilling: false,
      jobAccess: 'stopped_no_subscription',
      nextBillingDate: null,
    });
    // approved but not paying: the dispatch passes it by
    expect(await offeredANewJob(p)).toBe(false);

    const first = await checkout(p);
    expect(first.statusCode).toBe(200);
    const { url } = first.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const session = fake.checkoutSessions.get(url.split('/').pop()!)!;
    const customerId = (await rowOf(p)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: p.provider.id,
      line_items_price: PRICE_ID,
      success_url: expect.stringMatching(/\/provider\/billing\?checkout=success$/),
    });
    // a second checkout (the first tab was closed) reuses the customer
    expect((await checkout(p)).statusCode).toBe(200);
    expect((await rowOf(p)).stripeCustomerId).toBe(customerId);
    expect(
      fake.requests.filter((r) => r.path === '/v1/customers' && r.form['metadata[provider_id]'] === p.provider.id),
    ).toHaveLength(1);

    const periodEnd = new Date('2031-07-04T19:00:00Z');
    const { session: paid, subscription } = fake.completeCheckout(session.id as string, { periodEnd });
    expect(await deliverAndProcess(stripeEvent('checkout.session.completed', paid))).toBe('applied: none → active');

    expect(await rowOf(p)).toMatchObject({
      subscriptionStatus: 'active',
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscription.id,
      subscriptionCurrentPeriodEnd: periodEnd,
      subscriptionAmountCents: 19_900,
    });
    expect(await billingOf(p)).toMatchObject({
      subscriptionStatus: 'active',
      jobAccess: 'subscribed',
      nextBillingDate: '2031-07-04',
      amount: 199,
      canStartSubscription: false,
      canManageBilling: true,
    });
    expect(await offeredANewJob(p)).toBe(true);
    // subscribed: a further checkout is refused, the portal opens
    expect((await checkout(p)).json().error.message).toBe(bm.alreadySubscribed);
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/provider/billing/portal',
      headers: { cookie: p.cookie },
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json<{ url: string }>().url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: customerId, return_url: expect.stringMatching(/\/provider\/billing$/) },
    });
  });

  it('refuses the portal to a provider who never started checkout', async () => {
    const p = await approvedProvider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/billing/portal',
      headers: { cookie: p.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(bm.noBillingAccount);
  });
});

describe('payments that fail, and subscriptions that end', () => {
  it('keeps offering jobs through the grace period after a failed payment, then stops, and a payment restores them', async () => {
    const p = await approvedProvider();
    const subscription = await subscribe(p, { created: secondsAgo(60) });
    const failed = stripeInvoice(subscription, { paid: false });
    // one instant for the event and the assertion: read twice, a slow run can cross a second between them
    const failedAt = secondsAgo(30);
    expect(await deliverAndProcess(stripeEvent('invoice.payment_failed', failed, { created: failedAt }))).toBe(
      'applied: active → past_due',
    );
    const row = await rowOf(p);
    expect(row.subscriptionStatus).toBe('past_due');
    expect(row.pastDueSince).toEqual(new Date(Math.floor(failedAt.getTime() / 1000) * 1000));
    expect(await billingOf(p)).toMatchObject({ jobAccess: 'grace', subscriptionStatus: 'past_due' });
    expect((await billingOf(p)).invoices).toEqual([
      expect.objectContaining({ id: failed.id, status: 'failed', amount: 199, url: failed.hosted_invoice_url }),
    ]);
    const [email] = await emailsTo(p, 'billing-payment-failed:');
    expect(email).toMatchObject({ channel: 'email', subject: bm.paymentFailedSubject });
    expect(email!.body).toContain(`${GRACE_DAYS} days`);
    // within the grace period jobs still come
    expect(await offeredANewJob(p)).toBe(true);

    // the grace period is over
    await t.db
      .update(providers)
      .set({ pastDueSince: sql`now() - make_interval(days => ${GRACE_DAYS}, secs => 60)` })
      .where(eq(providers.id, p.provider.id));
    expect(await billingOf(p)).toMatchObject({ jobAccess: 'stopped_past_due' });
    expect(await offeredANewJob(p)).toBe(false);
    // nor may it claim from the portal what it is no longer offered
    const jobs = await t.app.inject({ method: 'GET', url: '/api/provider/jobs', headers: { cookie: p.cookie } });
    expect(jobs.json<{ jobs: { status: string }[] }>().jobs.filter((j) => j.status === 'open')).toEqual([]);

    const paid = stripeInvoice(subscription, { paid: true, periodEnd: new Date('2032-01-15T20:00:00Z') });
    expect(await deliverAndProcess(stripeEvent('invoice.paid', paid))).toBe('applied: past_due → active');
    expect(await rowOf(p)).toMatchObject({ subscriptionStatus: 'active', pastDueSince: null });
    expect(await billingOf(p)).toMatchObject({ jobAccess: 'subscribed', nextBillingDate: '2032-01-15' });
    expect(await offeredANewJob(p)).toBe(true);
  });

  it('ends the subscription on customer.subscription.deleted: no more jobs, and an email says so', async () => {
    const p = await approvedProvider();
    const subscription = await subscribe(p, { created: secondsAgo(60) });
    const ended = { ...subscription, status: 'canceled' };
    expect(await deliverAndProcess(stripeEvent('customer.subscription.deleted', ended))).toBe(
      'applied: active → canceled',
    );
    expect((await rowOf(p)).subscriptionStatus).toBe('canceled');
    expect(await billingOf(p)).toMatchObject({
      jobAccess: 'stopped_canceled',
      canStartSubscription: true,
      nextBillingDate: null,
    });
    expect(await emailsTo(p, 'billing-ended:')).toEqual([
      expect.objectContaining({ subject: bm.subscriptionEndedSubject }),
    ]);
    expect(await offeredANewJob(p)).toBe(false);
  });

  it('shows a cancellation at the period end as the day it ends, not as a next bill', async () => {
    const p = await approvedProvider();
    const subscription = await subscribe(p, { created: secondsAgo(60), periodEnd: new Date('2031-03-10T20:00:00Z') });
    await deliverAndProcess(
      stripeEvent('customer.subscription.updated', { ...subscription, cancel_at_period_end: true }),
    );
    expect(await billingOf(p)).toMatchObject({
      subscriptionStatus: 'active',
      nextBillingDate: null,
      endsOn: '2031-03-10',
      jobAccess: 'subscribed',
    });
  });
});

describe('webhook deliveries', () => {
  it('changes state once when the same event is delivered three times', async () => {
    const p = await approvedProvider();
    const subscription = await subscribe(p, { created: secondsAgo(60) });
    const event = stripeEvent('invoice.payment_failed', stripeInvoice(subscription, { paid: false }));
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await deliverAndProcess(event);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
    expect(await emailsTo(p, 'billing-payment-failed:')).toHaveLength(1);
    const { pastDueSince } = await rowOf(p);
    expect(pastDueSince).toEqual(new Date(event.created * 1000));
  });

  it('answers 400 to a forged or stale signature and changes nothing', async () => {
    const p = await approvedProvider();
    const subscription = await subscribe(p, { created: secondsAgo(60) });
    const forged = stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    expect((await deliver(forged, { secret: 'whsec_not_ours' })).statusCode).toBe(400);
    const stale = stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await deliver(stale, { timestamp: tenMinutesAgo })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expect(unsigned.statusCode).toBe(400);
    // a body altered after signing
    const { payload, headers } = signedStripeWebhook(forged, WEBHOOK_SECRET);
    const altered = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers,
      payload: payload.replace('canceled', 'active'),
    });
    expect(altered.statusCode).toBe(400);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, forged.id))).toEqual([]);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, stale.id))).toEqual([]);
    expect((await rowOf(p)).subscriptionStatus).toBe('active');
  });

  it('does not roll the status back when an older event arrives after a newer one', async () => {
    const p = await approvedProvider();
    const subscription = await subscribe(p, { created: secondsAgo(120) });
    const newer = stripeEvent(
      'customer.subscription.updated',
      { ...subscription, status: 'past_due' },
      { created: secondsAgo(10) },
    );
    const older = stripeEvent(
      'customer.subscription.updated',
      { ...subscription, status: 'active' },
      { created: secondsAgo(60) },
    );
    expect(await deliverAndProcess(newer)).toBe('applied: active → past_due');
    expect(await deliverAndProcess(older)).toMatch(/^not applied: older than the last applied event/);
    expect((await rowOf(p)).subscriptionStatus).toBe('past_due');
    expect((await rowOf(p)).subscriptionEventAt).toEqual(new Date(newer.created * 1000));
  });

  it('stores and processes an event whose text holds a NUL character', async () => {
    const event = stripeEvent('customer.subscription.updated', {
      id: 'sub_nul',
      object: 'subscription',
      customer: 'cus_nul',
      status: 'active',
      metadata: { note: 'before\u0000after' },
    });
    expect(await deliverAndProcess(event)).toBe('ignored: no provider has this customer');
  });

  it('ignores an event about a customer no provider has', async () => {
    const event = stripeEvent('customer.subscription.updated', {
      id: 'sub_stranger',
      object: 'subscription',
      customer: 'cus_stranger',
      status: 'active',
    });
    expect(await deliverAndProcess(event)).toBe('ignored: no provider has this customer');
  });
});

describe('complimentary providers', () => {
  it('offers jobs to a complimentary provider without a subscription, and an admin grants it with an audit entry', async () => {
    const comped = await approvedProvider({ complimentary: true });
    expect(await billingOf(comped)).toMatchObject({ jobAccess: 'complimentary', subscriptionStatus: 'none' });
    expect(await offeredANewJob(comped)).toBe(true);

    const p = await approvedProvider();
    expect(await offeredANewJob(p)).toBe(false);
    const granted = await t.app.inject({
      method: 'PUT',
      url: `/api/providers/${p.provider.id}/complimentary`,
      headers: { cookie: adminCookie },
      payload: { complimentary: true },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<AdminBillingView>()).toMatchObject({ complimentary: true, jobAccess: 'complimentary' });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceType, 'providers'), eq(auditLogs.resourceId, p.provider.id)));
    expect(audit).toMatchObject({
      action: 'grant_complimentary',
      details: expect.objectContaining({ complimentary: true }),
    });
    expect(await offeredANewJob(p)).toBe(true);
  });

  it("shows the admin a provider's subscription and the events applied", async () => {
    const p = await approvedProvider();
    const subscription = await subscribe(p, { created: secondsAgo(60) });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/providers/${p.provider.id}/billing`,
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminBillingView>()).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscription.id,
      events: [expect.objectContaining({ type: 'checkout.session.completed', outcome: 'applied: none → active' })],
    });
  });
});
