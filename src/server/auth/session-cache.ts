import type { Actor } from '../http/access';
import type { NotificationHub } from '../realtime/hub';

/**
 * Signed-in sessions this instance resolved recently, so most API requests skip the session query.
 * Every instance drops an entry as soon as PostgreSQL announces a change on `sessions_changes`
 * (sign-out, a role granted): the NOTIFY reaches all instances. The short lifetime bounds staleness
 * should a notification ever be missed (the hub also says "resync" after a reconnect, which clears all).
 */
export const SESSIONS_CHANNEL = 'sessions_changes';
export type SessionChange = { tokenHash: string } | { userId: string };

type Entry = { actor: Actor; expiresAt: number; absoluteExpiresAt: number; cachedAt: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(opts: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = opts.ttlMs ?? 30_000;
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  return {
    get(tokenHash: string, now: number): Entry | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.cachedAt > ttlMs || entry.expiresAt <= now || entry.absoluteExpiresAt <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    set(tokenHash: string, entry: Entry) {
      entries.delete(tokenHash);
      entries.set(tokenHash, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    apply(change: SessionChange) {
      if ('tokenHash' in change) entries.delete(change.tokenHash);
      else for (const [key, entry] of entries) if (entry.actor.userId === change.userId) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Keeps the cache in step with every instance's sign-outs and role changes. */
export function followSessionChanges(cache: SessionCache, realtime: NotificationHub) {
  return realtime.subscribe(SESSIONS_CHANNEL, (message) => {
    if (message.kind === 'resync') return cache.clear();
    try {
      cache.apply(JSON.parse(message.payload) as SessionChange);
    } catch {
      cache.clear(); // an unreadable change: forget everything rather than trust a stale entry
    }
  });
}
