import type { Db } from '../db/database';
import type { NotificationAdapters } from './adapters';
import { lockOutboxMessage, markOutboxMessage } from './repository';

/**
 * Sends one outbox message through its channel's adapter. The row stays locked while sending and is marked sent
 * in the same transaction, so a retry or a second worker never sends it again. A failure is recorded on the row
 * and rethrown: graphile-worker retries the task with exponential backoff.
 */
export async function deliverNotification(deps: { db: Db; adapters: NotificationAdapters }, outboxId: string) {
  const failure = await deps.db.transaction(async (tx) => {
    const message = await lockOutboxMessage(tx, outboxId);
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
      await markOutboxMessage(tx, outboxId, { sent: false, error: error.message });
      return error;
    }
    await markOutboxMessage(tx, outboxId, { sent: true });
    return undefined;
  });
  if (failure) throw failure;
}
