import type { z } from 'zod';
import type { Language } from '@shared/language';
import type {
  ConciergeCallSummary,
  conciergeReplySchema,
  conciergeSessionStartedSchema,
} from '@shared/schemas/concierge';
import { apiPost } from '@web/lib/api';

// The concierge's HTTP session API (issue 6, part 1): one session per browser call.

type ConciergeSession = z.infer<typeof conciergeSessionStartedSchema>;
type ConciergeTurn = z.infer<typeof conciergeReplySchema>;

const sessionPath = (id: string) => `/api/concierge/sessions/${encodeURIComponent(id)}`;

/** English is the engine's default; Spanish visitors say so (the engine answers in Spanish once it speaks it). */
export const createConciergeSession = (language: Language = 'en') =>
  apiPost<ConciergeSession>('/api/concierge/sessions', language === 'en' ? {} : { language });

export const sendConciergeTurn = (id: string, text: string) =>
  apiPost<ConciergeTurn>(`${sessionPath(id)}/turns`, { text });

export const endConciergeSession = (id: string) => apiPost<ConciergeCallSummary>(`${sessionPath(id)}/end`, {});

/** Ends the session from pagehide: keepalive lets the request outlive the page. */
export function endConciergeSessionOnUnload(id: string) {
  void fetch(`${sessionPath(id)}/end`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}

export type Transcription = { text: string };

/** Sends one recorded utterance to our server, which forwards it to the configured transcription service. */
export async function transcribeUtterance(audio: Blob): Promise<string> {
  const response = await fetch('/api/speech/transcriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': audio.type || 'audio/webm', accept: 'application/json' },
    body: audio,
  });
  const data = (await response.json().catch(() => undefined)) as
    (Transcription & { error?: { message?: string } }) | undefined;
  if (!response.ok) throw new Error(data?.error?.message ?? `Transcription failed (${response.status})`);
  return data?.text?.trim() ?? '';
}
