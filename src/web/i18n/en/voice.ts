import { voiceMessages } from '@shared/messages';
import type { Translation } from '../catalogue';

// The voice chat: the spec's toasts and labels come from src/shared/messages.ts; the rest are ours.
// Spanish: ../es/voice.ts.
const { connected, callEnded, microphoneDenied, notReady, initializationFailed, connectionError, connectionFailed } =
  voiceMessages;

export const voice = {
  talk: 'Talk to Earl in your browser',
  connecting: voiceMessages.connecting,
  liveWithEarl: `${voiceMessages.liveWith} Earl`,
  toasts: {
    connected: { ...connected },
    callEnded: { ...callEnded },
    microphoneDenied: { ...microphoneDenied },
    notReady: { ...notReady },
    initializationFailed: { ...initializationFailed },
    connectionError: { ...connectionError },
    connectionFailed: { ...connectionFailed },
    serviceError: { title: voiceMessages.serviceError.title },
  },
  status: {
    muted: 'Muted',
    speaking: 'Earl is speaking',
    thinking: 'Earl is thinking…',
    typed: 'Type below to talk',
    hearing: 'Hearing you…',
    listening: 'Listening',
    ended: 'Call ended',
  },
  panel: {
    mute: 'Mute',
    unmute: 'Unmute',
    end: 'End',
    conversation: 'Conversation',
    you: 'You',
    earl: 'Earl',
    messageLabel: 'Message Earl',
    placeholder: 'Type a message',
    send: 'Send',
    close: 'Close',
    level: 'Microphone level',
  },
  notes: {
    typedOnly: "Speech recognition isn't available in this browser. Type your message below.",
    noAnswer: 'Earl did not answer. Please try again.',
    noMicrophone: 'No microphone was found. Type your messages below.',
    microphoneDenied: "The microphone is blocked, so Earl can't hear you. Type your messages below.",
    microphoneUnsupported: "This page can't use a microphone. Type your messages below.",
    microphoneFailed: "The microphone didn't start. Type your messages below.",
    microphoneStopped: 'The microphone stopped working. Type your messages below.',
    callWasEnded: 'The call was ended.',
    notTranscribed: "Earl couldn't make that out. Say it again, or type it below.",
  },
} as const;

export type VoiceTexts = Translation<typeof voice>;
