import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCall, createProvider, createUser } from '../src/server/db/factories';
import { createTestApp, signIn, type TestApp } from './support/app';

// Spec section 6, enforced on the server: every admin route refuses visitors, providers and plain accounts.
let t: TestApp;
const cookies: Record<'admin' | 'user' | 'provider', string> = { admin: '', user: '', provider: '' };
let routes: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: unknown; ok: number }[];

beforeAll(async () => {
  t = await createTestApp();
  const [admin, user, provider, call, pending] = await Promise.all([
    createAdmin(t.db),
    createUser(t.db),
    createProvider(t.db),
    createCall(t.db),
    createProvider(t.db, { status: 'pending' }),
  ]);
  cookies.admin = await signIn(t.app, admin.email, admin.password);
  cookies.user = await signIn(t.app, user.email, user.password);
  cookies.provider = await signIn(t.app, provider.user.email, provider.user.password);
  routes = [
    { method: 'GET', url: '/api/calls', ok: 200 },
    { method: 'GET', url: `/api/calls/${call.id}`, ok: 200 },
    { method: 'PATCH', url: `/api/calls/${call.id}`, payload: { status: 'resolved' }, ok: 200 },
    { method: 'GET', url: '/api/admins', ok: 200 },
    { method: 'GET', url: '/api/vendors?serviceType=Plumbing', ok: 200 },
    {
      method: 'POST',
      url: '/api/audit-logs',
      payload: { action: 'view_call_details', resourceType: 'calls', resourceId: call.id, details: { page: '/admin' } },
      ok: 201,
    },
    { method: 'GET', url: '/api/providers?status=pending', ok: 200 },
    { method: 'GET', url: `/api/providers/${pending.provider.id}`, ok: 200 },
    { method: 'POST', url: `/api/providers/${pending.provider.id}/approve`, ok: 200 },
    {
      method: 'POST',
      url: `/api/providers/${pending.provider.id}/reject`,
      payload: { reason: 'We could not verify the licence.' },
      ok: 409,
    },
    { method: 'GET', url: `/api/calls/${call.id}/job`, ok: 200 },
    { method: 'POST', url: `/api/calls/${call.id}/job/dispatch`, ok: 200 },
    { method: 'POST', url: `/api/calls/${call.id}/job/cancel`, ok: 200 },
    { method: 'GET', url: '/api/admin/outbox', ok: 200 },
  ];
}, 60_000);
afterAll(() => t.close());

const STREAMS = ['/api/calls/stream', '/api/admin/jobs/stream'];

const send = (route: (typeof routes)[number], cookie?: string) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    payload: route.payload as object | undefined,
    headers: cookie ? { cookie } : {},
  });

describe('admin API access', () => {
  it('refuses anonymous callers with 401 on every admin route', async () => {
    for (const route of routes)
      expect({ url: route.url, status: (await send(route)).statusCode }).toEqual({ url: route.url, status: 401 });
    for (const url of STREAMS)
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 401 });
  });

  it('refuses a plain signed-in account and a provider with 403', async () => {
    for (const who of ['user', 'provider'] as const) {
      for (const route of routes) {
        const res = await send(route, cookies[who]);
        expect({ who, url: route.url, status: res.statusCode }).toEqual({ who, url: route.url, status: 403 });
        expect(res.json().error.message).toBe('Admin access required.');
      }
      for (const url of STREAMS) {
        const stream = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
        expect({ who, url, status: stream.statusCode }).toEqual({ who, url, status: 403 });
      }
    }
  });

  it('serves an admin on every route', async () => {
    for (const route of routes)
      expect({ url: route.url, status: (await send(route, cookies.admin)).statusCode }).toEqual({
        url: route.url,
        status: route.ok,
      });
  });
});
