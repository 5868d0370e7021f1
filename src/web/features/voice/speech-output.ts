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

export class SpeechOutput {
  private available = false;
  private speaking = false;

  /** `onSpeakingChange` hears when Earl starts and stops speaking (the microphone is not listened to meanwhile). */
  constructor(private readonly onSpeakingChange: (speaking: boolean) => void) {}

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
      utterance.lang = 'en-US';
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
