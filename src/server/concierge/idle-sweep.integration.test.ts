import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { calls, conciergeSessions } from '../db/schema';

async function start(t: TestApp) {
  const res = await t.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {} });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}
async function say(t: TestApp, id: string, text: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/concierge/sessions/${id}/turns`, payload: { text } });
  expect(res.statusCode, res.body).toBe(200);
}
const sessionOf = async (t: TestApp, id: string) =>
  (await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.id, id)))[0]!;

describe('idle concierge sessions', () => {
  it('are ended by the periodic sweep, with no job queued per turn, even when the instance that started them is gone', async () => {
    // the session's own timeout (2 s) travels with it; its instance stops before it runs out
    const first = await createTestApp({ CONCIERGE_IDLE_SECONDS: '2' });
    let id: string;
    try {
      id = await start(first);
      await say(first, id, 'The kitchen outlets stopped working, my name is Ana Ruiz');
      expect((await sessionOf(first, id)).idleSeconds).toBe(2);
      // no idle job per turn any more (the queue used to hold concierge-idle:<session id>)
      const jobs = await first.db.execute(
        sql`select count(*)::int as n from graphile_worker.jobs where key = ${`concierge-idle:${id}`}`,
      );
      expect(jobs.rows[0]).toEqual({ n: 0 });
    } finally {
      await first.close();
    }
    // nothing remembers the deadline but the row: once it has passed, a new instance (whose own timeout is 600 s)
    // ends the session in the sweep it runs at start-up (other test apps on this database may get there first)
    await new Promise((r) => setTimeout(r, 2_500));
    const second = await createTestApp({ CONCIERGE_IDLE_SECONDS: '600' });
    try {
      await expect.poll(async () => (await sessionOf(second, id)).status, { timeout: 10_000 }).toBe('ended');
      const [call] = await second.db.select().from(calls).where(eq(calls.externalId, id));
      expect(call).toMatchObject({ customerName: 'Ana Ruiz', serviceType: 'Electrical', status: 'pending' });
    } finally {
      await second.close();
    }
  });

  it('leave alone a session whose own timeout has not run out, and one that keeps talking', async () => {
    const quick = await createTestApp({ CONCIERGE_IDLE_SECONDS: '1' });
    const patient = await createTestApp({ CONCIERGE_IDLE_SECONDS: '600' });
    try {
      const waiting = await start(patient); // 600 s of its own
      await say(patient, waiting, 'My garage door is stuck');
      const talking = await start(quick);
      const idle = await start(quick);
      await say(quick, idle, 'My water heater is leaking');
      // the quick instance sweeps every second; the talking session says something every 300 ms meanwhile
      for (const text of ['My name is Robin Ash', '831 555 0177', 'yes', '9 Beach Street, Capitola', 'no', 'no'])
        await Promise.all([say(quick, talking, text), new Promise((r) => setTimeout(r, 300))]);
      await expect.poll(async () => (await sessionOf(quick, idle)).status, { timeout: 15_000 }).toBe('ended');
      expect((await sessionOf(quick, talking)).status).toBe('active');
      expect((await sessionOf(quick, waiting)).status).toBe('active');
    } finally {
      await quick.close();
      await patient.close();
    }
  });
});
