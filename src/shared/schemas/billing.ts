import { z } from 'zod';
import { PROVIDER_STATUSES, SUBSCRIPTION_STATUSES } from '../constants';

/**
 * Whether the provider's billing lets it receive jobs, and if not why. `not_required`: development mode (no Stripe)
 * or not approved; `grace`: past due but still within BILLING_GRACE_DAYS; the `stopped_*` states receive no jobs.
 */
export const JOB_ACCESS = [
  'not_required',
  'complimentary',
  'subscribed',
  'grace',
  'stopped_no_subscription',
  'stopped_past_due',
  'stopped_canceled',
] as const;
export type JobAccess = (typeof JOB_ACCESS)[number];

export const invoiceViewSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  /** YYYY-MM-DD in the service area's time zone */
  date: z.string(),
  url: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/**
 * GET /api/provider/billing. Dates are calendar dates (YYYY-MM-DD) in the service area's time zone. In development
 * mode (no Stripe) nothing is charged and `nextBillingDate` is the schedule counted from the approval; with Stripe
 * it is the end of the subscription's current period, null when no further bill is due.
 */
export const billingViewSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  mode: z.enum(['stripe', 'development']),
  pricePerMonth: z.number(),
  approvedOn: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** the amount each period, in dollars, from the stored subscription */
  amount: z.number().nullable(),
  /** the subscription was cancelled and ends that day */
  endsOn: z.string().nullable(),
  graceEndsOn: z.string().nullable(),
  complimentary: z.boolean(),
  jobAccess: z.enum(JOB_ACCESS),
  canStartSubscription: z.boolean(),
  canManageBilling: z.boolean(),
  invoices: z.array(invoiceViewSchema),
});
export type BillingView = z.infer<typeof billingViewSchema>;

/** POST /api/provider/billing/checkout and /portal: where to send the browser (Stripe's page). */
export const billingRedirectSchema = z.object({ url: z.string() });

export const stripeEventViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  outcome: z.string().nullable(),
});

/** GET /api/providers/:id/billing: what the provider sees, plus the Stripe ids and the events applied. */
export const adminBillingViewSchema = billingViewSchema.extend({
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  pastDueSince: z.string().nullable(),
  events: z.array(stripeEventViewSchema),
});
export type AdminBillingView = z.infer<typeof adminBillingViewSchema>;

export const complimentaryUpdateSchema = z.object({ complimentary: z.boolean() });
