// The two ways the local client turns the visitor's voice into text: the browser's own SpeechRecognition,
// or recorded utterances sent to our server for transcription.

type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
type RecognitionResultEvent = { resultIndex: number; results: RecognitionResultList };
type RecognitionErrorEvent = { error: string };

export type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
};
export type RecognitionConstructor = new () => Recognition;

export function browserRecognition(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

// errors after which listening again cannot help: no permission, no service (offline), no capture device
const FATAL_RECOGNITION_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
  'network',
  'language-not-supported',
]);

/** Continuous recognition that restarts itself while wanted, and gives up (calling onUnavailable) on a fatal error. */
export class BrowserSpeechInput {
  private recognition: Recognition;
  private running = false;
  private wanted = false;
  private gaveUp = false;
  private restarts: number[] = [];

  constructor(
    Ctor: RecognitionConstructor,
    private onText: (text: string) => void,
    private onUnavailable: (reason: string) => void,
    /** what the visitor speaks: 'en-US', or 'es-US' when the site is in Spanish */
    lang = 'en-US',
  ) {
    this.recognition = new Ctor();
    this.recognition.continuous = true;
    this.recognition.interimResults = false;
    this.recognition.lang = lang;
    this.recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        const text = result[0].transcript.trim();
        if (result.isFinal && text) this.onText(text);
      }
    };
    this.recognition.onerror = (event) => {
      if (FATAL_RECOGNITION_ERRORS.has(event.error)) this.giveUp(event.error);
    };
    this.recognition.onend = () => {
      this.running = false;
      if (!this.wanted || this.gaveUp) return;
      // recognition ends by itself after silence; restart, but not in a tight loop
      const now = Date.now();
      this.restarts = [...this.restarts.filter((t) => now - t < 10_000), now];
      if (this.restarts.length > 5) this.giveUp('restarting too often');
      else setTimeout(() => this.sync(), 250);
    };
  }

  setWanted(wanted: boolean) {
    this.wanted = wanted;
    this.sync();
  }

  private sync() {
    if (this.gaveUp) return;
    if (this.wanted && !this.running) {
      try {
        this.recognition.start();
        this.running = true;
      } catch {
        // start() throws when a previous session is still closing; onend will retry
      }
    } else if (!this.wanted && this.running) {
      this.recognition.abort();
    }
  }

  private giveUp(reason: string) {
    if (this.gaveUp) return;
    this.gaveUp = true;
    this.wanted = false;
    this.recognition.abort();
    this.onUnavailable(reason);
  }

  stop() {
    this.wanted = false;
    this.gaveUp = true;
    this.recognition.onend = null;
    this.recognition.abort();
  }
}

const IDLE_SEGMENT_MS = 8_000;
const MAX_UTTERANCE_MS = 30_000;

function recorderMimeType(): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
}

/**
 * Records the microphone continuously in segments, so an utterance keeps its first syllable: a segment that
 * heard speech is handed over when the speech ends, a silent one is dropped every few seconds.
 */
export class UtteranceRecorder {
  private recorder: MediaRecorder | null = null;
  private segment: { chunks: Blob[]; keep: boolean; heardSpeech: boolean; startedAt: number } | null = null;
  private readonly mimeType = recorderMimeType();

  constructor(
    private stream: MediaStream,
    private onUtterance: (audio: Blob) => void,
  ) {}

  static isSupported() {
    return typeof MediaRecorder !== 'undefined';
  }

  setStream(stream: MediaStream) {
    const wasArmed = this.recorder !== null;
    this.disarm();
    this.stream = stream;
    if (wasArmed) this.arm();
  }

  arm() {
    if (this.recorder) return;
    const recorder = new MediaRecorder(this.stream, this.mimeType ? { mimeType: this.mimeType } : undefined);
    const segment = { chunks: [] as Blob[], keep: false, heardSpeech: false, startedAt: Date.now() };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) segment.chunks.push(event.data);
    };
    recorder.onstop = () => {
      if (segment.keep && segment.chunks.length)
        this.onUtterance(new Blob(segment.chunks, { type: recorder.mimeType || 'audio/webm' }));
    };
    recorder.start();
    this.recorder = recorder;
    this.segment = segment;
  }

  speechStarted() {
    if (this.segment) this.segment.heardSpeech = true;
  }

  speechEnded() {
    if (this.segment?.heardSpeech) this.finish(true);
  }

  /** Called by the level observer: drops long silent segments, cuts very long utterances. */
  tick(now: number) {
    const segment = this.segment;
    if (!segment) return;
    if (!segment.heardSpeech && now - segment.startedAt > IDLE_SEGMENT_MS) this.finish(false);
    else if (segment.heardSpeech && now - segment.startedAt > MAX_UTTERANCE_MS) this.finish(true);
  }

  private finish(keep: boolean) {
    const recorder = this.recorder;
    if (!recorder || !this.segment) return;
    this.segment.keep = keep;
    this.recorder = null;
    this.segment = null;
    if (recorder.state !== 'inactive') recorder.stop();
    this.arm();
  }

  disarm() {
    const recorder = this.recorder;
    this.recorder = null;
    this.segment = null;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }
}
