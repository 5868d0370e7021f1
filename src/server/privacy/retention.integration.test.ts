import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import type { ConversationState } from '../concierge/engine/engine';
import { createCall, createUser, uniqueSuffix } from '../db/factories';
import { conciergeSessions, outbox, sessions } from '../db/schema';
import { deleteOldData } from './retention';
import { RETENTION_TASK } from './retention-task';

// Each kind of row on both sides of its window, by a margin of an hour: what is just inside stays.

let t: TestApp;
const retention = { conciergeSessionDays: 30, outboxDays: 90, jobHistoryDays: 30 };
beforeAll(async () => {
  t = await createTestApp({ DATABASE_URL: await createIsolatedDatabase('earl_retention') });
});
afterAll(() => t.close());

const ago = (interval: string) => sql`now() - ${interval}::interval`;

/** A session expiring (idle, absolute) at these offsets from now, e.g. '-1 hour'. */
async function addSession(userId: string, expires: string, absoluteExpires = '30 days') {
  await t.db.insert(sessions).values({
    tokenHash: crypto.randomBytes(32).toString('hex'),
    userId,
    expiresAt: sql`now() + ${expires}::interval`,
    absoluteExpiresAt: sql`now() + ${absoluteExpires}::interval`,
  });
}

async function addConciergeSession(status: 'active' | 'ended', endedAgo: string | null) {
  const call = await createCall(t.db, { transcript: 'user: my sink leaks' });
  const [row] = await t.db
    .insert(conciergeSessions)
    .values({
      state: { transcript: [] } as unknown as ConversationState,
      status,
      endedAt: endedAgo ? ago(endedAgo) : null,
      callId: call.id,
    })
    .returning();
  return { id: row!.id, callId: call.id };
}

async function addMessage(status: 'queued' | 'sent' | 'failed', sentAgo: string | null, createdAgo = '100 days') {
  const [row] = await t.db
    .insert(outbox)
    .values({
      channel: 'sms',
      recipient: '+18315550123',
      body: 'New lead',
      status,
      dedupeKey: `retention:${uniqueSuffix()}`,
      sentAt: sentAgo ? ago(sentAgo) : null,
      createdAt: ago(createdAgo),
    })
    .returning();
  return row!.id;
}

/** A job of a task no worker runs, as graphile-worker leaves it after `attempts` failures, last updated `updatedAgo`. */
async function addJob(attempts: number, maxAttempts: number, updatedAgo: string) {
  const { rows } = await t.database.pool.query<{ id: string }>(
    `select id from graphile_worker.add_job('retentionTestTask', '{}'::json, max_attempts => $1)`,
    [maxAttempts],
  );
  const id = rows[0]!.id;
  await t.database.pool.query(
    `update graphile_worker._private_jobs set attempts = $2, last_error = 'boom', updated_at = now() - $3::interval where id = $1`,
    [id, attempts, updatedAgo],
  );
  return id;
}

describe('retention', () => {
  it('is scheduled hourly through graphile-worker cron', async () => {
    const { rows } = await t.database.pool.query<{ identifier: string }>(
      'select identifier from graphile_worker._private_known_crontabs',
    );
    expect(rows.map((r) => r.identifier)).toContain(RETENTION_TASK);
  });

  it('deletes only what is past its window, in batches, and says how much', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) await addSession(user.id, '-1 hour');
    await addSession(user.id, '30 days', '-1 hour'); // past its absolute lifetime
    await addSession(user.id, '1 hour'); // still valid
    const keptSessions = (await t.db.select().from(sessions)).length - 6;

    const oldEnded = await addConciergeSession('ended', '30 days 1 hour');
    const recentEnded = await addConciergeSession('ended', '29 days 23 hours');
    const active = await addConciergeSession('active', null);

    const oldSent = await addMessage('sent', '90 days 1 hour');
    const recentSent = await addMessage('sent', '89 days 23 hours');
    const oldQueued = await addMessage('queued', null);
    const oldFailed = await addMessage('failed', null);

    const oldPermafailed = await addJob(3, 3, '30 days 1 hour');
    const recentPermafailed = await addJob(3, 3, '29 days 23 hours');
    const retrying = await addJob(1, 3, '40 days');

    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const deleted = await deleteOldData({ db: t.db, retention, log, batchSize: 2 });

    expect(deleted).toEqual({ sessions: 6, conciergeSessions: 1, outboxMessages: 1, failedJobs: 1, jobQueues: 0 });
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'deleted data past its retention period',
      deleted: { sessions: 6, conciergeSessions: 1, outboxMessages: 1, failedJobs: 1 },
    });

    expect(await t.db.select().from(sessions)).toHaveLength(keptSessions);
    const sessionIds = (await t.db.select({ id: conciergeSessions.id }).from(conciergeSessions)).map((r) => r.id);
    expect(sessionIds).not.toContain(oldEnded.id);
    expect(sessionIds).toEqual(expect.arrayContaining([recentEnded.id, active.id]));
    // the call of a deleted session keeps its transcript
    const { rows: calls } = await t.database.pool.query('select transcript from calls where id = $1', [
      oldEnded.callId,
    ]);
    expect(calls[0].transcript).toBe('user: my sink leaks');

    const messageIds = (await t.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(messageIds).not.toContain(oldSent);
    expect(messageIds).toEqual(expect.arrayContaining([recentSent, oldQueued, oldFailed]));

    const { rows: jobs } = await t.database.pool.query<{ id: string }>('select id from graphile_worker.jobs');
    const jobIds = jobs.map((j) => String(j.id));
    expect(jobIds).not.toContain(String(oldPermafailed));
    expect(jobIds).toEqual(expect.arrayContaining([String(recentPermafailed), String(retrying)]));

    // a second run finds nothing more
    expect(await deleteOldData({ db: t.db, retention, log, batchSize: 2 })).toEqual({
      sessions: 0,
      conciergeSessions: 0,
      outboxMessages: 0,
      failedJobs: 0,
      jobQueues: 0,
    });
  });
});
