import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeechOutput, loadVoices, speakingTimeoutMs, voiceFor } from './speech-output';
import { TurnQueue } from './turn-queue';

// The browser's speech synthesis is the edge: a fake speechSynthesis records what it was asked to say.

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function fakeSpeechSynthesis(voiceCount: number) {
  const voicesChanged = new Set<() => void>();
  const synth = {
    voiceCount,
    spoken: [] as FakeUtterance[],
    cancelled: 0,
    getVoices: () => Array.from({ length: synth.voiceCount }, () => ({ name: 'Samantha' })),
    speak: (utterance: FakeUtterance) => void synth.spoken.push(utterance),
    // the browser reports a cancelled utterance as an error
    cancel: () => {
      synth.cancelled++;
      for (const utterance of synth.spoken) utterance.onerror?.();
    },
    addEventListener: (_type: 'voiceschanged', listener: () => void) => void voicesChanged.add(listener),
    removeEventListener: (_type: 'voiceschanged', listener: () => void) => void voicesChanged.delete(listener),
    loadVoices: (count: number) => {
      synth.voiceCount = count;
      for (const listener of [...voicesChanged]) listener();
    },
  };
  return synth;
}

let synth: ReturnType<typeof fakeSpeechSynthesis>;

beforeEach(() => {
  synth = fakeSpeechSynthesis(1);
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadVoices', () => {
  it('is true at once when the browser already has voices', async () => {
    await expect(loadVoices(1000)).resolves.toBe(true);
  });

  it('waits for voices that load late', async () => {
    synth.voiceCount = 0;
    const loaded = loadVoices(1000);
    synth.loadVoices(2);
    await expect(loaded).resolves.toBe(true);
  });

  it('gives up after the timeout when no voice arrives (captions only)', async () => {
    vi.useFakeTimers();
    synth.voiceCount = 0;
    const loaded = loadVoices(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loaded).resolves.toBe(false);
  });

  it('is false in a browser without speech synthesis', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    await expect(loadVoices(1000)).resolves.toBe(false);
  });
});

describe('SpeechOutput', () => {
  it('speaks a reply in US English and reports speaking until the voice says it has finished', async () => {
    const changes: boolean[] = [];
    const output = new SpeechOutput((speaking) => changes.push(speaking));
    await expect(output.prepare(1000)).resolves.toBe(true);
    let done = false;
    const spoken = output.say('Hi, this is Earl.').then(() => (done = true));
    expect(synth.spoken.map((u) => [u.text, u.lang])).toEqual([['Hi, this is Earl.', 'en-US']]);
    expect(output.isSpeaking).toBe(true);
    await settle();
    expect(done).toBe(false);
    synth.spoken[0]!.onend!();
    await spoken;
    expect(output.isSpeaking).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('stops waiting for a voice that never reports the end', async () => {
    vi.useFakeTimers();
    const output = new SpeechOutput(() => undefined);
    let done = false;
    void output.say('Which town are you in?').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(speakingTimeoutMs('Which town are you in?') - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(output.isSpeaking).toBe(false);
  });

  it('speaks queued replies one at a time, each after the one before has ended', async () => {
    const output = new SpeechOutput(() => undefined);
    const queue = new TurnQueue(() => undefined);
    void queue.enqueue(() => output.say('First reply.'));
    void queue.enqueue(() => output.say('Second reply.'));
    await settle();
    expect(synth.spoken.map((u) => u.text)).toEqual(['First reply.']);
    synth.spoken[0]!.onend!();
    await settle();
    expect(synth.spoken.map((u) => u.text)).toEqual(['First reply.', 'Second reply.']);
  });

  it('cuts Earl off when interrupted, and does not cancel anything while silent', async () => {
    const output = new SpeechOutput(() => undefined);
    output.interrupt();
    expect(synth.cancelled).toBe(0);
    const spoken = output.say('A long explanation of our service area.');
    output.interrupt();
    await spoken;
    expect(synth.cancelled).toBe(1);
    expect(output.isSpeaking).toBe(false);
  });

  it('goes silent without reporting it when the call is released', () => {
    const changes: boolean[] = [];
    const output = new SpeechOutput((speaking) => changes.push(speaking));
    synth.cancel = () => void synth.cancelled++;
    void output.say('Goodbye.');
    output.release();
    expect(synth.cancelled).toBe(1);
    expect(output.isSpeaking).toBe(false);
    expect(changes).toEqual([true]);
  });
});

describe('Spanish replies', () => {
  const voices = [
    { name: 'Samantha', lang: 'en-US' },
    { name: 'Paulina', lang: 'es-MX' },
    { name: 'Google español de Estados Unidos', lang: 'es-US' },
  ] as SpeechSynthesisVoice[];

  it('picks the voice of the exact locale, else one of the language, else none', () => {
    expect(voiceFor(voices, 'es-US')?.name).toBe('Google español de Estados Unidos');
    expect(voiceFor(voices.slice(0, 2), 'es-US')?.name).toBe('Paulina');
    expect(voiceFor(voices.slice(0, 1), 'es-US')).toBeUndefined();
    expect(voiceFor([{ name: 'Old Android', lang: 'es_US' } as SpeechSynthesisVoice], 'es-US')?.name).toBe(
      'Old Android',
    );
  });

  it('speaks es-US with a Spanish voice when the site is in Spanish', async () => {
    synth.getVoices = () => voices as never;
    const output = new SpeechOutput(() => undefined, 'es-US');
    await output.prepare(1000);
    void output.say('Hola, habla Earl.');
    expect(synth.spoken.map((u) => [u.text, u.lang, (u.voice as SpeechSynthesisVoice | null)?.name])).toEqual([
      ['Hola, habla Earl.', 'es-US', 'Google español de Estados Unidos'],
    ]);
  });
});
