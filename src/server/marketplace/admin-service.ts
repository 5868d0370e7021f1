import { adminJobMessages } from '@shared/messages';
import { insertAuditLog } from '../audit/repository';
import type { Db } from '../db/database';
import type { Actor } from '../http/access';
import { AppError, notFound } from '../http/errors';
import type { CallJob } from '@shared/schemas/jobs';
import * as claimTokenRepo from './claim-tokens-repository';
import * as jobRepo from './jobs-repository';
import * as offerCallRepo from './offer-calls-repository';
import * as workRepo from './work-repository';
import { noteView } from './work-service';
import { DISPATCH_JOB_TASK } from './service';
import { listJobOffers } from '../notifications/service';

export async function getCallJob(db: Db, callId: string): Promise<CallJob> {
  const row = await jobRepo.findJobOfCall(db, callId);
  if (!row) return { job: null };
  const { job, claimerBusinessName } = row;
  const [offers, calls, notes, releases] = await Promise.all([
    listJobOffers(db, job.id),
    offerCallRepo.listOfferCallsOfJob(db, job.id),
    workRepo.findNotes(db, job.id, null),
    workRepo.findReleases(db, job.id),
  ]);
  return {
    job: {
      id: job.id,
      status: job.status,
      urgency: job.urgency,
      serviceType: job.serviceType,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      dispatchedAt: job.dispatchedAt?.toISOString() ?? null,
      offeredProviderCount: job.offeredProviderCount,
      offerRound: job.offerRound,
      expiresAt: job.expiresAt.toISOString(),
      claimedAt: job.claimedAt?.toISOString() ?? null,
      claimedBy:
        job.claimedByProviderId && claimerBusinessName
          ? { providerId: job.claimedByProviderId, businessName: claimerBusinessName }
          : null,
      headStartUntil: job.headStartUntil?.toISOString() ?? null,
      offers,
      offerCalls: calls.map((c) => ({
        id: c.id,
        business: { providerId: c.providerId, businessName: c.businessName },
        memberName: c.memberName,
        phone: c.phone,
        offerRound: c.offerRound,
        status: c.status,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
      })),
      workStatus: job.status === 'claimed' || job.claimedByProviderId ? (job.workStatus ?? 'claimed') : null,
      confirmedWindow: job.confirmedWindow,
      notes: notes.map(noteView),
      releases: releases.map(({ release, businessName }) => ({
        businessName,
        reason: release.reason,
        offerRound: release.offerRound,
        createdAt: release.createdAt.toISOString(),
      })),
    },
  };
}

/**
 * Offers the call's job again. An open job is dispatched again: providers that became eligible since get their
 * links, the others already hold one. An expired or cancelled job (or an open one past its end) is reopened
 * first: open for a fresh lifetime, as a new offer round, its old links dropped, so every eligible member gets a
 * new link. A claimed job stays with its winner. Audited as job.redispatch or job.reopen.
 */
export async function redispatchCallJob(opts: { db: Db; actor: Actor; callId: string }): Promise<CallJob> {
  await opts.db.transaction(async (tx) => {
    const job = await jobRepo.lockJobOfCall(tx, opts.callId);
    if (!job) throw notFound('Job');
    if (job.status === 'claimed') throw new AppError('conflict', adminJobMessages.claimedCannotBeRedispatched);
    const reopened = await jobRepo.reopenJob(tx, job.id);
    if (reopened) await claimTokenRepo.deleteClaimTokensOfJob(tx, job.id);
    await jobRepo.queueDispatch(tx, job, DISPATCH_JOB_TASK);
    await insertAuditLog(tx, {
      adminUserId: opts.actor.userId,
      action: reopened ? 'job.reopen' : 'job.redispatch',
      resourceType: 'call',
      resourceId: opts.callId,
      details: reopened
        ? {
            jobId: job.id,
            from: job.status,
            offerRound: reopened.offerRound,
            expiresAt: reopened.expiresAt.toISOString(),
          }
        : { jobId: job.id },
    });
  });
  return getCallJob(opts.db, opts.callId);
}

export async function cancelCallJob(opts: { db: Db; actor: Actor; callId: string }): Promise<CallJob> {
  await opts.db.transaction(async (tx) => {
    const job = await jobRepo.lockJobOfCall(tx, opts.callId);
    if (!job) throw notFound('Job');
    if (!(await jobRepo.cancelOpenJob(tx, job.id)))
      throw new AppError('conflict', adminJobMessages.onlyOpenCanBeCancelled);
    await insertAuditLog(tx, {
      adminUserId: opts.actor.userId,
      action: 'job.cancel',
      resourceType: 'call',
      resourceId: opts.callId,
      details: { jobId: job.id },
    });
  });
  return getCallJob(opts.db, opts.callId);
}
