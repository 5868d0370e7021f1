import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { adminCallMessages } from '@shared/messages';
import type { Call, CallLogPage } from '@shared/schemas/calls';
import { createAdmin, createCall, createUser, uniqueSuffix } from '../db/factories';
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
      customerPhone: made[4]!.customerPhone,
      serviceAddress: made[4]!.serviceAddress,
      source: 'web',
      assignedTo: null,
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

describe('GET /api/calls: search, filters and priority order', () => {
  const idsOf = (page: CallLogPage) => page.calls.map((c) => c.id);
  const log = async (query: Record<string, string>) => {
    const res = await get(`/api/calls?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(200);
    return res.json<CallLogPage>();
  };

  it('finds a call by a word of its name, address or summary, and by its phone digits in any formatting', async () => {
    const tag = `zq${uniqueSuffix()}`;
    const byName = await createCall(t.db, { customerName: `Rosa ${tag}Name`, summary: 'Leaking tap.' });
    const byAddress = await createCall(t.db, { serviceAddress: `9 ${tag}Street, Aptos`, summary: 'No power.' });
    const bySummary = await createCall(t.db, { summary: `Water heater ${tag}Summary is cold.` });
    const digits = String(Date.now()).slice(-7);
    const phone = `(831) ${digits.slice(0, 3)}-${digits.slice(3)}`;
    const byPhone = await createCall(t.db, { customerName: `Phone ${tag}`, customerPhone: phone });

    expect(idsOf(await log({ q: `${tag}name` }))).toEqual([byName.id]);
    expect(idsOf(await log({ q: `${tag}STREET` }))).toEqual([byAddress.id]);
    expect(idsOf(await log({ q: `heater ${tag}summary` }))).toEqual([bySummary.id]);
    const all = await log({ q: tag });
    expect(all.total).toBe(4);
    expect(new Set(idsOf(all))).toEqual(new Set([byName.id, byAddress.id, bySummary.id, byPhone.id]));
    // the number as typed in another format, and its last digits only
    for (const q of [`831.${digits.slice(0, 3)}.${digits.slice(3)}`, `+1 831 ${digits}`, digits.slice(-5)])
      expect(idsOf(await log({ q })), q).toContain(byPhone.id);
    // LIKE wildcards are text, not patterns
    expect((await log({ q: `${tag}%` })).total).toBe(0);
    expect((await log({ q: `${tag}_ame` })).total).toBe(0);
  });

  it('filters by status, urgency, category, source and a date range, the total counting the filter', async () => {
    const tag = `zf${uniqueSuffix()}`;
    const day = (d: string, hour: number) => new Date(`${d}T${String(hour).padStart(2, '0')}:00:00-08:00`);
    const a = await createCall(t.db, {
      summary: `${tag} a`,
      status: 'followup',
      urgency: 'urgent',
      serviceType: 'Electrical',
      source: 'phone',
      createdAt: day('2093-01-10', 23),
    });
    const b = await createCall(t.db, {
      summary: `${tag} b`,
      status: 'resolved',
      serviceType: 'Plumbing',
      source: 'web',
      createdAt: day('2093-01-11', 0),
    });
    const c = await createCall(t.db, {
      summary: `${tag} c`,
      status: 'followup',
      serviceType: 'Plumbing',
      source: 'vapi',
      createdAt: day('2093-01-12', 12),
    });
    const only = async (query: Record<string, string>) => {
      const page = await log({ q: tag, ...query });
      expect(page.total).toBe(page.calls.length);
      return idsOf(page);
    };
    expect(await only({ status: 'followup' })).toEqual([c.id, a.id]);
    expect(await only({ urgency: 'urgent' })).toEqual([a.id]);
    expect(await only({ category: 'Plumbing' })).toEqual([c.id, b.id]);
    expect(await only({ source: 'vapi' })).toEqual([c.id]);
    // calendar days in Santa Cruz County: 11 PM on the 10th is the 10th, midnight starts the 11th
    expect(await only({ from: '2093-01-11' })).toEqual([c.id, b.id]);
    expect(await only({ to: '2093-01-10' })).toEqual([a.id]);
    expect(await only({ from: '2093-01-11', to: '2093-01-11' })).toEqual([b.id]);
    expect(await only({ status: 'followup', category: 'Plumbing', from: '2093-01-12' })).toEqual([c.id]);
    expect((await get('/api/calls?from=2093-13-40')).statusCode).toBe(400);
    expect((await get('/api/calls?status=closed')).statusCode).toBe(400);
  });

  it('puts urgent and unassigned calls first in priority order, paging by keyset without gaps or repeats', async () => {
    const tag = `zp${uniqueSuffix()}`;
    const base = Date.UTC(2094, 0, 1, 12);
    const make = (name: string, minutes: number, values: Parameters<typeof createCall>[1] = {}) =>
      createCall(t.db, { customerName: `${name} ${tag}`, createdAt: new Date(base + minutes * 60_000), ...values });
    const assignedNormal = await make('assigned normal', 9, { assignedTo: admin.id, status: 'assigned' });
    const resolvedUrgent = await make('resolved urgent', 8, { urgency: 'urgent', status: 'resolved' });
    const unassignedNew = await make('unassigned newer', 7);
    const unassignedOld = await make('unassigned older', 1);
    const urgentAssigned = await make('urgent assigned', 6, { urgency: 'urgent', assignedTo: admin.id });
    const urgentOld = await make('urgent unassigned older', 2, { urgency: 'urgent' });
    const urgentNew = await make('urgent unassigned newer', 3, { urgency: 'urgent' });
    const expected = [
      urgentNew,
      urgentOld,
      urgentAssigned,
      unassignedNew,
      unassignedOld,
      assignedNormal,
      resolvedUrgent,
    ];

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await log({ q: tag, sort: 'priority', limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(expected.length);
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 20);
    expect(seen).toEqual(expected.map((c) => c.id));
    // newest first stays the API's default
    expect(idsOf(await log({ q: tag }))).toEqual(
      [...expected].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime()).map((c) => c.id),
    );
    // a newest-first cursor is no priority cursor
    const newest = await log({ q: tag, limit: '1' });
    expect((await get(`/api/calls?sort=priority&cursor=${newest.nextCursor}`)).statusCode).toBe(400);
  });

  it('uses the trigram and priority indexes rather than reading every call', async () => {
    const plan = async (query: string) => {
      const client = await t.database.pool.connect();
      try {
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const res = await client.query<{ 'QUERY PLAN': string }>(`explain ${query}`);
        await client.query('rollback');
        return res.rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        client.release();
      }
    };
    expect(await plan(`select id from calls where search_text like '%heater%'`)).toContain(
      'calls_search_text_trgm_idx',
    );
    expect(await plan(`select id from calls where customer_phone_digits like '%5550142%'`)).toContain(
      'calls_customer_phone_digits_trgm_idx',
    );
    expect(
      await plan(
        'select id from calls order by log_priority desc nulls last, created_at desc nulls last, id desc nulls last limit 50',
      ),
    ).toContain('calls_log_priority_idx');
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
