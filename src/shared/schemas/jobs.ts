import { z } from 'zod';
import { CALL_STATUSES } from '../constants';

export const JOB_STATUSES = ['open', 'claimed', 'expired', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * A claimed job's progress with its provider (jobs.work_status), beside the marketplace's status: claimed, a window
 * confirmed with the customer, arrived, completed. Null while nobody holds the job.
 */
export const WORK_STATUSES = ['claimed', 'confirmed', 'arrived', 'completed'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const JOB_NOTE_MAX = 2000;
export const RELEASE_REASON_MAX = 500;

/** A marketplace job as a provider sees it: customer details only on its own claimed jobs. */
export const providerJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(JOB_STATUSES),
  serviceType: z.string(),
  urgency: z.enum(['normal', 'urgent']),
  town: z.string().nullable(),
  problem: z.string(),
  preferredTime1: z.string().nullable(),
  preferredTime2: z.string().nullable(),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
  // the progress after the claim: only on the provider's own jobs, null otherwise
  workStatus: z.enum(WORK_STATUSES).nullable(),
  // which of the customer's windows was confirmed (preferredTime1 or preferredTime2)
  confirmedWindow: z.union([z.literal(1), z.literal(2)]).nullable(),
  confirmedAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  customer: z
    .object({
      name: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      summary: z.string().nullable(),
      transcript: z.string().nullable(),
    })
    .nullable(),
});
export type ProviderJob = z.infer<typeof providerJobSchema>;

/** A job as the provider's list shows it: the same, less the transcript (its own page, GET /api/provider/jobs/:id, has it). */
export const providerJobListItemSchema = providerJobSchema.extend({
  customer: providerJobSchema.shape.customer.unwrap().omit({ transcript: true }).nullable(),
});
export type ProviderJobListItem = z.infer<typeof providerJobListItemSchema>;

/**
 * GET /api/provider/jobs: the open jobs the provider could claim and the jobs it claimed, newest first, `limit` at a
 * time (100 without one); `nextCursor` asks for the older ones (null at the end).
 */
export const providerJobListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type ProviderJobListQuery = z.infer<typeof providerJobListQuerySchema>;
export const providerJobListSchema = z.object({
  jobs: z.array(providerJobListItemSchema),
  nextCursor: z.string().nullable(),
});
export type ProviderJobListPage = z.infer<typeof providerJobListSchema>;

/** The page size of the provider's Jobs page. */
export const PROVIDER_JOBS_PAGE_SIZE = 25;

export const confirmWindowSchema = z.object({ window: z.union([z.literal(1), z.literal(2)]) });
export const releaseJobSchema = z.object({ reason: z.string().trim().min(1).max(RELEASE_REASON_MAX) });
export const jobNoteFormSchema = z.object({ body: z.string().trim().min(1).max(JOB_NOTE_MAX) });

/** A note on a claimed job: seen by the claiming team and by admins. */
export const jobNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  // who wrote it, as the portal names them (business account or admin)
  author: z.string(),
  createdAt: z.string(),
});
export type JobNote = z.infer<typeof jobNoteSchema>;
export const jobNoteListSchema = z.object({ notes: z.array(jobNoteSchema) });

/** What the winner of a claim gets back. */
export const claimedJobSchema = z.object({ businessName: z.string(), job: providerJobSchema });
export type ClaimedJob = z.infer<typeof claimedJobSchema>;

/** What a claim link shows before Claim is pressed: the offer (never the customer or the street) and whether it is still open. */
export const claimTeaserSchema = z.object({
  // the business the link was sent to
  offeredTo: z.string(),
  // unavailable: expired or cancelled
  state: z.enum(['open', 'claimed', 'unavailable']),
  claimedBy: z.string().nullable(),
  // a claimed job reopened from its winner's link ('you') or a teammate's ('team'): the job is in the portal
  takenBy: z.enum(['you', 'team']).nullable(),
  jobId: z.uuid().nullable(),
  job: providerJobSchema.pick({
    serviceType: true,
    urgency: true,
    town: true,
    problem: true,
    preferredTime1: true,
    preferredTime2: true,
  }),
});
export type ClaimTeaser = z.infer<typeof claimTeaserSchema>;

/**
 * A provider's counters (provider dashboard, admin provider detail). jobsCompleted: claimed jobs whose call is
 * resolved. avgResponseMinutes: mean minutes from the offer to the claim, 0 before the first claim.
 * recentJobs: the last claims, newest first, with the status of their call.
 */
export const providerStatsSchema = z.object({
  jobsClaimed: z.number().int(),
  jobsAvailable: z.number().int(),
  jobsCompleted: z.number().int(),
  avgResponseMinutes: z.number(),
  recentJobs: z.array(
    z.object({
      id: z.uuid(),
      serviceType: z.string(),
      town: z.string().nullable(),
      claimedAt: z.string(),
      status: z.enum(CALL_STATUSES),
    }),
  ),
});
export type ProviderStats = z.infer<typeof providerStatsSchema>;

// the token is 256 random bits in base64url: anything else is rejected before touching the database
export const claimTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const jobParamsSchema = z.object({ id: z.uuid() });

/** The business (provider) a message went to or is about; null for a customer or an admin. */
export const messageBusinessSchema = z.object({ providerId: z.uuid(), businessName: z.string() }).nullable();

/** One offer of a job to one team member on one channel (an outbox message keyed `offer:<job>:<member>:…`). */
export const jobOfferSchema = z.object({
  messageId: z.uuid(),
  business: messageBusinessSchema,
  // null once the team member was removed
  memberName: z.string().nullable(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  offerRound: z.number().int(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string(),
  // when it was delivered (handed to the SMTP server or Twilio); null while queued or failed
  sentAt: z.string().nullable(),
});
export type JobOffer = z.infer<typeof jobOfferSchema>;

/** One phone call of an urgent job's call round (Twilio rings a team member: "Press 1 to take it"). */
export const jobOfferCallSchema = z.object({
  id: z.uuid(),
  business: z.object({ providerId: z.uuid(), businessName: z.string() }),
  // null once the team member was removed
  memberName: z.string().nullable(),
  // the number rung, E.164
  phone: z.string(),
  offerRound: z.number().int(),
  // pending (not placed yet), placed, then Twilio's final CallStatus (completed, no-answer, busy, failed, canceled)
  status: z.string(),
  createdAt: z.string(),
  // the last change of status
  updatedAt: z.string(),
});
export type JobOfferCall = z.infer<typeof jobOfferCallSchema>;

/** The job of a call as the admin call detail shows it. */
export const callJobSchema = z.object({
  job: z
    .object({
      id: z.uuid(),
      status: z.enum(JOB_STATUSES),
      urgency: z.enum(['normal', 'urgent']),
      serviceType: z.string(),
      createdAt: z.string(),
      // the last change: for a cancelled job, when it was cancelled
      updatedAt: z.string(),
      // null: not dispatched yet
      dispatchedAt: z.string().nullable(),
      // 0: no provider matched the category; null until dispatched
      offeredProviderCount: z.number().int().nullable(),
      // 1, plus one per reopening of an expired or cancelled job
      offerRound: z.number().int(),
      expiresAt: z.string(),
      claimedAt: z.string().nullable(),
      claimedBy: z.object({ providerId: z.uuid(), businessName: z.string() }).nullable(),
      // a Spanish-speaking caller's job is offered first to Spanish-speaking teams until then; null: no head start
      headStartUntil: z.string().nullable(),
      // every offer message, oldest first: who was offered the job, on which channel, and when it was delivered
      offers: z.array(jobOfferSchema),
      // an urgent job's phone calls to the teams, oldest first (empty for other jobs)
      offerCalls: z.array(jobOfferCallSchema),
      // the claiming provider's progress and its confirmed window (1 or 2); null while nobody holds the job
      workStatus: z.enum(WORK_STATUSES).nullable(),
      confirmedWindow: z.union([z.literal(1), z.literal(2)]).nullable(),
      // every team's notes on the job, oldest first (each team sees only its own)
      notes: z.array(jobNoteSchema),
      // the providers that gave the job back, and why, oldest first
      releases: z.array(
        z.object({ businessName: z.string(), reason: z.string(), offerRound: z.number().int(), createdAt: z.string() }),
      ),
    })
    .nullable(),
});
export type CallJob = z.infer<typeof callJobSchema>;

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  // the business behind the recipient (an offer's team member, an applicant, a subscriber); null for customers
  business: messageBusinessSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const OUTBOX_PAGE_SIZE = 50;
export const outboxPageSchema = z.object({ messages: z.array(outboxMessageSchema), nextCursor: z.string().nullable() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;
export const outboxQuerySchema = z.object({
  // the nextCursor of the previous page
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(OUTBOX_PAGE_SIZE),
  // only what this job sent: offers, "job taken" notes, the customer's confirmation
  jobId: z.uuid().optional(),
});

/** What the jobs stream sends on each change to a job, with its status after the change (RESYNC: changes may have been missed, refetch everything). */
export const jobChangeSchema = z.object({
  op: z.enum(['INSERT', 'UPDATE', 'DELETE', 'RESYNC']),
  id: z.uuid().nullable(),
  callId: z.uuid().nullable(),
  status: z.enum(JOB_STATUSES).nullable(),
});
export type JobChange = z.infer<typeof jobChangeSchema>;

/** The hour's text messages against SMS_BUDGET_PER_HOUR: the admin console shows a banner when it is reached. */
export const smsBudgetSchema = z.object({
  perHour: z.number().int(),
  sentLastHour: z.number().int(),
  // texts not sent yet: beyond the budget they wait in the outbox until it frees up
  waiting: z.number().int(),
  reached: z.boolean(),
});
export type SmsBudget = z.infer<typeof smsBudgetSchema>;

/** GET /api/admin/providers/:id/jobs: the jobs the provider claimed, latest claim first, keyset pages. */
export const providerJobHistoryQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const providerJobHistorySchema = z.object({
  jobs: z.array(
    z.object({
      id: z.uuid(),
      callId: z.uuid(),
      serviceType: z.string(),
      urgency: z.enum(['normal', 'urgent']),
      town: z.string().nullable(),
      claimedAt: z.string(),
      status: z.enum(JOB_STATUSES),
      callStatus: z.enum(CALL_STATUSES),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type ProviderJobHistory = z.infer<typeof providerJobHistorySchema>;
