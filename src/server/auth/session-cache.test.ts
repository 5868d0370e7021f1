import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const actor = (userId: string) => ({ userId, email: `${userId}@example.test`, isAdmin: false, providerId: null });
const entry = (userId: string, cachedAt: number) => ({
  actor: actor(userId),
  expiresAt: cachedAt + 86_400_000,
  absoluteExpiresAt: cachedAt + 2 * 86_400_000,
  cachedAt,
});

describe('session cache', () => {
  it('serves an entry until its lifetime runs out', () => {
    const cache = createSessionCache({ ttlMs: 1_000 });
    cache.set('t1', entry('u1', 0));
    expect(cache.get('t1', 999)?.actor.userId).toBe('u1');
    expect(cache.get('t1', 1_001)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a session past its own expiry', () => {
    const cache = createSessionCache({ ttlMs: 60_000 });
    cache.set('t1', { ...entry('u1', 0), expiresAt: 500 });
    expect(cache.get('t1', 501)).toBeUndefined();
  });

  it('forgets one token, or every session of a user, when told', () => {
    const cache = createSessionCache();
    cache.set('a', entry('u1', 0));
    cache.set('b', entry('u1', 0));
    cache.set('c', entry('u2', 0));
    cache.apply({ tokenHash: 'c' });
    expect(cache.get('c', 1)).toBeUndefined();
    cache.apply({ userId: 'u1' });
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.set('a', entry('u1', 0));
    cache.set('b', entry('u2', 0));
    cache.set('c', entry('u3', 0));
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.actor.userId).toBe('u3');
  });
});
