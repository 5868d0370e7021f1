import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioGraph, type LevelReading } from './audio-graph';
import { LEVEL_INTERVAL_MS } from './audio-level';
import { MICROPHONE_CONSTRAINTS } from './voice-client';

// getUserMedia and the Web Audio API are the edges: fakes stand in for the microphone and the audio context.

function fakeTrack(noiseSuppression = true) {
  const ended = new Set<() => void>();
  return {
    enabled: true,
    stopped: false,
    stop() {
      this.stopped = true;
    },
    getSettings: () => ({ noiseSuppression }),
    applyConstraints: vi.fn(async () => undefined),
    addEventListener: (_type: 'ended', listener: () => void) => void ended.add(listener),
    removeEventListener: (_type: 'ended', listener: () => void) => void ended.delete(listener),
    end: () => ended.forEach((listener) => listener()),
  };
}
type FakeTrack = ReturnType<typeof fakeTrack>;

const fakeStream = (track: FakeTrack) => ({ getTracks: () => [track], getAudioTracks: () => [track] });

/** The level the fake analyser reads from the microphone. */
let level = 0;

class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: 'running' | 'suspended' | 'closed' = 'suspended';
  sources: { stream: unknown; connected: boolean }[] = [];
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  createAnalyser() {
    return { fftSize: 0, getFloatTimeDomainData: (samples: Float32Array) => samples.fill(level) };
  }
  createMediaStreamSource(stream: unknown) {
    const source = {
      stream,
      connected: false,
      connect: () => void (source.connected = true),
      disconnect: () => void (source.connected = false),
    };
    this.sources.push(source);
    return source;
  }
  async resume() {
    this.state = 'running';
  }
  async close() {
    this.state = 'closed';
  }
}

let tracks: FakeTrack[];
let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  level = 0;
  tracks = [];
  FakeAudioContext.instances = [];
  getUserMedia = vi.fn(async () => {
    const track = fakeTrack();
    tracks.push(track);
    return fakeStream(track);
  });
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function connectedGraph(onTrackEnded = () => undefined) {
  const graph = new AudioGraph({ onTrackEnded });
  await graph.openMicrophone();
  graph.createAnalyser();
  await graph.connect();
  const readings: LevelReading[] = [];
  graph.observeLevels((reading) => readings.push(reading));
  return { graph, readings, context: FakeAudioContext.instances[0]! };
}

describe('AudioGraph', () => {
  it('opens the microphone with the spec constraints and wakes the suspended audio context', async () => {
    const { context } = await connectedGraph();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: MICROPHONE_CONSTRAINTS });
    expect(context.state).toBe('running');
    expect(context.sources[0]!.connected).toBe(true);
  });

  it('reads the level every 100 ms and reports when the visitor starts speaking', async () => {
    const { readings } = await connectedGraph();
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS);
    expect(readings).toMatchObject([{ volume: 0, change: null }]);
    level = 0.075;
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS);
    expect(readings[1]).toMatchObject({ volume: expect.closeTo(0.5) as number, change: 'speech-start' });
  });

  it('reads silence and switches the microphone track off while muted', async () => {
    const { graph, readings } = await connectedGraph();
    level = 0.1;
    graph.setMuted(true);
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS);
    expect(readings).toMatchObject([{ volume: 0, change: null }]);
    expect(tracks[0]!.enabled).toBe(false);
    graph.setMuted(false);
    expect(tracks[0]!.enabled).toBe(true);
  });

  it('reports a capture track that dies', async () => {
    const onTrackEnded = vi.fn();
    await connectedGraph(onTrackEnded);
    tracks[0]!.end();
    expect(onTrackEnded).toHaveBeenCalledOnce();
  });

  it('asks to keep noise suppression on, and says so when the browser refuses', async () => {
    const graph = new AudioGraph({ onTrackEnded: () => undefined });
    const track = fakeTrack(false);
    getUserMedia.mockResolvedValueOnce(fakeStream(track));
    await graph.openMicrophone();
    await expect(graph.keepNoiseSuppression()).resolves.toBe(true);
    expect(track.applyConstraints).toHaveBeenCalledWith(MICROPHONE_CONSTRAINTS);
    track.applyConstraints.mockRejectedValueOnce(new Error('OverconstrainedError'));
    await expect(graph.keepNoiseSuppression()).resolves.toBe(false);
  });

  it('reopens the microphone without noise suppression, connected and still muted', async () => {
    const { graph, context } = await connectedGraph();
    graph.setMuted(true);
    const replacement = await graph.reopenWithoutNoiseSuppression();
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: { ...MICROPHONE_CONSTRAINTS, noiseSuppression: false } });
    expect(tracks[0]!.stopped).toBe(true);
    expect(replacement).toBe(graph.microphone);
    expect(tracks[1]!.enabled).toBe(false);
    expect(context.sources.map((s) => s.connected)).toEqual([false, true]);
  });

  it('lets go of a reopened microphone when the call was released meanwhile', async () => {
    const { graph } = await connectedGraph();
    const reopening = graph.reopenWithoutNoiseSuppression();
    graph.release();
    await expect(reopening).resolves.toBeNull();
    expect(tracks.map((t) => t.stopped)).toEqual([true, true]);
  });

  it('releases everything: readings stop, the microphone is off and the audio context closed', async () => {
    const { graph, readings, context } = await connectedGraph();
    graph.release();
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS * 3);
    expect(readings).toEqual([]);
    expect(tracks[0]!.stopped).toBe(true);
    expect(context.state).toBe('closed');
    expect(graph.microphone).toBeNull();
    expect(() => graph.release()).not.toThrow();
  });
});
