import { desc, eq, sql } from 'drizzle-orm';
import { SERVICE_CATEGORIES, type CallSource, type ServiceCategory } from '../../shared/constants';
import type { Db } from '../db/database';
import { calls, conciergeSessions, vendors } from '../db/schema';
import type { CallRecord, ConversationState } from './engine';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SessionRow = typeof conciergeSessions.$inferSelect;

export async function insertSession(db: Db, values: { state: ConversationState; phoneNumber: string; source: CallSource }) {
  const [row] = await db.insert(conciergeSessions).values({ ...values, state: values.state as unknown as Record<string, unknown> }).returning({ id: conciergeSessions.id });
  return row!.id;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(conciergeSessions).where(eq(conciergeSessions.id, id));
  return row;
}

/** The session row locked for this transaction, so two turns of one call never interleave. */
export async function lockSession(tx: Tx, id: string): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(conciergeSessions).where(eq(conciergeSessions.id, id)).for('update');
  return row;
}

export async function saveSessionState(tx: Tx, id: string, state: ConversationState) {
  await tx
    .update(conciergeSessions)
    .set({ state: state as unknown as Record<string, unknown>, lastTurnAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(conciergeSessions.id, id));
}

/** Stores the call once per session (external_id = session id), then marks the session ended. */
export async function storeCallAndEnd(
  tx: Tx,
  session: { id: string; phoneNumber: string | null; source: string },
  state: ConversationState,
  record: CallRecord,
) {
  const [inserted] = await tx
    .insert(calls)
    .values({ ...record, phoneNumber: session.phoneNumber, source: session.source as CallSource, externalId: session.id })
    .onConflictDoNothing({ target: calls.externalId })
    .returning();
  const call = inserted ?? (await findCallOfSession(tx, session.id));
  await tx
    .update(conciergeSessions)
    .set({ state: state as unknown as Record<string, unknown>, status: 'ended', endedAt: sql`now()`, updatedAt: sql`now()`, callId: call?.id ?? null })
    .where(eq(conciergeSessions.id, session.id));
  return call;
}

export async function endSessionWithoutCall(tx: Tx, id: string) {
  await tx.update(conciergeSessions).set({ status: 'ended', endedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(conciergeSessions.id, id));
}

export async function findCallOfSession(db: Db | Tx, sessionId: string) {
  const [row] = await db.select().from(calls).where(eq(calls.externalId, sessionId));
  return row;
}

/** Vendor names per category, best rated first; a vendor's service_type may name several categories. */
export async function vendorNamesByCategory(db: Db): Promise<Partial<Record<ServiceCategory, string[]>>> {
  const rows = await db.select({ name: vendors.name, serviceType: vendors.serviceType }).from(vendors).orderBy(desc(vendors.rating), vendors.name);
  const byCategory: Partial<Record<ServiceCategory, string[]>> = {};
  for (const category of SERVICE_CATEGORIES) {
    byCategory[category] = rows.filter((v) => v.serviceType.toLowerCase().includes(category.toLowerCase())).map((v) => v.name).slice(0, 3);
  }
  return byCategory;
}
