import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CallSource,
  CallStatus,
  CallUrgency,
  LeadCheck,
  NotificationMethod,
  ProviderLanguage,
  ProviderStatus,
  Role,
  ServiceCategory,
  SubscriptionStatus,
} from '@shared/constants';
import type { JobStatus, OutboxMessage, WorkStatus } from '@shared/schemas/jobs';
import type { ConversationState } from '../concierge/engine/engine';

// Table and column names follow spec section 3 exactly; other code and outside checks rely on them.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // stored trimmed and lower-cased so uniqueness is case-insensitive
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    // null until the owner of the address opens the link sent to it: no sign-in, no admin role, no approval before
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** One-time email verification links (`PUBLIC_URL/verify-email/<token>`): only the token's SHA-256 is stored. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verifications_user_id_idx').on(t.userId)],
);

/**
 * One-time password reset links (`PUBLIC_URL/reset-password/<token>`, 30 minutes): only the token's SHA-256 is
 * stored, and a link is deleted when used or when the password changes.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * Failed password attempts per email address (known account or not, so a lock tells nothing about existence),
 * in PostgreSQL so every instance counts them together.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the random cookie token: a leaked table cannot be replayed as cookies
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_roles_user_id_role_key').on(t.userId, t.role),
    // the assignee list reads every admin
    index('user_roles_role_idx').on(t.role),
    check('user_roles_role_check', sql`${t.role} in ('admin')`),
  ],
);

export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    customerName: text('customer_name'),
    // the line that was called (our toll-free number or the web widget)
    phoneNumber: text('phone_number'),
    customerPhone: text('customer_phone'),
    serviceType: text('service_type'),
    serviceAddress: text('service_address'),
    summary: text('summary'),
    // one line per turn: "assistant: …", "user: …", "system: …", "tool: …"
    transcript: text('transcript'),
    status: text('status').$type<CallStatus>().notNull().default('pending'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    callDuration: integer('call_duration'),
    preferredTime1: text('preferred_time_1'),
    preferredTime2: text('preferred_time_2'),
    source: text('source').$type<CallSource>().notNull().default('web'),
    // the channel's own call id (Vapi call.id, Twilio CallSid, concierge session id): ingestion is idempotent on it
    externalId: text('external_id'),
    urgency: text('urgency').$type<CallUrgency>().notNull().default('normal'),
    // the language the caller spoke (the transcript stays as spoken; the summary is always English)
    language: text('language').$type<'en' | 'es'>().notNull().default('en'),
    // the caller's voice message on the phone line (Twilio's recording), for the admin to listen to
    recordingUrl: text('recording_url'),
    // the number the channel itself vouches for (Twilio's From, Vapi's call.customer.number); never set by the web
    callerId: text('caller_id'),
    // the customer typed back the code texted to customer_phone
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // an admin released an unverified lead to the marketplace by hand (audited)
    releasedAt: timestamp('released_at', { withTimezone: true }),
    // the customer's short reference ("EARL-4F7K9M"), given by the database to every call (see new_call_reference)
    reference: text('reference')
      .notNull()
      .default(sql`new_call_reference()`),
    // computed from the row, whoever wrote it: only a verified (or released) lead becomes a job (see create_job_for_call)
    leadCheck: text('lead_check')
      .$type<LeadCheck>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when coalesce(btrim(customer_phone), '') = '' or service_type is null or coalesce(btrim(service_address), '') = '' then 'incomplete' when phone_verified_at is not null or (caller_id is not null and caller_id = customer_phone) then 'verified' else 'unverified' end`,
      ),
    // the call log's search: name, address and summary, lower-cased, found by substring through a trigram index
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(customer_name, '') || ' ' || coalesce(service_address, '') || ' ' || coalesce(summary, ''))`,
      ),
    // the callback number's digits only, so "(831) 555-0100", "831.555.0100" and "0100" all find it
    customerPhoneDigits: text('customer_phone_digits')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(coalesce(customer_phone, ''), '[^0-9]', '', 'g')`),
    // the call log's default order, highest first: urgent and unassigned, urgent, unassigned, the rest (resolved last)
    logPriority: integer('log_priority')
      .notNull()
      .generatedAlwaysAs(
        sql`case when status = 'resolved' then 0 when urgency = 'urgent' and assigned_to is null then 3 when urgency = 'urgent' then 2 when assigned_to is null then 1 else 0 end`,
      ),
  },
  (t) => [
    check('calls_status_check', sql`${t.status} in ('pending', 'assigned', 'followup', 'resolved')`),
    check('calls_source_check', sql`${t.source} in ('web', 'phone', 'vapi')`),
    check('calls_urgency_check', sql`${t.urgency} in ('normal', 'urgent')`),
    check('calls_language_check', sql`${t.language} in ('en', 'es')`),
    check('calls_call_duration_check', sql`${t.callDuration} is null or ${t.callDuration} >= 0`),
    uniqueIndex('calls_external_id_key').on(t.externalId),
    uniqueIndex('calls_reference_key').on(t.reference),
    // the call log lists newest first, paginated by (created_at, id)
    index('calls_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('calls_status_idx').on(t.status),
    index('calls_assigned_to_idx').on(t.assignedTo),
    // the call log filters by lead check
    index('calls_lead_check_idx').on(t.leadCheck),
    // the call log's default order (priority, then newest), keyset-paginated on all three
    index('calls_log_priority_idx').on(t.logPriority.desc(), t.createdAt.desc(), t.id.desc()),
    // substring search (ILIKE '%…%') through pg_trgm, at a million calls too
    index('calls_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('calls_customer_phone_digits_trgm_idx').using('gin', t.customerPhoneDigits.op('gin_trgm_ops')),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    notes: text('notes'),
    // free text such as "Plumbing" or "Plumbing, Water Heaters"; matched case-insensitively by substring
    serviceType: text('service_type').notNull(),
  },
  (t) => [
    check('vendors_rating_check', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    index('vendors_service_type_idx').on(sql`lower(${t.serviceType})`),
  ],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    // kept when the admin account is deleted: the trail must outlive the actor
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_logs_resource_idx').on(t.resourceType, t.resourceId),
    index('audit_logs_admin_user_id_idx').on(t.adminUserId),
  ],
);

export type ProviderAddress = { street: string; city: string; state: string; zip: string };

export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: jsonb('address').$type<ProviderAddress>().notNull(),
    licenseNumber: text('license_number'),
    insuranceProvider: text('insurance_provider'),
    insurancePolicy: text('insurance_policy'),
    minimumFee: numeric('minimum_fee', { precision: 10, scale: 2, mode: 'number' }),
    serviceCategories: text('service_categories')
      .$type<ServiceCategory>()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceArea: text('service_area')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<ProviderStatus>().notNull().default('pending'),
    // the spec leaves the default unshown; a newly approved provider starts receiving jobs
    isReceivingJobs: boolean('is_receiving_jobs').notNull().default(true),
    // set when an admin approves the application: billing starts then and renews on the same day each month
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // the admin's reason when the application was rejected (emailed to the applicant, shown on their dashboard)
    rejectionReason: text('rejection_reason'),
    // the languages the team speaks (ISO 639-1): a Spanish-speaking caller's job reaches Spanish speakers first
    languages: text('languages')
      .array()
      .$type<ProviderLanguage[]>()
      .notNull()
      .default(sql`'{en}'::text[]`),
    // urgent jobs ring the team by phone at night too (9 PM to 7 AM in the county); by day they always do
    nightEmergencyCalls: boolean('night_emergency_calls').notNull().default(false),
    // the Stripe subscription, as its webhooks last told it (billing/webhook-service.ts); unused in development mode
    subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('none'),
    // created once, at the first checkout, and reused for every later one and the customer portal
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionCurrentPeriodEnd: timestamp('subscription_current_period_end', { withTimezone: true }),
    // what the subscription bills each period, in cents (the Stripe price's unit amount)
    subscriptionAmountCents: integer('subscription_amount_cents'),
    // the provider cancelled in the customer portal: the subscription ends at the period end, no further bill
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
    // when the subscription became past due: jobs keep coming for BILLING_GRACE_DAYS from then
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    // the Stripe `created` time of the last event applied: an older event arriving late never rolls the status back
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
    // an admin's exemption: receives jobs without a subscription (audited)
    complimentary: boolean('complimentary').notNull().default(false),
  },
  (t) => [
    check('providers_status_check', sql`${t.status} in ('pending', 'active', 'rejected')`),
    check('providers_minimum_fee_check', sql`${t.minimumFee} is null or ${t.minimumFee} >= 0`),
    // known codes only (PROVIDER_LANGUAGES), at least one
    check(
      'providers_languages_check',
      sql`${t.languages} <@ array['en', 'es']::text[] and cardinality(${t.languages}) > 0`,
    ),
    check(
      'providers_subscription_status_check',
      sql`${t.subscriptionStatus} in ('none', 'active', 'past_due', 'canceled')`,
    ),
    // one provider record per account: login loads "the" provider of a user
    uniqueIndex('providers_user_id_key').on(t.userId),
    // webhooks find the provider by its Stripe customer
    uniqueIndex('providers_stripe_customer_id_key').on(t.stripeCustomerId),
    // the applications list filters by status, newest first
    index('providers_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('providers_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // dispatch finds providers by category
    index('providers_service_categories_idx').using('gin', t.serviceCategories),
  ],
);

export const providerTeamMembers = pgTable(
  'provider_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    notificationMethod: text('notification_method').$type<NotificationMethod>().notNull().default('both'),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    check('provider_team_members_notification_method_check', sql`${t.notificationMethod} in ('sms', 'email', 'both')`),
    index('provider_team_members_provider_id_idx').on(t.providerId),
    // at most one primary contact per provider
    uniqueIndex('provider_team_members_one_primary_key')
      .on(t.providerId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const conciergeSessions = pgTable(
  'concierge_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // the dialogue engine's whole state: a session survives a server restart mid-call
    state: jsonb('state').$type<ConversationState>().notNull(),
    status: text('status').$type<'active' | 'ended'>().notNull().default('active'),
    // the line the caller reached (calls.phone_number when the call is stored)
    phoneNumber: text('phone_number'),
    source: text('source').$type<CallSource>().notNull().default('web'),
    lastTurnAt: timestamp('last_turn_at', { withTimezone: true }).notNull().defaultNow(),
    // the instance's CONCIERGE_IDLE_SECONDS when the session started: whichever instance sweeps it applies this one
    idleSeconds: integer('idle_seconds').notNull().default(600),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    callId: uuid('call_id').references(() => calls.id, { onDelete: 'set null' }),
    // the channel's own call id (Twilio CallSid): a phone call's webhooks find their session by it
    externalId: text('external_id'),
    // answers given on a turn-based channel, so a retried webhook gets the same answer and adds no turn
    turn: integer('turn').notNull().default(0),
    lastAnswer: text('last_answer'),
    // consecutive turns in which nothing was heard (the phone line re-prompts twice, then takes a message)
    unheard: integer('unheard').notNull().default(0),
  },
  (t) => [
    uniqueIndex('concierge_sessions_external_id_key').on(t.externalId),
    // the idle sweep reads the live sessions only: its cost follows the calls in progress, not the table. Keyed on
    // what a turn never writes (not last_turn_at), so a turn's UPDATE touches no index and stays a HOT update on
    // its page (the table keeps room for it: fillfactor 20, migration 20261124132503_concierge_sessions_fillfactor)
    index('concierge_sessions_active_idx')
      .on(t.id)
      .where(sql`${t.status} = 'active'`),
    check('concierge_sessions_status_check', sql`${t.status} in ('active', 'ended')`),
    check('concierge_sessions_source_check', sql`${t.source} in ('web', 'phone', 'vapi')`),
  ],
);

/**
 * The code texted to a web caller's callback number before their lead reaches providers: only its SHA-256 is kept.
 * One row per conversation; the rows also count the leads per client IP and per number for the limits.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // the app's clock, so the limits' windows and the expiry are read on one clock
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => conciergeSessions.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    clientIp: text('client_ip'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // wrong codes typed (three lock the verification) and codes sent (the first plus the resends)
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('phone_verifications_session_id_key').on(t.sessionId),
    // the limits count leads per number per day and per client IP per hour
    index('phone_verifications_phone_created_at_idx').on(t.phone, t.createdAt),
    index('phone_verifications_client_ip_created_at_idx').on(t.clientIp, t.createdAt),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // one job per call: created by the calls trigger, whoever stored the call
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').notNull(),
    urgency: text('urgency').$type<CallUrgency>().notNull().default('normal'),
    status: text('status').$type<JobStatus>().notNull().default('open'),
    claimedByProviderId: uuid('claimed_by_provider_id').references(() => providers.id, { onDelete: 'set null' }),
    claimedByMemberId: uuid('claimed_by_member_id').references(() => providerTeamMembers.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    // null until dispatched; 0 tells the admin no provider matched
    offeredProviderCount: integer('offered_provider_count'),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    // 1, plus one each time an admin reopens an expired or cancelled job: claim links and offers belong to a round
    offerRound: integer('offer_round').notNull().default(1),
    // a Spanish-speaking caller's job is seen and claimable only by Spanish-speaking teams until then
    // (SPANISH_HEAD_START_SECONDS after its dispatch); null when the job had no head start
    headStartUntil: timestamp('head_start_until', { withTimezone: true }),
    // the claiming provider's progress (claimed, confirmed, arrived, completed); null while nobody holds the job
    workStatus: text('work_status').$type<WorkStatus>(),
    // the customer's window the provider confirmed: 1 (calls.preferred_time_1) or 2
    confirmedWindow: integer('confirmed_window').$type<1 | 2>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('open', 'claimed', 'expired', 'cancelled')`),
    check(
      'jobs_work_status_check',
      sql`${t.workStatus} is null or ${t.workStatus} in ('claimed', 'confirmed', 'arrived', 'completed')`,
    ),
    check('jobs_confirmed_window_check', sql`${t.confirmedWindow} is null or ${t.confirmedWindow} in (1, 2)`),
    check('jobs_urgency_check', sql`${t.urgency} in ('normal', 'urgent')`),
    uniqueIndex('jobs_call_id_key').on(t.callId),
    // providers list open jobs of their categories
    index('jobs_status_service_type_idx').on(t.status, t.serviceType),
    // a provider's claimed jobs, newest first
    index('jobs_claimed_by_provider_id_idx').on(t.claimedByProviderId, t.claimedAt.desc().nullsFirst()),
    // the provider's job list: its claimed jobs by creation, and the open jobs newest first (a job is open for a day
    // at most, so this index stays small however many jobs the table holds)
    index('jobs_claimed_by_provider_id_created_at_idx').on(t.claimedByProviderId, t.createdAt.desc().nullsFirst()),
    index('jobs_open_created_at_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
  ],
);

// Notes on a claimed job, by the claiming team (or an admin): the team that wrote them sees them, admins see all.
export const jobNotes = pgTable(
  'job_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    // the team the note belongs to: a provider that takes the job after a release does not read its predecessor's
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    // the author's name as written: kept when the account goes
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    check('job_notes_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    index('job_notes_job_id_created_at_idx').on(t.jobId, t.createdAt),
  ],
);

// A provider gave a claimed job back: the job is offered again to everyone else, never to this provider.
export const jobReleases = pgTable(
  'job_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    releasedByUserId: uuid('released_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // the offer round that was given back
    offerRound: integer('offer_round').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    check('job_releases_reason_check', sql`char_length(${t.reason}) between 1 and 500`),
    index('job_releases_job_id_provider_id_idx').on(t.jobId, t.providerId),
  ],
);

// Speed to lead: when each job's first offer was delivered, written once by whichever delivery got there first.
// A table of its own rather than a jobs column, so the write neither locks the job nor announces a job change.
export const jobFirstOffers = pgTable('job_first_offers', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  // from the job's creation to sent_at
  secondsToFirstOffer: doublePrecision('seconds_to_first_offer').notNull(),
});

export const claimTokens = pgTable(
  'claim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    // SHA-256 of the random token in the link: a leaked table cannot claim jobs
    tokenHash: text('token_hash').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => providerTeamMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('claim_tokens_token_hash_key').on(t.tokenHash),
    // one link per job and team member: a repeated dispatch issues no second link
    uniqueIndex('claim_tokens_job_id_member_id_key').on(t.jobId, t.memberId),
    index('claim_tokens_provider_id_idx').on(t.providerId),
  ],
);

/**
 * The customer's status links (`PUBLIC_URL/r/<token>`, no sign-in): one per link handed out (the web's /end answer,
 * the confirmation text). Only the token's SHA-256 is stored, as for claim links.
 */
export const requestStatusTokens = pgTable(
  'request_status_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('request_status_tokens_call_id_idx').on(t.callId)],
);

/**
 * The phone calls of an urgent job's call round: one per team member (with SMS among their notification methods)
 * and offer round, placed by the callUrgentOffers task through Twilio's Calls API. The member answers on the
 * /webhooks/twilio/offer-call routes, which find the row by its id (in the signed URL).
 */
export const offerCalls = pgTable(
  'offer_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    offerRound: integer('offer_round').notNull(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => providerTeamMembers.id, { onDelete: 'cascade' }),
    // the number dialled, E.164
    phone: text('phone').notNull(),
    // Twilio's CallSid once placed: a retried task never places the call again
    callSid: text('call_sid'),
    // pending (not placed yet), placed, then Twilio's final CallStatus (completed, no-answer, busy, failed, canceled)
    status: text('status').notNull().default('pending'),
    error: text('error'),
  },
  (t) => [
    // one call per member and offer round: the call round is never repeated
    uniqueIndex('offer_calls_job_id_member_id_round_key').on(t.jobId, t.memberId, t.offerRound),
    index('offer_calls_member_id_idx').on(t.memberId),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    channel: text('channel').$type<OutboxMessage['channel']>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').$type<OutboxMessage['status']>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    // what the message is for (e.g. offer:<job>:<member>:sms): a retried task never writes or sends it twice
    dedupeKey: text('dedupe_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
    uniqueIndex('outbox_dedupe_key_key').on(t.dedupeKey),
    // the admin outbox view lists newest first, keyset-paginated on (created_at, id)
    index('outbox_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('outbox_sms_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.channel} = 'sms' and ${t.status} = 'queued'`),
    // the metrics count the messages not sent yet (queued, failed) at every scrape, without reading the sent ones
    index('outbox_unsent_idx')
      .on(t.channel, t.status)
      .where(sql`${t.status} <> 'sent'`),
  ],
);

// The SMS budget (SMS_BUDGET_PER_HOUR): the texts sent or being sent, counted by the minute their slot was reserved
// (reserve_sms_slot, in its migration). Checking the budget before a text sums at most 61 rows, whatever the volume;
// counting the outbox's texts of the hour grew with every text sent.
export const smsBudgetMinutes = pgTable('sms_budget_minutes', {
  minute: timestamp('minute', { withTimezone: true }).primaryKey(),
  texts: integer('texts').notNull(),
});

// Per-key request counts of the rate limits, shared by every instance (src/server/http/rate-limit-store.ts).
// UNLOGGED (set in its migration): a crash empties it, which only forgives the current minute's counts.
export const rateLimits = pgTable(
  'rate_limits',
  {
    // the limit's name and the client's key (IP), e.g. "POST /api/claims/:token|203.0.113.7"
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  // the sweep deletes the windows that ended
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);

/**
 * Every Stripe webhook event received, keyed on Stripe's event id: a redelivered event is acknowledged and not
 * processed again. Processing happens in a job (processStripeEvent); `outcome` says what it did, for the admin.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    // Stripe's `created` of the event: the order in which subscription changes are applied
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    // the admin's provider detail lists one provider's events, newest first
    index('stripe_events_provider_id_idx').on(t.providerId, t.eventCreatedAt.desc().nullsFirst()),
  ],
);

/** A provider's Stripe invoices, written from invoice.paid and invoice.payment_failed events. */
export const providerInvoices = pgTable(
  'provider_invoices',
  {
    // Stripe's invoice id
    id: text('id').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    number: text('number'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'paid' | 'failed'>().notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    // Stripe's `created` of the invoice
    invoiceCreatedAt: timestamp('invoice_created_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('provider_invoices_status_check', sql`${t.status} in ('paid', 'failed')`),
    // the billing page lists the latest invoices
    index('provider_invoices_provider_id_idx').on(t.providerId, t.invoiceCreatedAt.desc().nullsFirst()),
  ],
);
