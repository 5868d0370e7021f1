import { VoiceEmitter, type VoiceClient, type VoiceListener } from './voice-client';

/**
 * A call that needs the microphone (Vapi) with a typed way out: when its start fails for want of a microphone
 * (refused, or no microphone API on the page), the visitor gets the built-in session instead, which goes on typed
 * with a note. Typed chat never depends on the microphone. Any other failure is reported as it is.
 */
export class TypedFallbackClient implements VoiceClient {
  private readonly events = new VoiceEmitter();
  private current: VoiceClient;
  private unsubscribe: () => void;
  private fellBack = false;

  constructor(
    primary: VoiceClient,
    private readonly typed: () => VoiceClient,
  ) {
    this.current = primary;
    this.unsubscribe = primary.on((event) => {
      const noMicrophone =
        event.type === 'call-start-failed' &&
        (event.failure.kind === 'microphone-denied' || event.failure.kind === 'not-ready');
      if (noMicrophone && !this.fellBack) void this.fallBack();
      else this.events.emit(event);
    });
  }

  private async fallBack() {
    this.fellBack = true;
    this.unsubscribe();
    this.current.dispose();
    this.current = this.typed();
    this.unsubscribe = this.current.on((event) => this.events.emit(event));
    await this.current.start();
  }

  start() {
    return this.current.start();
  }
  end() {
    this.current.end();
  }
  setMuted(muted: boolean) {
    this.current.setMuted(muted);
  }
  isMuted() {
    return this.current.isMuted();
  }
  sendText(text: string) {
    this.current.sendText(text);
  }
  on(listener: VoiceListener) {
    return this.events.on(listener);
  }
  dispose() {
    this.unsubscribe();
    this.current.dispose();
    this.events.clear();
  }
}
