import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { providers, sessions, userRoles, users } from '../db/schema';

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export async function insertUser(db: Executor, email: string, passwordHash: string) {
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return row; // undefined when the email is taken
}

export async function grantRole(db: Db, userId: string, role: 'admin') {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
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

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < now() or ${sessions.absoluteExpiresAt} < now()`);
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

/** Every admin, by email: the accounts a call can be assigned to. */
export function listAdmins(db: Db) {
  return db
    .select({ id: users.id, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(asc(users.email));
}
