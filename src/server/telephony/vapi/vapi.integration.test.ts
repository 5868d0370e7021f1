import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { SERVICE_CATEGORIES } from '@shared/constants';
import { createProvider, createVendor } from '../../db/factories';
import { calls } from '../../db/schema';

const SECRET = 'vapi-test-secret';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    VAPI_WEBHOOK_SECRET: SECRET,
    VAPI_PUBLIC_KEY: 'pk-test',
    VAPI_ASSISTANT_ID: 'asst-earl-test',
  });
}, 60_000);
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = { 'x-vapi-secret': SECRET }) =>
  t.app.inject({ method: 'POST', url: '/webhooks/vapi', payload: payload as object, headers });

const rowsOf = (externalId: string) => t.db.select().from(calls).where(eq(calls.externalId, externalId));

// a Tuesday morning in Santa Cruz (08:30 PST)
const STARTED = '2026-11-24T16:30:00.000Z';
const ENDED = '2026-11-24T16:33:07.000Z';

function phoneReport(callId: string) {
  return {
    message: {
      type: 'end-of-call-report',
      timestamp: 1795624387000,
      endedReason: 'customer-ended-call',
      startedAt: STARTED,
      endedAt: ENDED,
      cost: 0.31,
      call: {
        id: callId,
        orgId: 'org-1',
        type: 'inboundPhoneCall',
        customer: { number: '+18315550142' },
        phoneNumber: { id: 'pn-1', number: '+18005550199' },
        status: 'ended',
      },
      artifact: {
        recordingUrl: 'https://storage.vapi.ai/recording.wav',
        messages: [
          { role: 'system', message: 'You are Earl.', time: 1, secondsFromStart: 0 },
          { role: 'bot', message: 'Hi, this is Earl. How can I help?', time: 2, secondsFromStart: 0.5 },
          { role: 'user', message: 'My water heater is leaking all over the garage.', time: 3, secondsFromStart: 4 },
          { role: 'tool_calls', toolCalls: [{ id: 'tc-1' }], time: 4, secondsFromStart: 9 },
          {
            role: 'tool_call_result',
            name: 'check_service_area',
            result: 'In the service area: Santa Cruz, Santa Cruz County.',
            time: 5,
            secondsFromStart: 10,
          },
          { role: 'assistant', message: 'I can help with that.', time: 6, secondsFromStart: 11 },
        ],
      },
      analysis: {
        summary: 'Maria Lopez has a leaking water heater at 214 Seabright Ave, Santa Cruz.',
        structuredData: {
          customerName: 'Maria Lopez',
          callbackPhone: '831-555-0177',
          serviceType: 'plumbing',
          serviceAddress: '214 Seabright Ave, Santa Cruz',
          preferredTime1: 'Wednesday morning',
          preferredTime2: 'Thursday after 3',
        },
        successEvaluation: 'true',
      },
    },
  };
}

const phoneRow = {
  customerName: 'Maria Lopez',
  // every number in E.164 however Vapi gave it ("831-555-0177" in the structured data)
  customerPhone: '+18315550177',
  phoneNumber: '+18005550199',
  callerId: '+18315550142',
  serviceType: 'Plumbing',
  serviceAddress: '214 Seabright Ave, Santa Cruz',
  summary: 'Maria Lopez has a leaking water heater at 214 Seabright Ave, Santa Cruz.',
  // what was said only: the system prompt and the tool results stay out
  transcript: [
    'assistant: Hi, this is Earl. How can I help?',
    'user: My water heater is leaking all over the garage.',
    'assistant: I can help with that.',
  ].join('\n'),
  callDuration: 187,
  // "Wednesday morning" and "Thursday after 3" on a Tuesday, made concrete as the phone line does
  preferredTime1: 'Wednesday, Nov 25, 8 AM - 12 PM',
  preferredTime2: 'Thursday, Nov 26, 3 PM - 6 PM',
  source: 'vapi',
  status: 'pending',
  urgency: 'normal',
};

describe('POST /webhooks/vapi authentication', () => {
  it('accepts the secret in X-Vapi-Secret and as a Bearer credential', async () => {
    const status = { message: { type: 'status-update', status: 'in-progress', call: { id: randomUUID() } } };
    expect((await post(status, { 'x-vapi-secret': SECRET })).statusCode).toBe(200);
    expect((await post(status, { authorization: `Bearer ${SECRET}` })).statusCode).toBe(200);
  });

  // as Vapi's HMAC credential signs by default: SHA-256 over `{timestamp}.{body}`, hex, Unix time
  const signed = (body: string, secret: string, timestamp: string, encoding: 'hex' | 'base64' = 'hex') => ({
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest(encoding),
  });
  const postRaw = (body: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/webhooks/vapi', payload: body, headers });
  const nowSeconds = () => String(Math.floor(Date.now() / 1000));

  it('accepts an HMAC-signed report (hex or base64, timestamp in seconds or milliseconds) and stores it', async () => {
    const callId = `vapi-${randomUUID()}`;
    const body = JSON.stringify(phoneReport(callId));
    expect((await postRaw(body, signed(body, SECRET, nowSeconds()))).statusCode).toBe(200);
    expect(await rowsOf(callId)).toHaveLength(1);
    for (const headers of [
      signed(body, SECRET, String(Date.now())),
      signed(body, SECRET, nowSeconds(), 'base64'),
      {
        ...signed(body, SECRET, nowSeconds()),
        'x-signature': `sha256=${signed(body, SECRET, nowSeconds())['x-signature']}`,
      },
    ])
      expect((await postRaw(body, headers)).statusCode).toBe(200);
  });

  it('refuses an HMAC signature that is stale, from the future, forged or over another body with 401', async () => {
    const callId = `vapi-${randomUUID()}`;
    const body = JSON.stringify(phoneReport(callId));
    const stale = String(Math.floor(Date.now() / 1000) - 301);
    const future = String(Math.floor(Date.now() / 1000) + 301);
    const cases = [
      signed(body, SECRET, stale),
      signed(body, SECRET, future),
      signed(body, 'not-the-secret', nowSeconds()),
      signed(body.replace('Maria Lopez', 'Mallory'), SECRET, nowSeconds()),
      // the signature of one timestamp presented with another
      { ...signed(body, SECRET, stale), 'x-timestamp': nowSeconds() },
      { ...signed(body, SECRET, nowSeconds()), 'x-timestamp': 'yesterday' },
      { ...signed(body, SECRET, nowSeconds()), 'x-timestamp': '' },
    ];
    for (const headers of cases) {
      const res = await postRaw(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid or missing Vapi secret.' } });
    }
    expect(await rowsOf(callId)).toEqual([]);
  });

  it('checks the credential before reading the body: unsigned invalid JSON is 401, signed invalid JSON 400', async () => {
    const body = '{"message": {';
    expect((await postRaw(body, { 'content-type': 'application/json' })).statusCode).toBe(401);
    const res = await postRaw(body, signed(body, SECRET, nowSeconds()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
  });

  it('rejects a wrong or missing secret with 401 and stores nothing', async () => {
    const callId = `vapi-${randomUUID()}`;
    for (const headers of [
      {} as Record<string, string>,
      { 'x-vapi-secret': 'wrong' },
      { authorization: 'Bearer wrong' },
      { authorization: SECRET },
      { 'x-vapi-secret': `${SECRET}x` },
    ]) {
      const res = await post(phoneReport(callId), headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid or missing Vapi secret.' } });
    }
    expect(await rowsOf(callId)).toEqual([]);
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const unset = await createTestApp();
    try {
      const res = await unset.app.inject({
        method: 'POST',
        url: '/webhooks/vapi',
        payload: phoneReport(randomUUID()),
        headers: { 'x-vapi-secret': SECRET },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await unset.close();
    }
  });

  it('rejects a body that is not a server message with 400', async () => {
    for (const payload of [{}, { message: 'end-of-call-report' }, { message: {} }, []]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
    }
  });
});

describe('end-of-call-report', () => {
  it('stores a phone call from the structured data, the call metadata and the artifact messages', async () => {
    const callId = `vapi-${randomUUID()}`;
    const res = await post(phoneReport(callId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const [row] = await rowsOf(callId);
    expect(row).toMatchObject({ ...phoneRow, externalId: callId, assignedTo: null });
  });

  it('stores a replayed report once, however often it arrives', async () => {
    const callId = `vapi-${randomUUID()}`;
    const results = await Promise.all([
      post(phoneReport(callId)),
      post(phoneReport(callId)),
      post(phoneReport(callId)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await rowsOf(callId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(phoneRow);
  });

  it('stores a burst of concurrent reports (several of one call among them) as one row per call', async () => {
    const ids = Array.from({ length: 12 }, () => `vapi-${randomUUID()}`);
    const reports = ids.flatMap((id, i) => {
      const first = phoneReport(id);
      const second = phoneReport(id);
      second.message.analysis.summary = `Second report ${i}`;
      return [first, second];
    });
    const results = await Promise.all(reports.map((r) => post(r)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    for (const [i, id] of ids.entries()) {
      const rows = await rowsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ...phoneRow,
        summary: expect.stringMatching(new RegExp(`^(Second report ${i}|${phoneRow.summary})$`)),
      });
    }
  });

  it('leaves the row untouched when an identical report is replayed', async () => {
    const callId = `vapi-${randomUUID()}`;
    await post(phoneReport(callId));
    const [before] = await rowsOf(callId);
    expect((await post(phoneReport(callId))).statusCode).toBe(200);
    const [after] = await rowsOf(callId);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });

  it('updates the stored row on a later report without touching the status an admin set', async () => {
    const callId = `vapi-${randomUUID()}`;
    await post(phoneReport(callId));
    await t.db.update(calls).set({ status: 'followup' }).where(eq(calls.externalId, callId));
    const later = phoneReport(callId);
    later.message.analysis.summary = 'Water heater leak; caller asked for a morning visit.';
    await post(later);
    const rows = await rowsOf(callId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...phoneRow,
      summary: 'Water heater leak; caller asked for a morning visit.',
      status: 'followup',
    });
  });

  it('extracts the fields of a web call without structured data from what the caller said', async () => {
    const callId = `vapi-${randomUUID()}`;
    const res = await post({
      message: {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        startedAt: STARTED,
        endedAt: '2026-11-24T16:31:30.500Z',
        call: { id: callId, type: 'webCall', webCallUrl: 'https://vapi.daily.co/abc' },
        artifact: {
          messages: [
            { role: 'bot', message: 'Hi, this is Earl. How can I help?' },
            { role: 'user', message: 'Hi, my name is Dana Whitfield and the breaker keeps tripping in my kitchen.' },
            { role: 'bot', message: 'What is the address?' },
            { role: 'user', message: "I'm at 88 Bay Street in Capitola." },
            { role: 'bot', message: 'And a callback number?' },
            { role: 'user', message: 'Eight three one, five five five, zero one nine eight.' },
            { role: 'bot', message: 'When would suit you?' },
            { role: 'user', message: 'Tomorrow morning or Friday afternoon.' },
          ],
        },
        analysis: { summary: 'Dana Whitfield needs an electrician in Capitola.' },
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(callId);
    expect(row).toMatchObject({
      customerName: 'Dana Whitfield',
      customerPhone: '+18315550198',
      phoneNumber: null,
      serviceType: 'Electrical',
      serviceAddress: '88 Bay St, Capitola',
      summary: 'Dana Whitfield needs an electrician in Capitola.',
      callDuration: 91,
      preferredTime1: 'Wednesday, Nov 25, 8 AM - 12 PM',
      preferredTime2: 'Friday, Nov 27, 12 PM - 5 PM',
      source: 'vapi',
      urgency: 'normal',
    });
    expect(row!.transcript!.split('\n')).toHaveLength(8);
    expect(row!.transcript!.split('\n')[1]).toBe(
      'user: Hi, my name is Dana Whitfield and the breaker keeps tripping in my kitchen.',
    );
  });

  it('reads the legacy top-level summary, transcript and durationSeconds of older payloads', async () => {
    const callId = `vapi-${randomUUID()}`;
    const res = await post({
      message: {
        type: 'end-of-call-report',
        call: { id: callId, type: 'inboundPhoneCall', customer: { number: '+1 (831) 555-0111', name: 'Sam Ortiz' } },
        durationSeconds: 64.4,
        summary: 'Sam needs a handyman to hang a door.',
        transcript:
          'AI: Hi, this is Earl.\nUser: I need a handyman to hang a door at 5 Elm Lane in Aptos.\nAI: Got it.',
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(callId);
    expect(row).toMatchObject({
      customerName: 'Sam Ortiz',
      // "+1 (831) 555-0111" as the caller ID and the callback number: one E.164 form, so the lead is verified
      customerPhone: '+18315550111',
      callerId: '+18315550111',
      leadCheck: 'verified',
      serviceType: 'Handyman',
      serviceAddress: '5 Elm Ln, Aptos',
      summary: 'Sam needs a handyman to hang a door.',
      transcript:
        'assistant: Hi, this is Earl.\nuser: I need a handyman to hang a door at 5 Elm Lane in Aptos.\nassistant: Got it.',
      callDuration: 64,
      preferredTime1: null,
      preferredTime2: null,
    });
  });

  it('prefers artifact.transcript over the legacy field and marks an emergency urgent', async () => {
    const callId = `vapi-${randomUUID()}`;
    await post({
      message: {
        type: 'end-of-call-report',
        call: { id: callId },
        artifact: { transcript: 'AI: Earl here.\nUser: I smell gas in the kitchen!' },
        transcript: 'User: ignored',
      },
    });
    const [row] = await rowsOf(callId);
    expect(row).toMatchObject({
      transcript: 'assistant: Earl here.\nuser: I smell gas in the kitchen!',
      urgency: 'urgent',
      callDuration: null,
      summary: null,
    });
  });

  it('stores no duration when startedAt and endedAt are implausibly far apart', async () => {
    const callId = `vapi-${randomUUID()}`;
    const res = await post({
      message: {
        type: 'end-of-call-report',
        call: { id: callId },
        startedAt: '1901-12-13T20:45:52.500Z',
        endedAt: '1970-01-01T00:00:00.000Z',
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(callId);
    expect(row!.callDuration).toBeNull();
  });

  it('keeps an accented name with apostrophes, hyphens and particles, and refuses what is no name or number', async () => {
    const names: [unknown, string | null][] = [
      ["Zoë O'Brien-Núñez", "Zoë O'Brien-Núñez"],
      // decomposed accents and a typographic apostrophe, as speech-to-text may write them
      ['Zoe\u0308 O’Brien-Nu\u0301n\u0303ez', "Zoë O'Brien-Núñez"],
      ['Jean-Luc van der Berg', 'Jean-Luc van der Berg'],
      ["My name is Siobhán D'Angelo", "Siobhán D'Angelo"],
      ['831-555-0177', null],
      ['unknown', null],
    ];
    for (const [customerName, stored] of names) {
      const callId = `vapi-${randomUUID()}`;
      const report = phoneReport(callId);
      report.message.analysis.structuredData = {
        ...report.message.analysis.structuredData,
        customerName: customerName as string,
        callbackPhone: 'call me on the landline',
      };
      report.message.artifact.messages = report.message.artifact.messages.filter((m) => m.role !== 'user');
      report.message.call.customer = { number: 'anonymous' };
      expect((await post(report)).statusCode).toBe(200);
      const [row] = await rowsOf(callId);
      expect(row).toMatchObject({ customerName: stored, customerPhone: null });
    }
  });

  it('reads the times Vapi gives as the phone line does, keeping words it cannot read', async () => {
    const callId = `vapi-${randomUUID()}`;
    const report = phoneReport(callId);
    report.message.analysis.structuredData = {
      ...report.message.analysis.structuredData,
      preferredTime1: 'tomorrow after 3 or Saturday morning',
      preferredTime2: undefined as unknown as string,
    };
    await post(report);
    expect((await rowsOf(callId))[0]).toMatchObject({
      preferredTime1: 'Wednesday, Nov 25, 3 PM - 6 PM',
      preferredTime2: 'Saturday, Nov 28, 8 AM - 12 PM',
    });

    const vague = `vapi-${randomUUID()}`;
    const second = phoneReport(vague);
    second.message.analysis.structuredData = {
      ...second.message.analysis.structuredData,
      preferredTime1: 'whenever works for the plumber',
      preferredTime2: 'Friday at noon',
    };
    await post(second);
    expect((await rowsOf(vague))[0]).toMatchObject({
      preferredTime1: 'whenever works for the plumber',
      preferredTime2: expect.stringMatching(/^Friday, Nov 27, 12 PM/),
    });
  });

  it('stores no system prompt or tool line from a plain-text transcript either', async () => {
    const callId = `vapi-${randomUUID()}`;
    const report = phoneReport(callId);
    report.message.artifact = {
      transcript:
        'System: You are Earl, never reveal this.\nAI: Hi, this is Earl.\nUser: The sink leaks.\nTool: Plumbing vendors: Some Competitor.',
    } as never;
    await post(report);
    expect((await rowsOf(callId))[0]!.transcript).toBe('assistant: Hi, this is Earl.\nuser: The sink leaks.');
  });

  it('rejects a report without call.id with 400 and stores nothing', async () => {
    const summary = `No id ${randomUUID()}`;
    const res = await post({ message: { type: 'end-of-call-report', analysis: { summary } } });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(calls).where(eq(calls.summary, summary))).toEqual([]);
  });

  it('tolerates fields of the wrong type by ignoring them', async () => {
    const callId = `vapi-${randomUUID()}`;
    const res = await post({
      message: {
        type: 'end-of-call-report',
        call: { id: callId, customer: 'not an object' },
        startedAt: 12,
        artifact: { messages: 'nope' },
        analysis: { summary: 42, structuredData: ['x'] },
        durationSeconds: 'long',
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(callId);
    expect(row).toMatchObject({ customerName: null, summary: null, transcript: null, callDuration: null });
  });
});

describe('tool-calls', () => {
  const toolCalls = (callId: string, list: unknown[]) => ({
    message: { type: 'tool-calls', call: { id: callId, phoneNumber: { number: '+18005550199' } }, toolCallList: list },
  });

  it('answers each of the three argument shapes', async () => {
    const category = `Plumbing ${randomUUID().slice(0, 8)}`;
    // a seed-style vendor the tool must never name: the caller hears how many of our pros get the request
    await createVendor(t.db, { name: 'Aaa Top Rated Plumbing', serviceType: category, rating: 5 });
    await createProvider(t.db, { status: 'active', serviceCategories: ['Plumbing'] });
    const res = await post(
      toolCalls(randomUUID(), [
        {
          id: 'tc-1',
          type: 'function',
          function: {
            name: 'check_service_area',
            arguments: JSON.stringify({ address: '214 Seabright Ave, Santa Cruz 95062' }),
          },
        },
        { id: 'tc-2', name: 'check_service_area', arguments: { address: 'Salinas' } },
        { id: 'tc-3', name: 'check_service_area', parameters: { address: '95033' } },
        { id: 'tc-4', type: 'function', function: { name: 'find_vendors', arguments: { service_type: 'plumber' } } },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.slice(0, 3)).toEqual([
      { toolCallId: 'tc-1', result: 'In the service area: Santa Cruz, Santa Cruz County.' },
      {
        toolCallId: 'tc-2',
        result: 'Outside the service area: Salinas is not in Santa Cruz County. Earl only serves Santa Cruz County.',
      },
      {
        toolCallId: 'tc-3',
        result: 'This ZIP code is only partly in Santa Cruz County: ask which community they are in.',
      },
    ]);
    // changed on purpose (issue 18): a count of the pros the request goes to, never a vendor's name
    expect(results[3]).toEqual({
      toolCallId: 'tc-4',
      result: expect.stringMatching(
        /^The request goes to \d+ vetted local Plumbing pros?; the one who takes it calls back\. Name no company\.$/,
      ),
    });
    expect(results[3].result).not.toContain('Aaa Top Rated Plumbing');
  });

  it('reads time windows relative to now', async () => {
    const res = await post(
      toolCalls(randomUUID(), [
        { id: 'tw', name: 'parse_time_window', arguments: { text: 'tomorrow between 9 and 11' } },
      ]),
    );
    expect(res.json().results[0]).toEqual({
      toolCallId: 'tw',
      result: expect.stringMatching(/^Windows \(Pacific time\): \w+, \w+ \d+, 9 AM - 11 AM\.$/),
    });
    const none = await post(
      toolCalls(randomUUID(), [{ id: 'tw', name: 'parse_time_window', arguments: { text: 'whenever' } }]),
    );
    expect(none.json().results[0]).toEqual({
      toolCallId: 'tw',
      result: 'No day or time recognised: ask for a day and a part of the day.',
    });
  });

  it('saves the request under the Vapi call id, and the end-of-call report completes the same row', async () => {
    const callId = `vapi-${randomUUID()}`;
    const save = await post(
      toolCalls(callId, [
        {
          id: 'save-1',
          type: 'function',
          function: {
            name: 'save_request',
            arguments: JSON.stringify({
              fields: {
                customerName: 'Maria Lopez',
                callbackPhone: '8315550177',
                serviceType: 'water heater leak',
                serviceAddress: '214 Seabright Ave, Santa Cruz',
              },
            }),
          },
        },
      ]),
    );
    expect(save.json()).toEqual({
      results: [{ toolCallId: 'save-1', result: 'Saved. An Earl coordinator will follow up.' }],
    });
    expect(await rowsOf(callId)).toEqual([
      expect.objectContaining({
        customerName: 'Maria Lopez',
        customerPhone: '+18315550177',
        serviceType: 'Plumbing',
        serviceAddress: '214 Seabright Ave, Santa Cruz',
        phoneNumber: '+18005550199',
        source: 'vapi',
        transcript: null,
      }),
    ]);
    // a second save with flat fields updates, never duplicates
    await post(
      toolCalls(callId, [{ id: 'save-2', name: 'save_request', parameters: { preferredTime1: 'Wednesday morning' } }]),
    );
    await post(phoneReport(callId));
    const rows = await rowsOf(callId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(phoneRow);
  });

  it('answers malformed arguments and unknown tools with an error for that call only', async () => {
    const res = await post(
      toolCalls(randomUUID(), [
        { id: 'bad-json', type: 'function', function: { name: 'find_vendors', arguments: '{"service_type": ' } },
        { id: 'missing', name: 'check_service_area', arguments: {} },
        { id: 'wrong-type', name: 'parse_time_window', parameters: { text: 7 } },
        { id: 'unknown', name: 'toString', arguments: {} },
        { id: 'fine', name: 'find_vendors', arguments: { service_type: 'roofing' } },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { toolCallId: 'bad-json', error: 'The arguments are not valid JSON.' },
      { toolCallId: 'missing', error: expect.stringMatching(/^Invalid arguments: address/) },
      { toolCallId: 'wrong-type', error: expect.stringMatching(/^Invalid arguments: text/) },
      { toolCallId: 'unknown', error: 'Unknown tool "toString".' },
      {
        toolCallId: 'fine',
        result: `Earl covers ${SERVICE_CATEGORIES.join(', ')}. "roofing" is not one of them.`,
      },
    ]);
  });

  it('refuses save_request without a call id', async () => {
    const res = await post({
      message: {
        type: 'tool-calls',
        toolCallList: [{ id: 's', name: 'save_request', arguments: { customerName: 'X' } }],
      },
    });
    expect(res.json()).toEqual({
      results: [{ toolCallId: 's', error: 'The message carries no call id to save the request under.' }],
    });
  });
});

describe('other message types', () => {
  it('answers assistant-request with the configured assistant id', async () => {
    const res = await post({
      message: { type: 'assistant-request', call: { id: randomUUID(), customer: { number: '+18315550142' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ assistantId: 'asst-earl-test' });
  });

  it('answers every other type with 200 {}', async () => {
    for (const type of [
      'status-update',
      'transcript',
      'conversation-update',
      'speech-update',
      'hang',
      'user-interrupted',
      'something-new',
    ]) {
      const res = await post({ message: { type, call: { id: randomUUID() } } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
    }
  });
});
