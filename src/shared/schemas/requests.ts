import { z } from 'zod';
import { LANGUAGES } from '../language';

// The customer's status link (`/r/<token>`, no sign-in): what they asked for, who took it, and a way to cancel.

export const requestTokenParamsSchema = z.object({ token: z.string().max(128) });

export const REQUEST_STATES = [
  // stored, not offered to pros (its number is not confirmed, or something is missing): the team looks at it
  'received',
  // offered to pros, nobody has taken it yet
  'finding',
  'claimed',
  'cancelled',
  'expired',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const requestStatusSchema = z.object({
  reference: z.string(),
  state: z.enum(REQUEST_STATES),
  serviceType: z.string().nullable(),
  town: z.string().nullable(),
  urgency: z.enum(['normal', 'urgent']),
  preferredTime1: z.string().nullable(),
  preferredTime2: z.string().nullable(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  // the pro that took it, once claimed
  businessName: z.string().nullable(),
  expectedCallbackMinutes: z.number().int().nullable(),
  canCancel: z.boolean(),
});
export type RequestStatus = z.infer<typeof requestStatusSchema>;
