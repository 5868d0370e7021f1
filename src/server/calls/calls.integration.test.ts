import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { adminCallMessages } from '@shared/messages';
import type { Call, CallLogPage } from '@shared/schemas/calls';
import { createAdmin, createCall, createUser } from '../db/factories';
import { auditLogs, calls } from '../db/schema';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  cookie = await signIn(t.app, admin.email, admin.password);
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/calls/${id}`, payload, headers: { cookie } });

describe('GET /api/calls', () => {
  it('lists calls newest first in keyset pages, with the total count of all calls', async () => {
    // far in the future so these are the newest calls whatever other tests insert meanwhile
    const base = Date.UTC(2091, 0, 1, 12);
    const sameInstant = new Date(base + 5_000);
    const made = [
      await createCall(t.db, { customerName: 'Oldest', createdAt: new Date(base) }),
      await createCall(t.db, { customerName: 'Tie A', createdAt: sameInstant }),
      await createCall(t.db, { customerName: 'Tie B', createdAt: sameInstant }),
      await createCall(t.db, { customerName: 'Tie C', createdAt: sameInstant }),
      await createCall(t.db, { customerName: 'Newest', createdAt: new Date(base + 10_000) }),
    ];
    const ties = made
      .slice(1, 4)
      .map((c) => c.id)
      .sort()
      .reverse();
    const expected = [made[4]!.id, ...ties, made[0]!.id];

    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    let totalIsExact = true;
    for (let page = 0; page < 3; page++) {
      const res = await get(`/api/calls?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<CallLogPage>();
      seen.push(...body.calls.map((c) => c.id));
      total = body.total;
      totalIsExact = body.totalIsExact;
      if (page < 2) {
        expect(body.calls.length).toBe(2);
        expect(body.nextCursor).not.toBeNull();
      }
      cursor = body.nextCursor;
    }
    expect(seen.slice(0, 5)).toEqual(expected);
    const [{ n }] = (await t.database.pool.query<{ n: string }>('select count(*) as n from calls')).rows as [
      { n: string },
    ];
    expect(total).toBeGreaterThanOrEqual(5);
    // past EXACT_CALL_COUNT_LIMIT calls (other test files share this database) the total is an estimate
    // (call-count.integration.test.ts holds both cases to account)
    if (totalIsExact) expect(total).toBeLessThanOrEqual(Number(n));
    const first = (await get('/api/calls?limit=1')).json<CallLogPage>().calls[0]!;
    expect(first).toEqual({
      id: made[4]!.id,
      createdAt: new Date(base + 10_000).toISOString(),
      customerName: 'Newest',
      status: 'pending',
      summary: made[4]!.summary,
      serviceType: 'Plumbing',
      urgency: 'normal',
      language: 'en',
      leadCheck: 'verified',
    });
  });

  it('ends with a null cursor on the last page', async () => {
    const res = await get('/api/calls?limit=200');
    const body = res.json<CallLogPage>();
    if (body.total <= 200) expect(body.nextCursor).toBeNull();
    else expect(body.nextCursor).not.toBeNull();
  });

  it('rejects a forged cursor with a 400', async () => {
    const res = await get('/api/calls?cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ cursor: 'Invalid cursor' });
    expect((await get('/api/calls?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/calls/:id', () => {
  it('returns every field of the call', async () => {
    const call = await createCall(t.db, {
      customerName: 'Maria',
      callDuration: 125,
      urgency: 'urgent',
      source: 'phone',
    });
    const res = await get(`/api/calls/${call.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Call>()).toMatchObject({
      id: call.id,
      customerName: 'Maria',
      callDuration: 125,
      urgency: 'urgent',
      source: 'phone',
      status: 'pending',
      assignedTo: null,
      transcript: call.transcript,
    });
  });

  it('answers 404 "Call not found" for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '123']) {
      const res = await get(`/api/calls/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(adminCallMessages.callNotFound);
    }
  });
});

describe('PATCH /api/calls/:id', () => {
  it('changes the status to any other status, and it persists', async () => {
    const call = await createCall(t.db, { status: 'resolved' });
    for (const status of ['followup', 'pending', 'assigned', 'resolved'] as const) {
      const res = await patch(call.id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json<Call>().status).toBe(status);
      expect((await t.db.query.calls.findFirst({ where: eq(calls.id, call.id) }))?.status).toBe(status);
    }
  });

  it('assigns to an admin and unassigns with null, without touching the status', async () => {
    const call = await createCall(t.db, { status: 'followup' });
    const other = await createAdmin(t.db);
    const assigned = await patch(call.id, { assignedTo: other.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<Call>()).toMatchObject({ assignedTo: other.id, status: 'followup' });
    expect((await t.db.query.calls.findFirst({ where: eq(calls.id, call.id) }))?.assignedTo).toBe(other.id);

    const unassigned = await patch(call.id, { assignedTo: null });
    expect(unassigned.json<Call>()).toMatchObject({ assignedTo: null, status: 'followup' });
    expect((await t.db.query.calls.findFirst({ where: eq(calls.id, call.id) }))?.assignedTo).toBeNull();
  });

  it('refuses a non-admin assignee and keeps the call as it was', async () => {
    const call = await createCall(t.db);
    const user = await createUser(t.db);
    const res = await patch(call.id, { assignedTo: user.id, status: 'resolved' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: adminCallMessages.assigneeNotAdmin,
      fields: { assignedTo: adminCallMessages.assigneeNotAdmin },
    });
    expect(await t.db.query.calls.findFirst({ where: eq(calls.id, call.id) })).toMatchObject({
      status: 'pending',
      assignedTo: null,
    });
  });

  it('refuses an unknown status, an empty change and an unknown call', async () => {
    const call = await createCall(t.db);
    expect((await patch(call.id, { status: 'closed' })).statusCode).toBe(400);
    expect((await patch(call.id, {})).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'resolved' })).statusCode).toBe(404);
  });
});

describe('POST /api/audit-logs', () => {
  it('records that the signed-in admin viewed a call, with the server time and the page', async () => {
    const call = await createCall(t.db);
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/audit-logs',
      headers: { cookie },
      payload: {
        action: 'view_call_details',
        resourceType: 'calls',
        resourceId: call.id,
        details: { page: `/admin/call/${call.id}` },
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, call.id));
    expect(row).toMatchObject({
      adminUserId: admin.id,
      action: 'view_call_details',
      resourceType: 'calls',
      resourceId: call.id,
    });
    expect(row!.details.page).toBe(`/admin/call/${call.id}`);
    expect(Date.parse(String(row!.details.timestamp))).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('accepts only the call-view action', async () => {
    const call = await createCall(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/audit-logs',
      headers: { cookie },
      payload: { action: 'delete_everything', resourceType: 'calls', resourceId: call.id, details: { page: '/' } },
    });
    expect(res.statusCode).toBe(400);
  });
});
