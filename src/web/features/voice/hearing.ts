import { voice, type VoiceTexts } from '@web/i18n/en/voice';
import type { SpeechChange } from './audio-level';
import { transcribeUtterance } from './concierge-api';
import { BrowserSpeechInput, UtteranceRecorder, browserRecognition } from './speech-input';
import { errorMessage, type Hearing } from './voice-client';

export const TYPED_ONLY_NOTE = voice.notes.typedOnly;

/**
 * How this browser can hear the visitor: our transcription endpoint when the deployment uses it and the browser
 * can record, else the browser's own recognition, else typing only.
 */
export function chooseHearing(
  speechToText: 'browser' | 'server',
  can: { record: boolean; recognise: boolean },
): Hearing {
  if (speechToText === 'server' && can.record) return 'server';
  if (can.recognise) return 'browser';
  return 'typed';
}

type HearingHandlers = {
  /** what the visitor said, as text */
  onText: (text: string) => void;
  /** the browser's recognition gave up for good: from now on the visitor types */
  onTypedOnly: () => void;
  /** a recorded utterance could not be transcribed */
  onError: (message: string) => void;
};

/** Turns the visitor's voice into text the way `chooseHearing` picked; a typed message works whatever it picked. */
export class VisitorHearing {
  private current: Hearing;
  private recognition: BrowserSpeechInput | null = null;
  private recorder: UtteranceRecorder | null = null;

  constructor(
    stream: MediaStream,
    speechToText: 'browser' | 'server',
    private readonly handlers: HearingHandlers,
    /** the language the visitor speaks (for the browser's recognition) and the texts of its notes */
    private readonly language: { lang: string; notes: VoiceTexts['notes'] } = { lang: 'en-US', notes: voice.notes },
  ) {
    const Recognition = browserRecognition();
    this.current = chooseHearing(speechToText, { record: UtteranceRecorder.isSupported(), recognise: !!Recognition });
    if (this.current === 'server') {
      this.recorder = new UtteranceRecorder(stream, (audio) => void this.transcribe(audio));
    } else if (this.current === 'browser') {
      this.recognition = new BrowserSpeechInput(
        Recognition!,
        handlers.onText,
        () => {
          this.current = 'typed';
          handlers.onTypedOnly();
        },
        language.lang,
      );
    }
  }

  get hearing(): Hearing {
    return this.current;
  }

  /** Whether what the microphone hears now should become text: not while muted or while Earl speaks. */
  setListening(listening: boolean) {
    this.recognition?.setWanted(listening);
    if (this.recorder) {
      if (listening) this.recorder.arm();
      else this.recorder.disarm();
    }
  }

  /** The level observer's reading, while listening: the recorder cuts utterances where speech starts and ends. */
  levelChanged(change: SpeechChange, now: number) {
    if (!this.recorder) return;
    if (change === 'speech-start') this.recorder.speechStarted();
    if (change === 'speech-end') this.recorder.speechEnded();
    this.recorder.tick(now);
  }

  /** The microphone was reopened (noise-processing recovery): record from the new stream. */
  setStream(stream: MediaStream) {
    this.recorder?.setStream(stream);
  }

  stop() {
    this.recognition?.stop();
    this.recognition = null;
    this.recorder?.disarm();
    this.recorder = null;
  }

  private async transcribe(audio: Blob) {
    try {
      const text = await transcribeUtterance(audio);
      if (text) this.handlers.onText(text);
    } catch (error) {
      this.handlers.onError(errorMessage(error) ?? this.language.notes.notTranscribed);
    }
  }
}
