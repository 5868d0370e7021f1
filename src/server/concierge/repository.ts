import { eq, inArray, or, sql } from 'drizzle-orm';
import type { CallSource } from '@shared/constants';
import type { Db, Executor } from '../db/database';
import { calls, conciergeSessions } from '../db/schema';
import type { CallRecord, ConversationState } from './engine/engine';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SessionRow = typeof conciergeSessions.$inferSelect;

export async function insertSession(
  db: Db,
  values: { state: ConversationState; phoneNumber: string; source: CallSource },
) {
  const [row] = await db.insert(conciergeSessions).values(values).returning({ id: conciergeSessions.id });
  return row!.id;
}

/** A session for a channel's own call id; undefined when that call already has one (a repeated webhook). */
export async function insertChannelSession(
  db: Db,
  values: { state: ConversationState; phoneNumber: string; source: CallSource; externalId: string; lastAnswer: string },
) {
  const [row] = await db
    .insert(conciergeSessions)
    .values(values)
    .onConflictDoNothing({ target: conciergeSessions.externalId })
    .returning({ id: conciergeSessions.id });
  return row?.id;
}

export async function findSessionByExternalId(db: Db, externalId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(conciergeSessions).where(eq(conciergeSessions.externalId, externalId));
  return row;
}

export async function lockSessionByExternalId(tx: Tx, externalId: string): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(conciergeSessions)
    .where(eq(conciergeSessions.externalId, externalId))
    .for('update');
  return row;
}

/** Records a channel turn's answer with the state it leaves, so a repeated delivery of the turn is answered the same. */
export async function saveChannelTurn(
  tx: Tx,
  id: string,
  values: { state: ConversationState; turn: number; unheard: number; lastAnswer: string },
) {
  await tx
    .update(conciergeSessions)
    .set({
      ...values,
      lastTurnAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(conciergeSessions.id, id));
}

export async function setCallDuration(tx: Tx, externalId: string, callDuration: number) {
  await tx
    .update(calls)
    .set({ callDuration, updatedAt: sql`now()` })
    .where(eq(calls.externalId, externalId));
}

/** The summary and transcript of a stored call whose voice message was transcribed after the call ended. */
export async function updateVoiceMessage(tx: Tx, externalId: string, values: { summary: string; transcript: string }) {
  await tx
    .update(calls)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(calls.externalId, externalId));
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
    .set({ state, lastTurnAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(conciergeSessions.id, id));
}

/** Stores the call once per session (external_id = the channel's call id, else the session id), then marks the session ended. */
export async function storeCallAndEnd(
  tx: Tx,
  session: { id: string; phoneNumber: string | null; source: CallSource; externalId?: string | null },
  state: ConversationState,
  record: CallRecord & { recordingUrl?: string; callerId: string | null; phoneVerifiedAt: Date | null },
) {
  const externalId = session.externalId ?? session.id;
  const [inserted] = await tx
    .insert(calls)
    .values({ ...record, phoneNumber: session.phoneNumber, source: session.source, externalId })
    .onConflictDoNothing({ target: calls.externalId })
    .returning();
  const call = inserted ?? (await findCallOfSession(tx, externalId));
  await tx
    .update(conciergeSessions)
    .set({
      state,
      status: 'ended',
      endedAt: sql`now()`,
      updatedAt: sql`now()`,
      callId: call?.id ?? null,
    })
    .where(eq(conciergeSessions.id, session.id));
  return call;
}

export async function endSessionWithoutCall(tx: Tx, id: string) {
  await tx
    .update(conciergeSessions)
    .set({ status: 'ended', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(conciergeSessions.id, id));
}

/** The call stored for a session, by the session's external id (the channel's call id, else the session id). */
export async function findCallOfSession(db: Db | Tx, externalId: string) {
  const [row] = await db.select().from(calls).where(eq(calls.externalId, externalId));
  return row;
}

/** Deletes up to `limit` sessions that ended over `days` days ago (their call keeps the transcript); returns how many. */
export async function deleteSessionsEndedBefore(db: Db, days: number, limit: number) {
  const deleted = await db.execute(sql`
    delete from ${conciergeSessions} where ${conciergeSessions.id} in (
      select ${conciergeSessions.id} from ${conciergeSessions}
      where ${conciergeSessions.status} = 'ended' and ${conciergeSessions.endedAt} < now() - make_interval(days => ${days})
      limit ${limit}
    )`);
  return deleted.rowCount ?? 0;
}

/**
 * Sessions of one customer: those that stored one of `callIds`, and those whose caller id or callback number has
 * the digits given (any formatting); the service confirms each match.
 */
export function findSessionsOfCustomer(db: Executor, opts: { callIds: string[]; phoneDigits: string[] }) {
  const digitsOf = (field: string) =>
    sql`regexp_replace(coalesce(${conciergeSessions.state} ->> ${field}, ''), '[^0-9]', '', 'g')`;
  return db
    .select()
    .from(conciergeSessions)
    .where(
      or(
        opts.callIds.length ? inArray(conciergeSessions.callId, opts.callIds) : sql`false`,
        inArray(digitsOf('callerId'), opts.phoneDigits),
        inArray(digitsOf('customerPhone'), opts.phoneDigits),
      ),
    );
}

export async function deleteSessions(db: Executor, ids: string[]) {
  if (!ids.length) return 0;
  const deleted = await db.delete(conciergeSessions).where(inArray(conciergeSessions.id, ids));
  return deleted.rowCount ?? 0;
}
