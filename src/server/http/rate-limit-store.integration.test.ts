import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { rateLimits } from '../db/schema';
import { leaseSize, postgresRateLimitStore } from './rate-limit-store';

// The store behind every rate limit, on the real database: two stores on one scope are two app instances.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let scopes = 0;
/** Two instances' stores for one limit, on a scope of their own. */
function twoInstances() {
  const scope = `lease-test-${++scopes}:`;
  const Store = postgresRateLimitStore(t.db, scope);
  // the plugin builds the store with its options, then a child per limit
  const limitOf = () => new Store({} as never).child({ groupId: 'limit' } as never) as FastifyRateLimitStore;
  return { a: limitOf(), b: limitOf(), key: `${scope}limit|10.50.0.1` };
}

const hit = (store: FastifyRateLimitStore, max: number, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr('10.50.0.1', (err, result) => (err || !result ? reject(err) : resolve(result)), windowMs, max),
  );

const storedHits = async (key: string) =>
  (await t.db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.hits ?? 0;

describe('the rate-limit store', () => {
  it('reserves a tenth of a limit (at most 10) per count, and counts a small limit one by one', () => {
    expect([1, 2, 19, 20, 60, 120, 1_000_000].map(leaseSize)).toEqual([1, 1, 1, 2, 6, 10, 10]);
  });

  it('writes once per block of a high limit, numbering the rest of the block from memory', async () => {
    const { a, key } = twoInstances();
    expect((await hit(a, 100)).current).toBe(1);
    expect(await storedHits(key)).toBe(10);
    const next = [];
    for (let i = 0; i < 9; i++) next.push((await hit(a, 100)).current);
    expect(next).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await storedHits(key)).toBe(10);
    expect((await hit(a, 100)).current).toBe(11);
    expect(await storedHits(key)).toBe(20);
  });

  it('never lets more than the limit through across instances, even with the requests racing', async () => {
    const { a, b } = twoInstances();
    const raced = await Promise.all(Array.from({ length: 160 }, (_, i) => hit(i % 3 ? a : b, 100)));
    const allowed = raced.map((r) => r.current).filter((n) => n <= 100);
    // requests racing on one instance wait for its count instead of each reserving a block: what is left unused is
    // at most the rest of one block per instance, and it is still there for those instances' next requests
    expect(allowed.length).toBeGreaterThanOrEqual(100 - 2 * (leaseSize(100) - 1));
    for (let i = 0; i < 20; i++) allowed.push((await hit(a, 100)).current, (await hit(b, 100)).current);
    // every number of the window handed out once, whichever instance handed it out
    expect(allowed.filter((n) => n <= 100).sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('lets exactly the limit through when two instances take turns, then refuses on both', async () => {
    const { a, b } = twoInstances();
    const numbers = [];
    for (let i = 0; i < 40; i++) numbers.push((await hit(i % 2 ? b : a, 20)).current);
    expect(numbers.filter((n) => n <= 20)).toHaveLength(20);
    expect(numbers.slice(20).every((n) => n > 20)).toBe(true);
  });

  it('drops what is left of a block when its window ends: the next window starts from one', async () => {
    const { a, key } = twoInstances();
    expect((await hit(a, 100, 300)).current).toBe(1);
    expect((await hit(a, 100, 300)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await hit(a, 100, 300)).current).toBe(1);
    expect(await storedHits(key)).toBe(10);
  });
});
