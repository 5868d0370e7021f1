import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { countRateLimitHits } from './rate-limit-repository';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

// a key refused until its window ends is refused from memory: hammering a limit costs no database write
const MAX_REMEMBERED_REFUSALS = 10_000;
// keys with numbers still in hand, at most (past that, the hand is dropped: those numbers go unused)
const MAX_LEASES = 10_000;
// a limit is counted in blocks of a tenth of it, at most this many (a limit under 20 is counted one by one)
const LEASE_SHARE = 10;
const MAX_LEASE = 10;

/** How many hits one count reserves for a limit of `max`. */
export const leaseSize = (max: number) => Math.max(1, Math.min(MAX_LEASE, Math.floor(max / LEASE_SHARE)));

/** Numbers of one key's window this instance reserved and has not handed out yet: `next` to `last`. */
type Lease = { next: number; last: number; endsAt: number };

/**
 * A @fastify/rate-limit store whose counts live in PostgreSQL (`rate_limits`), so every instance on one database
 * counts against the same limit. Each limit (a route's own, or a shared one named by `groupId`) gets a child store
 * whose name starts its keys. When the database does not answer, the count fails and the request gets the 503 any
 * request needing the database gets (fail closed, like the routes behind the limits).
 *
 * Counts are taken in blocks (leases): one upsert adds a tenth of the limit (at most 10) to the key's count, and this
 * instance numbers the key's next requests from that block in memory, so a caller's turns cost one write per block
 * instead of one each. Every number is handed out once across all instances and numbers past the limit are refused,
 * so no window ever lets more than the limit through; a block left unused (its instance got no more requests of that
 * key) only makes the limit bite up to a block early for requests sent to the other instances.
 * `scope` starts every key: instances of one deployment share it; tests give each app its own.
 */
export function postgresRateLimitStore(db: Db, scope = ''): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly refusedUntil = new Map<string, number>();
    private readonly leases = new Map<string, Lease>();
    // keys whose block is being counted: their other requests wait for it rather than each reserving a block
    private readonly counting = new Map<string, Promise<unknown>>();
    private name = '';

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number) {
      const fullKey = `${scope}${this.name}|${key}`;
      const now = Date.now();
      const refusedUntil = this.refusedUntil.get(fullKey);
      if (refusedUntil !== undefined) {
        if (refusedUntil > now) return callback(null, { current: max + 1, ttl: refusedUntil - now });
        this.refusedUntil.delete(fullKey);
      }
      const lease = this.leases.get(fullKey);
      if (lease && lease.endsAt > now && lease.next <= lease.last) {
        const current = lease.next++;
        if (lease.next > lease.last) this.leases.delete(fullKey);
        return this.answer(fullKey, callback, current, max, lease.endsAt - now);
      }
      const size = leaseSize(max);
      const counting = this.counting.get(fullKey);
      if (counting) {
        const again = () => this.incr(key, callback, timeWindow, max);
        void counting.then(again, again);
        return;
      }
      const count = countRateLimitHits(db, fullKey, timeWindow, size);
      if (size > 1) {
        this.counting.set(fullKey, count);
        const done = () => this.counting.delete(fullKey);
        count.then(done, done);
      }
      count.then(
        ({ hits, ttlMs }) => {
          // this request takes the block's first number; the rest wait in hand for the key's next requests
          const current = hits - size + 1;
          if (size > 1 && current < max) {
            if (this.leases.size >= MAX_LEASES) this.leases.clear();
            this.leases.set(fullKey, { next: current + 1, last: hits, endsAt: Date.now() + ttlMs });
          } else this.leases.delete(fullKey);
          this.answer(fullKey, callback, current, max, ttlMs);
        },
        (err: Error) => callback(err),
      );
    }

    private answer(fullKey: string, callback: IncrCallback, current: number, max: number, ttl: number) {
      if (current > max) {
        this.leases.delete(fullKey);
        if (this.refusedUntil.size >= MAX_REMEMBERED_REFUSALS) this.refusedUntil.clear();
        this.refusedUntil.set(fullKey, Date.now() + ttl);
      }
      callback(null, { current, ttl });
    }

    child(routeOptions: unknown) {
      const { groupId, routeInfo } = routeOptions as ChildOptions;
      const store = new PostgresRateLimitStore();
      store.name = groupId ?? `${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`;
      return store;
    }
  }
  return PostgresRateLimitStore;
}
