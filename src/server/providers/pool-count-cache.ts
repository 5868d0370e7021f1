import { SERVICE_CATEGORIES, type ServiceCategory } from '@shared/constants';
import type { Executor } from '../db/database';
import type { NotificationHub } from '../realtime/hub';
import { countJobReadyProvidersByCategory, type BillingGate } from './repository';

/** Announced by triggers on providers and provider_team_members (migration provider_pool_notifications). */
export const PROVIDER_POOL_CHANNEL = 'provider_pool_changes';
// a past-due provider's grace period ends without any write: a count is kept this long at most
const MAX_AGE_MS = 60_000;

export type ProsByCategory = Record<ServiceCategory, number>;
export type ProviderPoolCount = ReturnType<typeof createProviderPoolCount>;

/**
 * How many providers a new job of each category would be offered to now: what the concierge tells a caller at the
 * read-back, never who. Counting reads every active provider, so each instance keeps the answer and counts again
 * when any instance changes a provider or a team (a trigger NOTIFYs provider_pool_changes), when the hub reconnects
 * (it may have missed one), and at least once a minute (a grace period that ran out changes no row).
 */
export function createProviderPoolCount(opts: {
  db: Executor;
  gate: BillingGate;
  now?: () => number;
  maxAgeMs?: number;
}) {
  const now = opts.now ?? Date.now;
  const maxAgeMs = opts.maxAgeMs ?? MAX_AGE_MS;
  let kept: { counts: ProsByCategory; at: number } | undefined;
  let counting: Promise<ProsByCategory> | undefined;
  // bumped by every change: a count begun before a change is not kept after it
  let generation = 0;

  async function count(): Promise<ProsByCategory> {
    const counts = await countJobReadyProvidersByCategory(opts.db, opts.gate);
    return Object.fromEntries(SERVICE_CATEGORIES.map((c) => [c, counts.get(c) ?? 0])) as ProsByCategory;
  }

  const fresh = () => (kept && now() - kept.at < maxAgeMs ? kept.counts : undefined);

  return {
    /** The kept count while it is fresh, without waiting: the concierge's turn then runs its engine once. */
    current: fresh,
    async get(): Promise<ProsByCategory> {
      const counts = fresh();
      if (counts) return counts;
      if (counting) return counting;
      const startedIn = generation;
      const at = now();
      const current = count();
      counting = current;
      current
        .then(
          (counts) => {
            if (generation === startedIn) kept = { counts, at };
          },
          () => undefined,
        )
        .finally(() => {
          if (counting === current) counting = undefined;
        });
      return current;
    },
    /** Forgets the count: the next caller counts again. */
    changed() {
      generation += 1;
      kept = undefined;
      counting = undefined;
    },
    /** Follows every instance's provider changes on the hub; resolves once listening. */
    follow(hub: NotificationHub) {
      return hub.subscribe(PROVIDER_POOL_CHANNEL, () => this.changed());
    },
  };
}
