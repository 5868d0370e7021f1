import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
  NotificationMethod,
  ProviderLanguage,
  ProviderStatus,
  Role,
  ServiceCategory,
} from '@shared/constants';
import type { JobStatus, OutboxMessage } from '@shared/schemas/jobs';
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
  },
  (t) => [
    check('calls_status_check', sql`${t.status} in ('pending', 'assigned', 'followup', 'resolved')`),
    check('calls_source_check', sql`${t.source} in ('web', 'phone', 'vapi')`),
    check('calls_urgency_check', sql`${t.urgency} in ('normal', 'urgent')`),
    check('calls_language_check', sql`${t.language} in ('en', 'es')`),
    check('calls_call_duration_check', sql`${t.callDuration} is null or ${t.callDuration} >= 0`),
    uniqueIndex('calls_external_id_key').on(t.externalId),
    // the call log lists newest first, paginated by (created_at, id)
    index('calls_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('calls_status_idx').on(t.status),
    index('calls_assigned_to_idx').on(t.assignedTo),
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
  },
  (t) => [
    check('providers_status_check', sql`${t.status} in ('pending', 'active', 'rejected')`),
    check('providers_minimum_fee_check', sql`${t.minimumFee} is null or ${t.minimumFee} >= 0`),
    // known codes only (PROVIDER_LANGUAGES), at least one
    check(
      'providers_languages_check',
      sql`${t.languages} <@ array['en', 'es']::text[] and cardinality(${t.languages}) > 0`,
    ),
    // one provider record per account: login loads "the" provider of a user
    uniqueIndex('providers_user_id_key').on(t.userId),
    // the applications list filters by status, newest first
    index('providers_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('providers_created_at_idx').on(t.createdAt.desc()),
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
    check('concierge_sessions_status_check', sql`${t.status} in ('active', 'ended')`),
    check('concierge_sessions_source_check', sql`${t.source} in ('web', 'phone', 'vapi')`),
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
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('open', 'claimed', 'expired', 'cancelled')`),
    check('jobs_urgency_check', sql`${t.urgency} in ('normal', 'urgent')`),
    uniqueIndex('jobs_call_id_key').on(t.callId),
    // providers list open jobs of their categories
    index('jobs_status_service_type_idx').on(t.status, t.serviceType),
    // a provider's claimed jobs, newest first
    index('jobs_claimed_by_provider_id_idx').on(t.claimedByProviderId, t.claimedAt.desc()),
  ],
);

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
    // the admin outbox view lists newest first
    index('outbox_created_at_idx').on(t.createdAt.desc()),
  ],
);
