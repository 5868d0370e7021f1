import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { countRateLimitHit } from './rate-limit-repository';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

// a key refused until its window ends is refused from memory: hammering a limit costs no database write
const MAX_REMEMBERED_REFUSALS = 10_000;

/**
 * A @fastify/rate-limit store whose counts live in PostgreSQL (`rate_limits`), so every instance on one database
 * counts against the same limit. Each limit (a route's own, or a shared one named by `groupId`) gets a child store
 * whose name starts its keys. When the database does not answer, the count fails and the request gets the 503 any
 * request needing the database gets (fail closed, like the routes behind the limits).
 * `scope` starts every key: instances of one deployment share it; tests give each app its own.
 */
export function postgresRateLimitStore(db: Db, scope = ''): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly refusedUntil = new Map<string, number>();
    private name = '';

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number) {
      const fullKey = `${scope}${this.name}|${key}`;
      const refusedUntil = this.refusedUntil.get(fullKey);
      const now = Date.now();
      if (refusedUntil !== undefined) {
        if (refusedUntil > now) return callback(null, { current: max + 1, ttl: refusedUntil - now });
        this.refusedUntil.delete(fullKey);
      }
      countRateLimitHit(db, fullKey, timeWindow).then(
        ({ hits, ttlMs }) => {
          if (hits > max) {
            if (this.refusedUntil.size >= MAX_REMEMBERED_REFUSALS) this.refusedUntil.clear();
            this.refusedUntil.set(fullKey, Date.now() + ttlMs);
          }
          callback(null, { current: hits, ttl: ttlMs });
        },
        (err: Error) => callback(err),
      );
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
