import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { outbox } from '../db/schema';
import { JOB_KEY_PREFIX, JOB_PRIORITY } from '../jobs/keys';

export const DELIVER_NOTIFICATION_TASK = 'deliverNotification';

export type NotificationToQueue = {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string | null;
  body: string;
  dedupeKey: string;
};

/**
 * Writes the messages into the outbox and queues their delivery in the caller's transaction. A message whose
 * dedupe key is already in the outbox is skipped, so a retried task never queues it twice.
 */
export async function queueNotifications(
  tx: Executor,
  messages: NotificationToQueue[],
  opts: { priority?: number } = {},
) {
  if (!messages.length) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      messages.map((m) => ({
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject ?? null,
        body: m.body,
        dedupeKey: m.dedupeKey,
      })),
    )
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  if (rows.length) {
    // one add_jobs call for the whole batch: a dispatch to 300 members must not pay 600 round trips inside its transaction
    await tx.execute(sql`
      select count(*) from graphile_worker.add_jobs(array(
        select row(${DELIVER_NOTIFICATION_TASK}, json_build_object('outboxId', id), null, null, null, ${JOB_KEY_PREFIX.deliver}::text || id, ${opts.priority ?? JOB_PRIORITY.delivery}::int, null)::graphile_worker.job_spec
        from unnest(string_to_array(${rows.map((r) => r.id).join(',')}, ',')::uuid[]) as id
      ))`);
  }
  return rows.map((r) => r.id);
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
