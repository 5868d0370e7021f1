import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import {
  answerOf,
  callParams as twilioCallParams,
  newCallSid,
  postTwilio,
  readTwiml,
  startTwilioCall,
  TWILIO_TEST_ENV,
} from '../../../../test/support/twilio-call';
import { createVendor, uniqueSuffix } from '../../db/factories';
import { calls, conciergeSessions } from '../../db/schema';

const { TWILIO_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_URL } = TWILIO_TEST_ENV;
const env = TWILIO_TEST_ENV;
const OUR_LINE = TWILIO_TEST_ENV.TWILIO_FROM_NUMBER;
const CALLER = '+18315550142';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(env);
});
afterAll(() => t?.close());

type Params = Record<string, string>;
const callParams = (callSid: string): Params => twilioCallParams(callSid, CALLER);

/** Posts a form to one of our webhooks as Twilio does (test/support/twilio-call.ts), to this file's app by default. */
const post = (pathAndQuery: string, params: Params, opts: { signature?: string | null; app?: TestApp['app'] } = {}) =>
  postTwilio(opts.app ?? t.app, pathAndQuery, params, opts);

/** A phone call from CALLER as Twilio drives it. */
const startCall = (callSid = newCallSid()) => startTwilioCall(t.app, { callSid, from: CALLER });

const callRows = (callSid: string) => t.db.select().from(calls).where(eq(calls.externalId, callSid));

const fullCall = [
  'My dishwasher is leaking water onto the floor',
  'Robin Ash',
  'yes',
  '9 Beach Street, Capitola',
  'tomorrow morning or Saturday afternoon',
  'yes',
  'yes',
];

describe('Twilio phone line', () => {
  it('takes a whole phone call through the three webhooks and stores exactly one phone call row', async () => {
    const vendor = await createVendor(t.db, {
      name: `AAA Appliance ${uniqueSuffix()}`,
      serviceType: 'Appliance Installation & Repair',
      rating: 5,
    });
    const call = await startCall();
    expect(call.twiml.said).toContain("Santa Cruz County's home-services assistant");
    expect(call.twiml.gather!.getAttribute('input')).toBe('speech');
    // a speech model is named, so speechTimeout is whole seconds ("auto" is refused with a model: 13327 / 13335)
    expect(call.twiml.gather!.getAttribute('speechModel')).toBe('phone_call');
    expect(call.twiml.gather!.getAttribute('speechTimeout')).toBe('2');
    expect(call.twiml.says[0]!.getAttribute('voice')).toBe('Polly.Joanna-Neural');
    expect(call.twiml.gather!.getAttribute('method')).toBe('POST');
    expect(call.twiml.gatherAction).toBe('/webhooks/twilio/gather?turn=1');
    expect(call.twiml.redirect).toBe(call.twiml.gatherAction);

    await call.say(fullCall[0]!);
    const afterName = await call.say(fullCall[1]!);
    expect(afterName.said).toContain('Is 831-555-0142 the best number to reach you?');
    for (const speech of fullCall.slice(2)) await call.say(speech);
    expect(call.twiml.hangsUp).toBe(true);
    expect(call.twiml.gather).toBeNull();
    await call.hangUp(95);

    const rows = await callRows(call.callSid);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      customerName: 'Robin Ash',
      // stored in E.164, as Twilio's From is: the caller kept their caller ID, so the lead is verified
      customerPhone: CALLER,
      callerId: CALLER,
      leadCheck: 'verified',
      phoneNumber: OUR_LINE,
      serviceType: 'Appliance Installation & Repair',
      serviceAddress: '9 Beach St, Capitola',
      summary: 'Robin Ash needs an appliance technician in Capitola: the dishwasher is leaking water onto the floor.',
      status: 'pending',
      source: 'phone',
      urgency: 'normal',
      callDuration: 95,
      externalId: call.callSid,
    });
    expect(row!.preferredTime1).toMatch(/^\w+day, \w{3} \d{1,2}, 8 AM - 12 PM$/);
    expect(row!.preferredTime2).toMatch(/^Saturday, \w{3} \d{1,2}, 12 PM - 5 PM$/);
    const lines = row!.transcript!.split('\n');
    expect(lines[0]).toMatch(/^assistant: Hi, you've reached Earl/);
    expect(lines[1]).toBe('user: My dishwasher is leaking water onto the floor');
    expect(lines.filter((l) => l.startsWith('user: '))).toHaveLength(fullCall.length);
    // changed on purpose (issue 18): Earl names no company on the phone either; it says who gets the request
    expect(row!.transcript).not.toContain(vendor.name);
    expect(row!.transcript).toMatch(/vetted local pro/);
    const [session] = await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, call.callSid));
    expect(session).toMatchObject({
      status: 'ended',
      source: 'phone',
      phoneNumber: OUR_LINE,
      callId: row!.id,
      turn: fullCall.length,
    });
  });

  it('stores another callback number in E.164 and reads it back as people say it; not the caller ID, so unverified', async () => {
    const call = await startCall();
    await call.say('My dishwasher is leaking water onto the floor');
    await call.say('Robin Ash');
    const asked = await call.say('no, call me at eight three one, five five five, oh one seven seven');
    expect(asked.said).toContain('831-555-0177');
    expect(asked.said).not.toContain('+1');
    for (const speech of ['yes', '9 Beach Street, Capitola', 'tomorrow morning or Saturday afternoon', 'yes', 'yes'])
      if (!call.twiml.hangsUp) await call.say(speech);
    expect(call.twiml.hangsUp).toBe(true);
    await call.hangUp(80);
    const [row] = await callRows(call.callSid);
    expect(row).toMatchObject({
      customerPhone: '+18315550177',
      callerId: CALLER,
      leadCheck: 'unverified',
      source: 'phone',
    });
  });

  it('answers a duplicated or retried delivery with the same TwiML, adding no turn and no call', async () => {
    const callSid = newCallSid();
    const first = await post('/webhooks/twilio/voice', callParams(callSid));
    const again = await post('/webhooks/twilio/voice', callParams(callSid));
    expect(again.body).toBe(first.body);
    expect(await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, callSid))).toHaveLength(
      1,
    );

    const turn1 = {
      ...callParams(callSid),
      SpeechResult: 'The breaker in my garage keeps tripping',
      Confidence: '0.9',
    };
    const [a, b] = await Promise.all([
      post('/webhooks/twilio/gather?turn=1', turn1),
      post('/webhooks/twilio/gather?turn=1', turn1),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    const retried = await post('/webhooks/twilio/gather?turn=1', turn1);
    expect(retried.body).toBe(a.body);
    expect(readTwiml(a.body).gatherAction).toBe('/webhooks/twilio/gather?turn=2');

    const [session] = await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, callSid));
    const transcript = (session!.state as { transcript: { role: string; text: string }[] }).transcript;
    expect(transcript.filter((l) => l.role === 'user')).toEqual([
      { role: 'user', text: 'The breaker in my garage keeps tripping' },
    ]);
    expect(session!.turn).toBe(1);

    const status = { ...callParams(callSid), CallStatus: 'completed', CallDuration: '40' };
    for (let i = 0; i < 3; i++) expect((await post('/webhooks/twilio/status', status)).statusCode).toBe(204);
    const rows = await callRows(callSid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      serviceType: 'Electrical',
      status: 'pending',
      source: 'phone',
      callDuration: 40,
      customerPhone: null,
    });
  });

  it('keeps every turn of a call whose deliveries land on two instances, retries included', async () => {
    // each instance remembers the session as it last stored it; the first one's memory is two turns old whenever a
    // turn comes back to it, and the other one's deliveries are each retried there
    const other = await createTestApp(env);
    try {
      const callSid = newCallSid();
      let twiml = await answerOf(await post('/webhooks/twilio/voice', callParams(callSid)));
      let last: { params: Params; action: string; body: string } | undefined;
      for (const [i, speech] of fullCall.entries()) {
        const app = i % 3 === 0 ? t.app : other.app;
        const params = { ...callParams(callSid), SpeechResult: speech, Confidence: '0.93' };
        const answer = await post(twiml.gatherAction!, params, { app });
        if (app === other.app) expect((await post(twiml.gatherAction!, params, { app })).body).toBe(answer.body);
        last = { params, action: twiml.gatherAction!, body: answer.body };
        twiml = await answerOf(answer);
      }
      expect(twiml.hangsUp).toBe(true);
      // the last turn retried on the instance that did not answer it: the same goodbye, nothing stored twice
      expect((await post(last!.action, last!.params, { app: other.app })).body).toBe(last!.body);
      const [session] = await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, callSid));
      expect(session).toMatchObject({ status: 'ended', turn: fullCall.length });
      const rows = await callRows(callSid);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.transcript!.split('\n').filter((l) => l.startsWith('user: '))).toEqual(
        fullCall.map((line) => `user: ${line}`),
      );
      expect(rows[0]).toMatchObject({ customerName: 'Robin Ash', serviceAddress: '9 Beach St, Capitola' });
    } finally {
      await other.close();
    }
  });

  it('stores the call once when its last turn is delivered twice at once, and once when the hang-up races it', async () => {
    // the last turn stores the call and ends the session in one statement, which only the first delivery may apply
    const toLastTurn = async (callSid: string) => {
      let twiml = await answerOf(await post('/webhooks/twilio/voice', callParams(callSid)));
      for (const speech of fullCall.slice(0, -1))
        twiml = await answerOf(
          await post(twiml.gatherAction!, { ...callParams(callSid), SpeechResult: speech, Confidence: '0.93' }),
        );
      return {
        action: twiml.gatherAction!,
        params: { ...callParams(callSid), SpeechResult: 'yes', Confidence: '0.93' },
      };
    };

    const twice = newCallSid();
    const last = await toLastTurn(twice);
    const [a, b] = await Promise.all([post(last.action, last.params), post(last.action, last.params)]);
    expect(b.body).toBe(a.body);
    expect(readTwiml(a.body).hangsUp).toBe(true);
    const rows = await callRows(twice);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.transcript!.split('\n').filter((l) => l.startsWith('user: '))).toEqual(
      fullCall.map((line) => `user: ${line}`),
    );
    const [session] = await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, twice));
    expect(session).toMatchObject({ status: 'ended', turn: fullCall.length, callId: rows[0]!.id, lastAnswer: a.body });

    const raced = newCallSid();
    const lastRaced = await toLastTurn(raced);
    const status = { ...callParams(raced), CallStatus: 'completed', CallDuration: '75' };
    const [turn, hangUp] = await Promise.all([
      post(lastRaced.action, lastRaced.params),
      post('/webhooks/twilio/status', status),
    ]);
    expect([turn.statusCode, hangUp.statusCode]).toEqual([200, 204]);
    const racedRows = await callRows(raced);
    expect(racedRows).toHaveLength(1);
    expect(racedRows[0]).toMatchObject({
      callDuration: 75,
      customerName: 'Robin Ash',
      serviceType: 'Appliance Installation & Repair',
    });
    const [racedSession] = await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, raced));
    expect(racedSession).toMatchObject({ status: 'ended', callId: racedRows[0]!.id });
  });

  it('stores what was collected when the caller hangs up mid-intake', async () => {
    const call = await startCall();
    await call.say('Hi, this is Dana Lee, my kitchen sink is clogged');
    await call.hangUp(31);
    const [row, ...more] = await callRows(call.callSid);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      customerName: 'Dana Lee',
      serviceType: 'Plumbing',
      status: 'pending',
      source: 'phone',
      phoneNumber: OUR_LINE,
      callDuration: 31,
    });
    expect(row!.summary).toContain('The call ended before the intake was complete.');
    expect(row!.transcript!.split('\n')).toContain('user: Hi, this is Dana Lee, my kitchen sink is clogged');
    // a turn arriving after the hang-up is told the call has ended and stores nothing more
    const late = await call.say('hello?');
    expect(late.hangsUp).toBe(true);
    expect(await callRows(call.callSid)).toHaveLength(1);
  });

  it('stores a short call in which nothing was said as a resolved "Hang-up"', async () => {
    const call = await startCall();
    await call.hangUp(4);
    const rows = await callRows(call.callSid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'resolved',
      summary: 'Hang-up',
      source: 'phone',
      callDuration: 4,
      customerName: null,
      serviceType: null,
    });
  });

  it('stores a busy or canceled call too, and ignores progress statuses', async () => {
    const call = await startCall();
    const ringing = await post('/webhooks/twilio/status', { ...callParams(call.callSid), CallStatus: 'ringing' });
    expect(ringing.statusCode).toBe(204);
    expect(await callRows(call.callSid)).toHaveLength(0);
    await call.hangUp(0, 'canceled');
    expect(await callRows(call.callSid)).toMatchObject([{ status: 'resolved', summary: 'Hang-up', callDuration: 0 }]);
  });

  it('re-prompts a silent caller twice, then takes a message, then ends', async () => {
    const call = await startCall();
    const first = await call.staySilent();
    expect(first.said).toContain("Sorry, I didn't hear anything.");
    expect(first.said).toContain("What's going on at your place today?");
    expect(first.gatherAction).toBe('/webhooks/twilio/gather?turn=2');
    const second = await call.staySilent();
    expect(second.said).toContain("Sorry, I didn't hear anything.");
    const third = await call.staySilent();
    expect(third.said).toContain('Let me take a message instead');
    expect(third.record).not.toBeNull();
    // the Record heard nothing: Twilio follows the <Redirect> to the same turn
    const last = await call.staySilent();
    expect(last.hangsUp).toBe(true);
    expect(last.said).toContain("I'll let our team know you called");
    await call.hangUp(25);
    expect(await callRows(call.callSid)).toMatchObject([
      {
        status: 'pending',
        source: 'phone',
        callDuration: 25,
        summary:
          'The assistant could not complete the intake, so the caller left a message: no message. Please call back.',
      },
    ]);
  });

  it("records a message after the silences and stores the call with the recording's link", async () => {
    const call = await startCall();
    await call.staySilent();
    await call.staySilent();
    const asked = await call.staySilent();
    expect(asked.recordAction).toBe('/webhooks/twilio/message?turn=4');
    const recordingUrl = `https://api.twilio.com/2010-04-01/Accounts/${env.TWILIO_ACCOUNT_SID}/Recordings/RE${uniqueSuffix()}`;
    const done = await call.leaveMessage({ recordingUrl, seconds: 14 });
    expect(done.hangsUp).toBe(true);
    expect(done.said).toContain('I have passed your message on');
    const [row] = await callRows(call.callSid);
    expect(row).toMatchObject({ recordingUrl, status: 'pending', source: 'phone' });
    expect(row!.summary).toBe(
      'The assistant could not complete the intake, so the caller left a message: a voice message (listen to the recording). Please call back.',
    );
    expect(row!.transcript).toContain('user: (voice message)');
    // a repeated delivery of the Record's action gets the same answer and stores nothing more
    const again = await post('/webhooks/twilio/message?turn=4', {
      ...callParams(call.callSid),
      RecordingUrl: recordingUrl,
      RecordingDuration: '14',
    });
    expect((await answerOf(again)).said).toBe(done.said);
    expect(await callRows(call.callSid)).toHaveLength(1);
  });

  it('records the message of a caller who asks to leave one', async () => {
    const call = await startCall();
    const asked = await call.say('I just want to leave a message for the team');
    expect(asked.record).not.toBeNull();
    expect(asked.said).toContain('Please speak after the beep');
    const done = await call.leaveMessage();
    expect(done.hangsUp).toBe(true);
    expect((await callRows(call.callSid))[0]!.recordingUrl).toMatch(/\/Recordings\/RE/);
  });

  it('hears an empty recording as silence', async () => {
    const call = await startCall();
    await call.say('I just want to leave a message for the team');
    const empty = await call.leaveMessage({ seconds: 0 });
    expect(empty.said).toContain("Sorry, I didn't hear anything.");
    expect(empty.record).not.toBeNull();
    expect(empty.recordAction).toBe('/webhooks/twilio/message?turn=3');
    await call.hangUp(30);
    expect((await callRows(call.callSid))[0]!.recordingUrl).toBeNull();
  });

  it('asks a caller to repeat words heard with low confidence, without feeding them to the engine', async () => {
    const call = await startCall();
    const unclear = await call.say('my sink is something', '0.12');
    expect(unclear.said).toContain("Sorry, I didn't quite catch that.");
    expect(unclear.gatherAction).toBe('/webhooks/twilio/gather?turn=2');
    await call.hangUp(6);
    // nothing understood in a short call: a hang-up
    expect(await callRows(call.callSid)).toMatchObject([{ summary: 'Hang-up', status: 'resolved' }]);
  });

  it('reads form bodies sent with a charset parameter', async () => {
    const params = callParams(newCallSid());
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/twilio/voice',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(
          AUTH_TOKEN,
          `${PUBLIC_URL}/webhooks/twilio/voice`,
          params,
        ),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(readTwiml((await answerOf(res)).xml).gatherAction).toBe('/webhooks/twilio/gather?turn=1');
  });

  it('escapes caller words in the TwiML it answers', async () => {
    const call = await startCall();
    await call.say('My name is <Hangup/> & my "sink" leaks');
    expect(call.twiml.hangsUp).toBe(false);
    expect(call.twiml.gather).not.toBeNull();
  });
});

describe('Twilio phone line when the status callback never comes', () => {
  it('ends a call left idle through the job runner and stores it under its CallSid; a later status only sets the duration', async () => {
    const quick = await createTestApp({ ...env, CONCIERGE_IDLE_SECONDS: '1' });
    try {
      const callSid = newCallSid();
      await answerOf(await post('/webhooks/twilio/voice', callParams(callSid), { app: quick.app }));
      await answerOf(
        await post(
          '/webhooks/twilio/gather?turn=1',
          {
            ...callParams(callSid),
            SpeechResult: 'The kitchen outlets stopped working, my name is Ana Ruiz',
            Confidence: '0.9',
          },
          { app: quick.app },
        ),
      );
      await expect
        .poll(
          async () =>
            (await quick.db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, callSid)))[0]!
              .status,
          { timeout: 15_000, interval: 250 },
        )
        .toBe('ended');
      expect(await callRows(callSid)).toMatchObject([
        {
          customerName: 'Ana Ruiz',
          serviceType: 'Electrical',
          status: 'pending',
          source: 'phone',
          phoneNumber: OUR_LINE,
        },
      ]);
      await post(
        '/webhooks/twilio/status',
        { ...callParams(callSid), CallStatus: 'completed', CallDuration: '70' },
        { app: quick.app },
      );
      expect(await callRows(callSid)).toMatchObject([{ customerName: 'Ana Ruiz', callDuration: 70 }]);
    } finally {
      await quick.close();
    }
  });
});

describe('Twilio webhook security', () => {
  it('refuses missing, wrong and replayed-with-changed-body signatures with 403, storing nothing', async () => {
    const callSid = newCallSid();
    const params = callParams(callSid);
    for (const path of ['/webhooks/twilio/voice', '/webhooks/twilio/gather?turn=1', '/webhooks/twilio/status']) {
      const missing = await post(path, params, { signature: null });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().error.code).toBe('forbidden');
      expect((await post(path, params, { signature: 'bm90IGEgc2lnbmF0dXJl' })).statusCode).toBe(403);
      const signedForOther = twilio.getExpectedTwilioSignature('another-token', PUBLIC_URL + path, params);
      expect((await post(path, params, { signature: signedForOther })).statusCode).toBe(403);
    }
    // a captured, validly signed delivery replayed with a changed body or URL
    const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_URL}/webhooks/twilio/voice`, params);
    expect((await post('/webhooks/twilio/voice', { ...params, From: '+15555550100' }, { signature })).statusCode).toBe(
      403,
    );
    expect((await post('/webhooks/twilio/voice?x=1', params, { signature })).statusCode).toBe(403);
    expect(await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, callSid))).toHaveLength(
      0,
    );
    expect(await callRows(callSid)).toHaveLength(0);
  });

  it('ends a call whose reported duration cannot be a real one, keeping the length the session measured', async () => {
    for (const CallDuration of ['1e99', '-5', '90000', 'abc', '']) {
      const callSid = newCallSid();
      const twiml = await answerOf(await post('/webhooks/twilio/voice', callParams(callSid)));
      await post(twiml.gatherAction!, { ...callParams(callSid), SpeechResult: 'My garage breaker keeps tripping' });
      const ended = await post('/webhooks/twilio/status', {
        ...callParams(callSid),
        CallStatus: 'completed',
        CallDuration,
      });
      expect(ended.statusCode, CallDuration).toBe(204);
      const rows = await callRows(callSid);
      expect(rows, CallDuration).toMatchObject([{ serviceType: 'Electrical' }]);
      // the call lasted well under a minute by the session's own clock
      expect(rows[0]!.callDuration, CallDuration).toBeLessThan(60);
    }
  });

  it('answers 400 to a signed request missing CallSid or the turn number, and 404 for an unknown call', async () => {
    expect((await post('/webhooks/twilio/voice', { From: CALLER })).statusCode).toBe(400);
    expect((await post('/webhooks/twilio/gather', callParams(newCallSid()))).statusCode).toBe(400);
    const unknown = await post('/webhooks/twilio/gather?turn=1', {
      ...callParams(newCallSid()),
      SpeechResult: 'hello',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await post('/webhooks/twilio/status', {
          ...callParams(newCallSid()),
          CallStatus: 'completed',
          CallDuration: '3',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('answers 404 when Twilio is not configured', async () => {
    const unconfigured = await createTestApp({ PUBLIC_URL });
    try {
      for (const path of ['/webhooks/twilio/voice', '/webhooks/twilio/gather?turn=1', '/webhooks/twilio/status']) {
        const res = await post(path, callParams(newCallSid()), { app: unconfigured.app });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    } finally {
      await unconfigured.close();
    }
  });

  it('validates the published signature vector with validateRequest', () => {
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilio.validateRequest('12345', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, params)).toBe(true);
    expect(twilio.getExpectedTwilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(twilio.validateRequest('12345', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, { ...params, Digits: '1235' })).toBe(
      false,
    );
  });
});

describe('Twilio phone line in Spanish', () => {
  it("offers Spanish in the greeting; after 'español' it hears and speaks es-US and stores a Spanish call", async () => {
    const call = await startCall();
    expect(call.twiml.said).toContain("Para español, diga 'español'.");
    const spanish = await call.say('español');
    expect(spanish.gather!.getAttribute('language')).toBe('es-US');
    expect(spanish.said).toContain('Sí, hablo español.');
    expect(spanish.xml).toMatch(/<Say voice="Polly.Lupe-Neural" language="es-US">/);
    await call.say('sale humo del enchufe de la cocina');
    expect(call.twiml.said).toMatch(/^Su seguridad es lo primero/);
    await call.hangUp(40);
    const [row] = await callRows(call.callSid);
    expect(row).toMatchObject({ language: 'es', urgency: 'urgent', serviceType: 'Electrical' });
    expect(row!.summary).toContain('Caller speaks Spanish.');
  });
});
