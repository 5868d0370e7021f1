import { z } from 'zod';
import type { SubscriptionStatus } from '@shared/constants';
import { billingMessages as bm } from '@shared/messages';
import type { Db, Executor } from '../db/database';
import { jobKeys } from '../jobs/keys';
import { queueNotifications } from '../notifications/service';
import * as providerRepo from '../providers/repository';
import type { BillingGate } from '../providers/repository';
import { findStripeEvent, lockStripeEvent, markStripeEventProcessed, recordStripeEvent } from './events-repository';
import { upsertProviderInvoice } from './invoices-repository';
import type { StripeGateway } from './stripe-gateway';

export const PROCESS_STRIPE_EVENT_TASK = 'processStripeEvent';

/** The events that change a provider's billing; any other type is recorded and left alone. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type WebhookDeps = {
  db: Db;
  stripe: StripeGateway;
  billing: BillingGate;
  publicUrl: string;
};

/**
 * Stores a verified event once (Stripe redelivers) and queues its processing in the same transaction: the
 * webhook answers at once, and the work happens in processStripeEvent.
 */
export async function receiveStripeEvent(db: Db, event: { id: string; type: string; created: number }, raw: unknown) {
  return db.transaction((tx) =>
    recordStripeEvent(
      tx,
      {
        id: event.id,
        type: event.type,
        createdAt: new Date(event.created * 1000),
        payload: raw as Record<string, unknown>,
      },
      { task: PROCESS_STRIPE_EVENT_TASK, jobKey: jobKeys.stripeEvent(event.id) },
    ),
  );
}

// The fields read from Stripe's objects, across API versions: newer versions moved a subscription's period to its
// items and an invoice's subscription under `parent.subscription_details`.
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const metadataSchema = z.record(z.string(), z.string()).nullish();
const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: z.number().nullish(),
  metadata: metadataSchema,
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: z.number().nullish(),
          quantity: z.number().nullish(),
          price: z.object({ unit_amount: z.number().nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});
type StripeSubscription = z.infer<typeof subscriptionSchema>;
const checkoutSessionSchema = z.object({
  mode: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  client_reference_id: z.string().nullish(),
  metadata: metadataSchema,
});
const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullish(),
  customer: idOf,
  amount_paid: z.number(),
  amount_due: z.number(),
  currency: z.string(),
  created: z.number(),
  hosted_invoice_url: z.string().nullish(),
  subscription: idOf.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }).nullish() })) }).nullish(),
});

/** What an event says about the provider's subscription; undefined fields leave the stored value as it is. */
type SubscriptionChange = {
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus | undefined;
  periodEnd?: Date;
  amountCents?: number;
  cancelAtPeriodEnd?: boolean;
};

const fromEpoch = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : undefined);

/** Stripe's subscription statuses in ours; `incomplete` (a first payment still being attempted) changes nothing. */
function statusOf(stripeStatus: string): SubscriptionStatus | undefined {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'canceled';
    default:
      return undefined;
  }
}

function changeOf(sub: StripeSubscription, deleted = false): SubscriptionChange {
  const item = sub.items?.data[0];
  const unit = item?.price?.unit_amount;
  return {
    subscriptionId: sub.id,
    customerId: sub.customer,
    status: deleted ? 'canceled' : statusOf(sub.status),
    periodEnd: fromEpoch(item?.current_period_end ?? sub.current_period_end),
    amountCents: typeof unit === 'number' ? unit * (item?.quantity ?? 1) : undefined,
    cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
  };
}

const isUuid = (v: string | null | undefined): v is string => Boolean(v && z.uuid().safeParse(v).success);

/** The provider an event is about: by its Stripe customer, else by the provider id we gave Stripe. */
async function providerFor(tx: Executor, opts: { customerId?: string | null; reference?: string | null }) {
  if (opts.customerId) {
    const byCustomer = await providerRepo.findProviderIdByStripeCustomer(tx, opts.customerId);
    if (byCustomer) return byCustomer;
  }
  if (isUuid(opts.reference)) return (await providerRepo.findProvider(tx, opts.reference))?.id;
  return undefined;
}

type Outcome = { providerId: string | null; outcome: string };
type StoredEvent = NonNullable<Awaited<ReturnType<typeof findStripeEvent>>>;

const objectOf = (event: StoredEvent) => (event.payload.data as { object?: unknown } | undefined)?.object;

/**
 * Applies one received event, once: a job runs it (and may run it again after a crash: the event row is locked and
 * marked processed in the same transaction as the change). The only Stripe call, reading the subscription a
 * completed checkout created, happens before the transaction so no lock waits on the network.
 */
export async function processStripeEvent(deps: WebhookDeps, eventId: string) {
  const stored = await findStripeEvent(deps.db, eventId);
  if (!stored || stored.processedAt) return;
  let checkoutSubscription: StripeSubscription | undefined;
  if (stored.type === 'checkout.session.completed') {
    const session = checkoutSessionSchema.safeParse(objectOf(stored));
    if (session.success && session.data.mode === 'subscription' && session.data.subscription)
      checkoutSubscription = subscriptionSchema.parse(
        await deps.stripe.retrieveSubscription(session.data.subscription),
      );
  }
  await deps.db.transaction(async (tx) => {
    const event = await lockStripeEvent(tx, eventId);
    if (!event || event.processedAt) return;
    const result = await applyEvent(tx, deps, event, checkoutSubscription);
    await markStripeEventProcessed(tx, eventId, result);
  });
}

async function applyEvent(
  tx: Executor,
  deps: WebhookDeps,
  event: StoredEvent,
  checkoutSubscription: StripeSubscription | undefined,
): Promise<Outcome> {
  const object = objectOf(event);
  const unknownProvider = { providerId: null, outcome: 'ignored: no provider has this customer' };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = checkoutSessionSchema.safeParse(object);
      if (!session.success || session.data.mode !== 'subscription' || !checkoutSubscription)
        return { providerId: null, outcome: 'ignored: not a subscription checkout' };
      const providerId = await providerFor(tx, {
        customerId: session.data.customer,
        reference: session.data.client_reference_id ?? session.data.metadata?.provider_id,
      });
      if (!providerId) return unknownProvider;
      return applySubscriptionChange(tx, deps, event, providerId, changeOf(checkoutSubscription));
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = subscriptionSchema.safeParse(object);
      if (!sub.success) return { providerId: null, outcome: 'ignored: unreadable subscription' };
      const providerId = await providerFor(tx, {
        customerId: sub.data.customer,
        reference: sub.data.metadata?.provider_id,
      });
      if (!providerId) return unknownProvider;
      const change = changeOf(sub.data, event.type === 'customer.subscription.deleted');
      return applySubscriptionChange(tx, deps, event, providerId, change);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceSchema.safeParse(object);
      if (!invoice.success) return { providerId: null, outcome: 'ignored: unreadable invoice' };
      const inv = invoice.data;
      const providerId = await providerFor(tx, { customerId: inv.customer });
      if (!providerId) return unknownProvider;
      const paid = event.type === 'invoice.paid';
      await upsertProviderInvoice(tx, {
        id: inv.id,
        providerId,
        number: inv.number ?? null,
        amountCents: paid ? inv.amount_paid : inv.amount_due,
        currency: inv.currency,
        status: paid ? 'paid' : 'failed',
        hostedInvoiceUrl: inv.hosted_invoice_url ?? null,
        invoiceCreatedAt: new Date(inv.created * 1000),
      });
      const subscriptionId = inv.parent?.subscription_details?.subscription ?? inv.subscription;
      if (!subscriptionId) return { providerId, outcome: 'invoice recorded (no subscription)' };
      const periodEnds = (inv.lines?.data ?? []).map((l) => l.period?.end ?? 0);
      return applySubscriptionChange(tx, deps, event, providerId, {
        subscriptionId,
        customerId: inv.customer,
        status: paid ? 'active' : 'past_due',
        periodEnd: paid ? fromEpoch(Math.max(0, ...periodEnds)) : undefined,
      });
    }
    default:
      return { providerId: null, outcome: 'ignored: not an event Earl handles' };
  }
}

async function applySubscriptionChange(
  tx: Executor,
  deps: WebhookDeps,
  event: StoredEvent,
  providerId: string,
  change: SubscriptionChange,
): Promise<Outcome> {
  const row = await providerRepo.lockProviderRow(tx, providerId);
  if (!row) return { providerId: null, outcome: 'ignored: the provider no longer exists' };
  const at = event.eventCreatedAt;
  // Stripe does not deliver in order: an event older than the last one applied would roll the status back
  if (row.subscriptionEventAt && at < row.subscriptionEventAt)
    return {
      providerId,
      outcome: `not applied: older than the last applied event (${row.subscriptionEventAt.toISOString()})`,
    };
  const current = row.stripeSubscriptionId;
  // a late event of an earlier subscription (one that ended, or whose last invoice failed) leaves the current one be
  if (current && change.subscriptionId !== current && change.status !== 'active')
    return { providerId, outcome: `not applied: subscription ${change.subscriptionId} is not the current one` };
  const before = row.subscriptionStatus;
  const status = change.status ?? before;
  const sameSubscription = current === change.subscriptionId;
  await providerRepo.updateSubscription(tx, providerId, {
    subscriptionStatus: status,
    stripeCustomerId: row.stripeCustomerId ?? change.customerId,
    stripeSubscriptionId: change.subscriptionId,
    subscriptionCurrentPeriodEnd: change.periodEnd ?? (sameSubscription ? row.subscriptionCurrentPeriodEnd : null),
    subscriptionAmountCents: change.amountCents ?? (sameSubscription ? row.subscriptionAmountCents : null),
    subscriptionCancelAtPeriodEnd:
      status === 'canceled'
        ? false
        : (change.cancelAtPeriodEnd ?? (sameSubscription ? row.subscriptionCancelAtPeriodEnd : false)),
    // the grace period counts from the first failure, not from each retry's
    pastDueSince: status === 'past_due' ? (before === 'past_due' && row.pastDueSince ? row.pastDueSince : at) : null,
    subscriptionEventAt: at,
  });
  const billingUrl = `${deps.publicUrl}/provider/billing`;
  if (event.type === 'invoice.payment_failed')
    await queueNotifications(tx, [
      {
        channel: 'email',
        recipient: row.email,
        subject: bm.paymentFailedSubject,
        body: bm.paymentFailedBody(row.businessName, deps.billing.graceDays, billingUrl),
        dedupeKey: `billing-payment-failed:${event.id}`,
      },
    ]);
  if (status === 'canceled' && before !== 'canceled')
    await queueNotifications(tx, [
      {
        channel: 'email',
        recipient: row.email,
        subject: bm.subscriptionEndedSubject,
        body: bm.subscriptionEndedBody(row.businessName, billingUrl),
        dedupeKey: `billing-ended:${change.subscriptionId}`,
      },
    ]);
  return { providerId, outcome: before === status ? `applied: ${status}` : `applied: ${before} → ${status}` };
}
