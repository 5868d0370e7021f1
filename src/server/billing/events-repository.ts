import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { stripeEvents } from '../db/schema';

// The one repository of `stripe_events`: every webhook event received, processed once.

export type StripeEventRow = typeof stripeEvents.$inferSelect;

/**
 * Records a received event and queues its processing in the same transaction. Returns false for an event already
 * received (Stripe redelivers): it is acknowledged and nothing else happens.
 */
export async function recordStripeEvent(
  tx: Executor,
  event: { id: string; type: string; createdAt: Date; payload: Record<string, unknown> },
  queue: { task: string; jobKey: string },
) {
  const [row] = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, eventCreatedAt: event.createdAt, payload: event.payload })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  if (!row) return false;
  await tx.execute(
    sql`select graphile_worker.add_job(${queue.task}, json_build_object('eventId', ${event.id}::text), job_key := ${queue.jobKey})`,
  );
  return true;
}

export async function findStripeEvent(db: Executor, id: string) {
  const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return row;
}

/** The event locked until the end of the transaction: two runs of its job never both process it. */
export async function lockStripeEvent(tx: Executor, id: string) {
  const [row] = await tx.select().from(stripeEvents).where(eq(stripeEvents.id, id)).for('update');
  return row;
}

export async function markStripeEventProcessed(
  tx: Executor,
  id: string,
  result: { providerId: string | null; outcome: string },
) {
  await tx
    .update(stripeEvents)
    .set({ processedAt: sql`now()`, providerId: result.providerId, outcome: result.outcome })
    .where(eq(stripeEvents.id, id));
}

/** A provider's events, newest first (stripe_events_provider_id_idx): the history on the admin's provider detail. */
export function listProviderStripeEvents(db: Executor, providerId: string, limit: number) {
  return db
    .select({
      id: stripeEvents.id,
      type: stripeEvents.type,
      eventCreatedAt: stripeEvents.eventCreatedAt,
      processedAt: stripeEvents.processedAt,
      outcome: stripeEvents.outcome,
    })
    .from(stripeEvents)
    .where(eq(stripeEvents.providerId, providerId))
    .orderBy(desc(stripeEvents.eventCreatedAt), desc(stripeEvents.receivedAt))
    .limit(limit);
}
