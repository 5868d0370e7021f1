import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProviderMessages, authMessages, providerMessages } from '@shared/messages';
import { createTestApp, signIn, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { verificationEmailCount, verificationTokenFor } from '../../../test/support/email-verification';
import { waitFor } from '../../../test/support/wait-for';
import { createProvider, createUser, uniqueEmail } from '../db/factories';
import { emailVerifications, signInFailures, users } from '../db/schema';
import { grantAdmin, setPassword, SIGN_IN_LOCK } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const sessionUser = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user as unknown;
const PASSWORD = 'squatter-pass-42!';

describe('email verification', () => {
  it('keeps a new account from signing in until the link emailed to it is opened, once', async () => {
    const email = uniqueEmail('verify');
    expect((await post('/api/auth/sign-up', { email, password: PASSWORD })).statusCode).toBe(201);
    const refused = await post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(authMessages.emailNotVerified);
    expect(refused.headers['set-cookie']).toBeUndefined();

    const token = await verificationTokenFor(t.db, email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [link] = await t.db
      .select()
      .from(emailVerifications)
      .innerJoin(users, eq(users.id, emailVerifications.userId))
      .where(eq(users.email, email));
    expect(link!.email_verifications.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(link!.email_verifications.tokenHash).not.toBe(token); // stored hashed

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.json()).toEqual({ isProvider: false });
    expect(await sessionUser(await signIn(t.app, email, PASSWORD))).toMatchObject({ email });
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(authMessages.verificationLinkInvalid);
  });

  it('refuses a link older than 24 hours and a made-up one', async () => {
    const email = uniqueEmail('expired');
    await post('/api/auth/sign-up', { email, password: PASSWORD });
    const token = await verificationTokenFor(t.db, email);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.userId, user!.id));
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(404);
    expect((await post('/api/auth/verify-email', { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await post('/api/auth/sign-in', { email, password: PASSWORD })).statusCode).toBe(403);
  });

  it('sends a new link when an unverified account signs in with its password, at most every 10 minutes', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/sign-up', { email, password: PASSWORD });
    await post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(await verificationEmailCount(t.db, email)).toBe(1); // the sign-up's link is recent
    await t.db.execute(sql`update email_verifications set created_at = now() - interval '11 minutes'
      where user_id = (select id from users where email = ${email})`);
    await post('/api/auth/sign-in', { email, password: PASSWORD });
    await post('/api/auth/sign-in', { email, password: 'wrong-password-1' });
    expect(await verificationEmailCount(t.db, email)).toBe(2);
  });
});

describe('granting admin', () => {
  it('refuses an account whose email is not verified (a squatted address)', async () => {
    const squatter = await createUser(t.db, { verified: false });
    await expect(grantAdmin(t.db, squatter.id)).rejects.toThrowError(/has not verified its email address/);
  });

  it('ends every session the account had, so none carries the role from before the grant', async () => {
    const user = await createUser(t.db);
    const first = await signIn(t.app, user.email, user.password);
    const second = await signIn(t.app, user.email, user.password);
    expect(await sessionUser(first)).toMatchObject({ email: user.email }); // now in this instance's session cache
    await grantAdmin(t.db, user.id);
    // the sessions trigger tells every instance to forget them (NOTIFY arrives a moment later)
    await waitFor(async () => ((await sessionUser(first)) === null ? true : undefined), 5_000);
    expect(await sessionUser(second)).toBeNull();
    const fresh = await signIn(t.app, user.email, user.password);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: fresh } })).json().roles,
    ).toEqual(['admin']);
  });
});

describe('password changes', () => {
  it('end every session of the account', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    expect(await sessionUser(cookie)).toMatchObject({ email: user.email });
    await setPassword(t.db, user.id, 'a-brand-new-pass-7');
    await waitFor(async () => ((await sessionUser(cookie)) === null ? true : undefined), 5_000);
    expect((await post('/api/auth/sign-in', { email: user.email, password: user.password })).statusCode).toBe(401);
    await signIn(t.app, user.email, 'a-brand-new-pass-7');
  });
});

describe('password guessing', () => {
  const guess = (route: string, email: string, password = 'not-the-password-1') => post(route, { email, password });

  it('locks an email for 15 minutes after 10 failures, with the same answers whether the account exists or not', async () => {
    const user = await createUser(t.db);
    const nobody = uniqueEmail('nobody');
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < SIGN_IN_LOCK.maxFailures + 1; i++) {
        const res = await guess('/api/auth/sign-in', email);
        seen.push(`${res.statusCode} ${res.headers['retry-after'] ?? ''} ${res.body}`);
      }
      return seen;
    };
    const known = await answers(user.email);
    expect(known.slice(0, 10).every((a) => a.startsWith('401'))).toBe(true);
    expect(known[10]).toBe(
      `429 900 ${JSON.stringify({ error: { code: 'rate_limited', message: authMessages.accountLocked(15) } })}`,
    );
    expect(await answers(nobody)).toEqual(known);
    // locked: even the right password is refused, and the lock is in PostgreSQL for every instance
    expect((await post('/api/auth/sign-in', { email: user.email, password: user.password })).statusCode).toBe(429);
    const other = await createTestApp();
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('lifts the lock when its time is up, or when the password is reset', async () => {
    const timed = await createUser(t.db);
    const reset = await createUser(t.db);
    for (const user of [timed, reset])
      for (let i = 0; i < SIGN_IN_LOCK.maxFailures; i++) await guess('/api/auth/sign-in', user.email);
    expect((await guess('/api/auth/sign-in', timed.email, timed.password)).statusCode).toBe(429);
    await t.db
      .update(signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'`, windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(signInFailures.email, timed.email));
    expect((await guess('/api/auth/sign-in', timed.email, timed.password)).statusCode).toBe(200);
    await setPassword(t.db, reset.id, 'after-the-reset-9');
    expect((await guess('/api/auth/sign-in', reset.email, 'after-the-reset-9')).statusCode).toBe(200);
  });

  it('counts failures at the provider sign-in against the same lock', async () => {
    const { user } = await createProvider(t.db, { status: 'active' });
    for (let i = 0; i < SIGN_IN_LOCK.maxFailures / 2; i++) await guess('/api/provider/sign-in', user.email);
    for (let i = 0; i < SIGN_IN_LOCK.maxFailures / 2; i++) await guess('/api/auth/sign-in', user.email);
    expect((await guess('/api/provider/sign-in', user.email, user.password)).statusCode).toBe(429);
  });

  it('answers the provider sign-in the same for a wrong password and for the right password of a plain account', async () => {
    const plain = await createUser(t.db);
    const rightPassword = await guess('/api/provider/sign-in', plain.email, plain.password);
    const wrongPassword = await guess('/api/provider/sign-in', plain.email, 'wrong-password-12');
    const unknown = await guess('/api/provider/sign-in', uniqueEmail('nobody'));
    for (const res of [rightPassword, wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: providerMessages.noProviderAccount } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('shares one per-IP limit between the admin and the provider sign-in', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    try {
      const statuses: number[] = [];
      for (const url of [
        '/api/auth/sign-in',
        '/api/provider/sign-in',
        '/api/auth/sign-in',
        '/api/provider/sign-in',
        '/api/auth/sign-in',
      ]) {
        const res = await limited.app.inject({
          method: 'POST',
          url,
          payload: { email: uniqueEmail('ip'), password: 'guess-password-1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('provider applications', () => {
  const application = (email: string) => ({
    businessName: 'Verified Plumbing',
    contactName: 'Vera Fied',
    phone: '(831) 555-0191',
    email,
    password: PASSWORD,
    street: '1 Verify Way',
    city: 'Santa Cruz',
    state: 'CA',
    zip: '95060',
    serviceCategories: ['Plumbing'],
    teamMembers: [{ name: 'Vera Fied', phone: '(831) 555-0191', email, notificationMethod: 'email' }],
    acceptTerms: true,
  });

  it('keep the applicant signed in, but are approved only once the applicant verified the email', async () => {
    const email = uniqueEmail('applicant');
    const applied = await post('/api/providers/applications', application(email));
    expect(applied.statusCode).toBe(201);
    const applicant = applied.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/provider/me', headers: { cookie: applicant } });
    expect(me.statusCode).toBe(200);
    const providerId = applied.json().providerId as string;

    const admin = await signInNewAdmin(t);
    const early = await post(`/api/providers/${providerId}/approve`, {}, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(adminProviderMessages.emailNotVerified);

    const verified = await post('/api/auth/verify-email', { token: await verificationTokenFor(t.db, email) });
    expect(verified.json()).toEqual({ isProvider: true });
    expect((await post(`/api/providers/${providerId}/approve`, {}, admin)).statusCode).toBe(200);
  });
});
