import { z } from 'zod';
import { CALL_LANGUAGES, CALL_SOURCES, CALL_STATUSES, CALL_URGENCIES, LEAD_CHECKS } from '../constants';

// The admin call API (spec sections 3, 4 and 7). Dates travel as ISO strings.

export const callStatusSchema = z.enum(CALL_STATUSES);

export const callSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  customerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  customerPhone: z.string().nullable(),
  serviceType: z.string().nullable(),
  serviceAddress: z.string().nullable(),
  summary: z.string().nullable(),
  transcript: z.string().nullable(),
  status: callStatusSchema,
  assignedTo: z.string().nullable(),
  callDuration: z.number().int().nullable(),
  preferredTime1: z.string().nullable(),
  preferredTime2: z.string().nullable(),
  source: z.enum(CALL_SOURCES),
  urgency: z.enum(CALL_URGENCIES),
  /** the language the caller spoke (the summary is English either way) */
  language: z.enum(CALL_LANGUAGES),
  /** the caller's voice message on the phone line, when one was recorded */
  recordingUrl: z.string().nullable(),
  /** whether the lead may go to providers: only a verified one is offered (or an unverified one an admin released) */
  leadCheck: z.enum(LEAD_CHECKS),
  /** when an admin released this unverified lead to the marketplace by hand */
  releasedAt: z.string().nullable(),
});
export type Call = z.infer<typeof callSchema>;

/** What one entry of the call log needs; the transcript stays on the detail page. */
export const callLogEntrySchema = callSchema.pick({
  id: true,
  createdAt: true,
  customerName: true,
  customerPhone: true,
  serviceAddress: true,
  source: true,
  assignedTo: true,
  status: true,
  summary: true,
  serviceType: true,
  urgency: true,
  language: true,
  leadCheck: true,
});

export const CALL_LOG_PAGE_SIZE = 50;
export const CALL_LOG_SORTS = ['newest', 'priority'] as const;
export type CallLogSort = (typeof CALL_LOG_SORTS)[number];

const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a real date');

export const callLogQuerySchema = z.object({
  /** opaque: the `nextCursor` of the previous page */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(CALL_LOG_PAGE_SIZE),
  /** only the calls with this lead check (the log's "Unverified" / "Incomplete" filter) */
  leadCheck: z.enum(LEAD_CHECKS).optional(),
  /** words of the name, address or summary, or digits of the callback number (any formatting) */
  q: z.string().trim().max(200).optional(),
  status: callStatusSchema.optional(),
  urgency: z.enum(CALL_URGENCIES).optional(),
  /** the service type (trade), exactly */
  category: z.string().trim().max(100).optional(),
  source: z.enum(CALL_SOURCES).optional(),
  /** calls from this calendar day on / up to this day included (YYYY-MM-DD, the service area's time zone) */
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  /** `newest` (the default): newest first; `priority`: urgent and unassigned first, then newest (the console's default) */
  sort: z.enum(CALL_LOG_SORTS).default('newest'),
});
export type CallLogQuery = z.infer<typeof callLogQuerySchema>;

export const callLogPageSchema = z.object({
  calls: z.array(callLogEntrySchema),
  /** every call (of the filter), not just this page */
  total: z.number().int(),
  /** false when the log is too long to count on every request: `total` is then PostgreSQL's estimate ("about N") */
  totalIsExact: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type CallLogPage = z.infer<typeof callLogPageSchema>;

export const callUpdateSchema = z
  .object({
    status: callStatusSchema.optional(),
    /** an admin's user id, or null for Unassigned */
    assignedTo: z.uuid('Assignee must be an admin user id').nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assignedTo !== undefined, 'Send a status or an assignee to change');
export type CallUpdate = z.infer<typeof callUpdateSchema>;

export const adminSchema = z.object({ id: z.string(), email: z.string() });
export type Admin = z.infer<typeof adminSchema>;

/** One live-update event: a call was inserted, updated or deleted, or the stream resynchronised. */
export const callChangeSchema = z.object({
  op: z.enum(['INSERT', 'UPDATE', 'DELETE', 'RESYNC']),
  id: z.string().nullable(),
});
export type CallChange = z.infer<typeof callChangeSchema>;
