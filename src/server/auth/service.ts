import { authMessages } from '@shared/messages';
import type { Credentials } from '@shared/schemas/auth';
import type { Db, Executor } from '../db/database';
import { AppError } from '../http/errors';
import { isCommonPassword } from './common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import * as repo from './repository';
import type { SessionCache } from './session-cache';
import { hashToken, newSessionToken } from './tokens';

const DAY_MS = 86_400_000;
// Sliding expiry is written at most once an hour per session, not on every request.
const REFRESH_EVERY_MS = 3_600_000;

export type SessionPolicy = { idleDays: number; absoluteDays: number };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Creates an account. It grants no role: admins are made with `npm run admin`. */
export async function createAccount(db: Db, credentials: Credentials) {
  return insertAccount(db, await prepareAccount(credentials));
}

export type PreparedAccount = { email: string; passwordHash: string };

/**
 * Normalises the email and hashes the password, outside any transaction (hashing is deliberately slow).
 * A password among the 10,000 most common is refused before anything is stored.
 */
export async function prepareAccount({ email, password }: Credentials): Promise<PreparedAccount> {
  if (isCommonPassword(password))
    throw new AppError('validation_error', authMessages.passwordTooCommon, {
      password: authMessages.passwordTooCommon,
    });
  return { email: normaliseEmail(email), passwordHash: await hashPassword(password) };
}

/** Inserts a prepared account, inside the caller's transaction when given one; a taken email is a conflict. */
export async function insertAccount(
  db: Executor,
  account: PreparedAccount,
  takenMessage: string = authMessages.emailTaken,
) {
  const user = await repo.insertUser(db, account.email, account.passwordHash);
  if (!user) throw new AppError('conflict', takenMessage, { email: takenMessage });
  return user;
}

export async function verifyCredentials(db: Db, { email, password }: Credentials) {
  const user = await repo.findUserByEmail(db, normaliseEmail(email));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) throw new AppError('unauthorized', authMessages.invalidCredentials);
  return { id: user.id, email: user.email };
}

export async function startSession(db: Db, userId: string, policy: SessionPolicy) {
  const token = newSessionToken();
  const now = Date.now();
  const absoluteExpiresAt = new Date(now + policy.absoluteDays * DAY_MS);
  const expiresAt = new Date(Math.min(now + policy.idleDays * DAY_MS, absoluteExpiresAt.getTime()));
  await repo.insertSession(db, { tokenHash: hashToken(token), userId, expiresAt, absoluteExpiresAt });
  return { token, expiresAt };
}

export const isAdmin = (db: Db, userId: string) => repo.isAdmin(db, userId);

export const listAdmins = (db: Db) => repo.listAdmins(db);

export async function endSession(db: Db, token: string, cache: SessionCache) {
  const tokenHash = hashToken(token);
  cache.apply({ tokenHash }); // at once here; other instances hear it through NOTIFY
  await repo.deleteSession(db, tokenHash);
}

/**
 * Resolves a cookie token to the signed-in actor. Returns a new expiry when the sliding window was
 * moved, so the caller can refresh the cookie.
 */
export async function resumeSession(db: Db, token: string, policy: SessionPolicy, cache: SessionCache) {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const idleMs = policy.idleDays * DAY_MS;
  const dueForRefresh = (expiresAt: number) => expiresAt - now < idleMs - REFRESH_EVERY_MS;

  const cached = cache.get(tokenHash, now);
  if (cached && !dueForRefresh(cached.expiresAt)) return { actor: cached.actor, refreshedUntil: undefined };

  const row = await repo.findActiveSession(db, tokenHash);
  if (!row) return undefined;
  let refreshedUntil: Date | undefined;
  if (dueForRefresh(row.expiresAt.getTime())) {
    refreshedUntil = new Date(Math.min(now + idleMs, row.absoluteExpiresAt.getTime()));
    await repo.extendSession(db, tokenHash, refreshedUntil);
  }
  const actor = { userId: row.userId, email: row.email, isAdmin: row.isAdmin, providerId: row.providerId };
  cache.set(tokenHash, {
    actor,
    expiresAt: (refreshedUntil ?? row.expiresAt).getTime(),
    absoluteExpiresAt: row.absoluteExpiresAt.getTime(),
    cachedAt: now,
  });
  return { actor, refreshedUntil };
}
