import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import type { ServiceCategory } from '@shared/constants';
import { createPool } from '../../src/server/db/database';
import { createCall, createProvider, uniqueEmail, uniqueSuffix } from '../../src/server/db/factories';
import * as schema from '../../src/server/db/schema';
import type { BenchSuite } from '../lib/context';
import type { BenchRow } from '../lib/report';
import { timeToFirstOffer } from '../lib/speed-to-lead';
import { percentile } from '../lib/stats';
import { signIn } from '../lib/sign-in';

type Db = ReturnType<typeof drizzle<typeof schema>>;

// a category of the run's own, so the seed's providers take no part
const benchCategory = () => `Bench ${uniqueSuffix()}` as ServiceCategory;
const team = () =>
  [0, 1, 2].map((i) => ({
    name: `Member ${i}`,
    phone: `(831) 555-${String(1000 + i)}`,
    email: uniqueEmail('bench'),
    notificationMethod: 'both' as const,
  }));

/** Call stored → first offer committed in the outbox, seen by polling the database as a test would. */
async function speedToLead(db: Db, calls: number): Promise<BenchRow[]> {
  const category = benchCategory();
  for (let i = 0; i < 50; i += 1)
    await createProvider(db, { status: 'active', serviceCategories: [category], team: team() });
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    times.push((await timeToFirstOffer(db, { serviceType: category })).ms);
  }
  times.sort((a, b) => a - b);
  const note = `${calls} calls, 50 matching providers × 3 members (300 offers per call)`;
  return [
    {
      name: 'speed to lead p50 (call stored → first offer in outbox)',
      value: Math.round(percentile(times, 50)),
      unit: 'ms',
      note,
    },
    {
      name: 'speed to lead p95',
      value: Math.round(percentile(times, 95)),
      unit: 'ms',
      goal: { op: '<=', value: 250 },
      note,
    },
  ];
}

/** Every one of 20 providers claims every job, 20 claims in flight at once: counts winners per job. */
async function contestedClaims(baseUrl: string, db: Db, totalClaims: number): Promise<BenchRow[]> {
  const category = benchCategory();
  const rivals = [];
  for (let i = 0; i < 20; i += 1)
    rivals.push(await createProvider(db, { status: 'active', serviceCategories: [category], team: [] }));
  const cookies = await Promise.all(rivals.map((r) => signIn(baseUrl, r.user.email, r.user.password, 'provider')));
  const jobIds: string[] = [];
  for (let i = 0; i < totalClaims / 20; i += 1) {
    const call = await createCall(db, { serviceType: category });
    const [job] = await db.select({ id: schema.jobs.id }).from(schema.jobs).where(eq(schema.jobs.callId, call.id));
    jobIds.push(job!.id);
  }
  const statuses = new Map<number, number>();
  const t0 = performance.now();
  for (const jobId of jobIds) {
    const results = await Promise.all(
      cookies.map((cookie) =>
        // a browser's same-origin request: the server refuses state-changing requests from other origins
        fetch(`${baseUrl}/api/provider/jobs/${jobId}/claim`, {
          method: 'POST',
          headers: { cookie, origin: new URL(baseUrl).origin },
        }).then(async (r) => (await r.arrayBuffer(), r.status)),
      ),
    );
    for (const s of results) statuses.set(s, (statuses.get(s) ?? 0) + 1);
  }
  const seconds = (performance.now() - t0) / 1000;
  const winners = await db.execute<{ job_id: string; n: number }>(
    sql`select id as job_id, count(*)::int as n from ${schema.jobs} where id in ${jobIds} and claimed_by_provider_id is not null group by id`,
  );
  const doubleWinners = (statuses.get(200) ?? 0) - winners.rows.length;
  // a figure of refused claims would pass its goal and mean nothing: every job must have been won
  if (winners.rows.length !== jobIds.length)
    throw new Error(
      `${jobIds.length - winners.rows.length} of ${jobIds.length} jobs were not won: statuses ${[...statuses]}`,
    );
  const note = `${jobIds.length} jobs × 20 providers; statuses ${[...statuses].map(([s, n]) => `${s}:${n}`).join(' ')}`;
  return [
    {
      name: 'contested claims per second (20 concurrent)',
      value: Math.round((jobIds.length * 20) / seconds),
      unit: 'claims/s',
      note,
    },
    { name: 'double winners', value: doubleWinners, unit: '', goal: { op: '<=', value: 0 }, note },
  ];
}

export const suite: BenchSuite = {
  name: 'marketplace',
  async run(ctx) {
    const pool = createPool(ctx.databaseUrl, pino({ level: 'silent' }), 4);
    const db = drizzle(pool, { schema });
    try {
      return [
        ...(await speedToLead(db, Number(process.env.BENCH_LEADS ?? 40))),
        ...(await contestedClaims(ctx.url, db, Number(process.env.BENCH_CLAIMS ?? 10_000))),
      ];
    } finally {
      await pool.end();
    }
  },
};
