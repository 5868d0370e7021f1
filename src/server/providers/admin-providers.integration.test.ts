import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, testAppWithAdmin } from '../../../test/support/app';
import { openEventStream } from '../../../test/support/event-stream';
import { adminProviderMessages } from '@shared/messages';
import type { ProviderApplication, ProviderDetail } from '@shared/schemas/admin-providers';
import { createProvider } from '../db/factories';
import { auditLogs, outbox, providers } from '../db/schema';

const t = testAppWithAdmin();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.adminCookie } });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: t.adminCookie }, ...(payload ? { payload } : {}) });
const REASON = { reason: 'We could not confirm your contractor license.' };
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

describe('GET /api/providers?limit=', () => {
  it('pages newest first through the Link header, each application once, and refuses a forged cursor', async () => {
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) mine.push((await createProvider(t.db, { status: 'pending' })).provider.id);
    const seen: string[] = [];
    let url: string | undefined = '/api/providers?status=pending&limit=2';
    let pages = 0;
    while (url && pages < 1_000) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const page = res.json<ProviderApplication[]>();
      expect(page.length).toBeLessThanOrEqual(2);
      expect(page.every((p) => p.status === 'pending')).toBe(true);
      seen.push(...page.map((p) => p.id));
      url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1];
      pages += 1;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => mine.includes(id))).toEqual([...mine].reverse());
    // the last page says there is no next one; the unpaged list has no Link at all
    expect((await get('/api/providers?status=pending')).headers.link).toBeUndefined();

    const forged = await get('/api/providers?limit=2&cursor=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'bad_request' } });
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
      const again = await post(`/api/providers/${provider.id}/${action}`, action === 'reject' ? REASON : undefined);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(adminProviderMessages.notPending);
    }
    expect(await statusOf(provider.id)).toBe('active');
  });

  it('rejects a pending application, and never a rejected one back to active', async () => {
    const { provider } = await createProvider(t.db, { status: 'pending' });
    expect((await post(`/api/providers/${provider.id}/reject`, REASON)).json()).toEqual({
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
      post(`/api/providers/${provider.id}/reject`, REASON),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await post('/api/providers/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
  });
});

const emailsTo = (email: string) =>
  t.db
    .select({ subject: outbox.subject, body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.channel, 'email')))
    .orderBy(asc(outbox.createdAt));
const auditOf = (id: string) =>
  t.db
    .select({ action: auditLogs.action, details: auditLogs.details, adminUserId: auditLogs.adminUserId })
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceType, 'providers'), eq(auditLogs.resourceId, id)))
    .orderBy(asc(auditLogs.createdAt));

describe('the reason of a rejection', () => {
  it('is required, 1 to 500 characters, with a clear message', async () => {
    const { provider } = await createProvider(t.db, { status: 'pending' });
    for (const payload of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await post(`/api/providers/${provider.id}/reject`, payload);
      expect(res.statusCode).toBe(400);
      if (payload?.reason !== undefined)
        expect(res.json().error.message).toContain(
          payload.reason.length > 500
            ? adminProviderMessages.rejectionReasonTooLong
            : adminProviderMessages.rejectionReasonRequired,
        );
    }
    expect(await statusOf(provider.id)).toBe('pending');
    expect((await post(`/api/providers/${provider.id}/reject`, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('is emailed to the applicant, audited, and shown on the provider detail', async () => {
    const { provider, user } = await createProvider(t.db, { status: 'pending' });
    await post(`/api/providers/${provider.id}/reject`, REASON);
    const [email] = await emailsTo(user.email);
    expect(email!.subject).toBe(adminProviderMessages.applicationRejectedSubject);
    expect(email!.body).toContain(REASON.reason);
    expect(email!.body).toContain(provider.businessName);
    expect((await get(`/api/providers/${provider.id}`)).json().rejectionReason).toBe(REASON.reason);
    expect(await auditOf(provider.id)).toEqual([
      { action: 'provider.reject', details: REASON, adminUserId: expect.any(String) as string },
    ]);
  });
});

describe('emails to the applicant', () => {
  it('says the application was received when it is submitted', async () => {
    const email = `received-${crypto.randomUUID()}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/providers/applications',
      payload: {
        businessName: 'Received Plumbing',
        contactName: 'Rita Received',
        phone: '(831) 555-0170',
        email,
        password: 'received-pass-77',
        street: '1 Pacific Ave',
        city: 'Santa Cruz',
        state: 'CA',
        zip: '95060',
        serviceCategories: ['Plumbing'],
        teamMembers: [{ name: 'Rita Received', phone: '(831) 555-0170', email, notificationMethod: 'both' }],
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const subjects = (await emailsTo(email)).map((m) => m.subject);
    expect(subjects).toContain(adminProviderMessages.applicationReceivedSubject);
    const received = (await emailsTo(email)).find(
      (m) => m.subject === adminProviderMessages.applicationReceivedSubject,
    );
    expect(received!.body).toContain('Received Plumbing');
  });

  it('says the application is approved, with the audit row', async () => {
    const { provider, user } = await createProvider(t.db, { status: 'pending' });
    await post(`/api/providers/${provider.id}/approve`);
    const [email] = await emailsTo(user.email);
    expect(email!.subject).toBe(adminProviderMessages.applicationApprovedSubject);
    expect(email!.body).toContain('/provider');
    expect((await auditOf(provider.id)).map((a) => a.action)).toEqual(['provider.approve']);
  });
});

describe('POST /api/providers/:id/reopen', () => {
  it('moves an approved or rejected application back to pending, audited, and then it can be decided again', async () => {
    const { provider, user } = await createProvider(t.db, { status: 'pending' });
    await post(`/api/providers/${provider.id}/approve`);
    const reopened = await post(`/api/providers/${provider.id}/reopen`);
    expect(reopened.json()).toEqual({ id: provider.id, status: 'pending' });
    const row = await t.db.query.providers.findFirst({ where: eq(providers.id, provider.id) });
    expect(row).toMatchObject({ status: 'pending', approvedAt: null, rejectionReason: null });

    await post(`/api/providers/${provider.id}/reject`, REASON);
    await post(`/api/providers/${provider.id}/reopen`);
    expect((await get(`/api/providers/${provider.id}`)).json()).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
    expect((await auditOf(provider.id)).map((a) => [a.action, a.details])).toEqual([
      ['provider.approve', {}],
      ['provider.reopen', { before: 'active', after: 'pending' }],
      ['provider.reject', REASON],
      ['provider.reopen', { before: 'rejected', after: 'pending' }],
    ]);
    // each decision is emailed; moving back to pending is not
    expect((await emailsTo(user.email)).map((m) => m.subject)).toEqual([
      adminProviderMessages.applicationApprovedSubject,
      adminProviderMessages.applicationRejectedSubject,
    ]);
  });

  it('refuses a pending application with 409, and an unknown one with 404', async () => {
    const { provider } = await createProvider(t.db, { status: 'pending' });
    const res = await post(`/api/providers/${provider.id}/reopen`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(adminProviderMessages.alreadyPending);
    expect((await post('/api/providers/00000000-0000-4000-8000-000000000000/reopen')).statusCode).toBe(404);
  });
});

describe('GET /api/provider/stream', () => {
  it("tells a signed-in provider's dashboard when an admin decides, without saying which provider", async () => {
    const { provider, user } = await createProvider(t.db, { status: 'pending' });
    const cookie = await signIn(t.app, user.email, user.password);
    const stream = await openEventStream(t.app, '/api/provider/stream', cookie);
    try {
      expect(stream.response.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      await post(`/api/providers/${provider.id}/approve`);
      expect(await stream.next((e) => e.event === 'provider')).toEqual({ event: 'provider', data: '{}' });
    } finally {
      stream.close();
    }
  });
});
