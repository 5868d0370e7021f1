import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { createAdmin, createUser, uniqueEmail } from '../db/factories';
import { sessions, users } from '../db/schema';
import { authMessages } from '@shared/messages';
import { hashToken } from './tokens';
import { verificationTokenFor } from '../../../test/support/email-verification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const session = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

describe('sign-up', () => {
  it('creates an account without any role and never returns the password', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/sign-up', { email: `  ${email.toUpperCase()} `, password: 'a-good-password' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ user: { id: expect.any(String), email } });
    expect(res.body).not.toContain('a-good-password');
    const row = await t.db.query.users.findFirst({ where: eq(users.email, email) });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const token = await verificationTokenFor(t.db, email);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const cookie = await signIn(t.app, email, 'a-good-password');
    expect((await session(cookie)).json().roles).toEqual([]);
  });

  it('answers 400 with the spec messages per field', async () => {
    const res = await post('/api/auth/sign-up', { email: 'nope', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_error',
        message: authMessages.invalidEmail,
        fields: { email: authMessages.invalidEmail, password: authMessages.passwordTooShort },
      },
    });
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const { email } = await createUser(t.db);
    const res = await post('/api/auth/sign-up', { email: email.toUpperCase(), password: 'another-password' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(authMessages.emailTaken);
  });
});

describe('sign-in and sessions', () => {
  it('sets an HttpOnly SameSite=Lax session cookie whose token is stored only hashed', async () => {
    const user = await createUser(t.db);
    const res = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: user.id, email: user.email }, roles: [], providerId: null });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/earl_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const token = res.cookies[0]!.value;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
    expect(res.body).not.toContain(token);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const user = await createUser(t.db);
    const wrong = await post('/api/auth/sign-in', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/sign-in', { email: uniqueEmail(), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe(authMessages.invalidCredentials);
  });

  it('reports an admin role and keeps the session across requests', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, admin.email, admin.password);
    const res = await session(cookie);
    expect(res.json()).toEqual({ user: { id: admin.id, email: admin.email }, roles: ['admin'], providerId: null });
  });

  it('answers an anonymous session check with no user', async () => {
    expect((await session()).json()).toEqual({ user: null, roles: [], providerId: null });
  });

  it('slides the expiry forward and refreshes the cookie on use', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    const soon = new Date(Date.now() + 3_600_000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    const res = await session(cookie);
    expect(res.json().user.id).toBe(user.id);
    expect(String(res.headers['set-cookie'])).toContain('earl_session=');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it('ends a session at its absolute lifetime even while in use', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    await t.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await session(cookie)).json().user).toBeNull();
  });

  it('signs out by deleting the session on the server', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    const res = await post('/api/auth/sign-out', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/earl_session=;/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await session(cookie)).json().user).toBeNull();
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a client exceeds the sign-in limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'x@example.test', password: 'wrong-password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});

describe('cookies from sign-in', () => {
  it('are accepted back by the session endpoint', async () => {
    const user = await createUser(t.db);
    const res = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect((await session(cookieHeader(res))).json().user.email).toBe(user.email);
  });
});

describe('client IPs for rate limiting', () => {
  it('ignore a spoofed X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const attempt = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: { 'x-forwarded-for': ip },
          payload: { email: 'x@example.test', password: 'wrong-password' },
        });
      expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      expect((await attempt('10.0.0.2')).statusCode).toBe(401);
      expect((await attempt('10.0.0.3')).statusCode).toBe(429); // a new header value is not a new client
    } finally {
      await limited.close();
    }
    const proxied = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' });
    try {
      const attempt = (ip: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: { 'x-forwarded-for': ip },
          payload: { email: 'x@example.test', password: 'wrong-password' },
        });
      expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      expect((await attempt('10.0.0.2')).statusCode).toBe(401); // behind our proxy, each forwarded IP is its own client
      expect((await attempt('10.0.0.1')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /api/admins', () => {
  it('lists every admin with id and email, and no plain accounts', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, admin.email, admin.password);
    const other = await createAdmin(t.db);
    const user = await createUser(t.db);
    const admins = (await t.app.inject({ method: 'GET', url: '/api/admins', headers: { cookie } })).json<
      { id: string; email: string }[]
    >();
    expect(admins).toContainEqual({ id: other.id, email: other.email });
    expect(admins).toContainEqual({ id: admin.id, email: admin.email });
    expect(admins.some((a) => a.id === user.id)).toBe(false);
  });
});
