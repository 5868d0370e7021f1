import type { Language } from '@shared/language';
import { voice as englishVoice, type VoiceTexts } from '@web/i18n/en/voice';
import { speechLocale } from '@web/i18n/language';
import { ApiError } from '@web/lib/api';
import { AudioGraph, type LevelReading } from './audio-graph';
import {
  createConciergeSession,
  endConciergeSession,
  endConciergeSessionOnUnload,
  sendConciergeTurn,
} from './concierge-api';
import { VisitorHearing } from './hearing';
import { SpeechOutput } from './speech-output';
import { TurnQueue } from './turn-queue';
import {
  VoiceEmitter,
  errorMessage,
  isMicrophoneDenied,
  type StartFailure,
  type StartStage,
  type VoiceClient,
  type VoiceListener,
} from './voice-client';

class StartError extends Error {
  constructor(readonly failure: StartFailure) {
    super(failure.kind);
  }
}

function connectionFailure(error: unknown): StartFailure {
  if (error instanceof ApiError && error.status !== 0) return { kind: 'failed', message: error.message };
  return { kind: 'connection' };
}

/** The panel's note when the microphone cannot be used: the call goes on, typed. */
function microphoneNote(error: unknown, notes: VoiceTexts['notes']): string {
  if (isMicrophoneDenied(error)) return notes.microphoneDenied;
  if (error instanceof DOMException && error.name === 'NotFoundError') return notes.noMicrophone;
  return notes.microphoneFailed;
}

export type LocalVoiceOptions = {
  speechToText: 'browser' | 'server';
  audioContext?: AudioContext;
  /** the site's language: the session's, the recognition's and Earl's voice (default English) */
  language?: Language;
  /** the call's own notes and errors, in that language */
  notes?: VoiceTexts['notes'];
};

/**
 * The built-in voice session: the visitor's microphone in the browser, the concierge dialogue engine on our
 * server. Speech becomes text through the browser's recognition or our transcription endpoint, and a typed
 * message always works; replies are captions, spoken aloud where the browser has a voice.
 *
 * This class is the call's lifecycle (the nine start stages, end, dispose); the pieces it composes are the audio
 * graph (microphone and levels), the hearing (voice to text), the turn queue and the speech output.
 */
export class LocalVoiceClient implements VoiceClient {
  private events = new VoiceEmitter();
  private started = false;
  private live = false;
  private muted = false;
  private sessionId: string | null = null;
  /** why this call has no microphone (the panel's note), or null while it has one */
  private microphoneOff: string | null = null;
  private readonly audio: AudioGraph;
  private hearing: VisitorHearing | null = null;
  private readonly language: Language;
  private readonly notes: VoiceTexts['notes'];
  private readonly voice: SpeechOutput;
  private readonly turns = new TurnQueue((error) => this.reportError(error, this.notes.noAnswer));
  private readonly onPageHide = () => this.dispose();

  constructor(private readonly options: LocalVoiceOptions) {
    this.language = options.language ?? 'en';
    this.notes = options.notes ?? englishVoice.notes;
    this.voice = new SpeechOutput((speaking) => {
      this.events.emit({ type: 'assistant-speaking', speaking });
      this.syncListening();
    }, speechLocale(this.language));
    this.audio = new AudioGraph({
      audioContext: options.audioContext,
      onTrackEnded: () => void this.recoverMicrophone(),
    });
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
    const voicesLoaded = this.voice.prepare(1000);
    try {
      await this.stage('validation', async () => undefined);
      // the microphone is optional: without one (no API, refused, missing, failing) the visitor types
      this.microphoneOff = null;
      await this.stage('initialization', async () => {
        if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined')
          this.microphoneOff = this.notes.microphoneUnsupported;
      });
      // the microphone comes before the session, so the permission prompt is answered before Earl greets
      await this.stage('mobile-permissions', async () => {
        if (this.microphoneOff) return;
        try {
          await this.audio.openMicrophone();
        } catch (error) {
          this.microphoneOff = microphoneNote(error, this.notes);
          return;
        }
        // disposed while the permission prompt was open: release() already ran, so let go of this stream here
        if (!this.started) this.audio.release();
      });
      const session = await this.stage('web-call-creation', async () => {
        try {
          return await createConciergeSession(this.language);
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
        if (this.audio.microphone) this.listenToMicrophone(this.audio.microphone);
        await voicesLoaded;
      });
      await this.stage('daily-call-join', async () => {
        if (this.audio.microphone) await this.audio.connect();
      });
      // nothing is recorded on video in a local session
      await this.stage('video-recording-setup', async () => undefined);
      await this.stage('audio-observer-setup', async () => {
        if (this.audio.microphone) this.audio.observeLevels((reading) => this.onLevel(reading));
      });
      await this.stage('audio-processing-setup', async () => {
        // a refusal is a noise-processing error (non-fatal)
        if (this.audio.microphone && !(await this.audio.keepNoiseSuppression())) await this.recoverMicrophone();
      });
      if (!this.started) return false;
      this.live = true;
      this.events.emit({ type: 'call-start-success' });
      this.events.emit({ type: 'call-start' });
      if (this.hearing) {
        const hearing = this.hearing.hearing;
        this.events.emit({ type: 'hearing', hearing, reason: hearing === 'typed' ? this.notes.typedOnly : undefined });
      } else this.events.emit({ type: 'microphone-off', reason: this.microphoneOff ?? this.notes.microphoneFailed });
      this.events.emit({ type: 'transcript', role: 'assistant', text: session.reply });
      void this.turns.enqueue(() => this.say(session.reply));
      return true;
    } catch (error) {
      const failure =
        error instanceof StartError ? error.failure : { kind: 'failed' as const, message: errorMessage(error) };
      const sessionId = this.sessionId;
      this.release();
      this.started = false;
      if (sessionId)
        void endConciergeSession(sessionId)
          .then((summary) => this.events.emit({ type: 'call-summary', summary }))
          .catch(() => undefined);
      this.events.emit({ type: 'call-start-failed', failure });
      return false;
    }
  }

  private async stage<T>(stage: StartStage, run: () => Promise<T>): Promise<T> {
    if (!this.started) throw new StartError({ kind: 'failed', message: this.notes.callWasEnded });
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

  private listenToMicrophone(microphone: MediaStream) {
    this.audio.createAnalyser();
    this.hearing = new VisitorHearing(
      microphone,
      this.options.speechToText,
      {
        onText: (text) => this.heard(text),
        onTypedOnly: () => this.events.emit({ type: 'hearing', hearing: 'typed', reason: this.notes.typedOnly }),
        // a failed transcription is a note beside the message box, not an alarm: typing still works
        onError: () => {
          if (this.live && this.hearing)
            this.events.emit({ type: 'hearing', hearing: this.hearing.hearing, reason: this.notes.notTranscribed });
        },
      },
      { lang: speechLocale(this.language), notes: this.notes },
    );
  }

  /** The microphone is gone for this call (it stopped and could not be reopened): the conversation goes on, typed. */
  private dropMicrophone(reason: string) {
    this.hearing?.stop();
    this.hearing = null;
    this.audio.release();
    this.muted = false;
    this.microphoneOff = reason;
    if (this.live) this.events.emit({ type: 'microphone-off', reason });
  }

  private onLevel({ volume, change, now }: LevelReading) {
    this.events.emit({ type: 'volume-level', volume });
    if (change) this.events.emit({ type: change });
    if (this.listening()) this.hearing?.levelChanged(change, now);
  }

  /** Noise-processing failure: reopen the microphone without noise suppression, keeping the call and the mute state. */
  private async recoverMicrophone() {
    if (!this.started) return;
    try {
      const replacement = await this.audio.reopenWithoutNoiseSuppression();
      if (replacement) this.hearing?.setStream(replacement);
    } catch {
      this.dropMicrophone(this.notes.microphoneStopped);
    }
  }

  private reportError(error: unknown, fallback: string) {
    if (this.live) this.events.emit({ type: 'error', message: errorMessage(error) ?? fallback });
  }

  /** Whether what the microphone hears now should become a turn: not while muted or while Earl speaks. */
  private listening() {
    return this.live && !this.muted && !this.voice.isSpeaking;
  }

  private syncListening() {
    this.hearing?.setListening(this.listening());
  }

  private heard(text: string) {
    if (this.listening()) this.sendText(text);
  }

  sendText(input: string) {
    const text = input.trim();
    if (!text || !this.live || !this.sessionId) return;
    // the visitor speaking up interrupts Earl
    this.voice.interrupt();
    this.events.emit({ type: 'transcript', role: 'user', text });
    const sessionId = this.sessionId;
    void this.turns.enqueue(() => this.takeTurn(sessionId, text));
  }

  private async takeTurn(sessionId: string, text: string) {
    if (!this.live || this.sessionId !== sessionId) return;
    this.events.emit({ type: 'thinking', thinking: true });
    let turn;
    try {
      turn = await sendConciergeTurn(sessionId, text);
    } catch (error) {
      this.reportError(error, this.notes.noAnswer);
      return;
    } finally {
      this.events.emit({ type: 'thinking', thinking: false });
    }
    if (!this.live || this.sessionId !== sessionId) return;
    this.events.emit({ type: 'transcript', role: 'assistant', text: turn.reply });
    await this.say(turn.reply);
    if (turn.done && this.sessionId === sessionId) {
      this.events.emit({ type: 'conversation-done' });
      this.end();
    }
  }

  /** Speaks a reply where the browser has a voice; without one, listening resumes at once. */
  private say(text: string): Promise<void> {
    if (!this.voice.canSpeak || !this.live) {
      this.syncListening();
      return Promise.resolve();
    }
    return this.voice.say(text);
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    this.audio.setMuted(muted);
    this.syncListening();
  }

  end() {
    if (!this.started) return;
    const sessionId = this.sessionId;
    const wasLive = this.live;
    this.release();
    this.started = false;
    if (sessionId)
      void endConciergeSession(sessionId)
        .then((summary) => this.events.emit({ type: 'call-summary', summary }))
        .catch(() => undefined);
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
    this.turns.clear();
    this.hearing?.stop();
    this.hearing = null;
    this.voice.release();
    this.audio.release();
    this.muted = false;
  }
}
