import { RECENT_JOBS_LIMIT } from '@shared/constants';
import type { ProviderJobHistory, ProviderStats } from '@shared/schemas/jobs';
import { decodeCursor, encodeCursor } from '../http/cursor';
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

/** The jobs the provider claimed, latest claim first, in keyset pages (the admin's Job History). */
export async function getProviderJobHistory(
  db: Db,
  providerId: string,
  opts: { cursor?: string; limit: number },
): Promise<ProviderJobHistory> {
  if ((await providerRepo.findBusinessName(db, providerId)) === undefined) throw notFound('Provider');
  const after = opts.cursor ? decodeCursor(opts.cursor) : undefined;
  const rows = await jobRepo.findClaimsPage(db, providerId, { after, limit: opts.limit + 1 });
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    jobs: page.map(({ job, callStatus, serviceAddress }) => ({
      id: job.id,
      callId: job.callId,
      serviceType: job.serviceType,
      urgency: job.urgency,
      town: townOf(serviceAddress),
      claimedAt: job.claimedAt!.toISOString(),
      status: job.status,
      callStatus,
    })),
    nextCursor: rows.length > opts.limit && last ? encodeCursor({ createdAt: last.position, id: last.job.id }) : null,
  };
}
