import { RECENT_JOBS_LIMIT } from '@shared/constants';
import type { ProviderStats } from '@shared/schemas/jobs';
import type { Db } from '../db/database';
import type { Actor } from '../http/access';
import { notFound } from '../http/errors';
import * as jobRepo from '../marketplace/jobs-repository';
import { townOf } from '../marketplace/texts';
import * as providerRepo from './repository';
import type { BillingGate } from './repository';

/**
 * The counters of the provider dashboard and the admin's provider detail. Jobs Completed counts the claimed jobs
 * whose call an admin has marked resolved; Avg Response is 0 until the first claim.
 */
export async function getProviderStats(db: Db, providerId: string, billing: BillingGate): Promise<ProviderStats> {
  const [totals, available, recent] = await Promise.all([
    jobRepo.claimTotals(db, providerId),
    jobRepo.countAvailableJobs(db, providerId, billing),
    jobRepo.findRecentClaims(db, providerId, RECENT_JOBS_LIMIT),
  ]);
  return {
    jobsClaimed: totals.claimed,
    jobsAvailable: available,
    jobsCompleted: totals.completed,
    avgResponseMinutes: totals.avgResponseSeconds === null ? 0 : Math.round((totals.avgResponseSeconds / 60) * 10) / 10,
    recentJobs: recent.map(({ job, call }) => ({
      id: job.id,
      serviceType: job.serviceType,
      town: townOf(call.serviceAddress),
      claimedAt: job.claimedAt!.toISOString(),
      status: call.status,
    })),
  };
}

export async function getOwnProviderStats(opts: { db: Db; actor: Actor; billing: BillingGate }) {
  if (!opts.actor.providerId) throw notFound('Provider');
  return getProviderStats(opts.db, opts.actor.providerId, opts.billing);
}

export async function getProviderStatsForAdmin(db: Db, providerId: string, billing: BillingGate) {
  if ((await providerRepo.findBusinessName(db, providerId)) === undefined) throw notFound('Provider');
  return getProviderStats(db, providerId, billing);
}
