// Earl's replies spoken aloud with the browser's speech synthesis, where it has a voice; captions show them anyway.

/** How long a reply may take before we stop waiting for it: some voices never report the end. */
export const speakingTimeoutMs = (text: string) => 2_000 + text.length * 90;

/** Waits briefly for the browser's voices (Chrome loads them asynchronously); none means captions only. */
export function loadVoices(timeoutMs: number): Promise<boolean> {
  const synth = typeof speechSynthesis === 'undefined' ? undefined : speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return Promise.resolve(false);
  if (synth.getVoices().length > 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices().length > 0);
    };
    const timer = setTimeout(done, timeoutMs);
    synth.addEventListener('voiceschanged', done);
  });
}

/** The browser's voice for `lang`: that exact locale first ('es-US'), else any of its language ('es-MX'), else none. */
export function voiceFor(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const wanted = lang.toLowerCase();
  const tag = (voice: SpeechSynthesisVoice) => (voice.lang ?? '').replace('_', '-').toLowerCase();
  const primary = wanted.split('-')[0];
  return voices.find((v) => tag(v) === wanted) ?? voices.find((v) => tag(v).split('-')[0] === primary);
}

export class SpeechOutput {
  private available = false;
  private speaking = false;

  /**
   * `onSpeakingChange` hears when Earl starts and stops speaking (the microphone is not listened to meanwhile);
   * `lang` is the language of his replies ('en-US', or 'es-US' when the site is in Spanish).
   */
  constructor(
    private readonly onSpeakingChange: (speaking: boolean) => void,
    private readonly lang = 'en-US',
  ) {}

  /** Looks for a voice, waiting up to `timeoutMs`; resolves whether replies can be spoken. */
  async prepare(timeoutMs: number): Promise<boolean> {
    this.available = await loadVoices(timeoutMs);
    return this.available;
  }

  get canSpeak() {
    return this.available;
  }

  get isSpeaking() {
    return this.speaking;
  }

  /** Speaks one reply; resolves when it has been spoken, failed, or taken too long. */
  say(text: string): Promise<void> {
    return new Promise((resolve) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = this.lang;
      // the browser's default voice may speak another language: pick one that speaks this one, when there is one
      const voice = voiceFor(speechSynthesis.getVoices(), this.lang);
      if (voice) utterance.voice = voice;
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.setSpeaking(false);
        resolve();
      };
      const timer = setTimeout(finish, speakingTimeoutMs(text));
      utterance.onend = finish;
      utterance.onerror = finish;
      this.setSpeaking(true);
      speechSynthesis.speak(utterance);
    });
  }

  /** Stops Earl mid-sentence (the visitor spoke up); the reply being spoken then resolves. */
  interrupt() {
    if (this.speaking) speechSynthesis.cancel();
  }

  /** The call is over: silence, without reporting it. */
  release() {
    this.interrupt();
    this.speaking = false;
  }

  private setSpeaking(speaking: boolean) {
    this.speaking = speaking;
    this.onSpeakingChange(speaking);
  }
}
