import { LEVEL_INTERVAL_MS, SpeechDetector, rmsLevel, volumeFromLevel, type SpeechChange } from './audio-level';
import { MICROPHONE_CONSTRAINTS } from './voice-client';

/** One reading of the level observer: the meter's volume, and whether the visitor started or stopped speaking. */
export type LevelReading = { volume: number; change: SpeechChange; now: number };

/**
 * The microphone side of a local call: the capture stream, the analyser it feeds, and the level observer that
 * turns the analyser's samples into the meter's volume and speech-start / speech-end (spec §9).
 */
export class AudioGraph {
  private stream: MediaStream | null = null;
  private context: AudioContext | null;
  private source: MediaStreamAudioSourceNode | null = null;
  private analyser: AnalyserNode | null = null;
  private levelTimer: ReturnType<typeof setInterval> | null = null;
  private readonly detector = new SpeechDetector();
  private muted = false;
  private readonly onTrackEnded = () => this.options.onTrackEnded();

  /** `audioContext` is the one opened during the visitor's tap (iOS lets audio start only there). */
  constructor(private readonly options: { audioContext?: AudioContext; onTrackEnded: () => void }) {
    this.context = options.audioContext ?? null;
  }

  /** The capture stream, once the microphone is open. */
  get microphone(): MediaStream | null {
    return this.stream;
  }

  /** Asks for the microphone (the permission prompt); rejects with getUserMedia's error. */
  async openMicrophone(): Promise<MediaStream> {
    this.stream = await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
    return this.stream;
  }

  createAnalyser() {
    if (!this.context || this.context.state === 'closed') this.context = new AudioContext();
    this.analyser = this.context.createAnalyser();
    this.analyser.fftSize = 2048;
  }

  /** Feeds the microphone into the analyser and wakes a suspended audio context. */
  async connect() {
    this.connectSource();
    if (this.context!.state === 'suspended') await this.context!.resume().catch(() => undefined);
  }

  private connectSource() {
    this.source?.disconnect();
    this.source = this.context!.createMediaStreamSource(this.stream!);
    this.source.connect(this.analyser!);
    for (const track of this.stream!.getAudioTracks()) {
      track.enabled = !this.muted;
      track.addEventListener('ended', this.onTrackEnded);
    }
  }

  /** Reads the level every 100 ms until released; while muted the level is 0. */
  observeLevels(onReading: (reading: LevelReading) => void) {
    const samples = new Float32Array(this.analyser!.fftSize);
    this.levelTimer = setInterval(() => {
      if (!this.analyser) return;
      this.analyser.getFloatTimeDomainData(samples);
      const level = this.muted ? 0 : rmsLevel(samples);
      const now = Date.now();
      onReading({ volume: volumeFromLevel(level), change: this.detector.update(level, now), now });
    }, LEVEL_INTERVAL_MS);
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  /** Asks the browser to keep noise suppression on; false when it refuses (a noise-processing error). */
  async keepNoiseSuppression(): Promise<boolean> {
    const track = this.stream?.getAudioTracks()[0];
    if (!track || track.getSettings().noiseSuppression !== false) return true;
    try {
      await track.applyConstraints(MICROPHONE_CONSTRAINTS);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * After a noise-processing failure (noise suppression refused, or the capture track died under it): reopens the
   * microphone with noise suppression off and reconnects it, keeping the mute state. Resolves to the new stream,
   * or null when the graph was released meanwhile; rejects when the microphone cannot be reopened.
   */
  async reopenWithoutNoiseSuppression(): Promise<MediaStream | null> {
    const previous = this.stream;
    if (!previous) return null;
    this.stopTracks(previous);
    const replacement = await navigator.mediaDevices.getUserMedia({
      audio: { ...MICROPHONE_CONSTRAINTS, noiseSuppression: false },
    });
    if (this.stream !== previous) {
      for (const track of replacement.getTracks()) track.stop();
      return null;
    }
    this.stream = replacement;
    if (this.context && this.analyser) this.connectSource();
    return replacement;
  }

  private stopTracks(stream: MediaStream) {
    for (const track of stream.getTracks()) {
      track.removeEventListener('ended', this.onTrackEnded);
      track.stop();
    }
  }

  /** Stops the level observer and the microphone and closes the audio context; safe to call more than once. */
  release() {
    if (this.levelTimer) clearInterval(this.levelTimer);
    this.levelTimer = null;
    if (this.stream) this.stopTracks(this.stream);
    this.stream = null;
    this.source?.disconnect();
    this.source = null;
    this.analyser = null;
    void this.context?.close().catch(() => undefined);
    this.context = null;
    this.muted = false;
    this.detector.reset();
  }
}
