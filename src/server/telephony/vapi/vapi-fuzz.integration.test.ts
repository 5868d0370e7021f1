import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { calls } from '../../db/schema';

const SECRET = 'vapi-fuzz-secret';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ VAPI_WEBHOOK_SECRET: SECRET });
}, 60_000);
afterAll(() => t.close());

const TYPES = ['end-of-call-report', 'tool-calls', 'assistant-request', 'status-update', 'hang', 'transcript'];

// messages shaped like Vapi's, with any value anywhere, so the parser's tolerant paths are exercised
const vapiLike = (callId: string) =>
  fc.record(
    {
      message: fc.record(
        {
          type: fc.oneof(fc.constantFrom(...TYPES), fc.string()),
          call: fc.oneof(
            fc.record(
              { id: fc.constant(callId), customer: fc.anything(), phoneNumber: fc.anything() },
              { requiredKeys: ['id'] },
            ),
            fc.anything(),
          ),
          startedAt: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            fc.anything(),
          ),
          endedAt: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            fc.anything(),
          ),
          artifact: fc.oneof(
            fc.record({
              messages: fc.array(
                fc.record({ role: fc.constantFrom('bot', 'user', 'system', 'tool_calls', 'x'), message: fc.string() }),
              ),
              transcript: fc.string(),
            }),
            fc.anything(),
          ),
          analysis: fc.oneof(
            fc.record({
              summary: fc.string(),
              structuredData: fc.dictionary(
                fc.constantFrom(
                  'customerName',
                  'callbackPhone',
                  'serviceType',
                  'serviceAddress',
                  'preferredTime1',
                  'preferredTime2',
                ),
                fc.anything(),
              ),
            }),
            fc.anything(),
          ),
          toolCallList: fc.array(
            fc.record({
              id: fc.anything(),
              name: fc.constantFrom(
                'find_vendors',
                'check_service_area',
                'parse_time_window',
                'save_request',
                '__proto__',
                'constructor',
              ),
              arguments: fc.oneof(fc.string(), fc.anything(), fc.json()),
              parameters: fc.anything(),
              function: fc.anything(),
            }),
            { maxLength: 4 },
          ),
          durationSeconds: fc.anything(),
        },
        { requiredKeys: ['type'] },
      ),
    },
    { requiredKeys: [] },
  );

const post = (payload: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/webhooks/vapi',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('POST /webhooks/vapi under random input', () => {
  it('never answers 5xx, with or without the secret, and stores nothing without it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uuid().chain((id) =>
          fc.tuple(
            fc.constant(`fuzz-${id}`),
            fc.oneof(
              vapiLike(`fuzz-${id}`).map((v) => JSON.stringify(v)),
              fc.json(),
              fc.string(),
            ),
          ),
        ),
        fc.constantFrom<Record<string, string>>({}, { 'x-vapi-secret': 'guess' }, { authorization: 'Bearer guess' }),
        async ([callId, body], wrongHeaders) => {
          const refused = await post(body, wrongHeaders);
          expect(refused.statusCode === 401 || refused.statusCode === 400).toBe(true);
          expect(await t.db.select({ id: calls.id }).from(calls).where(eq(calls.externalId, callId))).toEqual([]);

          const accepted = await post(body, { 'x-vapi-secret': SECRET });
          expect(accepted.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx to a report with random field values, and stores it under its call id', async () => {
    await fc.assert(
      fc.asyncProperty(vapiLike('placeholder'), async (payload) => {
        const callId = `fuzz-${randomUUID()}`;
        const message = { ...payload.message, type: 'end-of-call-report', call: { id: callId } };
        const body = JSON.stringify({ message });
        // Fastify refuses any JSON with a "__proto__" key (prototype poisoning) with a 400 before we see it
        fc.pre(!body.includes('"__proto__"'));
        const res = await post(body, { authorization: `Bearer ${SECRET}` });
        expect(res.statusCode).toBe(200);
        expect(await t.db.select({ id: calls.id }).from(calls).where(eq(calls.externalId, callId))).toHaveLength(1);
      }),
      { numRuns: 100 },
    );
  });
});
