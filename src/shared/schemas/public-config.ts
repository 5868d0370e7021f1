import { z } from 'zod';

/** What the browser needs to know about this deployment; nothing secret. */
export const publicConfigSchema = z.object({
  conciergePhone: z.string(),
  voice: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('local'), speechToText: z.enum(['browser', 'server']) }),
    z.object({ mode: z.literal('vapi'), publicKey: z.string(), assistantId: z.string(), apiUrl: z.string() }),
  ]),
  /** `stripe`: providers subscribe through Stripe after approval; `development`: nothing is charged */
  payments: z.enum(['stripe', 'development']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
