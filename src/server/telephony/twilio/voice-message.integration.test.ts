import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInNewAdmin, type TestApp } from '../../../../test/support/app';
import { FAKE_RECORDING_WAV, startFakeTwilioApi, type FakeTwilioApi } from '../../../../test/support/fake-twilio-api';
import { startFakeTranscriptionServer } from '../../../../test/support/fake-transcription-server';
import { createIsolatedDatabase } from '../../../../test/support/isolated-database';
import {
  callParams,
  newTwilioSid,
  postTwilio,
  recordingUrlOf,
  startTwilioCall,
  TWILIO_TEST_ENV,
} from '../../../../test/support/twilio-call';
import { waitFor } from '../../../../test/support/wait-for';
import { calls } from '../../db/schema';

// A caller's voice message on the phone line: Twilio records it, posts the recording's status when it is ready, and
// a queued task downloads it from Twilio (basic auth) and has it transcribed through the STT adapter (STT_BASE_URL).

const CALLER = '+18315550142';
let fakeTwilio: FakeTwilioApi;
let stt: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
let t: TestApp;
beforeAll(async () => {
  fakeTwilio = await startFakeTwilioApi();
  stt = await startFakeTranscriptionServer((received) =>
    received.fileBytes > 0 ? { text: ' Hi, this is Lee at 40 Soquel Drive, please call me about my furnace. ' } : {},
  );
  // a database of its own: the transcription task must run on this app's runner, with these fakes
  t = await createTestApp({
    ...TWILIO_TEST_ENV,
    DATABASE_URL: await createIsolatedDatabase('voice_message'),
    TWILIO_API_URL: fakeTwilio.url,
    STT_BASE_URL: stt.baseUrl,
    STT_API_KEY: 'stt-key',
  });
});
afterAll(async () => {
  await t?.close();
  await fakeTwilio?.close();
  await stt?.close();
});

const callRow = async (callSid: string) => (await t.db.select().from(calls).where(eq(calls.externalId, callSid)))[0];

/** A caller who asks to leave a message and records one; returns the call and its recording. */
async function recordedMessage() {
  const call = await startTwilioCall(t.app, { from: CALLER });
  await call.say('I just want to leave a message');
  const recordingSid = newTwilioSid('RE');
  const recordingUrl = recordingUrlOf(fakeTwilio.url, recordingSid);
  await call.leaveMessage({ recordingSid, recordingUrl, seconds: 9 });
  return { call, recordingSid, recordingUrl };
}

const recordingStatus = (callSid: string, recordingSid: string, recordingUrl: string) =>
  postTwilio(t.app, '/webhooks/twilio/recording', {
    AccountSid: TWILIO_TEST_ENV.TWILIO_ACCOUNT_SID,
    CallSid: callSid,
    RecordingSid: recordingSid,
    RecordingUrl: recordingUrl,
    RecordingStatus: 'completed',
    RecordingDuration: '9',
    RecordingChannels: '1',
    RecordingSource: 'RecordVerb',
  });

describe('a voice message on the phone line', () => {
  it('is transcribed through the STT adapter once the recording is ready, and quoted in the call summary', async () => {
    const { call, recordingSid, recordingUrl } = await recordedMessage();
    expect((await callRow(call.callSid))!.summary).toContain('a voice message (listen to the recording)');

    const res = await recordingStatus(call.callSid, recordingSid, recordingUrl);
    expect(res.statusCode, res.body).toBe(204);

    const row = await waitFor(async () => {
      const r = await callRow(call.callSid);
      return r?.summary?.includes('furnace') ? r : undefined;
    });
    expect(row.summary).toBe(
      'The assistant could not complete the intake, so the caller left a message: "Hi, this is Lee at 40 Soquel Drive, please call me about my furnace.". Please call back.',
    );
    expect(row.transcript).toContain('user: (voice message) Hi, this is Lee at 40 Soquel Drive');
    expect(row.recordingUrl).toBe(recordingUrl);

    // the recording was fetched from Twilio as WAV with the account's credentials, and sent to the STT service
    const basic = `Basic ${Buffer.from(`${TWILIO_TEST_ENV.TWILIO_ACCOUNT_SID}:${TWILIO_TEST_ENV.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
    expect(fakeTwilio.recordingDownloads).toContainEqual({
      path: new URL(`${recordingUrl}.wav`).pathname,
      authorization: basic,
    });
    expect(stt.received.at(-1)).toMatchObject({
      authorization: 'Bearer stt-key',
      fileName: 'utterance.wav',
      fileBytes: FAKE_RECORDING_WAV.length,
    });

    // the admin's call detail links the recording
    const cookie = await signInNewAdmin(t);
    const detail = await t.app.inject({ method: 'GET', url: `/api/calls/${row.id}`, headers: { cookie } });
    expect(detail.json()).toMatchObject({ recordingUrl, summary: row.summary });
  });

  it('never sends the account credentials to a recording outside the Twilio API', async () => {
    const { call } = await recordedMessage();
    const recordingSid = newTwilioSid('RE');
    const elsewhere = `https://recordings.example.net/2010-04-01/Accounts/AC1/Recordings/${recordingSid}`;
    const res = await recordingStatus(call.callSid, recordingSid, elsewhere);
    expect(res.statusCode).toBe(204);
    // once the task is done: the link is kept, but nothing was downloaded or transcribed from there
    await waitFor(async () => {
      const queued = await t.database.pool.query(`select 1 from graphile_worker._private_jobs where key = $1`, [
        `voice-message:${recordingSid}`,
      ]);
      return queued.rowCount === 0 ? true : undefined;
    });
    expect((await callRow(call.callSid))!.recordingUrl).toBe(elsewhere);
    expect(fakeTwilio.recordingDownloads.some((d) => d.path.includes('recordings.example.net'))).toBe(false);
    expect((await callRow(call.callSid))!.summary).toContain('a voice message (listen to the recording)');
  });

  it('refuses an unsigned recording status', async () => {
    const res = await postTwilio(
      t.app,
      '/webhooks/twilio/recording',
      { ...callParams(newTwilioSid('CA'), CALLER), RecordingStatus: 'completed' },
      { signature: null },
    );
    expect(res.statusCode).toBe(403);
  });
});
