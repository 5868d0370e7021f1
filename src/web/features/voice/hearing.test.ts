import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPED_ONLY_NOTE, VisitorHearing, chooseHearing } from './hearing';

// The browser's SpeechRecognition and MediaRecorder, and the transcription endpoint (fetch), are the edges.

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  continuous = false;
  interimResults = true;
  lang = '';
  onresult: ((event: { resultIndex: number; results: unknown[] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = 0;
  aborted = 0;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started++;
  }
  abort() {
    this.aborted++;
  }
  say(transcript: string) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript } }] });
  }
}

class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['a plumber please'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const stream = {} as MediaStream;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function handlers() {
  return { onText: vi.fn(), onTypedOnly: vi.fn(), onError: vi.fn() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRecognition.instances = [];
  FakeMediaRecorder.instances = [];
});

describe('chooseHearing', () => {
  it('sends recordings to our server when the deployment transcribes and the browser can record', () => {
    expect(chooseHearing('server', { record: true, recognise: true })).toBe('server');
    expect(chooseHearing('server', { record: true, recognise: false })).toBe('server');
  });

  it("falls back to the browser's recognition when recording is impossible or not configured", () => {
    expect(chooseHearing('server', { record: false, recognise: true })).toBe('browser');
    expect(chooseHearing('browser', { record: true, recognise: true })).toBe('browser');
  });

  it('leaves typing only when the browser can neither record for us nor recognise speech', () => {
    expect(chooseHearing('server', { record: false, recognise: false })).toBe('typed');
    expect(chooseHearing('browser', { record: true, recognise: false })).toBe('typed');
  });
});

describe('VisitorHearing with the browser recognition', () => {
  it('listens only while wanted and hands on what was said', () => {
    vi.stubGlobal('window', { SpeechRecognition: FakeRecognition });
    const on = handlers();
    const hearing = new VisitorHearing(stream, 'browser', on);
    expect(hearing.hearing).toBe('browser');
    const recognition = FakeRecognition.instances[0]!;
    expect([recognition.continuous, recognition.lang]).toEqual([true, 'en-US']);
    expect(recognition.started).toBe(0);
    hearing.setListening(true);
    expect(recognition.started).toBe(1);
    recognition.say('  My sink is clogged. ');
    expect(on.onText).toHaveBeenCalledWith('My sink is clogged.');
    hearing.setListening(false);
    expect(recognition.aborted).toBe(1);
  });

  it('switches to typing only when recognition fails for good', () => {
    vi.stubGlobal('window', { webkitSpeechRecognition: FakeRecognition });
    const on = handlers();
    const hearing = new VisitorHearing(stream, 'browser', on);
    hearing.setListening(true);
    FakeRecognition.instances[0]!.onerror!({ error: 'not-allowed' });
    expect(hearing.hearing).toBe('typed');
    expect(on.onTypedOnly).toHaveBeenCalledOnce();
    expect(TYPED_ONLY_NOTE).toMatch(/Type your message below/);
  });

  it('uses the browser recognition when the server is configured but the browser cannot record', () => {
    vi.stubGlobal('window', { SpeechRecognition: FakeRecognition });
    expect(new VisitorHearing(stream, 'server', handlers()).hearing).toBe('browser');
  });

  it('is typed only without recognition or recording', () => {
    vi.stubGlobal('window', {});
    const hearing = new VisitorHearing(stream, 'server', handlers());
    expect(hearing.hearing).toBe('typed');
    expect(() => hearing.setListening(true)).not.toThrow();
  });
});

describe('VisitorHearing with our transcription', () => {
  it('records an utterance from speech start to speech end and hands on its transcript', async () => {
    vi.stubGlobal('window', { SpeechRecognition: FakeRecognition });
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const fetch = vi.fn(async () => Response.json({ text: ' I need a plumber. ' }));
    vi.stubGlobal('fetch', fetch);
    const on = handlers();
    const hearing = new VisitorHearing(stream, 'server', on);
    expect(hearing.hearing).toBe('server');
    expect(FakeRecognition.instances).toEqual([]);
    hearing.setListening(true);
    hearing.levelChanged('speech-start', 1000);
    hearing.levelChanged('speech-end', 3000);
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/speech/transcriptions', expect.objectContaining({ method: 'POST' }));
    expect(on.onText).toHaveBeenCalledWith('I need a plumber.');
    // a new segment is already recording for the next utterance
    expect(FakeMediaRecorder.instances.at(-1)!.state).toBe('recording');
  });

  it('reports a failed transcription', async () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { message: 'Transcription is not set up.' } }, { status: 503 }),
    );
    const on = handlers();
    const hearing = new VisitorHearing(stream, 'server', on);
    hearing.setListening(true);
    hearing.levelChanged('speech-start', 1000);
    hearing.levelChanged('speech-end', 3000);
    await settle();
    expect(on.onError).toHaveBeenCalledWith('Transcription is not set up.');
    expect(on.onText).not.toHaveBeenCalled();
  });

  it('stops recording when no longer listening', () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const hearing = new VisitorHearing(stream, 'server', handlers());
    hearing.setListening(true);
    hearing.setListening(false);
    expect(FakeMediaRecorder.instances.map((r) => r.state)).toEqual(['inactive']);
  });
});
