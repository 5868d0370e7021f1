import type VapiClass from '@vapi-ai/web';
import {
  START_STAGES,
  VoiceEmitter,
  MICROPHONE_CONSTRAINTS,
  errorMessage,
  isMicrophoneDenied,
  type StartFailure,
  type StartStage,
  type VoiceClient,
  type VoiceListener,
} from './voice-client';

export type VapiSettings = { publicKey: string; assistantId: string; apiUrl: string };

type VapiError = { type?: string; error?: unknown; message?: unknown };

/** The SDK is a CommonJS module: under Vite's ESM interop its default export can arrive wrapped once more. */
async function loadVapi(): Promise<typeof VapiClass> {
  const mod = await import('@vapi-ai/web');
  const exported: unknown = mod.default;
  return (typeof exported === 'function' ? exported : (exported as { default: unknown }).default) as typeof VapiClass;
}

/** Voice chat through Vapi's hosted assistant (VAPI_PUBLIC_KEY + VAPI_ASSISTANT_ID); the SDK loads only here. */
export class VapiVoiceClient implements VoiceClient {
  private events = new VoiceEmitter();
  private vapi: VapiClass | null = null;
  private started = false;
  private starting = false;
  private ended = false;
  private endedStatusSent = false;
  private startErrors: VapiError[] = [];
  private readonly onPageHide = () => this.dispose();

  constructor(private readonly settings: VapiSettings) {}

  on(listener: VoiceListener) {
    return this.events.on(listener);
  }

  isMuted() {
    return this.vapi?.isMuted() ?? false;
  }

  async start(): Promise<boolean> {
    if (this.started) return false;
    this.started = true;
    this.ended = false;
    this.endedStatusSent = false;
    this.startErrors = [];
    let Vapi: typeof VapiClass;
    try {
      Vapi = await loadVapi();
    } catch {
      return this.fail({ kind: 'initialization-failed' });
    }
    try {
      // avoidEval: Daily loads its call engine as a script from c.daily.co instead of fetch + Function(), which our
      // Content-Security-Policy (no 'unsafe-eval') would block
      this.vapi ??= this.wire(new Vapi(this.settings.publicKey, this.settings.apiUrl, { avoidEval: true }));
    } catch {
      return this.fail({ kind: 'not-ready' });
    }
    // ask for the microphone ourselves first, so a refusal gets its own message rather than a failed join
    try {
      const probe = await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
      for (const track of probe.getTracks()) track.stop();
    } catch (error) {
      return this.fail(
        isMicrophoneDenied(error) ? { kind: 'microphone-denied' } : { kind: 'failed', message: errorMessage(error) },
      );
    }
    if (!this.started) return false;
    window.addEventListener('pagehide', this.onPageHide);
    let call: Awaited<ReturnType<VapiClass['start']>>;
    this.starting = true;
    try {
      call = await this.vapi.start(this.settings.assistantId);
    } catch (error) {
      return this.fail({ kind: 'failed', message: errorMessage(error) });
    } finally {
      this.starting = false;
    }
    if (!call) return this.fail(this.startFailure());
    this.events.emit({ type: 'hearing', hearing: 'server' });
    return true;
  }

  /** Spec §8: a refused microphone has its own message; a start-method error is a connection error. */
  private startFailure(): StartFailure {
    if (this.startErrors.some((e) => isMicrophoneDenied(errorMessage(e.error ?? e))))
      return { kind: 'microphone-denied' };
    if (this.startErrors.some((e) => e.type === 'start-method-error')) return { kind: 'connection' };
    return { kind: 'failed', message: this.startErrors.map((e) => errorMessage(e.error ?? e)).find(Boolean) };
  }

  private fail(failure: StartFailure): false {
    this.started = false;
    window.removeEventListener('pagehide', this.onPageHide);
    this.events.emit({ type: 'call-start-failed', failure });
    return false;
  }

  private wire(vapi: VapiClass): VapiClass {
    vapi.on('call-start-progress', (event) => {
      const stage = START_STAGES.find((s) => s === event.stage) as StartStage | undefined;
      if (stage) this.events.emit({ type: 'call-start-progress', stage, status: event.status });
    });
    vapi.on('call-start-success', () => this.events.emit({ type: 'call-start-success' }));
    vapi.on('call-start', () => {
      if (this.started && !this.ended) this.events.emit({ type: 'call-start' });
    });
    vapi.on('call-end', () => this.finish());
    vapi.on('error', (error: VapiError) => {
      if (this.starting) {
        this.startErrors.push(error);
        return;
      }
      // errors after the call has ended are ignored (Daily's ejection error can follow call-end)
      if (!this.started || this.ended) return;
      this.events.emit({
        type: 'error',
        message: errorMessage(error.error ?? error) ?? 'Something went wrong with the call.',
      });
    });
    vapi.on('local-volume-level', (volume) => this.events.emit({ type: 'volume-level', volume }));
    vapi.on('speech-start', () => this.events.emit({ type: 'assistant-speaking', speaking: true }));
    vapi.on('speech-end', () => this.events.emit({ type: 'assistant-speaking', speaking: false }));
    vapi.on(
      'message',
      (message: { type?: string; role?: string; transcript?: string; transcriptType?: string; status?: string }) => {
        if (message.type === 'transcript' && message.transcriptType === 'final' && message.transcript) {
          this.events.emit({
            type: 'transcript',
            role: message.role === 'user' ? 'user' : 'assistant',
            text: message.transcript,
          });
        }
        if (message.type === 'status-update' && message.status === 'ended') this.sendEndedStatus();
      },
    );
    return vapi;
  }

  private sendEndedStatus() {
    if (this.endedStatusSent) return;
    this.endedStatusSent = true;
    this.events.emit({ type: 'status-update', status: 'ended' });
  }

  private finish() {
    if (!this.started || this.ended) return;
    this.ended = true;
    this.started = false;
    window.removeEventListener('pagehide', this.onPageHide);
    this.sendEndedStatus();
    this.events.emit({ type: 'call-end' });
  }

  setMuted(muted: boolean) {
    if (this.started) this.vapi?.setMuted(muted);
  }

  sendText(input: string) {
    const text = input.trim();
    if (!text || !this.started || !this.vapi) return;
    this.vapi.send({ type: 'add-message', message: { role: 'user', content: text } });
    this.events.emit({ type: 'transcript', role: 'user', text });
  }

  end() {
    if (!this.started) return;
    this.vapi?.end();
    this.finish();
  }

  dispose() {
    this.events.clear();
    if (this.started) void this.vapi?.stop().catch(() => undefined);
    this.started = false;
    this.ended = true;
    window.removeEventListener('pagehide', this.onPageHide);
  }
}
