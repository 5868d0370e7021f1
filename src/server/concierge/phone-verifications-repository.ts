import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { firstRows } from '../db/count-up-to';
import { literalLimit, preparedStatementFor } from '../db/prepared';
import type { Db, Executor } from '../db/database';
import { phoneVerifications } from '../db/schema';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/**
 * The locks that serialise the lead limits of one client IP and one number across every app instance until the
 * transaction ends: two instances counting at once cannot both see room for one more. Select-list expressions, taken
 * in the statement that locks the session (one round trip), always in this order (IP, then number: a select list is
 * evaluated left to right), so two transactions never wait in a circle.
 */
export function leadLimitLocks(keys: { clientIp: string | null; phone: string }): SQL {
  const phoneLock = sql`pg_advisory_xact_lock(hashtext(${`lead-phone:${keys.phone}`}))`;
  return keys.clientIp ? sql`pg_advisory_xact_lock(hashtext(${`lead-ip:${keys.clientIp}`})), ${phoneLock}` : phoneLock;
}

// asked at every web session's start: prepared once per connection and cap (see preparedStatementFor), the cap
// written into the text (see literalLimit; the cap is a constant of the app)
const countByClientIpSinceStatement = preparedStatementFor((db, upTo: number) => prepareCountByClientIpSince(db, upTo));

function prepareCountByClientIpSince(db: Db, upTo: number) {
  const v = phoneVerifications;
  const where = and(eq(v.clientIp, sql.placeholder('clientIp')), gt(v.createdAt, sql.placeholder('since')));
  const first = db
    .select({ one: sql`1` })
    .from(v)
    .where(where)
    .limit(literalLimit(upTo))
    .as('first_rows');
  return db.select({ n: count() }).from(first).prepare(`concierge_count_leads_by_ip_${upTo}`);
}

/**
 * Verifications started from a client IP since `since`, counted up to `upTo`, the limit (see firstRows)
 * (index phone_verifications_client_ip_created_at_idx).
 */
export async function countByClientIpSince(db: Db, clientIp: string, since: Date, upTo: number) {
  const [row] = await countByClientIpSinceStatement(db, upTo).execute({ clientIp, since: since.toISOString() });
  return row?.n ?? 0;
}

/** The limits a new verification must fit in: fewer than `ipMax` from its IP, and `phoneMax` for its number. */
export type LeadLimits = { ipMax: number; phoneMax: number };

/**
 * The CTE `verification`, for a prepared statement: the verification inserted if its client IP and its number are
 * both under their limits, counted in the same statement (which must come after the one taking leadLimitLocks, so its
 * snapshot sees every verification committed before the locks were granted); no row when a limit is reached. Its
 * values are placeholders: `verificationId`, `createdAt`, `sessionId`, `phone`, `clientIp` (only `withClientIp`),
 * `codeHash`, `expiresAt`, and the windows' starts `ipSince` and `phoneSince`. The limits are written into its text.
 */
export function verificationWithinLimits(tx: Executor, limits: LeadLimits, withClientIp: boolean) {
  const v = phoneVerifications;
  const p = sql.placeholder;
  const under = (where: SQL | undefined, max: number) =>
    sql`(select count(*) from ${firstRows(tx, v, where, literalLimit(max))}) < ${literalLimit(max)}`;
  const phoneRoom = under(
    and(eq(v.phone, sql`${p('phone')}::text`), gt(v.createdAt, sql`${p('phoneSince')}::timestamptz`)),
    limits.phoneMax,
  );
  const ipRoom = withClientIp
    ? under(
        and(eq(v.clientIp, sql`${p('clientIp')}::text`), gt(v.createdAt, sql`${p('ipSince')}::timestamptz`)),
        limits.ipMax,
      )
    : sql`true`;
  return sql`verification as (
    insert into ${v} (id, created_at, session_id, phone, client_ip, code_hash, expires_at)
    select ${p('verificationId')}::uuid, ${p('createdAt')}::timestamptz, ${p('sessionId')}::uuid, ${p('phone')}::text,
           ${withClientIp ? sql`${p('clientIp')}::text` : sql`null`}, ${p('codeHash')}::text,
           ${p('expiresAt')}::timestamptz
    where ${ipRoom} and ${phoneRoom}
    returning id
  )`;
}

export async function findVerificationOfSession(db: Executor, sessionId: string) {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.sessionId, sessionId));
  return row;
}

export async function recordWrongCode(tx: Executor, id: string) {
  const [row] = await tx
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(eq(phoneVerifications.id, id))
    .returning({ attempts: phoneVerifications.attempts });
  return row!.attempts;
}

export async function replaceCode(tx: Executor, id: string, values: { codeHash: string; expiresAt: Date }) {
  const [row] = await tx
    .update(phoneVerifications)
    .set({ ...values, sends: sql`${phoneVerifications.sends} + 1` })
    .where(eq(phoneVerifications.id, id))
    .returning({ sends: phoneVerifications.sends });
  return row!.sends;
}

export async function markVerified(tx: Executor, id: string, at: Date) {
  await tx.update(phoneVerifications).set({ verifiedAt: at }).where(eq(phoneVerifications.id, id));
}
