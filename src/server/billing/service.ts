import { PLAN_PRICE_PER_MONTH } from '@shared/constants';
import { billingMessages as bm } from '@shared/messages';
import type { AdminBillingView, BillingView, InvoiceView, JobAccess } from '@shared/schemas/billing';
import { insertAuditLog } from '../audit/repository';
import type { Db } from '../db/database';
import type { Actor } from '../http/access';
import { AppError, notFound } from '../http/errors';
import * as providerRepo from '../providers/repository';
import type { BillingGate, ProviderRow } from '../providers/repository';
import { calendarDateIn, isoDate, nextBillingDate } from './billing-dates';
import { listProviderStripeEvents } from './events-repository';
import { listProviderInvoices, type ProviderInvoiceRow } from './invoices-repository';
import type { StripeGateway } from './stripe-gateway';

const RECENT_INVOICES = 12;
const RECENT_EVENTS = 50;
const DAY_MS = 86_400_000;

export type BillingDeps = {
  db: Db;
  /** undefined in development mode (no Stripe configured) */
  stripe: StripeGateway | undefined;
  billing: BillingGate;
  publicUrl: string;
  clock: () => Date;
};

const dateOf = (instant: Date | null) => (instant ? isoDate(calendarDateIn(instant)) : null);

/** When a past-due provider stops receiving jobs (the same rule as paysForJobs in SQL). */
const graceEndsAt = (row: ProviderRow, gate: BillingGate) =>
  row.pastDueSince ? new Date(row.pastDueSince.getTime() + gate.graceDays * DAY_MS) : null;

/** Whether billing lets the provider receive jobs now, and if not why (mirrors providers/repository.ts paysForJobs). */
export function jobAccessOf(row: ProviderRow, gate: BillingGate, now: Date): JobAccess {
  if (!gate.subscriptionRequired || row.status !== 'active') return 'not_required';
  if (row.complimentary) return 'complimentary';
  switch (row.subscriptionStatus) {
    case 'active':
      return 'subscribed';
    case 'past_due': {
      const ends = graceEndsAt(row, gate);
      return ends && ends > now ? 'grace' : 'stopped_past_due';
    }
    case 'canceled':
      return 'stopped_canceled';
    case 'none':
      return 'stopped_no_subscription';
  }
}

function invoiceView(row: ProviderInvoiceRow): InvoiceView {
  return {
    id: row.id,
    number: row.number,
    amount: row.amountCents / 100,
    currency: row.currency,
    status: row.status,
    date: isoDate(calendarDateIn(row.invoiceCreatedAt)),
    url: row.hostedInvoiceUrl,
  };
}

async function billingViewOf(deps: BillingDeps, row: ProviderRow): Promise<BillingView> {
  const now = deps.clock();
  const approved = row.status === 'active' && row.approvedAt !== null;
  const common = {
    status: row.status,
    pricePerMonth: PLAN_PRICE_PER_MONTH,
    approvedOn: approved ? dateOf(row.approvedAt) : null,
    subscriptionStatus: row.subscriptionStatus,
    complimentary: row.complimentary,
    jobAccess: jobAccessOf(row, deps.billing, now),
  };
  if (!deps.stripe) {
    // development mode: the schedule a subscription would follow, counted from the approval; nothing is charged
    return {
      ...common,
      mode: 'development',
      nextBillingDate: approved ? nextBillingDate(row.approvedAt!, now) : null,
      amount: null,
      endsOn: null,
      graceEndsOn: null,
      canStartSubscription: false,
      canManageBilling: false,
      invoices: [],
    };
  }
  const running = row.subscriptionStatus === 'active' || row.subscriptionStatus === 'past_due';
  const periodEnd = running ? dateOf(row.subscriptionCurrentPeriodEnd) : null;
  return {
    ...common,
    mode: 'stripe',
    // a cancelled subscription bills nothing more: it ends at the period end instead
    nextBillingDate: row.subscriptionCancelAtPeriodEnd ? null : periodEnd,
    endsOn: row.subscriptionCancelAtPeriodEnd ? periodEnd : null,
    amount: running && row.subscriptionAmountCents !== null ? row.subscriptionAmountCents / 100 : null,
    graceEndsOn: row.subscriptionStatus === 'past_due' ? dateOf(graceEndsAt(row, deps.billing)) : null,
    canStartSubscription:
      row.status === 'active' && (row.subscriptionStatus === 'none' || row.subscriptionStatus === 'canceled'),
    canManageBilling: row.stripeCustomerId !== null,
    invoices: (await listProviderInvoices(deps.db, row.id, RECENT_INVOICES)).map(invoiceView),
  };
}

async function ownProvider(db: Db, actor: Actor) {
  if (!actor.providerId) throw notFound('Provider');
  const row = await providerRepo.findProvider(db, actor.providerId);
  if (!row) throw notFound('Provider');
  return row;
}

/** The signed-in provider's plan: nothing is billed before approval or after a rejection. */
export async function getOwnBilling(deps: BillingDeps & { actor: Actor }): Promise<BillingView> {
  return billingViewOf(deps, await ownProvider(deps.db, deps.actor));
}

const billingPageUrl = (publicUrl: string, query = '') => `${publicUrl}/provider/billing${query}`;

/**
 * Opens Stripe Checkout for the $199/month subscription of an approved provider. The Stripe customer is created
 * once (the first checkout) and stored on the provider; every later checkout and the portal reuse it.
 */
export async function startCheckout(deps: BillingDeps & { actor: Actor }): Promise<{ url: string }> {
  if (!deps.stripe) throw new AppError('conflict', bm.developmentModeRefused);
  const row = await ownProvider(deps.db, deps.actor);
  // no charge before approval (spec section 1)
  if (row.status !== 'active') throw new AppError('conflict', bm.notApproved);
  if (row.subscriptionStatus === 'active' || row.subscriptionStatus === 'past_due')
    throw new AppError('conflict', bm.alreadySubscribed);
  let customerId = row.stripeCustomerId;
  if (!customerId) {
    const created = await deps.stripe.createCustomer({
      providerId: row.id,
      email: row.email,
      name: row.businessName,
    });
    // two first checkouts at once get the same customer (idempotency key); whichever stores it first wins
    customerId = (await providerRepo.setStripeCustomerOnce(deps.db, row.id, created)) ?? created;
  }
  const url = await deps.stripe.createCheckoutSession({
    customerId,
    providerId: row.id,
    successUrl: billingPageUrl(deps.publicUrl, '?checkout=success'),
    cancelUrl: billingPageUrl(deps.publicUrl, '?checkout=canceled'),
  });
  return { url };
}

/** Opens the Stripe customer portal (card, invoices, cancellation) for a provider with a billing account. */
export async function openBillingPortal(deps: BillingDeps & { actor: Actor }): Promise<{ url: string }> {
  if (!deps.stripe) throw new AppError('conflict', bm.developmentModeRefused);
  const row = await ownProvider(deps.db, deps.actor);
  if (!row.stripeCustomerId) throw new AppError('conflict', bm.noBillingAccount);
  const url = await deps.stripe.createPortalSession({
    customerId: row.stripeCustomerId,
    returnUrl: billingPageUrl(deps.publicUrl),
  });
  return { url };
}

/** A provider's billing as an admin sees it: the provider's view, the Stripe ids and the events received. */
export async function getProviderBillingForAdmin(deps: BillingDeps, providerId: string): Promise<AdminBillingView> {
  const row = await providerRepo.findProvider(deps.db, providerId);
  if (!row) throw notFound('Provider');
  const events = await listProviderStripeEvents(deps.db, providerId, RECENT_EVENTS);
  return {
    ...(await billingViewOf(deps, row)),
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    pastDueSince: row.pastDueSince?.toISOString() ?? null,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      createdAt: e.eventCreatedAt.toISOString(),
      processedAt: e.processedAt?.toISOString() ?? null,
      outcome: e.outcome,
    })),
  };
}

/** An admin exempts a provider from paying (or ends the exemption); audited with the change. */
export async function setProviderComplimentary(
  deps: BillingDeps & { actor: Actor; providerId: string; complimentary: boolean },
): Promise<AdminBillingView> {
  await deps.db.transaction(async (tx) => {
    if (!(await providerRepo.setComplimentary(tx, deps.providerId, deps.complimentary))) throw notFound('Provider');
    await insertAuditLog(tx, {
      adminUserId: deps.actor.userId,
      action: deps.complimentary ? 'grant_complimentary' : 'revoke_complimentary',
      resourceType: 'providers',
      resourceId: deps.providerId,
      details: { complimentary: deps.complimentary, at: deps.clock().toISOString() },
    });
  });
  return getProviderBillingForAdmin(deps, deps.providerId);
}
