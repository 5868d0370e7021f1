import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import twilio from 'twilio';
import { expect } from 'vitest';

// A phone call as Twilio drives our webhooks: requests signed with the official library over PUBLIC_URL, the TwiML
// answers read as Twilio would (the <Gather> action for the next utterance, the <Redirect> on silence).

export const TWILIO_TEST_ENV = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'test-auth-token-0123456789abcdef',
  TWILIO_FROM_NUMBER: '+18005550199',
  PUBLIC_URL: 'https://earl.example.test',
};
const OUR_LINE = TWILIO_TEST_ENV.TWILIO_FROM_NUMBER;

export type TwilioParams = Record<string, string>;

let sids = 0;
/** A unique Twilio id with the given prefix (CA for calls, RE for recordings). */
export const newTwilioSid = (prefix = 'CA') =>
  `${prefix}${process.pid.toString(16)}${Date.now().toString(16)}${(sids++).toString(16).padStart(6, '0')}`
    .padEnd(34, '0')
    .slice(0, 34);
export const newCallSid = () => newTwilioSid('CA');

/** Where Twilio keeps a recording: under the account on its API (TWILIO_API_URL in tests). */
export const recordingUrlOf = (apiUrl: string, recordingSid: string) =>
  `${apiUrl}/2010-04-01/Accounts/${TWILIO_TEST_ENV.TWILIO_ACCOUNT_SID}/Recordings/${recordingSid}`;

export const callParams = (callSid: string, from: string): TwilioParams => ({
  CallSid: callSid,
  AccountSid: TWILIO_TEST_ENV.TWILIO_ACCOUNT_SID,
  From: from,
  To: OUR_LINE,
  Direction: 'inbound',
  CallStatus: 'in-progress',
});

/** Posts a form to one of our webhooks as Twilio does: signed over PUBLIC_URL + path and query plus the sorted parameters. */
export function postTwilio(
  app: FastifyInstance,
  pathAndQuery: string,
  params: TwilioParams,
  opts: { signature?: string | null } = {},
) {
  const signature =
    opts.signature === undefined
      ? twilio.getExpectedTwilioSignature(
          TWILIO_TEST_ENV.TWILIO_AUTH_TOKEN,
          TWILIO_TEST_ENV.PUBLIC_URL + pathAndQuery,
          params,
        )
      : opts.signature;
  return app.inject({
    method: 'POST',
    url: pathAndQuery,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

export type Twiml = {
  xml: string;
  said: string;
  gatherAction: string | null;
  gather: Element | null;
  /** the <Record> of a voice message, and where Twilio posts when it ends */
  record: Element | null;
  recordAction: string | null;
  /** every <Say> with its attributes (voice, language) */
  says: Element[];
  redirect: string | null;
  hangsUp: boolean;
};

// one window's XML parser for every answer: a new JSDOM per answer costs tens of milliseconds on a busy machine
let xmlParser: DOMParser | undefined;

export function readTwiml(xml: string): Twiml {
  xmlParser ??= new new JSDOM('').window.DOMParser();
  const doc = xmlParser.parseFromString(xml, 'text/xml');
  expect(doc.querySelector('parsererror'), xml).toBeNull();
  expect(doc.documentElement.tagName).toBe('Response');
  const gather = doc.querySelector('Gather');
  const record = doc.querySelector('Record');
  const says = [...doc.querySelectorAll('Say')];
  return {
    xml,
    said: says.map((s) => s.textContent).join(' '),
    says,
    gather,
    gatherAction: gather?.getAttribute('action') ?? null,
    record,
    recordAction: record?.getAttribute('action') ?? null,
    redirect: doc.querySelector('Redirect')?.textContent ?? null,
    hangsUp: doc.querySelector('Hangup') !== null,
  };
}

export async function answerOf(res: Awaited<ReturnType<typeof postTwilio>>) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  return readTwiml(res.body);
}

/** Starts a call on the voice webhook; each utterance then goes to the action URL of the last <Gather>. */
export async function startTwilioCall(app: FastifyInstance, opts: { callSid?: string; from: string }) {
  const callSid = opts.callSid ?? newCallSid();
  const params = callParams(callSid, opts.from);
  let twiml = await answerOf(await postTwilio(app, '/webhooks/twilio/voice', params));
  return {
    callSid,
    get twiml() {
      return twiml;
    },
    /** Speaks: to the <Gather>, or into the <Record> of a message (then a recording is what Twilio posts). */
    async say(speech: string, confidence = '0.93') {
      if (!twiml.gatherAction && twiml.recordAction) return this.leaveMessage();
      expect(twiml.gatherAction, twiml.xml).not.toBeNull();
      twiml = await answerOf(
        await postTwilio(app, twiml.gatherAction!, { ...params, SpeechResult: speech, Confidence: confidence }),
      );
      return twiml;
    },
    /** A voice message into the <Record>: Twilio posts its action with the recording's URL and length. */
    async leaveMessage(opts: { recordingSid?: string; recordingUrl?: string; seconds?: number } = {}) {
      expect(twiml.recordAction, twiml.xml).not.toBeNull();
      const recordingSid = opts.recordingSid ?? newTwilioSid('RE');
      twiml = await answerOf(
        await postTwilio(app, twiml.recordAction!, {
          ...params,
          RecordingSid: recordingSid,
          RecordingUrl: opts.recordingUrl ?? recordingUrlOf('https://api.twilio.com', recordingSid),
          RecordingDuration: String(opts.seconds ?? 12),
          Digits: '#',
        }),
      );
      return twiml;
    },
    /** Silence: Gather times out without a result and Twilio follows the <Redirect>. */
    async staySilent() {
      expect(twiml.redirect, twiml.xml).not.toBeNull();
      twiml = await answerOf(await postTwilio(app, twiml.redirect!, params));
      return twiml;
    },
    async hangUp(callDuration: number, status = 'completed') {
      const res = await postTwilio(app, '/webhooks/twilio/status', {
        ...params,
        CallStatus: status,
        CallDuration: String(callDuration),
      });
      expect(res.statusCode, res.body).toBe(204);
    },
  };
}
