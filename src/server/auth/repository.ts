import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import {
  emailVerifications,
  passwordResets,
  providers,
  sessions,
  signInFailures,
  userRoles,
  users,
} from '../db/schema';

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export async function insertUser(db: Executor, email: string, passwordHash: string, verified = false) {
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash, emailVerifiedAt: verified ? new Date() : null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return row; // undefined when the email is taken
}

export async function grantRole(db: Executor, userId: string, role: 'admin') {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function findUserById(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
}

/** Every session of the account (the sessions trigger tells every instance to drop them from its cache). */
export async function deleteUserSessions(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function insertEmailVerification(db: Executor, row: typeof emailVerifications.$inferInsert) {
  await db.insert(emailVerifications).values(row);
}

/** Whether a verification link was sent to the account since `since` (a sign-in resends one at most that often). */
export async function hasEmailVerificationSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ tokenHash: emailVerifications.tokenHash })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

/** Spends a verification link: deleted whether or not it was still valid, so it works once at most. */
export async function takeEmailVerification(db: Executor, tokenHash: string) {
  const [row] = await db
    .delete(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .returning({ userId: emailVerifications.userId, expiresAt: emailVerifications.expiresAt });
  return row;
}

/** A reset link valid for `minutes` from now (the database's clock, which also judges it when used). */
export async function insertPasswordReset(db: Executor, row: { tokenHash: string; userId: string; minutes: number }) {
  await db.insert(passwordResets).values({
    tokenHash: row.tokenHash,
    userId: row.userId,
    expiresAt: sql`now() + make_interval(mins => ${row.minutes})`,
  });
}

/** How many reset links the account was sent since `since` (the per-email limit). */
export async function countPasswordResetsSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}

/** A reset link, without spending it (the page checks the token before the slow password hash). */
export async function findPasswordReset(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordResets.userId, live: sql<boolean>`${passwordResets.expiresAt} > now()` })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

/** Spends a reset link: deleted whether or not it was still valid, so it works once at most. */
export async function takePasswordReset(db: Executor, tokenHash: string) {
  const [row] = await db
    .delete(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .returning({ userId: passwordResets.userId, live: sql<boolean>`${passwordResets.expiresAt} > now()` });
  return row;
}

/** Every reset link of the account: a new password makes the older links useless. */
export async function deletePasswordResets(db: Executor, userId: string) {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/** Seconds left on the lock of this email's sign-ins, or 0. */
export async function signInLockSeconds(db: Executor, email: string) {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${signInFailures.lockedUntil} - now()))::int` })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.lockedUntil, sql`now()`)));
  return row?.seconds ?? 0;
}

/**
 * Counts one failed sign-in for the email in its window; the `maxFailures`-th failure within `windowMinutes` locks
 * the email's sign-ins for `lockMinutes`. A window older than `windowMinutes` starts again at 1.
 */
export async function recordSignInFailure(
  db: Executor,
  email: string,
  policy: { maxFailures: number; windowMinutes: number; lockMinutes: number },
) {
  const expired = sql`${signInFailures.windowStartedAt} < now() - make_interval(mins => ${policy.windowMinutes})`;
  const failures = sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`;
  await db
    .insert(signInFailures)
    .values({ email, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures,
        windowStartedAt: sql`case when ${expired} then now() else ${signInFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then now() + make_interval(mins => ${policy.lockMinutes}) else ${signInFailures.lockedUntil} end`,
      },
    });
}

export async function clearSignInFailures(db: Executor, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

// every authenticated request runs this: prepared, so PostgreSQL plans it once per connection
const activeSessionByTokenHash = preparedStatement((db) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`,
      providerId: providers.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.absoluteExpiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('auth_find_active_session'),
);

/** The live session for a token hash with everything guards need, in one round trip. */
export async function findActiveSession(db: Db, tokenHash: string) {
  const [row] = await activeSessionByTokenHash(db).execute({ tokenHash });
  return row;
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes up to `limit` sessions past their idle or absolute expiry; returns how many (retention, in batches). */
export async function deleteExpiredSessions(db: Db, limit: number) {
  const deleted = await db.execute(sql`
    delete from ${sessions} where ${sessions.tokenHash} in (
      select ${sessions.tokenHash} from ${sessions}
      where ${sessions.expiresAt} < now() or ${sessions.absoluteExpiresAt} < now()
      limit ${limit}
    )`);
  return deleted.rowCount ?? 0;
}

/** Whether a user is an admin and which provider record (if any) it owns. */
export async function findAccess(db: Db, userId: string) {
  const [row] = await db
    .select({
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`,
      providerId: providers.id,
    })
    .from(users)
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(eq(users.id, userId));
  return { isAdmin: row?.isAdmin ?? false, providerId: row?.providerId ?? null };
}

export async function isAdmin(db: Db, userId: string) {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return Boolean(row);
}

/** Every admin, by email: the accounts a call can be assigned to (and the SMS budget alert goes to). */
export function listAdmins(db: Executor) {
  return db
    .select({ id: users.id, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(asc(users.email));
}
