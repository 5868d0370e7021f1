import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { PLAN_PRICE_PER_MONTH } from '@shared/constants';
import { billingMessages } from '@shared/messages';
import type { BillingView } from '@shared/schemas/billing';
import { createProvider, createUser } from '../db/factories';
import { providers } from '../db/schema';
import { nextBillingDate } from './billing-dates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const billing = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/provider/billing', headers: cookie ? { cookie } : {} });
const signedIn = async (opts: Parameters<typeof createProvider>[1]) => {
  const created = await createProvider(t.db, opts);
  return { ...created, cookie: await signIn(t.app, created.user.email, created.user.password) };
};

describe('GET /api/provider/billing', () => {
  it('bills nothing before approval', async () => {
    const p = await signedIn({ status: 'pending' });
    expect((await billing(p.cookie)).json<BillingView>()).toEqual({
      status: 'pending',
      mode: 'development',
      pricePerMonth: PLAN_PRICE_PER_MONTH,
      approvedOn: null,
      nextBillingDate: null,
      subscriptionStatus: 'none',
      amount: null,
      endsOn: null,
      graceEndsOn: null,
      complimentary: false,
      jobAccess: 'not_required',
      canStartSubscription: false,
      canManageBilling: false,
      invoices: [],
    });
  });

  it('bills an approved provider monthly from the approval day', async () => {
    const approvedAt = new Date('2025-01-31T20:00:00Z');
    const p = await signedIn({ status: 'active', approvedAt });
    const before = new Date();
    const view = (await billing(p.cookie)).json<BillingView>();
    const after = new Date();
    expect(view).toMatchObject({
      status: 'active',
      mode: 'development',
      pricePerMonth: 199,
      approvedOn: '2025-01-31',
      // development mode: jobs need no subscription, and there is none to start
      jobAccess: 'not_required',
      canStartSubscription: false,
    });
    // the answer is the schedule's next date as of the request (either side of it if a day ended meanwhile)
    expect([nextBillingDate(approvedAt, before), nextBillingDate(approvedAt, after)]).toContain(view.nextBillingDate);
    expect(view.nextBillingDate).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/);
  });

  it('bills nothing after a rejection', async () => {
    const p = await signedIn({ status: 'rejected' });
    expect((await billing(p.cookie)).json<BillingView>()).toMatchObject({
      status: 'rejected',
      approvedOn: null,
      nextBillingDate: null,
    });
  });

  it('is only for providers', async () => {
    expect((await billing()).statusCode).toBe(401);
    const user = await createUser(t.db);
    expect((await billing(await signIn(t.app, user.email, user.password))).statusCode).toBe(403);
  });
});

describe('development mode (no Stripe configured)', () => {
  it('refuses checkout and the portal, and has no Stripe webhook', async () => {
    const p = await signedIn({ status: 'active' });
    for (const url of ['/api/provider/billing/checkout', '/api/provider/billing/portal']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: p.cookie } });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(billingMessages.developmentModeRefused);
    }
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('approval starts billing', () => {
  it('stamps approved_at when an admin approves, and not when one rejects', async () => {
    const cookie = await signInNewAdmin(t);
    const approved = await signedIn({ status: 'pending' });
    const rejected = await createProvider(t.db, { status: 'pending' });

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/providers/${approved.provider.id}/approve`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/providers/${rejected.provider.id}/reject`,
          headers: { cookie },
          payload: { reason: 'We could not verify the licence.' },
        })
      ).statusCode,
    ).toBe(200);

    const row = await t.db.query.providers.findFirst({ where: eq(providers.id, approved.provider.id) });
    expect(row?.approvedAt).toBeInstanceOf(Date);
    expect(
      (await t.db.query.providers.findFirst({ where: eq(providers.id, rejected.provider.id) }))?.approvedAt,
    ).toBeNull();

    const view = (await billing(approved.cookie)).json<BillingView>();
    expect(view.approvedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.nextBillingDate).toBe(nextBillingDate(row!.approvedAt!, new Date()));
  });
});
