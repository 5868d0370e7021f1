import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { calls, conciergeSessions } from '../../db/schema';

const AUTH_TOKEN = 'fuzz-auth-token-0123456789abcdef';
const PUBLIC_URL = 'https://earl.example.test';
const PATHS = [
  '/webhooks/twilio/voice',
  '/webhooks/twilio/gather',
  '/webhooks/twilio/status',
  '/webhooks/twilio/message',
  '/webhooks/twilio/recording',
  '/webhooks/twilio/offer-call',
  '/webhooks/twilio/offer-call/press',
  '/webhooks/twilio/offer-call/connect',
  '/webhooks/twilio/offer-call/status',
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TWILIO_ACCOUNT_SID: 'AC11111111111111111111111111111111',
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM_NUMBER: '+18005550199',
    PUBLIC_URL,
  });
});
afterAll(() => t?.close());

const fieldName = fc.oneof(
  fc.constantFrom(
    'CallSid',
    'From',
    'To',
    'CallStatus',
    'CallDuration',
    'SpeechResult',
    'Confidence',
    'Digits',
    'RecordingUrl',
    'RecordingSid',
    'RecordingStatus',
    'RecordingDuration',
  ),
  fc.string({ maxLength: 12 }),
);
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('completed', 'busy', '0.1', '-3', 'NaN', '1e99', '', '1', 'https://api.twilio.com/x'),
);
const formBody = fc.dictionary(fieldName, fieldValue, { maxKeys: 8 });
const pathAndQuery = fc
  .tuple(
    fc.constantFrom(...PATHS),
    fc.option(fc.oneof(fc.nat({ max: 20_000 }).map(String), fc.string({ maxLength: 8 }))),
    fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }))),
  )
  .map(([path, turn, offer]) =>
    path.includes('/offer-call')
      ? offer === null
        ? path
        : `${path}?offer=${encodeURIComponent(offer)}`
      : turn === null
        ? path
        : `${path}?turn=${encodeURIComponent(turn)}`,
  );

function post(url: string, params: Record<string, string>, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const rowsFor = async (callSids: string[]) => {
  if (!callSids.length) return 0;
  const sessions = await t.db.select().from(conciergeSessions).where(inArray(conciergeSessions.externalId, callSids));
  const stored = await t.db.select().from(calls).where(inArray(calls.externalId, callSids));
  return sessions.length + stored.length;
};

describe('Twilio webhooks under random input', () => {
  it('refuse every unsigned or wrongly signed random body with 403 and store nothing', async () => {
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        pathAndQuery,
        formBody,
        fc.option(fc.base64String({ maxLength: 40 })),
        async (url, params, signature) => {
          if (params.CallSid) seen.push(params.CallSid);
          const res = await post(url, params, signature ?? undefined);
          expect(res.statusCode).toBe(403);
        },
      ),
      { numRuns: 150 },
    );
    expect(await rowsFor([...new Set(seen)].filter((sid) => /^[A-Za-z0-9]{2,64}$/.test(sid)))).toBe(0);
  });

  it('never answer a validly signed random body with a 5xx, whether or not it names a call in progress', async () => {
    const liveCalls = ['CA' + 'a'.repeat(32), 'CA' + 'b'.repeat(32)];
    for (const CallSid of liveCalls) {
      const params = { CallSid, From: '+18315550100', To: '+18005550199' };
      await post(
        '/webhooks/twilio/voice',
        params,
        twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_URL}/webhooks/twilio/voice`, params),
      );
    }
    const callSid = fc.oneof(
      fc.constantFrom(...liveCalls),
      fc.stringMatching(/^CA[0-9a-f]{32}$/),
      fc.string({ maxLength: 40 }),
    );
    const aboutACall = fc
      .tuple(formBody, fc.option(callSid))
      .map(([params, sid]) => (sid === null ? params : { ...params, CallSid: sid }));
    await fc.assert(
      fc.asyncProperty(pathAndQuery, aboutACall, async (url, params) => {
        const res = await post(url, params, twilio.getExpectedTwilioSignature(AUTH_TOKEN, PUBLIC_URL + url, params));
        expect(res.statusCode, `${url} ${JSON.stringify(params)} → ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('never answer a raw random body with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.string({ unit: 'binary', maxLength: 200 }),
        async (url, payload) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'AAAA' },
            payload,
          });
          expect(res.statusCode).toBe(403);
        },
      ),
      { numRuns: 100 },
    );
  });
});
