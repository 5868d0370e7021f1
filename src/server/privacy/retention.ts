import type { Logger } from 'pino';
import { deleteExpiredSessions } from '../auth/repository';
import { deleteSessionsEndedBefore } from '../concierge/repository';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { deletePermanentlyFailedJobs, deleteUnusedJobQueues } from '../jobs/history-repository';
import { deleteMessagesSentBefore } from '../notifications/repository';

/** Rows one statement deletes: short transactions and locks, however much has piled up. */
export const RETENTION_BATCH_SIZE = 1_000;

async function inBatches(deleteBatch: (limit: number) => Promise<number>, batchSize: number) {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Deletes what Earl no longer needs: expired sign-in sessions, the dialogue state of concierge sessions ended over
 * CONCIERGE_SESSION_RETENTION_DAYS ago (their call keeps the transcript), outbox messages delivered over
 * OUTBOX_RETENTION_DAYS ago, and jobs that failed for good over JOB_HISTORY_RETENTION_DAYS ago. Idempotent.
 */
export async function deleteOldData(opts: { db: Db; retention: Config['retention']; log: Logger; batchSize?: number }) {
  const { db, retention } = opts;
  const batch = opts.batchSize ?? RETENTION_BATCH_SIZE;
  const deleted = {
    sessions: await inBatches((limit) => deleteExpiredSessions(db, limit), batch),
    conciergeSessions: await inBatches(
      (limit) => deleteSessionsEndedBefore(db, retention.conciergeSessionDays, limit),
      batch,
    ),
    outboxMessages: await inBatches((limit) => deleteMessagesSentBefore(db, retention.outboxDays, limit), batch),
    failedJobs: await inBatches((limit) => deletePermanentlyFailedJobs(db, retention.jobHistoryDays, limit), batch),
    jobQueues: await deleteUnusedJobQueues(db),
  };
  opts.log.info({ deleted, component: 'retention' }, 'deleted data past its retention period');
  return deleted;
}
