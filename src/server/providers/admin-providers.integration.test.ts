import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppWithAdmin } from '../../../test/support/app';
import { adminProviderMessages } from '@shared/messages';
import type { ProviderApplication, ProviderDetail } from '@shared/schemas/admin-providers';
import { createProvider } from '../db/factories';
import { providers } from '../db/schema';

const t = testAppWithAdmin();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.adminCookie } });
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: t.adminCookie } });
const statusOf = async (id: string) => (await t.db.query.providers.findFirst({ where: eq(providers.id, id) }))?.status;

describe('GET /api/providers', () => {
  it('lists applications newest first and filters by status', async () => {
    const older = await createProvider(t.db, { status: 'pending' });
    const newer = await createProvider(t.db, { status: 'active' });
    const all = (await get('/api/providers')).json<ProviderApplication[]>();
    const ids = all.map((p) => p.id);
    expect(ids.indexOf(newer.provider.id)).toBeLessThan(ids.indexOf(older.provider.id));
    expect(all.find((p) => p.id === older.provider.id)).toMatchObject({
      businessName: older.provider.businessName,
      contactName: 'Pat Provider',
      email: older.user.email,
      serviceCategories: ['Plumbing'],
      status: 'pending',
    });

    const pending = (await get('/api/providers?status=pending')).json<ProviderApplication[]>();
    expect(pending.every((p) => p.status === 'pending')).toBe(true);
    expect(pending.some((p) => p.id === older.provider.id)).toBe(true);
    expect(pending.some((p) => p.id === newer.provider.id)).toBe(false);
    expect((await get('/api/providers?status=deleted')).statusCode).toBe(400);
  });
});

describe('GET /api/providers/:id', () => {
  it('returns the application with its team, primary contact first', async () => {
    const { provider } = await createProvider(t.db, {
      languages: ['en', 'es'],
      team: [
        { name: 'Pat Primary', phone: '(831) 555-0101', email: 'pat@example.test', isPrimary: true },
        { name: 'Sam Second', notificationMethod: 'sms', isPrimary: false },
      ],
    });
    const res = await get(`/api/providers/${provider.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<ProviderDetail>();
    expect(detail).toMatchObject({
      id: provider.id,
      address: { street: '100 Main St', city: 'Santa Cruz', state: 'CA', zip: '95060' },
      serviceArea: ['Santa Cruz County'],
      licenseNumber: null,
      isReceivingJobs: true,
      languages: ['en', 'es'],
    });
    expect(detail.teamMembers.map((m) => [m.name, m.isPrimary, m.notificationMethod])).toEqual([
      ['Pat Primary', true, 'both'],
      ['Sam Second', false, 'sms'],
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/providers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/providers/nope')).json().error.message).toBe(adminProviderMessages.providerNotFound);
  });
});

describe('approve and reject', () => {
  it('approves a pending application, then refuses to decide it again with 409', async () => {
    const { provider } = await createProvider(t.db, { status: 'pending' });
    const res = await post(`/api/providers/${provider.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: provider.id, status: 'active' });
    expect(await statusOf(provider.id)).toBe('active');

    for (const action of ['approve', 'reject']) {
      const again = await post(`/api/providers/${provider.id}/${action}`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(adminProviderMessages.notPending);
    }
    expect(await statusOf(provider.id)).toBe('active');
  });

  it('rejects a pending application, and never a rejected one back to active', async () => {
    const { provider } = await createProvider(t.db, { status: 'pending' });
    expect((await post(`/api/providers/${provider.id}/reject`)).json()).toEqual({
      id: provider.id,
      status: 'rejected',
    });
    expect((await post(`/api/providers/${provider.id}/approve`)).statusCode).toBe(409);
    expect(await statusOf(provider.id)).toBe('rejected');
  });

  it('lets exactly one of two simultaneous decisions win', async () => {
    const { provider } = await createProvider(t.db, { status: 'pending' });
    const results = await Promise.all([
      post(`/api/providers/${provider.id}/approve`),
      post(`/api/providers/${provider.id}/reject`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await post('/api/providers/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
  });
});
