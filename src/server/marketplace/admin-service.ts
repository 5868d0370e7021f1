import { desc } from 'drizzle-orm';
import { insertAuditLog } from '../audit/repository';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';
import type { Actor } from '../http/access';
import { AppError, notFound } from '../http/errors';
import type { CallJob } from '../../shared/schemas/jobs';
import * as repo from './repository';
import { DISPATCH_JOB_TASK } from './service';

export async function getCallJob(db: Db, callId: string): Promise<CallJob> {
  const row = await repo.findJobOfCall(db, callId);
  if (!row) return { job: null };
  const { job, claimerBusinessName } = row;
  return {
    job: {
      id: job.id,
      status: job.status as NonNullable<CallJob['job']>['status'],
      urgency: job.urgency as 'normal' | 'urgent',
      serviceType: job.serviceType,
      createdAt: job.createdAt.toISOString(),
      dispatchedAt: job.dispatchedAt?.toISOString() ?? null,
      offeredProviderCount: job.offeredProviderCount,
      expiresAt: job.expiresAt.toISOString(),
      claimedAt: job.claimedAt?.toISOString() ?? null,
      claimedBy: job.claimedByProviderId && claimerBusinessName ? { providerId: job.claimedByProviderId, businessName: claimerBusinessName } : null,
    },
  };
}

async function openJobOf(db: Db, callId: string) {
  const row = await repo.findJobOfCall(db, callId);
  if (!row) throw notFound('Job');
  if (row.job.status !== 'open') throw new AppError('conflict', 'Only an open job can be re-dispatched or cancelled.');
  return row.job;
}

/** Offers an open job again: providers that became eligible since get their links; the others already hold one. */
export async function redispatchCallJob(opts: { db: Db; actor: Actor; callId: string }): Promise<CallJob> {
  const job = await openJobOf(opts.db, opts.callId);
  await repo.queueDispatch(opts.db, job, DISPATCH_JOB_TASK);
  await insertAuditLog(opts.db, { adminUserId: opts.actor.userId, action: 'job.redispatch', resourceType: 'call', resourceId: opts.callId, details: { jobId: job.id } });
  return getCallJob(opts.db, opts.callId);
}

export async function cancelCallJob(opts: { db: Db; actor: Actor; callId: string }): Promise<CallJob> {
  const job = await openJobOf(opts.db, opts.callId);
  if (!(await repo.cancelOpenJob(opts.db, job.id))) throw new AppError('conflict', 'Only an open job can be re-dispatched or cancelled.');
  await insertAuditLog(opts.db, { adminUserId: opts.actor.userId, action: 'job.cancel', resourceType: 'call', resourceId: opts.callId, details: { jobId: job.id } });
  return getCallJob(opts.db, opts.callId);
}

export async function listOutbox(db: Db, limit: number) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel as 'email' | 'sms',
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    status: r.status as 'queued' | 'sent' | 'failed',
    attempts: r.attempts,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
