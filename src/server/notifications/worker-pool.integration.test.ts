import { drizzle } from 'drizzle-orm/node-postgres';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../../test/support/fake-smtp-server';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import pino from 'pino';
import { openWorkerDatabase } from '../db/database';
import { uniqueEmail, uniqueSuffix } from '../db/factories';
import * as schema from '../db/schema';
import { queueNotifications } from './service';

// Background jobs run on a pool of their own (WORKER_CONCURRENCY): with every connection of the request pool taken
// (a burst of slow requests), messages are still delivered.

let t: TestApp;
let smtp: FakeSmtpServer;
let outside: pg.Pool;
let url: string;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  url = await createIsolatedDatabase('worker_pool');
  t = await createTestApp({ DATABASE_URL: url, SMTP_URL: smtp.url, WORKER_CONCURRENCY: '4' });
  outside = new pg.Pool({ connectionString: url, max: 2 });
});
afterAll(async () => {
  await t?.close();
  await outside?.end();
  await smtp?.close();
});

describe('the worker pool', () => {
  it('delivers messages while every connection of the request pool is held', async () => {
    const requestPool = t.database.pool;
    const held = await Promise.all(Array.from({ length: requestPool.options.max }, () => requestPool.connect()));
    try {
      expect(requestPool.totalCount).toBe(requestPool.options.max);
      expect(requestPool.idleCount).toBe(0);
      // queued from outside the app, as another instance's request would
      const db = drizzle(outside, { schema });
      const ids = await db.transaction((tx) =>
        queueNotifications(
          tx,
          Array.from({ length: 6 }, () => ({
            channel: 'email' as const,
            recipient: uniqueEmail('held'),
            subject: 'Held pool',
            body: 'Delivered by the worker pool',
            dedupeKey: `worker-pool-test:${uniqueSuffix()}`,
          })),
        ),
      );
      await expect
        .poll(
          async () =>
            (
              await db
                .select({ status: schema.outbox.status })
                .from(schema.outbox)
                .where(inArray(schema.outbox.id, ids))
            )
              .map((r) => r.status)
              .sort(),
          { timeout: 20_000, interval: 100 },
        )
        .toEqual(Array(6).fill('sent'));
      expect(smtp.messages.filter((m) => m.includes('Delivered by the worker pool'))).toHaveLength(6);
      // nothing of it went through the request pool, which stayed fully held
      expect(requestPool.totalCount).toBe(requestPool.options.max);
      expect(requestPool.idleCount).toBe(0);
    } finally {
      for (const client of held) client.release();
    }
  });

  it("commits the queue's bookkeeping without waiting for the disk, and what the tasks record with it", async () => {
    const worker = openWorkerDatabase(url, pino({ level: 'silent' }), 1);
    const setting = async (pool: pg.Pool) =>
      (await pool.query<{ synchronous_commit: string }>('show synchronous_commit')).rows[0]!.synchronous_commit;
    try {
      expect(await setting(worker.queuePool)).toBe('off');
      // a text marked sent is never lost and sent again after a crash
      expect(await setting(worker.pool)).toBe('on');
    } finally {
      await Promise.all([worker.pool.end(), worker.queuePool.end()]);
    }
  });
});
