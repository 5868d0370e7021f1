import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { createProvider, DEVELOPMENT_BILLING } from '../db/factories';
import { providers, providerTeamMembers } from '../db/schema';
import { createNotificationHub, type NotificationHub } from '../realtime/hub';
import { createProviderPoolCount, type ProviderPoolCount } from './pool-count-cache';

// Two instances' counts (each with its own LISTEN connection, as two app instances have) on a database of their own:
// a write by anyone to providers or their teams reaches both, and nothing else makes them count again.
let t: TestApp;
const hubs: NotificationHub[] = [];
let clock = 0;
let a: ProviderPoolCount;
let b: ProviderPoolCount;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_URL: await createIsolatedDatabase('pool_count') });
  const instance = async () => {
    const hub = createNotificationHub({ connectionString: t.database.url, log: pino({ level: 'silent' }) });
    hubs.push(hub);
    const count = createProviderPoolCount({ db: t.db, gate: DEVELOPMENT_BILLING, now: () => clock });
    await count.follow(hub);
    return count;
  };
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  for (const hub of hubs) await hub.close();
  await t?.close();
});

const plumbers = async (count: ProviderPoolCount) => (await count.get()).Plumbing;

describe("each instance's count of the providers a job would reach", () => {
  it('counts active providers receiving jobs with a team, by category', async () => {
    await createProvider(t.db, { status: 'active', serviceCategories: ['Plumbing', 'Electrical'] });
    await createProvider(t.db, { status: 'pending', serviceCategories: ['Plumbing'] });
    await createProvider(t.db, { status: 'active', serviceCategories: ['Plumbing'], isReceivingJobs: false });
    await createProvider(t.db, { status: 'active', serviceCategories: ['Plumbing'], team: [] });
    await expect.poll(() => plumbers(a)).toBe(1);
    expect((await a.get()).Electrical).toBe(1);
    expect((await a.get()).Carpentry).toBe(0);
    expect(await plumbers(b)).toBe(1);
  });

  it('is counted again on both instances after any write to providers or their teams, whoever writes it', async () => {
    const { provider } = await createProvider(t.db, { status: 'active', serviceCategories: ['Plumbing'] });
    await expect.poll(() => plumbers(a)).toBe(2);
    await expect.poll(() => plumbers(b)).toBe(2);
    // a DBA's pause, in plain SQL
    await t.db.execute(sql`update providers set is_receiving_jobs = false where id = ${provider.id}`);
    await expect.poll(() => plumbers(a)).toBe(1);
    await expect.poll(() => plumbers(b)).toBe(1);
    await t.db.update(providers).set({ isReceivingJobs: true }).where(eq(providers.id, provider.id));
    await expect.poll(() => plumbers(b)).toBe(2);
    // a team emptied: nobody there to offer a job to
    await t.db.delete(providerTeamMembers).where(eq(providerTeamMembers.providerId, provider.id));
    await expect.poll(() => plumbers(a)).toBe(1);
    await expect.poll(() => plumbers(b)).toBe(1);
  });

  it('keeps its count between changes, and counts again after a minute even without one', async () => {
    // every notification of the writes above has reached instance a (a sentinel sent after them arrives after them):
    // one still on its way would make a count again after the silent write below
    let arrived = false;
    const stop = await hubs[0]!.subscribe('pool_count_test_sentinel', () => {
      arrived = true;
    });
    await t.db.execute(sql`select pg_notify('pool_count_test_sentinel', '')`);
    await expect.poll(() => arrived).toBe(true);
    stop();
    expect(await plumbers(a)).toBe(1);
    // a write that announces nothing (triggers off for this transaction) stays unseen until the count ages out
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await createProvider(tx as never, { status: 'active', serviceCategories: ['Plumbing'] });
    });
    expect(await plumbers(a)).toBe(1);
    clock += 59_000;
    expect(await plumbers(a)).toBe(1);
    expect(a.current()?.Plumbing).toBe(1);
    clock += 2_000;
    // the concierge's turn does not wait for a count: an aged one is no answer, and it counts again through get()
    expect(a.current()).toBeUndefined();
    expect(await plumbers(a)).toBe(2);
    expect(a.current()?.Plumbing).toBe(2);
  });

  it('has no count to give without waiting before its first count, nor after a change', async () => {
    const fresh = createProviderPoolCount({ db: t.db, gate: DEVELOPMENT_BILLING, now: () => clock });
    expect(fresh.current()).toBeUndefined();
    const counted = await fresh.get();
    expect(fresh.current()).toEqual(counted);
    fresh.changed();
    expect(fresh.current()).toBeUndefined();
  });
});
