import { describe, expect, it } from 'vitest';
import { SpeechDetector, rmsLevel, volumeFromLevel } from './audio-level';

describe('volumeFromLevel', () => {
  it('divides the level by 0.15', () => {
    expect(volumeFromLevel(0.03)).toBeCloseTo(0.2);
    expect(volumeFromLevel(0.075)).toBeCloseTo(0.5);
  });

  it('caps the volume at 1', () => {
    expect(volumeFromLevel(0.15)).toBe(1);
    expect(volumeFromLevel(0.9)).toBe(1);
  });

  it('treats silence and nonsense readings as 0', () => {
    expect(volumeFromLevel(0)).toBe(0);
    expect(volumeFromLevel(-0.2)).toBe(0);
    expect(volumeFromLevel(Number.NaN)).toBe(0);
  });
});

describe('rmsLevel', () => {
  it('is the root mean square of the samples', () => {
    expect(rmsLevel([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    expect(rmsLevel([0.3, 0, 0, 0.4])).toBeCloseTo(0.25);
  });

  it('is 0 for an empty or silent block', () => {
    expect(rmsLevel([])).toBe(0);
    expect(rmsLevel(new Float32Array(64))).toBe(0);
  });
});

describe('SpeechDetector', () => {
  it('starts speech when the level exceeds 0.01, not when it equals it', () => {
    const detector = new SpeechDetector();
    expect(detector.update(0.01, 0)).toBeNull();
    expect(detector.update(0.0101, 100)).toBe('speech-start');
    expect(detector.isSpeaking).toBe(true);
  });

  it('reports speech-start once while the speaker keeps talking', () => {
    const detector = new SpeechDetector();
    const changes = [0.2, 0.3, 0.05, 0.4].map((level, i) => detector.update(level, i * 100));
    expect(changes).toEqual(['speech-start', null, null, null]);
  });

  it('ends speech after a full second of quiet, ticking every 100 ms', () => {
    const detector = new SpeechDetector();
    detector.update(0.2, 0);
    const changes: (string | null)[] = [];
    for (let t = 100; t <= 1000; t += 100) changes.push(detector.update(0.001, t));
    expect(changes.slice(0, 9).every((c) => c === null)).toBe(true);
    expect(changes[9]).toBe('speech-end');
    expect(detector.isSpeaking).toBe(false);
  });

  it('keeps speech going when a short pause is followed by more speech', () => {
    const detector = new SpeechDetector();
    detector.update(0.2, 0);
    expect(detector.update(0, 900)).toBeNull();
    expect(detector.update(0.2, 950)).toBeNull();
    expect(detector.update(0, 1900)).toBeNull();
    expect(detector.update(0, 1950)).toBe('speech-end');
  });

  it('starts fresh after a reset', () => {
    const detector = new SpeechDetector();
    detector.update(0.2, 0);
    detector.reset();
    expect(detector.isSpeaking).toBe(false);
    expect(detector.update(0.2, 50)).toBe('speech-start');
  });
});
