import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { createAdmin, createProvider, createUser } from '../db/factories';
import { z } from 'zod';
import type { Access } from './access';

// The guards every route uses, exercised through real routes added to the real app.
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    for (const access of ['public', 'user', 'admin', 'provider'] as Access[]) {
      app.get(`/api/test-access/${access}`, { config: { access } }, async () => ({ ok: true }));
    }
    app.post(
      '/api/test-access/admin-body',
      { config: { access: 'admin' }, schema: { body: z.object({ n: z.number() }) } },
      async () => ({ ok: true }),
    );
  });
  const user = await createUser(t.db);
  const admin = await createAdmin(t.db);
  const { user: providerUser } = await createProvider(t.db);
  cookies.user = await signIn(t.app, user.email, user.password);
  cookies.admin = await signIn(t.app, admin.email, admin.password);
  cookies.provider = await signIn(t.app, providerUser.email, providerUser.password);
}, 60_000);
afterAll(() => t.close());

const status = async (access: Access, who?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/test-access/${access}`,
      headers: who ? { cookie: cookies[who]! } : {},
    })
  ).statusCode;

describe('route access guards', () => {
  it('lets anyone call a public route', async () => {
    expect(await status('public')).toBe(200);
  });

  it('refuses anonymous callers with 401 on every guarded route', async () => {
    for (const access of ['user', 'admin', 'provider'] as Access[]) expect(await status(access)).toBe(401);
  });

  it('lets only admins through admin routes', async () => {
    expect(await status('admin', 'user')).toBe(403);
    expect(await status('admin', 'provider')).toBe(403);
    expect(await status('admin', 'admin')).toBe(200);
  });

  it('lets only accounts with a provider record through provider routes', async () => {
    expect(await status('provider', 'user')).toBe(403);
    expect(await status('provider', 'admin')).toBe(403);
    expect(await status('provider', 'provider')).toBe(200);
  });

  it('refuses a caller without access before reading or validating the body', async () => {
    const post = (payload: string, who?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test-access/admin-body',
        payload,
        headers: { 'content-type': 'application/json', ...(who ? { cookie: cookies[who]! } : {}) },
      });
    expect((await post('{not json')).statusCode).toBe(401);
    expect((await post('{"n":"x"}', 'user')).statusCode).toBe(403);
    expect((await post('{"n":"x"}', 'admin')).statusCode).toBe(400);
    expect((await post('{"n":1}', 'admin')).statusCode).toBe(200);
  });

  it('lists every declared route with its access, hidden ones marked', () => {
    expect(t.app.declaredRoutes).toContainEqual({
      method: 'GET',
      url: '/api/test-access/admin',
      access: 'admin',
      hiddenFromOpenApi: false,
    });
    expect(t.app.declaredRoutes).toContainEqual({
      method: 'GET',
      url: '/api/openapi.json',
      access: 'public',
      hiddenFromOpenApi: true,
    });
    expect(t.app.declaredRoutes.some((r) => r.method === 'HEAD')).toBe(false);
  });

  it('refuses to register an API route that does not declare its access', async () => {
    await expect(createTestApp({}, (app) => app.get('/api/undeclared', async () => ({})))).rejects.toThrowError(
      /must declare config.access/,
    );
  });
});
