import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { startTwilioCall, TWILIO_TEST_ENV } from '../../../../test/support/twilio-call';
import { calls } from '../../db/schema';
import { CORPUS_NOW, fieldMatches, loadCorpus, SCORED_FIELDS, type CorpusConversation } from './corpus';
import { replayOnEngine } from './replay-engine';

// The caller corpus through the real app: the web chat's HTTP API and the phone line's signed Twilio webhooks store
// the same row the engine alone produces (corpus.test.ts holds the engine to its figures), so the figures hold there.
const corpus = loadCorpus();
// A fixed number of conversations, spread evenly over the corpus, goes through the channels. The engine replays every
// conversation in corpus.test.ts (every emergency held to safety first there), and the channels add no wording of their
// own: a sample proves they store what the engine decides. The sample's size is fixed so CI's time stays put as the
// corpus grows: a share of it (an eighth, and every other emergency) had reached 1,512 conversations and nearly ten
// minutes of CI's 25 by 2026-11-30.
const spread = <T>(items: T[], count: number) =>
  items.length <= count
    ? items
    : Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
const hasSilences = (c: CorpusConversation) => c.lines.some((l) => !l.trim());
// the phone path: every conversation with silences (only phones have them), and an even spread of those with a
// caller ID
const phoneCalls = [
  ...corpus.filter(hasSilences),
  ...spread(
    corpus.filter((c) => c.callerId && !hasSilences(c)),
    150,
  ),
];
// a web chat has no caller ID and no silences: those conversations are phone calls
const webCalls = spread(
  corpus.filter((c) => !c.callerId && !hasSilences(c)),
  120,
);

let t: TestApp;
beforeAll(async () => {
  // the calls happen on the corpus's Wednesday morning, as in the engine replay
  t = await createTestApp(
    { ...TWILIO_TEST_ENV, CONCIERGE_SESSIONS_PER_MINUTE: '100000', CONCIERGE_TURNS_PER_MINUTE: '100000' },
    undefined,
    { clock: () => CORPUS_NOW },
  );
});
afterAll(() => t?.close());

const storedRow = async (externalId: string) => {
  const [row] = await t.db.select().from(calls).where(eq(calls.externalId, externalId));
  return row;
};

/** The fields the engine alone gets for this caller, which the channel must have stored too. */
function expectSameAsEngine(
  c: CorpusConversation,
  row: Awaited<ReturnType<typeof storedRow>>,
  opts: { recordsMessages?: boolean } = {},
) {
  expect(row, `${c.id}: no call stored`).toBeDefined();
  const engine = replayOnEngine(c, opts).record;
  for (const field of SCORED_FIELDS) {
    expect(
      fieldMatches(field, engine[field], row![field]),
      `${c.id}: ${field} ${row![field]} vs ${engine[field]}`,
    ).toBe(true);
  }
  expect(row!.summary).toBe(engine.summary);
}

// in slices, so each test stays well inside its time limit on two busy cores
const SLICE = 30;
const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE));

describe('the caller corpus through the web chat API', () => {
  it.each(slices(webCalls).map((slice, i) => [i + 1, slice] as const))(
    "stores the engine's row for typed conversations, slice %i",
    async (_i, slice) => {
      for (const c of slice) {
        const start = await t.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {} });
        expect(start.statusCode, start.body).toBe(201);
        const { id } = start.json<{ id: string }>();
        let done = false;
        for (const text of c.lines) {
          if (done) break;
          const turn = await t.app.inject({
            method: 'POST',
            url: `/api/concierge/sessions/${id}/turns`,
            payload: { text },
          });
          expect(turn.statusCode, `${c.id}: ${turn.body}`).toBe(200);
          done = turn.json<{ done: boolean }>().done;
        }
        if (!done) {
          const end = await t.app.inject({ method: 'POST', url: `/api/concierge/sessions/${id}/end` });
          expect(end.statusCode, end.body).toBe(200);
        }
        expectSameAsEngine(c, await storedRow(id));
      }
    },
  );
});

describe('the caller corpus through the Twilio webhooks', () => {
  it.each(slices(phoneCalls).map((slice, i) => [i + 1, slice] as const))(
    "stores the engine's row for phone calls, silences included, slice %i",
    async (_i, slice) => {
      for (const c of slice) {
        // a caller without caller ID comes in as Twilio's "anonymous", so the dialogue is the web chat's
        const call = await startTwilioCall(t.app, { from: c.callerId ?? 'anonymous' });
        for (const line of c.lines) {
          if (call.twiml.hangsUp || (!call.twiml.gatherAction && !call.twiml.recordAction)) break;
          if (line.trim()) await call.say(line);
          else await call.staySilent();
        }
        if (!call.twiml.hangsUp) await call.hangUp(60);
        expectSameAsEngine(c, await storedRow(call.callSid), { recordsMessages: true });
      }
    },
  );
});
