import { z } from 'zod';

/** A customer's phone number as an admin types it; the server normalises it to E.164 (US by default). */
const customerPhone = z.string().trim().min(1, 'Enter a phone number').max(40);

export const customerPhoneQuerySchema = z.object({ phone: customerPhone });
export const customerEraseSchema = z.object({ phone: customerPhone });

const rows = z.array(z.record(z.string(), z.unknown()));

/** Everything Earl stores about one caller, by their phone number (the privacy policy's "access" request). */
export const customerExportSchema = z.object({
  phone: z.string(),
  exportedAt: z.string(),
  calls: rows,
  messages: rows,
  conciergeSessions: rows,
});

/** What an erasure did: calls anonymised, messages and concierge sessions deleted. */
export const customerErasureSchema = z.object({
  phone: z.string(),
  callsAnonymised: z.number().int(),
  messagesDeleted: z.number().int(),
  conciergeSessionsDeleted: z.number().int(),
});

export type CustomerExport = z.infer<typeof customerExportSchema>;
export type CustomerErasure = z.infer<typeof customerErasureSchema>;
