import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@shared/messages';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { passwordResetTokensFor } from '../../../test/support/email-verification';
import { waitFor } from '../../../test/support/wait-for';
import { createAdmin, createProvider, createUser, uniqueEmail } from '../db/factories';
import { auditLogs, outbox, passwordResets, users } from '../db/schema';
import { PASSWORD_RESETS_PER_EMAIL, SIGN_IN_LOCK } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://earl.example' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const sessionUser = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user as unknown;
const requestReset = (email: string) => post('/api/auth/password-reset', { email });
/** The links emailed to the address once the background task has sent `count` of them. */
const linksFor = (email: string, count = 1) =>
  waitFor(async () => {
    const tokens = await passwordResetTokensFor(t.db, email);
    return tokens.length >= count ? tokens : undefined;
  });
const NEW_PASSWORD = 'a-fresh-reset-pass-8';

describe('POST /api/auth/password-reset', () => {
  it('emails the account a one-time link PUBLIC_URL/reset-password/<token>, stored hashed, valid 30 minutes', async () => {
    const user = await createUser(t.db);
    const res = await requestReset(` ${user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const [token] = await linksFor(user.email);
    const [message] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(message!.subject).toBe(authMessages.passwordResetEmailSubject);
    expect(message!.body).toContain(`https://earl.example/reset-password/${token}`);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(30);
  });

  it('answers an email without an account exactly like one with an account, and sends nothing', async () => {
    const user = await createUser(t.db);
    const nobody = uniqueEmail('nobody');
    const known = await requestReset(user.email);
    const unknown = await requestReset(nobody);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await linksFor(user.email);
    // the same task has handled the unknown address by now (one queue, in order of arrival)
    await waitFor(async () => {
      const { rows } = await t.db.execute(
        sql`select 1 from graphile_worker.jobs where key = ${`password-reset:${nobody}`}`,
      );
      return rows.length === 0 ? true : undefined;
    });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, nobody))).toEqual([]);
  });

  it(`sends at most ${PASSWORD_RESETS_PER_EMAIL} links per account in 15 minutes, still answering 202`, async () => {
    const user = await createUser(t.db);
    for (let i = 1; i <= PASSWORD_RESETS_PER_EMAIL; i++) {
      expect((await requestReset(user.email)).statusCode).toBe(202);
      await linksFor(user.email, i);
    }
    expect((await requestReset(user.email)).statusCode).toBe(202);
    const job = `password-reset:${user.email}`;
    await waitFor(async () => {
      const { rows } = await t.db.execute(sql`select 1 from graphile_worker.jobs where key = ${job}`);
      return rows.length === 0 ? true : undefined;
    });
    expect(await passwordResetTokensFor(t.db, user.email)).toHaveLength(PASSWORD_RESETS_PER_EMAIL);
  });

  it('is rate limited per client IP', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: uniqueEmail('ip') },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, ends every session of the account and spends the link', async () => {
    const user = await createUser(t.db);
    const first = await signIn(t.app, user.email, user.password);
    const second = await signIn(t.app, user.email, user.password);
    expect(await sessionUser(first)).toMatchObject({ email: user.email });
    await requestReset(user.email);
    const [token] = await linksFor(user.email);

    const res = await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isProvider: false });
    await waitFor(async () => ((await sessionUser(first)) === null ? true : undefined), 5_000);
    expect(await sessionUser(second)).toBeNull();
    expect((await post('/api/auth/sign-in', { email: user.email, password: user.password })).statusCode).toBe(401);
    await signIn(t.app, user.email, NEW_PASSWORD);

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'yet-another-pass-4' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(authMessages.passwordResetLinkInvalid);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, user.id));
    expect(audit).toMatchObject({ action: 'password_reset', resourceType: 'users', adminUserId: null });
  });

  it("lifts the account's sign-in lock", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < SIGN_IN_LOCK.maxFailures; i++)
      await post('/api/auth/sign-in', { email: user.email, password: 'not-the-password-1' });
    expect((await post('/api/auth/sign-in', { email: user.email, password: user.password })).statusCode).toBe(429);
    await requestReset(user.email);
    const [token] = await linksFor(user.email);
    expect((await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a common password under its field and leaves the link usable', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const [token] = await linksFor(user.email);
    const common = await post('/api/auth/password-reset/confirm', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual({ password: authMessages.passwordTooCommon });
    const short = await post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect((await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes, and a made-up one', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const [token] = await linksFor(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, user.id));
    for (const tried of [token, 'x'.repeat(43)]) {
      const res = await post('/api/auth/password-reset/confirm', { token: tried, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(authMessages.passwordResetLinkInvalid);
    }
    await signIn(t.app, user.email, user.password);
  });

  it('works for admins and providers, tells the page which login to send them to, and verifies the email', async () => {
    const admin = await createAdmin(t.db);
    const { user: applicant } = await createProvider(t.db, { status: 'pending' });
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, applicant.id));
    for (const [who, isProvider] of [
      [admin, false],
      [applicant, true],
    ] as const) {
      await requestReset(who.email);
      const [token] = await linksFor(who.email);
      const res = await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
      expect(res.json()).toEqual({ isProvider });
    }
    expect((await post('/api/provider/sign-in', { email: applicant.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const admins = await signIn(t.app, admin.email, NEW_PASSWORD);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: admins } })).json().roles,
    ).toEqual(['admin']);
  });
});

describe('POST /api/auth/password-check', () => {
  it('says what is wrong with a new password, as sign-up would', async () => {
    const check = async (password: string) => (await post('/api/auth/password-check', { password })).json();
    expect(await check('password123')).toEqual({ ok: false, message: authMessages.passwordTooCommon });
    expect(await check('Password123')).toEqual({ ok: false, message: authMessages.passwordTooCommon });
    expect(await check('short')).toEqual({ ok: false, message: authMessages.passwordTooShort });
    expect(await check('x'.repeat(100))).toEqual({ ok: false, message: authMessages.passwordTooLong });
    expect(await check(NEW_PASSWORD)).toEqual({ ok: true });
  });
});
