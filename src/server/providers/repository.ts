import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { providers, providerTeamMembers } from '../db/schema';

// The one repository of the `providers` table; the team lives in team-members-repository.ts.

export type ProviderRow = typeof providers.$inferSelect;
type Status = ProviderRow['status'];

export async function insertProvider(db: Executor, values: typeof providers.$inferInsert): Promise<ProviderRow> {
  const [row] = await db.insert(providers).values(values).returning();
  return row!;
}

export async function findProvider(db: Executor, providerId: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  return row;
}

export async function findProviderIdByUserId(db: Executor, userId: string) {
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId)).limit(1);
  return row?.id;
}

export async function findBusinessName(tx: Executor, providerId: string) {
  const [row] = await tx
    .select({ businessName: providers.businessName })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.businessName;
}

/**
 * Locks the provider row for the rest of the transaction: team changes of one provider run one at a time, so the
 * team-size limit and "at least one member" hold under concurrent requests. Returns the status, or undefined.
 */
export async function lockProvider(db: Executor, providerId: string) {
  const [row] = await db
    .select({ status: providers.status })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
  return row?.status;
}

/** Newest applications first, optionally one status (index providers_status_created_at_idx). */
/**
 * Applications newest first, of one status or all; with a page, keyset on (created_at, id) so a late page costs what
 * the first does (providers_status_created_at_idx, providers_created_at_idx).
 */
export function listProviders(
  db: Executor,
  status?: Status,
  page?: { after?: { createdAt: string; id: string }; limit: number },
) {
  const after = page?.after;
  const query = db
    .select({
      id: providers.id,
      createdAt: providers.createdAt,
      businessName: providers.businessName,
      contactName: providers.contactName,
      email: providers.email,
      phone: providers.phone,
      serviceCategories: providers.serviceCategories,
      status: providers.status,
      // exact keyset for the next page: a JS Date would drop the microseconds
      position: sql<string>`${providers.createdAt}::text`,
    })
    .from(providers)
    .where(
      and(
        status ? eq(providers.status, status) : undefined,
        after
          ? sql`(${providers.createdAt}, ${providers.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(providers.createdAt), desc(providers.id));
  return page ? query.limit(page.limit) : query;
}

/** The provider's own settings (receiving jobs, the team's languages): only the fields given change. */
export async function updateOwnSettings(
  db: Executor,
  providerId: string,
  fields: { isReceivingJobs?: boolean; languages?: ProviderRow['languages']; nightEmergencyCalls?: boolean },
) {
  const [row] = await db
    .update(providers)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(providers.id, providerId))
    .returning({ id: providers.id });
  return row?.id;
}

/** One conditional UPDATE: two admins deciding at once cannot both win, and a decided application stays decided. */
export async function decidePendingProvider(
  db: Executor,
  id: string,
  decision: { status: 'active' } | { status: 'rejected'; reason: string },
) {
  const [row] = await db
    .update(providers)
    .set({
      status: decision.status,
      updatedAt: sql`now()`,
      // billing starts at approval (the provider's /provider/billing page counts monthly from it)
      approvedAt: decision.status === 'active' ? sql`now()` : null,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
    })
    .where(and(eq(providers.id, id), eq(providers.status, 'pending')))
    .returning({ id: providers.id, status: providers.status });
  return row;
}

/**
 * An approved or rejected application back to pending (conditional, like a decision): billing stops (no approval
 * date) and the reason of a rejection is cleared. Returns the status it had, or undefined when it was pending.
 */
export async function reopenDecidedProvider(db: Executor, id: string) {
  const previous = db
    .$with('previous')
    .as(db.select({ id: providers.id, status: providers.status }).from(providers).where(eq(providers.id, id)));
  const [row] = await db
    .with(previous)
    .update(providers)
    .set({ status: 'pending', updatedAt: sql`now()`, approvedAt: null, rejectionReason: null })
    .from(previous)
    .where(and(eq(providers.id, previous.id), inArray(providers.status, ['active', 'rejected'])))
    .returning({ id: providers.id, status: providers.status, previousStatus: previous.status });
  return row;
}

/** Tells every instance's live streams that a provider's status changed, from the writing transaction. */
export async function notifyProviderChange(db: Executor, id: string, status: Status) {
  await db.execute(sql`select pg_notify(${PROVIDERS_CHANNEL}, ${JSON.stringify({ id, status })})`);
}

export const PROVIDERS_CHANNEL = 'providers_changes';

/** Whether jobs need a paid subscription (Stripe configured: config.billing) and how long a failed payment is forgiven. */
export type BillingGate = { subscriptionRequired: boolean; graceDays: number };

/**
 * The provider pays for its jobs: complimentary, an active subscription, or past due for less than the grace period.
 * Nothing is required in development mode (no Stripe).
 */
export const paysForJobs = (gate: BillingGate) =>
  gate.subscriptionRequired
    ? sql`(${providers.complimentary} or ${providers.subscriptionStatus} = 'active' or (${providers.subscriptionStatus} = 'past_due' and ${providers.pastDueSince} > now() - make_interval(days => ${gate.graceDays}::int)))`
    : undefined;

// who may be offered or claim a job: approved, receiving jobs, serving its category, and paying (with Stripe)
export const eligibleForJobs = (serviceType: string | SQL, gate: BillingGate) =>
  and(
    eligibleForAnyJob(gate),
    // containment rather than `= any(…)`: providers_service_categories_idx (GIN) answers it
    sql`${providers.serviceCategories} @> array[${serviceType}]::text[]`,
  );

/**
 * eligibleForJobs whatever the trade: approved, receiving jobs, and paying (or within the gate's grace). Constants
 * are written into the text (here and in the conditions beside it), not sent as parameters: a prepared statement's
 * generic plan could not use a partial index on them, so it would be planned again on every use.
 */
export const eligibleForAnyJob = (gate: BillingGate) =>
  and(sql`${providers.status} = 'active'`, sql`${providers.isReceivingJobs}`, paysForJobs(gate));

/**
 * The trades a provider may take jobs in now, as an array expression (null when it may take none): for a query
 * over many jobs, where providerEligibleFor would look the provider up once per job.
 */
export const eligibleTradesOf = (providerId: string | SQL, gate: BillingGate) =>
  // the cast makes it one array value: `= any((select …))` alone would compare with each row the select returns
  sql`(select ${providers.serviceCategories} from ${providers} where ${providers.id} = ${providerId} and ${eligibleForAnyJob(gate)})::text[]`;

/**
 * The providers a new job of this service type (every type when left out) would be offered to now: eligible and with
 * someone on the team to reach (dispatch offers a job to team members). Longest-serving first.
 */
export function findJobReadyProviders(db: Executor, gate: BillingGate, serviceType?: string) {
  return db
    .select({
      id: providers.id,
      businessName: providers.businessName,
      contactName: providers.contactName,
      phone: providers.phone,
      email: providers.email,
      serviceCategories: providers.serviceCategories,
      city: sql<string | null>`${providers.address}->>'city'`,
    })
    .from(providers)
    .where(
      and(
        eq(providers.status, 'active'),
        eq(providers.isReceivingJobs, true),
        serviceType ? sql`${serviceType} = any(${providers.serviceCategories})` : undefined,
        paysForJobs(gate),
        sql`exists (select 1 from ${providerTeamMembers} where ${providerTeamMembers.providerId} = ${providers.id})`,
      ),
    )
    .orderBy(asc(providers.approvedAt), asc(providers.businessName));
}

/** How many providers a new job of each service type would be offered to now (findJobReadyProviders' rule), in one query. */
export async function countJobReadyProvidersByCategory(db: Executor, gate: BillingGate) {
  const rows = await db
    .select({ category: sql<string>`category`, n: sql<number>`count(*)::int` })
    .from(sql`${providers}, unnest(${providers.serviceCategories}) as category`)
    .where(
      and(
        eq(providers.status, 'active'),
        eq(providers.isReceivingJobs, true),
        paysForJobs(gate),
        sql`exists (select 1 from ${providerTeamMembers} where ${providerTeamMembers.providerId} = ${providers.id})`,
      ),
    )
    .groupBy(sql`category`);
  return new Map(rows.map((r) => [r.category, r.n]));
}

/** A condition for other tables' queries: the provider exists and may take a job of this service type now. */
export const providerEligibleFor = (providerId: string | SQL, serviceType: string | SQL, gate: BillingGate) =>
  sql`exists (select 1 from ${providers} where ${providers.id} = ${providerId} and ${eligibleForJobs(serviceType, gate)})`;

/** The provider row locked for the rest of the transaction: webhook events of one provider apply one at a time. */
export async function lockProviderRow(db: Executor, providerId: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId)).for('update');
  return row;
}

export async function findProviderIdByStripeCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.stripeCustomerId, customerId))
    .limit(1);
  return row?.id;
}

/** Stores the provider's Stripe customer unless it has one already; returns the one it has now. */
export async function setStripeCustomerOnce(db: Executor, providerId: string, customerId: string) {
  await db
    .update(providers)
    .set({ stripeCustomerId: customerId, updatedAt: sql`now()` })
    .where(and(eq(providers.id, providerId), isNull(providers.stripeCustomerId)));
  const [row] = await db
    .select({ stripeCustomerId: providers.stripeCustomerId })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.stripeCustomerId ?? undefined;
}

export type SubscriptionFields = Pick<
  ProviderRow,
  | 'subscriptionStatus'
  | 'stripeCustomerId'
  | 'stripeSubscriptionId'
  | 'subscriptionCurrentPeriodEnd'
  | 'subscriptionAmountCents'
  | 'subscriptionCancelAtPeriodEnd'
  | 'pastDueSince'
  | 'subscriptionEventAt'
>;

export async function updateSubscription(db: Executor, providerId: string, fields: SubscriptionFields) {
  await db
    .update(providers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(providers.id, providerId));
}

export async function setComplimentary(db: Executor, providerId: string, complimentary: boolean) {
  const [row] = await db
    .update(providers)
    .set({ complimentary, updatedAt: sql`now()` })
    .where(eq(providers.id, providerId))
    .returning({ id: providers.id });
  return row?.id;
}

/** A condition for other tables' queries: the provider's team speaks this language (ISO 639-1). */
export const providerSpeaks = (providerId: string | SQL, language: string) =>
  sql`exists (select 1 from ${providers} where ${providers.id} = ${providerId} and ${language} = any(${providers.languages}))`;
