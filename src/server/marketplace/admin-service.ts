import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import { adminJobMessages } from '@shared/messages';
import { insertAuditLog } from '../audit/repository';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';
import type { Actor } from '../http/access';
import { AppError, notFound } from '../http/errors';
import { decodeCursor, encodeCursor } from '../calls/service';
import type { CallJob, OutboxPage } from '@shared/schemas/jobs';
import * as repo from './repository';
import { DISPATCH_JOB_TASK } from './service';

export async function getCallJob(db: Db, callId: string): Promise<CallJob> {
  const row = await repo.findJobOfCall(db, callId);
  if (!row) return { job: null };
  const { job, claimerBusinessName } = row;
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
    const job = await repo.lockJobOfCall(tx, opts.callId);
    if (!job) throw notFound('Job');
    if (job.status === 'claimed') throw new AppError('conflict', adminJobMessages.claimedCannotBeRedispatched);
    const reopened = await repo.reopenJob(tx, job.id);
    if (reopened) await repo.deleteClaimTokensOfJob(tx, job.id);
    await repo.queueDispatch(tx, job, DISPATCH_JOB_TASK);
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
    const job = await repo.lockJobOfCall(tx, opts.callId);
    if (!job) throw notFound('Job');
    if (!(await repo.cancelOpenJob(tx, job.id)))
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

// what a job sent: its offers, the "job taken" notes and the customer's confirmation (dedupe keys, ADR 0003)
const ofJob = (jobId: string) =>
  or(
    like(outbox.dedupeKey, `offer:${jobId}:%`),
    like(outbox.dedupeKey, `taken:${jobId}:%`),
    eq(outbox.dedupeKey, `confirmation:${jobId}`),
  );

/**
 * Every email and SMS (or one job's), newest first, in keyset pages on (created_at, id); the messages of one
 * dispatch share a created_at, so the position keeps PostgreSQL's microseconds.
 */
export async function listOutbox(
  db: Db,
  opts: { cursor?: string; limit: number; jobId?: string },
): Promise<OutboxPage> {
  const after = opts.cursor ? decodeCursor(opts.cursor) : undefined;
  const rows = await db
    .select({ message: outbox, position: sql<string>`${outbox.createdAt}::text` })
    .from(outbox)
    .where(
      and(
        after
          ? sql`(${outbox.createdAt}, ${outbox.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
        opts.jobId ? ofJob(opts.jobId) : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    // one extra row tells whether another page exists
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    messages: page.map(({ message: r }) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      status: r.status,
      attempts: r.attempts,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    nextCursor:
      rows.length > opts.limit && last ? encodeCursor({ createdAt: last.position, id: last.message.id }) : null,
  };
}
