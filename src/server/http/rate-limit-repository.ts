import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { rateLimits } from '../db/schema';

/**
 * Counts `hits` requests against `key` in a fixed window of `windowMs` starting at the key's first request: one atomic
 * upsert, so instances counting at the same moment never lose a hit. Returns the count so far (the last of the hits
 * counted) and the window's rest.
 */
export async function countRateLimitHits(db: Db, key: string, windowMs: number, hits: number) {
  const [row] = await countHits(db).execute({ key, windowSeconds: windowMs / 1000, hits });
  return row!;
}

// counted on every limited request (each concierge turn among them): prepared once per connection
const countHits = preparedStatement((db) => {
  const windowEnd = sql`now() + make_interval(secs => ${sql.placeholder('windowSeconds')}::float8)`;
  const ended = sql`${rateLimits.windowEndsAt} <= now()`;
  const hits = sql`${sql.placeholder('hits')}::int`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), hits, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then ${hits} else ${rateLimits.hits} + ${hits} end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000))::int`,
    })
    .prepare('rate_limit_count_hits');
});

/** Deletes the windows that ended (the sweep task); returns how many. */
export async function deleteEndedRateLimitWindows(db: Db) {
  const result = await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  return result.rowCount ?? 0;
}
