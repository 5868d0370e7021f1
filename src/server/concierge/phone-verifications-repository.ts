import { and, eq, gt, sql } from 'drizzle-orm';
import { countUpTo } from '../db/count-up-to';
import type { Executor } from '../db/database';
import { phoneVerifications } from '../db/schema';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/**
 * Serialises the lead limits of one client IP and one number across every app instance until the transaction ends:
 * two instances counting at once cannot both see room for one more.
 */
export async function lockLeadLimits(tx: Executor, keys: { clientIp: string | null; phone: string }) {
  // always in this order (IP, then number), so two transactions never wait on each other in a circle
  if (keys.clientIp) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-ip:${keys.clientIp}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-phone:${keys.phone}`}))`);
}

/**
 * Verifications started from a client IP since `since`, counted up to `upTo`, the limit (see countUpTo)
 * (index phone_verifications_client_ip_created_at_idx).
 */
export async function countByClientIpSince(db: Executor, clientIp: string, since: Date, upTo: number) {
  const where = and(eq(phoneVerifications.clientIp, clientIp), gt(phoneVerifications.createdAt, since));
  return countUpTo(db, phoneVerifications, where, upTo);
}

/** Verifications started for a number since `since`, up to `upTo` (index phone_verifications_phone_created_at_idx). */
export async function countByPhoneSince(db: Executor, phone: string, since: Date, upTo: number) {
  const where = and(eq(phoneVerifications.phone, phone), gt(phoneVerifications.createdAt, since));
  return countUpTo(db, phoneVerifications, where, upTo);
}

export async function insertPhoneVerification(tx: Executor, values: typeof phoneVerifications.$inferInsert) {
  const [row] = await tx.insert(phoneVerifications).values(values).returning();
  return row!;
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
