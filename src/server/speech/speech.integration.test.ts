import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { startFakeTranscriptionServer } from '../../../test/support/fake-transcription-server';

const audio = Buffer.from('webm-opus-bytes-of-an-utterance');
let stt: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
let failNext = false;
let test: TestApp;

beforeAll(async () => {
  stt = await startFakeTranscriptionServer(() =>
    failNext ? { status: 500 } : { text: '  My water heater is leaking. ' },
  );
  test = await createTestApp({ STT_BASE_URL: stt.baseUrl, STT_API_KEY: 'stt-secret', STT_MODEL: 'whisper-small' });
});
afterAll(async () => {
  await test.close();
  await stt.close();
});

const post = (app: TestApp['app'], body: Buffer | string, contentType: string) =>
  app.inject({
    method: 'POST',
    url: '/api/speech/transcriptions',
    headers: { 'content-type': contentType },
    payload: body,
  });

describe('POST /api/speech/transcriptions', () => {
  it('forwards the recording as multipart file + model to {STT_BASE_URL}/audio/transcriptions and returns the text', async () => {
    const before = stt.received.length;
    const res = await post(test.app, audio, 'audio/webm;codecs=opus');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'My water heater is leaking.' });
    const sent = stt.received.slice(before);
    expect(sent).toEqual([
      {
        path: '/v1/audio/transcriptions',
        authorization: 'Bearer stt-secret',
        model: 'whisper-small',
        fileName: 'utterance.webm',
        fileType: 'audio/webm',
        fileBytes: audio.length,
      },
    ]);
  });

  it('rejects a body that is not audio, and an empty recording, without calling the service', async () => {
    const before = stt.received.length;
    const json = await post(test.app, JSON.stringify({ text: 'hi' }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('unsupported_media_type');
    const video = await post(test.app, audio, 'audio/x-unknown');
    expect(video.statusCode).toBe(415);
    const empty = await post(test.app, Buffer.alloc(0), 'audio/webm');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The recording is empty.');
    expect(stt.received.length).toBe(before);
  });

  it('refuses recordings over 4 MB with 413', async () => {
    const res = await post(test.app, Buffer.alloc(4 * 1024 * 1024 + 1), 'audio/webm');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers 503 with a message to type instead when the service fails', async () => {
    failNext = true;
    try {
      const res = await post(test.app, audio, 'audio/ogg');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'Speech recognition is unavailable right now. Please type your message instead.',
      );
    } finally {
      failNext = false;
    }
  });

  it('answers 503 when no STT service is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await post(bare.app, audio, 'audio/webm');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('Speech-to-text is not configured on this server.');
    } finally {
      await bare.close();
    }
  });

  it('is rate limited per client at 60 a minute', async () => {
    const limited = await createTestApp({ STT_BASE_URL: stt.baseUrl });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/speech/transcriptions',
          headers: { 'content-type': 'audio/webm' },
          payload: audio,
          remoteAddress: '10.9.8.7',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
      expect(codes[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
