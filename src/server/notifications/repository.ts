import { and, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database';
import { outbox } from '../db/schema';
import { JOB_KEY_PREFIX } from '../jobs/keys';
import { jobMessageKeys } from './dedupe-keys';

export type OutboxRow = typeof outbox.$inferSelect;
/** A position in the outbox: created_at as PostgreSQL prints it (microseconds kept) and the id. */
export type OutboxPosition = { createdAt: string; id: string };

/** Writes the messages; one whose dedupe key is already in the outbox is skipped. Returns the ids written. */
export async function insertOutboxMessages(tx: Executor, rows: (typeof outbox.$inferInsert)[]) {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(outbox)
    .values(rows)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.map((r) => r.id);
}

/** Queues one delivery task per message, keyed on the message so it is never queued twice. */
export async function queueDeliveries(tx: Executor, task: string, outboxIds: string[], priority: number) {
  if (!outboxIds.length) return;
  // one add_jobs call for the whole batch: a dispatch to 300 members must not pay 600 round trips inside its transaction
  await tx.execute(sql`
    select count(*) from graphile_worker.add_jobs(array(
      select row(${task}, json_build_object('outboxId', id), null, null, null, ${JOB_KEY_PREFIX.deliver}::text || id, ${priority}::int, null)::graphile_worker.job_spec
      from unnest(string_to_array(${outboxIds.join(',')}, ',')::uuid[]) as id
    ))`);
}

export async function lockOutboxMessage(tx: Executor, id: string) {
  const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
  return row;
}

export async function markOutboxMessage(
  tx: Executor,
  id: string,
  outcome: { sent: true } | { sent: false; error: string },
) {
  await tx
    .update(outbox)
    .set(
      outcome.sent
        ? { status: 'sent', sentAt: sql`now()`, error: null, attempts: sql`${outbox.attempts} + 1` }
        : { status: 'failed', error: outcome.error, attempts: sql`${outbox.attempts} + 1` },
    )
    .where(eq(outbox.id, id));
}

/** Messages not sent yet, by channel and status (the metrics; index outbox_unsent_idx). */
export async function countUnsentOutboxMessages(db: Db) {
  return db
    .select({ channel: outbox.channel, status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(ne(outbox.status, 'sent'))
    .groupBy(outbox.channel, outbox.status);
}

// what a job sent: its offers, the "job taken" notes and the customer's confirmation
const ofJob = (jobId: string) =>
  or(
    like(outbox.dedupeKey, `${jobMessageKeys.offer(jobId)}:%`),
    like(outbox.dedupeKey, `${jobMessageKeys.taken(jobId)}:%`),
    eq(outbox.dedupeKey, jobMessageKeys.confirmation(jobId)),
  );

/** Newest first, keyset-paginated on (created_at, id) (index outbox_created_at_idx), optionally one job's messages. */
export function listOutboxMessages(db: Db, opts: { after?: OutboxPosition; limit: number; jobId?: string }) {
  return db
    .select({ message: outbox, position: sql<string>`${outbox.createdAt}::text` })
    .from(outbox)
    .where(
      and(
        opts.after
          ? sql`(${outbox.createdAt}, ${outbox.id}) < (${opts.after.createdAt}::timestamptz, ${opts.after.id}::uuid)`
          : undefined,
        opts.jobId ? ofJob(opts.jobId) : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(opts.limit);
}
