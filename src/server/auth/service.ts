import { authMessages } from '@shared/messages';
import type { Credentials, PasswordCheckResult, PasswordResetConfirm } from '@shared/schemas/auth';
import { credentialsSchema } from '@shared/schemas/auth';
import { insertAuditLog } from '../audit/repository';
import type { Db, Executor } from '../db/database';
import { AppError } from '../http/errors';
import { queueNotifications } from '../notifications/service';
import { isCommonPassword } from './common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import * as repo from './repository';
import type { JobRunner } from '../jobs/runner';
import type { SessionCache } from './session-cache';
import { hashToken, newSessionToken } from './tokens';

const DAY_MS = 86_400_000;
// Sliding expiry is written at most once an hour per session, not on every request.
const REFRESH_EVERY_MS = 3_600_000;

export type SessionPolicy = { idleDays: number; absoluteDays: number };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const VERIFICATION_LINK_HOURS = 24;
// a sign-in of an unverified account sends a new link, at most this often
const VERIFICATION_RESEND_MINUTES = 10;
/** 10 failed sign-ins of one email in 15 minutes lock its sign-ins for 15 minutes (known account or not). */
export const SIGN_IN_LOCK = { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 } as const;

/**
 * Creates an account and emails its owner a verification link, in one transaction. It grants no role: admins are
 * made with `npm run admin`. The account signs in once the link is opened.
 */
export async function signUp(deps: { db: Db; publicUrl: string }, credentials: Credentials) {
  const account = await prepareAccount(credentials);
  return deps.db.transaction(async (tx) => {
    const user = await insertAccount(tx, account);
    await sendEmailVerification(tx, { userId: user.id, email: user.email, publicUrl: deps.publicUrl });
    return user;
  });
}

/** An account made by someone who vouches for its email (`npm run admin -- create`): verified from the start. */
export async function createVerifiedAccount(db: Db, credentials: Credentials) {
  return insertAccount(db, await prepareAccount(credentials), authMessages.emailTaken, { verified: true });
}

/** Queues an email with a one-time link (`PUBLIC_URL/verify-email/<token>`, valid 24 hours) in the caller's transaction. */
export async function sendEmailVerification(
  tx: Executor,
  { userId, email, publicUrl }: { userId: string; email: string; publicUrl: string },
) {
  const token = newSessionToken();
  const tokenHash = hashToken(token);
  await repo.insertEmailVerification(tx, {
    tokenHash,
    userId,
    expiresAt: new Date(Date.now() + VERIFICATION_LINK_HOURS * 3_600_000),
  });
  await queueNotifications(tx, [
    {
      channel: 'email',
      recipient: email,
      subject: authMessages.verificationEmailSubject,
      body: authMessages.verificationEmailBody(`${publicUrl}/verify-email/${token}`),
      dedupeKey: `verify-email:${tokenHash}`,
    },
  ]);
}

/** Opens a verification link: once, within its 24 hours. Returns whether the account is a provider's. */
export async function verifyEmail(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const link = await repo.takeEmailVerification(tx, hashToken(token));
    if (!link || link.expiresAt.getTime() <= Date.now())
      throw new AppError('not_found', authMessages.verificationLinkInvalid);
    await repo.markEmailVerified(tx, link.userId);
    return { isProvider: (await repo.findAccess(tx, link.userId)).providerId !== null };
  });
}

/**
 * Sets a new password (a reset or a change): every session of the account ends, and a sign-in lock on its email
 * is lifted.
 */
export async function setPassword(db: Db, userId: string, password: string) {
  const passwordHash = await hashNewPassword(password);
  await db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, userId);
    if (!user) throw new AppError('not_found', 'Account not found');
    await replacePassword(tx, user, passwordHash);
  });
}

/** The new hash; every session ends, the email's sign-in lock is lifted and outstanding reset links die. */
async function replacePassword(tx: Executor, user: { id: string; email: string }, passwordHash: string) {
  await repo.updatePasswordHash(tx, user.id, passwordHash);
  await repo.deleteUserSessions(tx, user.id);
  await repo.clearSignInFailures(tx, user.email);
  await repo.deletePasswordResets(tx, user.id);
}

export const PASSWORD_RESET_TASK = 'sendPasswordResetLink';
const PASSWORD_RESET_MINUTES = 30;
/** At most this many links per account in PASSWORD_RESET_WINDOW_MINUTES; more requests are answered alike and dropped. */
export const PASSWORD_RESETS_PER_EMAIL = 3;
const PASSWORD_RESET_WINDOW_MINUTES = 15;

/**
 * POST /api/auth/password-reset: queues the work and returns, whether an account uses the email or not, so the
 * answer and its timing say nothing about who has an account. The task (sendPasswordResetLink) looks the account up.
 * The job key collapses repeated requests still waiting into one.
 */
export async function requestPasswordReset(jobs: JobRunner, email: string) {
  const normalised = normaliseEmail(email);
  await jobs.schedule(PASSWORD_RESET_TASK, { email: normalised }, { jobKey: `password-reset:${normalised}` });
}

/**
 * Emails a one-time link `PUBLIC_URL/reset-password/<token>` (30 minutes) to the account using this email, if any,
 * at most PASSWORD_RESETS_PER_EMAIL times per window (beyond that nothing is sent, so nobody can flood an inbox).
 */
export async function sendPasswordResetLink(deps: { db: Db; publicUrl: string }, email: string) {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    const since = new Date(Date.now() - PASSWORD_RESET_WINDOW_MINUTES * 60_000);
    if ((await repo.countPasswordResetsSince(tx, user.id, since)) >= PASSWORD_RESETS_PER_EMAIL) return;
    const token = newSessionToken();
    const tokenHash = hashToken(token);
    await repo.insertPasswordReset(tx, {
      tokenHash,
      userId: user.id,
      minutes: PASSWORD_RESET_MINUTES,
    });
    await queueNotifications(tx, [
      {
        channel: 'email',
        recipient: user.email,
        subject: authMessages.passwordResetEmailSubject,
        body: authMessages.passwordResetEmailBody(`${deps.publicUrl}/reset-password/${token}`),
        dedupeKey: `password-reset:${tokenHash}`,
      },
    ]);
  });
}

const resetLinkInvalid = () => new AppError('not_found', authMessages.passwordResetLinkInvalid);
const isLive = (link: { live: boolean } | undefined): link is { userId: string; live: true } => Boolean(link?.live);

/**
 * POST /api/auth/password-reset/confirm: spends the link (once, within 30 minutes) and sets the password with the
 * sign-up rules. A refused password leaves the link usable. Every session of the account ends and its sign-in lock
 * is lifted. The link reached the address, so the email counts as verified too.
 */
export async function resetPassword(db: Db, { token, password }: PasswordResetConfirm) {
  const tokenHash = hashToken(token);
  // the slow hash only for a live link
  if (!isLive(await repo.findPasswordReset(db, tokenHash))) throw resetLinkInvalid();
  const passwordHash = await hashNewPassword(password);
  return db.transaction(async (tx) => {
    const link = await repo.takePasswordReset(tx, tokenHash);
    if (!isLive(link)) throw resetLinkInvalid();
    const user = await repo.findUserById(tx, link.userId);
    if (!user) throw resetLinkInvalid();
    await replacePassword(tx, user, passwordHash);
    await repo.markEmailVerified(tx, user.id);
    await insertAuditLog(tx, {
      adminUserId: null,
      action: 'password_reset',
      resourceType: 'users',
      resourceId: user.id,
      details: { actorUserId: user.id, via: 'email link' },
    });
    return { isProvider: (await repo.findAccess(tx, user.id)).providerId !== null };
  });
}

/** POST /api/auth/password-check: the field message a new password would get, before anything is submitted. */
export function checkNewPassword(password: string): PasswordCheckResult {
  const rules = credentialsSchema.shape.password.safeParse(password);
  if (!rules.success) return { ok: false, message: rules.error.issues[0]!.message };
  if (isCommonPassword(password)) return { ok: false, message: authMessages.passwordTooCommon };
  return { ok: true };
}

/**
 * Makes an account an admin. Its email must be verified (else whoever squatted the address would be promoted),
 * and every session it has ends, so no session opened before the grant carries the new role.
 */
export async function grantAdmin(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, userId);
    if (!user) throw new AppError('not_found', 'Account not found');
    if (!user.emailVerifiedAt)
      throw new AppError('conflict', `${user.email} has not verified its email address: admin not granted.`);
    await repo.grantRole(tx, userId, 'admin');
    await repo.deleteUserSessions(tx, userId);
  });
}

export async function isEmailVerified(db: Db, userId: string) {
  return Boolean((await repo.findUserById(db, userId))?.emailVerifiedAt);
}

/** Marks an account's email verified (the admin CLI, for an address whose owner it vouches for). */
export const markEmailVerified = (db: Db, userId: string) => repo.markEmailVerified(db, userId);

export type PreparedAccount = { email: string; passwordHash: string };

/**
 * Normalises the email and hashes the password, outside any transaction (hashing is deliberately slow).
 * A password among the 10,000 most common is refused before anything is stored.
 */
export async function prepareAccount({ email, password }: Credentials): Promise<PreparedAccount> {
  return { email: normaliseEmail(email), passwordHash: await hashNewPassword(password) };
}

/** The hash of a password an account is about to get; one among the 10,000 most common is refused. */
async function hashNewPassword(password: string) {
  if (isCommonPassword(password))
    throw new AppError('validation_error', authMessages.passwordTooCommon, {
      password: authMessages.passwordTooCommon,
    });
  return hashPassword(password);
}

/** Inserts a prepared account, inside the caller's transaction when given one; a taken email is a conflict. */
export async function insertAccount(
  db: Executor,
  account: PreparedAccount,
  takenMessage: string = authMessages.emailTaken,
  opts: { verified?: boolean } = {},
) {
  const user = await repo.insertUser(db, account.email, account.passwordHash, opts.verified ?? false);
  if (!user) throw new AppError('conflict', takenMessage, { email: takenMessage });
  return user;
}

/**
 * Checks a password. Unknown email and wrong password get the same answer, with the same timing. `accepts` says
 * whether a right password may sign in here (the provider login: providers only); a refusal is answered and
 * counted exactly like a wrong password, so nothing tells the two apart. Failures count per email in PostgreSQL
 * (SIGN_IN_LOCK), whether the account exists or not; a locked email is refused before its password is checked.
 */
export async function verifyCredentials(
  db: Db,
  { email: rawEmail, password }: Credentials,
  opts: { accepts?: (userId: string) => Promise<boolean>; refusal?: string } = {},
) {
  const email = normaliseEmail(rawEmail);
  const lockedSeconds = await repo.signInLockSeconds(db, email);
  if (lockedSeconds > 0)
    throw new AppError(
      'rate_limited',
      authMessages.accountLocked(Math.ceil(lockedSeconds / 60)),
      undefined,
      lockedSeconds,
    );
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok || (opts.accepts && !(await opts.accepts(user.id)))) {
    await repo.recordSignInFailure(db, email, SIGN_IN_LOCK);
    throw new AppError('unauthorized', opts.refusal ?? authMessages.invalidCredentials);
  }
  await repo.clearSignInFailures(db, email);
  return { id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null };
}

/**
 * An account whose email is not verified does not sign in: a right password gets a new link (at most every
 * VERIFICATION_RESEND_MINUTES) and a 403 saying so. Only the password's owner learns the account is unverified.
 */
export async function assertEmailVerified(
  deps: { db: Db; publicUrl: string },
  user: { id: string; email: string; emailVerified: boolean },
) {
  if (user.emailVerified) return;
  await deps.db.transaction(async (tx) => {
    const since = new Date(Date.now() - VERIFICATION_RESEND_MINUTES * 60_000);
    if (!(await repo.hasEmailVerificationSince(tx, user.id, since)))
      await sendEmailVerification(tx, { userId: user.id, email: user.email, publicUrl: deps.publicUrl });
  });
  throw new AppError('forbidden', authMessages.emailNotVerified);
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
