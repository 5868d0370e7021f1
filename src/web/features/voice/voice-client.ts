import type { ConciergeCallSummary } from '@shared/schemas/concierge';
// The seam between the voice chat UI and whatever carries the call: the built-in local session
// (microphone + our concierge API) or Vapi. Both report the same events, named as the Vapi SDK names them.

/** Spec §4: the nine stages a call start goes through, each reported started / completed / failed. */
export const START_STAGES = [
  'validation',
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;
export type StartStage = (typeof START_STAGES)[number];
export type StageStatus = 'started' | 'completed' | 'failed';

/** Spec §9: the microphone request. */
export const MICROPHONE_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: false,
  sampleRate: { ideal: 48_000 },
  channelCount: 1,
  sampleSize: 16,
} satisfies MediaTrackConstraints;

/** Why a start failed, in the terms the spec's toasts distinguish (§8). */
export type StartFailure =
  | { kind: 'microphone-denied' }
  | { kind: 'not-ready' }
  | { kind: 'initialization-failed' }
  | { kind: 'connection' }
  | { kind: 'failed'; message?: string };

/** How the visitor's voice becomes text in this call. */
export type Hearing = 'browser' | 'server' | 'typed';

export type VoiceEvent =
  | { type: 'call-start-progress'; stage: StartStage; status: StageStatus }
  | { type: 'call-start-success' }
  | { type: 'call-start-failed'; failure: StartFailure }
  | { type: 'call-start' }
  | { type: 'call-end' }
  | { type: 'status-update'; status: 'ended' }
  | { type: 'error'; message: string }
  | { type: 'volume-level'; volume: number }
  | { type: 'speech-start' }
  | { type: 'speech-end' }
  | { type: 'assistant-speaking'; speaking: boolean }
  | { type: 'transcript'; role: 'assistant' | 'user'; text: string }
  | { type: 'hearing'; hearing: Hearing; reason?: string }
  // no microphone for this call (refused, missing, unsupported, stopped): the typed conversation goes on, with a note
  | { type: 'microphone-off'; reason: string }
  | { type: 'thinking'; thinking: boolean }
  // Earl ended the conversation (the intake is done): the panel stays open with the closing words
  | { type: 'conversation-done' }
  // what the ended session stored: the customer's reference and status link for the confirmation card
  | { type: 'call-summary'; summary: ConciergeCallSummary };

export type VoiceListener = (event: VoiceEvent) => void;

export interface VoiceClient {
  /** Starts a call; resolves true once live, false when it failed or a call was already started (then it does nothing). */
  start(): Promise<boolean>;
  /** Hangs up: ends the session, releases the microphone, then emits call-end. */
  end(): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Sends what the visitor typed, as if they had said it. */
  sendText(text: string): void;
  on(listener: VoiceListener): () => void;
  /** Releases everything at once without waiting (navigation away, tab close); emits nothing more. */
  dispose(): void;
}

/** A tiny listener list shared by both clients. */
export class VoiceEmitter {
  private listeners = new Set<VoiceListener>();
  on(listener: VoiceListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  emit(event: VoiceEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }
  clear() {
    this.listeners.clear();
  }
}

const MICROPHONE_DENIED = /permission denied|not ?allowed|denied permission|permission dismissed/i;

/** True for getUserMedia's refusal in every browser's wording (and Daily's, which wraps it). */
export function isMicrophoneDenied(error: unknown): boolean {
  if (error instanceof DOMException || error instanceof Error) {
    if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(error.name)) return true;
    return MICROPHONE_DENIED.test(error.message);
  }
  return typeof error === 'string' && MICROPHONE_DENIED.test(error);
}

export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  if (error && typeof error === 'object') {
    const record = error as { message?: unknown; errorMsg?: unknown; error?: unknown };
    for (const value of [record.message, record.errorMsg]) if (typeof value === 'string' && value) return value;
    if (record.error !== undefined) return errorMessage(record.error);
  }
  return undefined;
}
