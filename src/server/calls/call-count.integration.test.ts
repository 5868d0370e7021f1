import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import type { CallLogPage } from '@shared/schemas/calls';
import { createAdmin, createCall } from '../db/factories';
import { countCalls, EXACT_CALL_COUNT_LIMIT } from './repository';

// The call log's total on a database of its own (other test files' calls would change the counts).
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ DATABASE_URL: await createIsolatedDatabase('call_count') });
  const admin = await createAdmin(t.db);
  cookie = await signIn(t.app, admin.email, admin.password);
}, 60_000);
afterAll(() => t.close());

const page = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/calls${query}`, headers: { cookie } })).json<CallLogPage>();

const insertUnverifiedCalls = (n: number) =>
  t.database.pool.query(
    `insert into calls (customer_name, customer_phone, service_type, service_address)
     select 'Caller ' || g, '(831) 555-0142', 'Plumbing', '1 Ocean St, Santa Cruz' from generate_series(1, $1::int) g`,
    [n],
  );

describe('the call log total', () => {
  it('is exact up to the limit, for the whole log and for a filter', async () => {
    expect(await page()).toMatchObject({ total: 0, totalIsExact: true });
    await createCall(t.db);
    await createCall(t.db, { phoneVerifiedAt: null });
    await createCall(t.db, { phoneVerifiedAt: null, serviceAddress: null });
    expect(await page()).toMatchObject({ total: 3, totalIsExact: true });
    expect(await page('?leadCheck=unverified')).toMatchObject({ total: 1, totalIsExact: true });

    await insertUnverifiedCalls(EXACT_CALL_COUNT_LIMIT - 3);
    expect(await page()).toMatchObject({ total: EXACT_CALL_COUNT_LIMIT, totalIsExact: true });
    await t.database.pool.query(`delete from calls where customer_name = 'Caller 1'`);
    expect(await page()).toMatchObject({ total: EXACT_CALL_COUNT_LIMIT - 1, totalIsExact: true });
  });

  it("above the limit is PostgreSQL's estimate, never below what was counted, and a small filter stays exact", async () => {
    await insertUnverifiedCalls(4_000);
    await t.database.pool.query('analyze calls');
    const { n } = (await t.database.pool.query<{ n: number }>('select count(*)::int as n from calls')).rows[0]!;
    const whole = await page();
    expect(whole.totalIsExact).toBe(false);
    expect(whole.total).toBeGreaterThan(EXACT_CALL_COUNT_LIMIT);
    expect(Math.abs(whole.total - n) / n).toBeLessThan(0.1);
    expect(await page('?leadCheck=verified')).toMatchObject({ total: 1, totalIsExact: true });
    const unverified = await page('?leadCheck=unverified');
    expect(unverified.totalIsExact).toBe(false);
    expect(Math.abs(unverified.total - (n - 2)) / (n - 2)).toBeLessThan(0.1);
  });

  it('reuses an estimate far above the limit for a few seconds, then estimates again', async () => {
    const later = Date.now() + 3_600_000; // past whatever the pages above left
    const estimated = await countCalls(t.db, {}, later);
    expect(estimated.exact).toBe(false);
    await insertUnverifiedCalls(6_000);
    await t.database.pool.query('analyze calls');
    expect(await countCalls(t.db, {}, later + 5_000)).toEqual(estimated);
    const fresh = await countCalls(t.db, {}, later + 11_000);
    expect(fresh.exact).toBe(false);
    expect(fresh.total).toBeGreaterThan(estimated.total + 4_000);
  });
});
