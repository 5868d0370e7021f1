import { z } from 'zod';
import { LANGUAGES } from '../language';

// The concierge session API (issue 6): the browser voice chat and tests talk to the dialogue engine through it.

export const CONCIERGE_TEXT_MAX = 1000;

export const startConciergeSessionSchema = z
  .object({
    /** the caller's own number when known (caller ID), offered back as the callback number */
    callerPhone: z.string().trim().max(32).optional(),
    /** the language the visitor chose on the site; otherwise the assistant hears it in the caller's first words */
    language: z.enum(LANGUAGES).optional(),
  })
  // the browser may start a session with no body at all
  .nullish();

export const conciergeSessionStartedSchema = z.object({ id: z.uuid(), reply: z.string() });

export const conciergeTurnSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Say something first')
    .max(CONCIERGE_TEXT_MAX, `Keep it under ${CONCIERGE_TEXT_MAX} characters`),
});

export const conciergeReplySchema = z.object({ reply: z.string(), done: z.boolean() });

// any id that is not a session's is simply not found (404), malformed or not
export const conciergeSessionParamsSchema = z.object({ id: z.string().max(64) });

/**
 * What ending a session leaves: the stored call (callId is null when the caller never said anything), the customer's
 * reference and status link (`PUBLIC_URL/r/<token>`), what was booked, and the median minutes a pro of that trade
 * took to take a job lately (null with too few jobs to say).
 */
export const conciergeCallSummarySchema = z.object({
  callId: z.uuid().nullable(),
  status: z.enum(['pending', 'assigned', 'followup', 'resolved']).nullable(),
  urgency: z.enum(['normal', 'urgent']).nullable(),
  summary: z.string().nullable(),
  reference: z.string().nullable(),
  statusUrl: z.string().nullable(),
  serviceType: z.string().nullable(),
  town: z.string().nullable(),
  preferredTime1: z.string().nullable(),
  preferredTime2: z.string().nullable(),
  // the lead goes to pros once its number is confirmed (web) or its caller ID matches (phone)
  leadCheck: z.enum(['verified', 'unverified', 'incomplete']).nullable(),
  expectedCallbackMinutes: z.number().int().nullable(),
});
export type ConciergeCallSummary = z.infer<typeof conciergeCallSummarySchema>;
