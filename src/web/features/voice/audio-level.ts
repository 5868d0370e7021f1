// Spec §9: the audio level observer runs every 100 ms; speaking is a level above 0.01, speech ends after
// 1 s of quiet, and the volume shown is the level divided by 0.15, capped at 1.

export const LEVEL_INTERVAL_MS = 100;
export const SPEAKING_THRESHOLD = 0.01;
export const SPEECH_END_AFTER_MS = 1000;
export const FULL_SCALE_LEVEL = 0.15;

export function volumeFromLevel(level: number): number {
  if (!Number.isFinite(level) || level <= 0) return 0;
  return Math.min(1, level / FULL_SCALE_LEVEL);
}

/** Root mean square of a block of samples in [-1, 1]: the level of that block. */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / samples.length);
}

export type SpeechChange = 'speech-start' | 'speech-end' | null;

/** Turns a stream of level readings into speech-start / speech-end, as the Vapi SDK does for the assistant. */
export class SpeechDetector {
  private speaking = false;
  private lastLoudAt = 0;

  get isSpeaking() {
    return this.speaking;
  }

  update(level: number, now: number): SpeechChange {
    if (level > SPEAKING_THRESHOLD) {
      this.lastLoudAt = now;
      if (!this.speaking) {
        this.speaking = true;
        return 'speech-start';
      }
      return null;
    }
    if (this.speaking && now - this.lastLoudAt >= SPEECH_END_AFTER_MS) {
      this.speaking = false;
      return 'speech-end';
    }
    return null;
  }

  reset() {
    this.speaking = false;
    this.lastLoudAt = 0;
  }
}
