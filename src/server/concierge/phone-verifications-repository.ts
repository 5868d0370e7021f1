import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { literalLimit, preparedStatementFor } from '../db/prepared';
import type { Db, Executor } from '../db/database';
import { phoneVerifications } from '../db/schema';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

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

/**
 * The CTE `verification`, for a prepared statement: the verification inserted if `room` (the lead limits, counted by
 * lock_lead_within_limits) holds. Its values are placeholders: `verificationId`, `createdAt`, `sessionId`, `phone`,
 * `clientIp` (null when unknown), `codeHash` and `expiresAt`.
 */
export function verificationIf(room: SQL) {
  const p = sql.placeholder;
  return sql`verification as (
    insert into ${phoneVerifications} (id, created_at, session_id, phone, client_ip, code_hash, expires_at)
    select ${p('verificationId')}::uuid, ${p('createdAt')}::timestamptz, ${p('sessionId')}::uuid, ${p('phone')}::text,
           ${p('clientIp')}::text, ${p('codeHash')}::text, ${p('expiresAt')}::timestamptz
    where ${room}
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
