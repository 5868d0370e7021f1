import { toast } from 'sonner';
import type { Language } from '@shared/language';
import type { PublicConfig } from '@shared/schemas/public-config';
import type { VoiceTexts } from '@web/i18n/en/voice';
import { LocalVoiceClient } from './local-voice-client';
import { TypedFallbackClient } from './typed-fallback-client';
import { VapiVoiceClient } from './vapi-voice-client';
import type { VoiceClient } from './voice-client';
import { VoiceChatController } from './voice-chat-controller';
import type { Notice } from './voice-chat-state';

// Loaded only when a visitor presses the voice button, so none of this (nor the Vapi SDK) is in the landing bundle.

/** The call's language and its texts (the voice namespace, translated). */
export type VoiceLanguage = { language: Language; texts: VoiceTexts };

export function createVoiceClient(
  voice: PublicConfig['voice'],
  audioContext?: AudioContext,
  language?: VoiceLanguage,
): VoiceClient {
  const local = (context?: AudioContext) =>
    new LocalVoiceClient({
      // the typed way out of a Vapi call hears nothing anyway (it has no microphone)
      speechToText: voice.mode === 'local' ? voice.speechToText : 'browser',
      audioContext: context,
      language: language?.language,
      notes: language?.texts.notes,
    });
  if (voice.mode === 'vapi') {
    // Vapi plays and measures audio itself
    void audioContext?.close().catch(() => undefined);
    // without a microphone Vapi cannot start: the built-in session takes the typed conversation
    return new TypedFallbackClient(new VapiVoiceClient(voice), () => local());
  }
  return local(audioContext);
}

function showNotice(notice: Notice) {
  const show = notice.tone === 'success' ? toast.success : toast.error;
  show(notice.title, notice.description ? { description: notice.description } : undefined);
}

/** Creates the call for this deployment's voice mode and starts it (with the audio context opened during the tap). */
export function startVoiceChat(
  voice: PublicConfig['voice'],
  audioContext?: AudioContext,
  language?: VoiceLanguage,
): VoiceChatController {
  const controller = new VoiceChatController(
    createVoiceClient(voice, audioContext, language),
    showNotice,
    language?.texts.toasts,
  );
  controller.start();
  return controller;
}
