import { phoneE164 } from '@shared/phone';
import type { OutboxPage } from '@shared/schemas/jobs';
import { decodeCursor, encodeCursor } from '../calls/service';
import type { Db, Executor } from '../db/database';
import { JOB_PRIORITY } from '../jobs/keys';
import type { NotificationAdapters, OutgoingMessage } from './adapters';
import * as repo from './repository';

export const DELIVER_NOTIFICATION_TASK = 'deliverNotification';

export type NotificationToQueue = {
  channel: OutgoingMessage['channel'];
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
  const ids = await repo.insertOutboxMessages(
    tx,
    messages.map((m) => ({
      channel: m.channel,
      // the outbox shows what Twilio is sent: an SMS's number in E.164, however it was stored
      recipient: m.channel === 'sms' ? (phoneE164(m.recipient) ?? m.recipient) : m.recipient,
      subject: m.subject ?? null,
      body: m.body,
      dedupeKey: m.dedupeKey,
    })),
  );
  await repo.queueDeliveries(tx, DELIVER_NOTIFICATION_TASK, ids, opts.priority ?? JOB_PRIORITY.delivery);
  return ids;
}

/**
 * Sends one outbox message through its channel's adapter. The row stays locked while sending and is marked sent
 * in the same transaction, so a retry or a second worker never sends it again. A failure is recorded on the row
 * and rethrown: graphile-worker retries the task with exponential backoff.
 */
export async function deliverNotification(deps: { db: Db; adapters: NotificationAdapters }, outboxId: string) {
  const failure = await deps.db.transaction(async (tx) => {
    const message = await repo.lockOutboxMessage(tx, outboxId);
    if (!message || message.status === 'sent') return undefined;
    const channel = message.channel;
    try {
      await deps.adapters[channel].send({
        channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
      });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      await repo.markOutboxMessage(tx, outboxId, { sent: false, error: error.message });
      return error;
    }
    await repo.markOutboxMessage(tx, outboxId, { sent: true });
    return undefined;
  });
  if (failure) throw failure;
}

/**
 * Every email and SMS (or one job's), newest first, in keyset pages on (created_at, id); the messages of one
 * dispatch share a created_at, so the position keeps PostgreSQL's microseconds.
 */
export async function listOutbox(
  db: Db,
  opts: { cursor?: string; limit: number; jobId?: string },
): Promise<OutboxPage> {
  const after = opts.cursor ? decodeCursor(opts.cursor) : undefined;
  // one extra row tells whether another page exists
  const rows = await repo.listOutboxMessages(db, { after, limit: opts.limit + 1, jobId: opts.jobId });
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
