import type { ConciergeCallSummary } from '@shared/schemas/concierge';
import { voice, type VoiceTexts } from '@web/i18n/en/voice';
import type { Hearing, StartFailure, VoiceEvent } from './voice-client';

// The voice chat button's state machine (spec §4): idle → connecting → live → idle. Pure, so it is unit-tested
// without a browser; the controller feeds it the client's events and shows the notices it returns as toasts.

export type Phase = 'idle' | 'connecting' | 'live';
export type TranscriptLine = { id: number; role: 'assistant' | 'user'; text: string };

export type VoiceChatState = {
  phase: Phase;
  muted: boolean;
  /** 0..1, drives the level meter */
  volume: number;
  userSpeaking: boolean;
  assistantSpeaking: boolean;
  thinking: boolean;
  hearing: Hearing;
  hearingNote: string | null;
  /** false once the call has no microphone: the panel drops Mute and the meter, typing carries on */
  microphone: boolean;
  /** the conversation: each reply is shown once, here */
  lines: TranscriptLine[];
  /** Earl ended the conversation: after the call the panel stays, with the closing words and the card */
  finished: boolean;
  /** what the ended session stored (the confirmation card), once the server answered */
  summary: ConciergeCallSummary | null;
};

export type Notice = { tone: 'success' | 'error'; title: string; description?: string };

// no call on: mute cleared, meter and speaking indicators at rest
const AT_REST = {
  phase: 'idle',
  muted: false,
  volume: 0,
  userSpeaking: false,
  assistantSpeaking: false,
  thinking: false,
} as const satisfies Partial<VoiceChatState>;

export const initialVoiceChatState: VoiceChatState = {
  ...AT_REST,
  hearing: 'typed',
  hearingNote: null,
  microphone: true,
  lines: [],
  finished: false,
  summary: null,
};

/** What the visitor did, alongside the client's events. */
export type VoiceChatAction =
  VoiceEvent | { type: 'start-requested' } | { type: 'mute-toggled' } | { type: 'end-requested' };

export type Transition = { state: VoiceChatState; notice?: Notice };

/** The toasts' texts: the spec's English (src/shared/messages.ts) unless the site is in another language. */
export type VoiceToasts = VoiceTexts['toasts'];
const englishToasts: VoiceToasts = voice.toasts;

export function failureNotice(failure: StartFailure, toasts: VoiceToasts = englishToasts): Notice {
  switch (failure.kind) {
    case 'microphone-denied':
      return { tone: 'error', ...toasts.microphoneDenied };
    case 'not-ready':
      return { tone: 'error', ...toasts.notReady };
    case 'initialization-failed':
      return { tone: 'error', ...toasts.initializationFailed };
    case 'connection':
      return { tone: 'error', ...toasts.connectionError };
    case 'failed':
      return {
        tone: 'error',
        title: toasts.connectionFailed.title,
        description: failure.message || toasts.connectionFailed.description,
      };
  }
}

/** Back to idle with a clean slate: mute cleared, meter at rest (the transcript of the call just ended stays readable). */
function toIdle(state: VoiceChatState): VoiceChatState {
  return { ...state, ...AT_REST };
}

export function voiceChatTransition(
  state: VoiceChatState,
  action: VoiceChatAction,
  toasts: VoiceToasts = englishToasts,
): Transition {
  switch (action.type) {
    case 'start-requested':
      // a second start while started is ignored
      if (state.phase !== 'idle') return { state };
      return { state: { ...initialVoiceChatState, phase: 'connecting' } };
    case 'call-start':
      if (state.phase !== 'connecting') return { state };
      return { state: { ...state, phase: 'live' }, notice: { tone: 'success', ...toasts.connected } };
    case 'call-start-failed':
      if (state.phase === 'idle') return { state };
      return { state: toIdle(state), notice: failureNotice(action.failure, toasts) };
    case 'call-end':
      if (state.phase === 'idle') return { state };
      return {
        state: toIdle(state),
        notice: state.phase === 'live' ? { tone: 'success', ...toasts.callEnded } : undefined,
      };
    case 'end-requested':
      return { state: state.phase === 'idle' ? state : { ...state, muted: false } };
    case 'mute-toggled':
      if (state.phase !== 'live' || !state.microphone) return { state };
      return { state: { ...state, muted: !state.muted } };
    case 'error':
      // errors after the call has ended are ignored (Daily's "ejection" error arrives after call-end)
      if (state.phase !== 'live') return { state };
      return { state, notice: { tone: 'error', title: toasts.serviceError.title, description: action.message } };
    case 'volume-level':
      if (state.phase !== 'live' || !state.microphone) return { state };
      return { state: { ...state, volume: state.muted ? 0 : action.volume } };
    case 'speech-start':
    case 'speech-end':
      if (state.phase !== 'live') return { state };
      return { state: { ...state, userSpeaking: action.type === 'speech-start' } };
    case 'assistant-speaking':
      return { state: { ...state, assistantSpeaking: state.phase === 'idle' ? false : action.speaking } };
    case 'thinking':
      return { state: { ...state, thinking: state.phase === 'idle' ? false : action.thinking } };
    case 'hearing':
      // without a microphone the note says why, whatever the recogniser reports
      if (!state.microphone) return { state };
      return { state: { ...state, hearing: action.hearing, hearingNote: action.reason ?? null } };
    case 'microphone-off':
      if (state.phase === 'idle') return { state };
      return {
        state: {
          ...state,
          microphone: false,
          muted: false,
          volume: 0,
          userSpeaking: false,
          hearing: 'typed',
          hearingNote: action.reason,
        },
      };
    case 'transcript': {
      if (state.phase === 'idle') return { state };
      const line: TranscriptLine = { id: (state.lines.at(-1)?.id ?? 0) + 1, role: action.role, text: action.text };
      return { state: { ...state, lines: [...state.lines, line] } };
    }
    case 'conversation-done':
      return { state: state.phase === 'live' ? { ...state, finished: true } : state };
    case 'call-summary':
      return { state: state.finished ? { ...state, summary: action.summary } : state };
    case 'call-start-progress':
    case 'call-start-success':
    case 'status-update':
      return { state };
  }
}
