import { ApiError } from '@web/lib/api';
import { LEVEL_INTERVAL_MS, SpeechDetector, rmsLevel, volumeFromLevel } from './audio-level';
import {
  createConciergeSession,
  endConciergeSession,
  endConciergeSessionOnUnload,
  sendConciergeTurn,
  transcribeUtterance,
} from './concierge-api';
import { BrowserSpeechInput, UtteranceRecorder, browserRecognition } from './speech-input';
import {
  MICROPHONE_CONSTRAINTS,
  VoiceEmitter,
  errorMessage,
  isMicrophoneDenied,
  type Hearing,
  type StartFailure,
  type StartStage,
  type VoiceClient,
  type VoiceListener,
} from './voice-client';

const TYPED_ONLY_NOTE = "Speech recognition isn't available in this browser. Type your message below.";

class StartError extends Error {
  constructor(readonly failure: StartFailure) {
    super(failure.kind);
  }
}

function connectionFailure(error: unknown): StartFailure {
  if (error instanceof ApiError && error.status !== 0) return { kind: 'failed', message: error.message };
  return { kind: 'connection' };
}

function microphoneFailure(error: unknown): StartFailure {
  if (isMicrophoneDenied(error)) return { kind: 'microphone-denied' };
  if (error instanceof DOMException && error.name === 'NotFoundError')
    return { kind: 'failed', message: 'No microphone was found.' };
  return { kind: 'failed', message: errorMessage(error) };
}

/** Waits briefly for the browser's voices (Chrome loads them asynchronously); none means captions only. */
function loadVoices(timeoutMs: number): Promise<boolean> {
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

/**
 * The built-in voice session: the visitor's microphone in the browser, the concierge dialogue engine on our
 * server. Speech becomes text through the browser's recognition or our transcription endpoint, and a typed
 * message always works; replies are captions, spoken aloud where the browser has a voice.
 */
export class LocalVoiceClient implements VoiceClient {
  private events = new VoiceEmitter();
  private started = false;
  private live = false;
  private muted = false;
  private sessionId: string | null = null;
  private stream: MediaStream | null = null;
  private audioContext: AudioContext | null = null;
  private source: MediaStreamAudioSourceNode | null = null;
  private analyser: AnalyserNode | null = null;
  private levelTimer: ReturnType<typeof setInterval> | null = null;
  private detector = new SpeechDetector();
  private hearing: Hearing = 'typed';
  private recognition: BrowserSpeechInput | null = null;
  private recorder: UtteranceRecorder | null = null;
  private canSpeak = false;
  private assistantSpeaking = false;
  private turns: Promise<void> = Promise.resolve();
  private readonly onPageHide = () => this.dispose();
  private readonly onTrackEnded = () => void this.recoverMicrophone();

  constructor(private readonly options: { speechToText: 'browser' | 'server'; audioContext?: AudioContext }) {
    this.audioContext = options.audioContext ?? null;
  }

  on(listener: VoiceListener) {
    return this.events.on(listener);
  }

  isMuted() {
    return this.muted;
  }

  async start(): Promise<boolean> {
    if (this.started) {
      this.events.emit({ type: 'call-start-progress', stage: 'validation', status: 'failed' });
      return false;
    }
    this.started = true;
    // the browser's voices load while the microphone and the session are set up
    const voicesLoaded = loadVoices(1000);
    try {
      await this.stage('validation', async () => undefined);
      await this.stage('initialization', async () => {
        if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined')
          throw new StartError({ kind: 'not-ready' });
      });
      // the microphone comes before the session, so a refusal leaves no empty call behind
      await this.stage('mobile-permissions', async () => {
        try {
          this.stream = await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
        } catch (error) {
          throw new StartError(microphoneFailure(error));
        }
        // disposed while the permission prompt was open: release() already ran, so let go of this stream here
        if (!this.started) for (const track of this.stream.getTracks()) track.stop();
      });
      const session = await this.stage('web-call-creation', async () => {
        try {
          return await createConciergeSession();
        } catch (error) {
          throw new StartError(connectionFailure(error));
        }
      });
      if (!this.started) {
        void endConciergeSession(session.id).catch(() => undefined);
        return false;
      }
      this.sessionId = session.id;
      window.addEventListener('pagehide', this.onPageHide);
      await this.stage('daily-call-object-creation', async () => {
        if (!this.audioContext || this.audioContext.state === 'closed') this.audioContext = new AudioContext();
        this.analyser = this.audioContext.createAnalyser();
        this.analyser.fftSize = 2048;
        this.setUpHearing();
        this.canSpeak = await voicesLoaded;
      });
      await this.stage('daily-call-join', async () => {
        this.connectMicrophone();
        if (this.audioContext!.state === 'suspended') await this.audioContext!.resume().catch(() => undefined);
      });
      // nothing is recorded on video in a local session
      await this.stage('video-recording-setup', async () => undefined);
      await this.stage('audio-observer-setup', async () => this.startLevelObserver());
      await this.stage('audio-processing-setup', async () => this.ensureNoiseSuppression());
      if (!this.started) return false;
      this.live = true;
      this.events.emit({ type: 'call-start-success' });
      this.events.emit({ type: 'call-start' });
      this.events.emit({
        type: 'hearing',
        hearing: this.hearing,
        reason: this.hearing === 'typed' ? TYPED_ONLY_NOTE : undefined,
      });
      this.events.emit({ type: 'transcript', role: 'assistant', text: session.reply });
      this.turns = this.say(session.reply);
      return true;
    } catch (error) {
      const failure =
        error instanceof StartError ? error.failure : { kind: 'failed' as const, message: errorMessage(error) };
      const sessionId = this.sessionId;
      this.release();
      this.started = false;
      if (sessionId) void endConciergeSession(sessionId).catch(() => undefined);
      this.events.emit({ type: 'call-start-failed', failure });
      return false;
    }
  }

  private async stage<T>(stage: StartStage, run: () => Promise<T>): Promise<T> {
    if (!this.started) throw new StartError({ kind: 'failed', message: 'The call was ended.' });
    this.events.emit({ type: 'call-start-progress', stage, status: 'started' });
    try {
      const result = await run();
      this.events.emit({ type: 'call-start-progress', stage, status: 'completed' });
      return result;
    } catch (error) {
      this.events.emit({ type: 'call-start-progress', stage, status: 'failed' });
      throw error;
    }
  }

  private setUpHearing() {
    const Recognition = browserRecognition();
    if (this.options.speechToText === 'server' && UtteranceRecorder.isSupported()) {
      this.hearing = 'server';
      this.recorder = new UtteranceRecorder(this.stream!, (audio) => void this.transcribe(audio));
    } else if (Recognition) {
      this.hearing = 'browser';
      this.recognition = new BrowserSpeechInput(
        Recognition,
        (text) => this.heard(text),
        () => {
          this.hearing = 'typed';
          this.events.emit({ type: 'hearing', hearing: 'typed', reason: TYPED_ONLY_NOTE });
        },
      );
    } else {
      this.hearing = 'typed';
    }
  }

  private connectMicrophone() {
    this.source?.disconnect();
    this.source = this.audioContext!.createMediaStreamSource(this.stream!);
    this.source.connect(this.analyser!);
    for (const track of this.stream!.getAudioTracks()) {
      track.enabled = !this.muted;
      track.addEventListener('ended', this.onTrackEnded);
    }
  }

  private startLevelObserver() {
    const samples = new Float32Array(this.analyser!.fftSize);
    this.levelTimer = setInterval(() => {
      if (!this.analyser) return;
      this.analyser.getFloatTimeDomainData(samples);
      const level = this.muted ? 0 : rmsLevel(samples);
      this.events.emit({ type: 'volume-level', volume: volumeFromLevel(level) });
      const change = this.detector.update(level, Date.now());
      if (change) this.events.emit({ type: change });
      if (this.recorder && this.listening()) {
        if (change === 'speech-start') this.recorder.speechStarted();
        if (change === 'speech-end') this.recorder.speechEnded();
        this.recorder.tick(Date.now());
      }
    }, LEVEL_INTERVAL_MS);
  }

  /** Asks the browser to keep noise suppression on; a refusal is a noise-processing error (non-fatal). */
  private async ensureNoiseSuppression() {
    const track = this.stream!.getAudioTracks()[0];
    if (!track || track.getSettings().noiseSuppression !== false) return;
    try {
      await track.applyConstraints(MICROPHONE_CONSTRAINTS);
    } catch {
      await this.recoverMicrophone();
    }
  }

  /**
   * Noise-processing failure (the browser refuses noise suppression, or the capture track dies under it):
   * switch noise suppression off and re-enable the microphone, keeping the call and the mute state.
   */
  private async recoverMicrophone() {
    if (!this.started || !this.stream) return;
    const previous = this.stream;
    for (const track of previous.getTracks()) {
      track.removeEventListener('ended', this.onTrackEnded);
      track.stop();
    }
    try {
      const replacement = await navigator.mediaDevices.getUserMedia({
        audio: { ...MICROPHONE_CONSTRAINTS, noiseSuppression: false },
      });
      if (!this.started || this.stream !== previous) {
        for (const track of replacement.getTracks()) track.stop();
        return;
      }
      this.stream = replacement;
      if (this.audioContext && this.analyser) this.connectMicrophone();
      this.recorder?.setStream(replacement);
    } catch (error) {
      if (this.live)
        this.events.emit({ type: 'error', message: errorMessage(error) ?? 'The microphone stopped working.' });
      this.end();
    }
  }

  /** Whether what the microphone hears now should become a turn: not while muted or while Earl speaks. */
  private listening() {
    return this.live && !this.muted && !this.assistantSpeaking;
  }

  private syncListening() {
    const listening = this.listening();
    this.recognition?.setWanted(listening);
    if (this.recorder) {
      if (listening) this.recorder.arm();
      else this.recorder.disarm();
    }
  }

  private async transcribe(audio: Blob) {
    try {
      const text = await transcribeUtterance(audio);
      if (text) this.heard(text);
    } catch (error) {
      if (this.live)
        this.events.emit({ type: 'error', message: errorMessage(error) ?? 'Could not transcribe what you said.' });
    }
  }

  private heard(text: string) {
    if (this.listening()) this.sendText(text);
  }

  sendText(input: string) {
    const text = input.trim();
    if (!text || !this.live || !this.sessionId) return;
    // the visitor speaking up interrupts Earl
    if (this.assistantSpeaking) speechSynthesis.cancel();
    this.events.emit({ type: 'transcript', role: 'user', text });
    const sessionId = this.sessionId;
    this.turns = this.turns.then(() => this.takeTurn(sessionId, text));
  }

  private async takeTurn(sessionId: string, text: string) {
    if (!this.live || this.sessionId !== sessionId) return;
    this.events.emit({ type: 'thinking', thinking: true });
    let turn;
    try {
      turn = await sendConciergeTurn(sessionId, text);
    } catch (error) {
      if (this.live)
        this.events.emit({ type: 'error', message: errorMessage(error) ?? 'Earl did not answer. Please try again.' });
      return;
    } finally {
      this.events.emit({ type: 'thinking', thinking: false });
    }
    if (!this.live || this.sessionId !== sessionId) return;
    this.events.emit({ type: 'transcript', role: 'assistant', text: turn.reply });
    await this.say(turn.reply);
    if (turn.done && this.sessionId === sessionId) this.end();
  }

  /** Speaks a reply where the browser has a voice; resolves when done (bounded, since some voices never report the end). */
  private say(text: string): Promise<void> {
    if (!this.canSpeak || !this.live) {
      this.syncListening();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-US';
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.setAssistantSpeaking(false);
        resolve();
      };
      const timer = setTimeout(finish, 2_000 + text.length * 90);
      utterance.onend = finish;
      utterance.onerror = finish;
      this.setAssistantSpeaking(true);
      speechSynthesis.speak(utterance);
    });
  }

  private setAssistantSpeaking(speaking: boolean) {
    this.assistantSpeaking = speaking;
    this.events.emit({ type: 'assistant-speaking', speaking });
    this.syncListening();
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !muted;
    this.syncListening();
  }

  end() {
    if (!this.started) return;
    const sessionId = this.sessionId;
    const wasLive = this.live;
    this.release();
    this.started = false;
    if (sessionId) void endConciergeSession(sessionId).catch(() => undefined);
    if (wasLive) this.events.emit({ type: 'status-update', status: 'ended' });
    this.events.emit({ type: 'call-end' });
  }

  dispose() {
    if (this.started && this.sessionId) endConciergeSessionOnUnload(this.sessionId);
    this.release();
    this.started = false;
    this.events.clear();
  }

  /** Every exit path comes here: the microphone and the audio graph are released, nothing keeps listening. */
  private release() {
    this.live = false;
    this.sessionId = null;
    window.removeEventListener('pagehide', this.onPageHide);
    if (this.levelTimer) clearInterval(this.levelTimer);
    this.levelTimer = null;
    this.recognition?.stop();
    this.recognition = null;
    this.recorder?.disarm();
    this.recorder = null;
    if (this.assistantSpeaking) speechSynthesis.cancel();
    this.assistantSpeaking = false;
    for (const track of this.stream?.getTracks() ?? []) {
      track.removeEventListener('ended', this.onTrackEnded);
      track.stop();
    }
    this.stream = null;
    this.source?.disconnect();
    this.source = null;
    this.analyser = null;
    void this.audioContext?.close().catch(() => undefined);
    this.audioContext = null;
    this.muted = false;
    this.detector.reset();
  }
}
