import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CallSource } from '@shared/constants';
import type { Db, Executor } from '../db/database';
import { preparedSql, preparedSqlFor, preparedStatement } from '../db/prepared';
import { calls, conciergeSessions } from '../db/schema';
import type { CallRecord, ConversationState } from './engine/engine';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SessionRow = typeof conciergeSessions.$inferSelect;

// A mid-call turn's state is committed without waiting for the disk (this statement's own transaction only): a
// database crash can lose the last turn or two of the calls in progress, which that crash interrupts anyway, never a
// stored call or lead (their transactions stay synchronous). It spares every turn a WAL flush, the largest wait of a
// turn in PostgreSQL. Evaluated once per statement (an InitPlan), before the commit that reads it.
const ASYNC_COMMIT = sql`(select set_config('synchronous_commit', 'off', true)) is not null`;

// written at every call's start: prepared once per connection (see preparedStatement), and committed without waiting
// for the disk like a turn (see ASYNC_COMMIT): a database crash can lose a call that just began, which it ends anyway
const sessionValues = {
  state: sql`${sql.placeholder('state')}::jsonb`,
  phoneNumber: sql.placeholder('phoneNumber'),
  source: sql.placeholder('source'),
  idleSeconds: sql.placeholder('idleSeconds'),
  lastTurnAt: sql`(select now() where ${ASYNC_COMMIT})`,
};
const insertSessionStatement = preparedStatement((db) =>
  db.insert(conciergeSessions).values(sessionValues).returning().prepare('concierge_insert_session'),
);
const insertChannelSessionStatement = preparedStatement((db) =>
  db
    .insert(conciergeSessions)
    .values({
      ...sessionValues,
      externalId: sql.placeholder('externalId'),
      lastAnswer: sql.placeholder('lastAnswer'),
    })
    .onConflictDoNothing({ target: conciergeSessions.externalId })
    .returning()
    .prepare('concierge_insert_channel_session'),
);

/** A new session, returned as stored (its first turn starts from it without reading it back). */
export async function insertSession(
  db: Db,
  values: { state: ConversationState; phoneNumber: string; source: CallSource; idleSeconds: number },
): Promise<SessionRow> {
  const [row] = await insertSessionStatement(db).execute({ ...values, state: JSON.stringify(values.state) });
  return row!;
}

/** A session for a channel's own call id, as stored; undefined when that call already has one (a repeated webhook). */
export async function insertChannelSession(
  db: Db,
  values: {
    state: ConversationState;
    phoneNumber: string;
    source: CallSource;
    externalId: string;
    lastAnswer: string;
    idleSeconds: number;
  },
) {
  const [row] = await insertChannelSessionStatement(db).execute({ ...values, state: JSON.stringify(values.state) });
  return row;
}

// read on every turn: prepared once per connection (see preparedStatement)
const sessionByExternalId = preparedStatement((db) =>
  db
    .select()
    .from(conciergeSessions)
    .where(eq(conciergeSessions.externalId, sql.placeholder('externalId')))
    .prepare('concierge_session_by_external_id'),
);
const sessionById = preparedStatement((db) =>
  db
    .select()
    .from(conciergeSessions)
    .where(eq(conciergeSessions.id, sql.placeholder('id')))
    .prepare('concierge_session_by_id'),
);

export async function findSessionByExternalId(db: Db, externalId: string): Promise<SessionRow | undefined> {
  const [row] = await sessionByExternalId(db).execute({ externalId });
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

// written at the end of every phone call (the status callback): prepared once per connection
const setCallDurationStatement = preparedSql<{ id: string }>(
  'concierge_set_call_duration',
  sql`update ${calls} set call_duration = ${sql.placeholder('callDuration')}::int, updated_at = now()
    where ${calls.externalId} = ${sql.placeholder('externalId')}::text returning ${calls.id}`,
);

/** The channel's own duration of a stored call; false when no call is stored under `externalId` (yet). */
export async function setCallDuration(executor: Executor, externalId: string, callDuration: number) {
  return (await setCallDurationStatement(executor, { externalId, callDuration })).length === 1;
}

/** The summary and transcript of a stored call whose voice message was transcribed after the call ended. */
export async function updateVoiceMessage(tx: Tx, externalId: string, values: { summary: string; transcript: string }) {
  await tx
    .update(calls)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(calls.externalId, externalId));
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await sessionById(db).execute({ id });
  return row;
}

/** The session row locked for this transaction, so two turns of one call never interleave. */
export async function lockSession(tx: Tx, id: string): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(conciergeSessions).where(eq(conciergeSessions.id, id)).for('update');
  return row;
}

/** Locks the session row like lockSession but reads only its version (status and turn, not the state). */
export async function lockSessionVersion(tx: Tx, id: string) {
  const rows = await tx.execute<{ status: SessionRow['status']; turn: number }>(
    sql`select ${conciergeSessions.status} as status, ${conciergeSessions.turn} as turn from ${conciergeSessions} where ${conciergeSessions.id} = ${id} for update`,
  );
  return rows.rows[0];
}

/**
 * A turn's new state, written in one statement without a lock: only if the session is still active and no other turn
 * was saved since it was read (`turn` counts every saved turn, so it is the row's version). False when another turn,
 * or the session's end, got there first: the caller reads the session again.
 */
export async function saveTurnIfCurrent(
  db: Db,
  id: string,
  readTurn: number,
  values: { state: ConversationState; unheard?: number; lastAnswer?: string },
) {
  const saved = await saveTurn(db).execute({
    id,
    readTurn,
    state: JSON.stringify(values.state),
    unheard: values.unheard ?? null,
    lastAnswer: values.lastAnswer ?? null,
  });
  return saved.length === 1;
}

// written on every turn: prepared once per connection; a field not given (null) keeps its value
const saveTurn = preparedStatement((db) =>
  db
    .update(conciergeSessions)
    .set({
      state: sql`${sql.placeholder('state')}::jsonb`,
      unheard: sql`coalesce(${sql.placeholder('unheard')}::int, ${conciergeSessions.unheard})`,
      lastAnswer: sql`coalesce(${sql.placeholder('lastAnswer')}::text, ${conciergeSessions.lastAnswer})`,
      turn: sql`${sql.placeholder('readTurn')}::int + 1`,
      lastTurnAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(conciergeSessions.id, sql.placeholder('id')),
        eq(conciergeSessions.turn, sql.placeholder('readTurn')),
        eq(conciergeSessions.status, 'active'),
        ASYNC_COMMIT,
      ),
    )
    .returning({ id: conciergeSessions.id })
    .prepare('concierge_save_turn'),
);

/**
 * A turn's new state, in a transaction that holds the session's lock; counted as a turn like saveTurnIfCurrent, and
 * like it committed without waiting for the disk (the whole transaction: call it only in one that stores no call).
 */
export async function saveSessionState(tx: Tx, id: string, state: ConversationState) {
  await tx
    .update(conciergeSessions)
    .set({ state, turn: sql`${conciergeSessions.turn} + 1`, lastTurnAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(conciergeSessions.id, id), ASYNC_COMMIT));
}

/**
 * saveSessionState as a CTE of a prepared statement that writes something else: the session (placeholder `sessionId`)
 * gets the state (placeholder `state`, JSON) if `source`, a CTE of that statement, has a row. It does not make the
 * commit asynchronous (the statement decides).
 */
export function saveSessionStateIf(source: SQL) {
  return sql`saved as (
    update ${conciergeSessions}
    set state = ${sql.placeholder('state')}::jsonb, turn = turn + 1, last_turn_at = now(), updated_at = now()
    where id = ${sql.placeholder('sessionId')}::uuid and exists (select 1 from ${source})
  )`;
}

/** The state of an ended session, amended after the call (a voice message's words); not a turn. */
export async function amendEndedSessionState(tx: Tx, id: string, state: ConversationState) {
  await tx
    .update(conciergeSessions)
    .set({ state, updatedAt: sql`now()` })
    .where(eq(conciergeSessions.id, id));
}

const idlePastTimeout = sql`${conciergeSessions.lastTurnAt} < now() - make_interval(secs => ${conciergeSessions.idleSeconds})`;

/** The session locked for this transaction if it is still idle past its timeout (PostgreSQL checks again after the lock). */
export async function lockIdleSession(tx: Tx, id: string): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(conciergeSessions)
    .where(and(eq(conciergeSessions.id, id), eq(conciergeSessions.status, 'active'), idlePastTimeout))
    .for('update');
  return row;
}

/**
 * Active sessions whose last turn is older than their idle timeout, oldest first. Read through the partial index on
 * active sessions, so the cost follows the calls in progress, not the sessions kept.
 */
export async function findIdleSessions(db: Executor, limit: number) {
  return db
    .select({ id: conciergeSessions.id, idleSeconds: conciergeSessions.idleSeconds })
    .from(conciergeSessions)
    .where(and(eq(conciergeSessions.status, 'active'), idlePastTimeout))
    .orderBy(conciergeSessions.lastTurnAt)
    .limit(limit);
}

type SessionToStore = { id: string; phoneNumber: string | null; source: CallSource; externalId?: string | null };
type StoredCallRecord = CallRecord & { recordingUrl?: string; callerId: string | null; phoneVerifiedAt: Date | null };

/** The calls row a session stores (external_id = the channel's call id, else the session id). */
const callValuesOf = (session: SessionToStore, record: StoredCallRecord) => ({
  ...record,
  phoneNumber: session.phoneNumber,
  source: session.source,
  externalId: session.externalId ?? session.id,
});

/** Stores the call once per session (external_id = the channel's call id, else the session id), then marks the session ended. */
export async function storeCallAndEnd(
  tx: Tx,
  session: SessionToStore,
  state: ConversationState,
  record: StoredCallRecord,
) {
  const values = callValuesOf(session, record);
  const externalId = values.externalId;
  const [inserted] = await tx
    .insert(calls)
    .values(values)
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

const callColumns = getTableColumns(calls);
type CallColumn = keyof typeof callColumns;

/**
 * A channel call's last turn, as SQL: `insert into calls … select … from current_session` stores the call if the
 * session is still active at the turn it was read at, and the update ends the session with the call's id. Its values
 * are placeholders (each call column's by its key), so its text depends only on which columns the call gives.
 */
function storeCallSql(columns: readonly CallColumn[]) {
  const names = columns.map((key) => sql.identifier(callColumns[key].name));
  const typed = columns.map((key) => sql`${sql.placeholder(key)}::${sql.raw(callColumns[key].getSQLType())}`);
  return sql`
    with current_session as (
      select ${conciergeSessions.id} from ${conciergeSessions}
      where ${conciergeSessions.id} = ${sql.placeholder('sessionId')}::uuid and ${conciergeSessions.status} = 'active'
        and ${conciergeSessions.turn} = ${sql.placeholder('readTurn')}::int
      for update
    ), stored as (
      insert into ${calls} (${sql.join(names, sql`, `)}) select ${sql.join(typed, sql`, `)} from current_session
      on conflict (external_id) do nothing
      returning id
    )
    update ${conciergeSessions}
    set state = ${sql.placeholder('state')}::jsonb, turn = ${sql.placeholder('turn')}::int,
      unheard = ${sql.placeholder('unheard')}::int, last_answer = ${sql.placeholder('lastAnswer')}::text,
      last_turn_at = now(), status = 'ended', ended_at = now(), updated_at = now(),
      -- a call already stored under this id (not expected while the session is active) is the session's call
      call_id = coalesce((select id from stored), (select id from ${calls} where external_id = ${sql.placeholder('externalId')}::text))
    where id = (select id from current_session)
    returning ${conciergeSessions.id}`;
}

// one prepared statement per set of columns a call gives (a handful: a voice message's recording, a verified number…)
const storeCallNames = new Map<string, string>();
const storeCallStatement = preparedSqlFor<{ id: string }, readonly CallColumn[]>((columns) => {
  const key = columns.join(',');
  let name = storeCallNames.get(key);
  if (!name) storeCallNames.set(key, (name = `concierge_store_call_${storeCallNames.size + 1}`));
  return name;
}, storeCallSql);

/**
 * A channel call's last turn in one prepared statement (one round trip, no transaction around it): if the session is
 * still active at the turn it was read at (`readTurn`), the turn's answer is saved, the call stored and the session
 * ended. False when another delivery of the turn, or the call's end, was saved first: nothing is written.
 */
export async function storeCallAndEndIfCurrent(
  db: Db,
  session: SessionToStore,
  readTurn: number,
  turn: { state: ConversationState; turn: number; unheard: number; lastAnswer: string },
  record: StoredCallRecord,
) {
  const values: Partial<Record<CallColumn, unknown>> = callValuesOf(session, record);
  const given = (Object.keys(values) as CallColumn[]).filter((key) => values[key] !== undefined);
  const placeholders: Record<string, unknown> = {
    sessionId: session.id,
    readTurn,
    state: JSON.stringify(turn.state),
    turn: turn.turn,
    unheard: turn.unheard,
    lastAnswer: turn.lastAnswer,
    externalId: values.externalId,
  };
  // each value encoded by its column, as drizzle's own insert does (a null stays SQL null)
  for (const key of given)
    placeholders[key] = values[key] === null ? null : callColumns[key].mapToDriverValue(values[key]);
  const ended = await storeCallStatement(given)(db, placeholders);
  return ended.length === 1;
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
