import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketplaceMessages as m } from '@shared/messages';
import { signIn, testAppWithAdmin } from '../../../test/support/app';
import { openEventStream } from '../../../test/support/event-stream';
import {
  claimTokenIn,
  dispatchedJobOf,
  randomPhoneNumber,
  teamMember,
  uniqueCategory,
} from '../../../test/support/marketplace';
import { waitFor } from '../../../test/support/wait-for';
import { createCall, createProvider } from '../db/factories';
import { auditLogs, calls, jobReleases, jobs, outbox } from '../db/schema';

// A claimed job's life with its provider: a window confirmed (the customer is texted in the call's language),
// arrived, completed, notes, and a release that offers the job to everyone else. Only the claiming provider acts.

const t = testAppWithAdmin({ PUBLIC_URL: 'https://earl.example' });

const request = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const post = (url: string, cookie?: string, payload?: object) => request('POST', url, cookie, payload);
const get = (url: string, cookie?: string) => request('GET', url, cookie);

const outboxLike = (pattern: string) =>
  t.db.select().from(outbox).where(like(outbox.dedupeKey, pattern)).orderBy(asc(outbox.createdAt));
const auditOf = (callId: string) =>
  t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, callId)).orderBy(asc(auditLogs.createdAt));
const jobRow = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** A provider signed in, active in the category, with one team member (email offers). */
async function activeProvider(category: ReturnType<typeof uniqueCategory>, businessName?: string) {
  const p = await createProvider(t.db, {
    status: 'active',
    serviceCategories: [category],
    businessName,
    team: [teamMember()],
  });
  return { ...p, cookie: await signIn(t.app, p.user.email, p.user.password) };
}

/** A job of the category, dispatched and claimed on the portal by the provider. */
async function claimedJob(
  category: ReturnType<typeof uniqueCategory>,
  cookie: string,
  call: Parameters<typeof createCall>[1] = {},
) {
  const created = await createCall(t.db, { serviceType: category, customerPhone: randomPhoneNumber(), ...call });
  const job = await dispatchedJobOf(t.db, created.id);
  expect((await post(`/api/provider/jobs/${job.id}/claim`, cookie)).statusCode).toBe(200);
  return { call: created, job, url: `/api/provider/jobs/${job.id}` };
}

describe('a claimed job, from claimed to completed', () => {
  it('confirms a window (the customer is texted once per change), marks arrived and completed, audited and announced live', async () => {
    const category = uniqueCategory();
    const a = await activeProvider(category);
    const { call, job, url } = await claimedJob(category, a.cookie, {
      preferredTime1: 'Tomorrow 9 AM - 12 PM',
      preferredTime2: 'Tomorrow 1 PM - 5 PM',
    });
    expect((await get(url, a.cookie)).json()).toMatchObject({ status: 'claimed', workStatus: 'claimed' });
    const stream = await openEventStream(t.app, '/api/provider/jobs/stream', a.cookie);
    await stream.next((e) => e.event === 'ready');

    const confirmed = await post(`${url}/confirm`, a.cookie, { window: 2 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'claimed', workStatus: 'confirmed', confirmedWindow: 2 });
    expect(confirmed.json().confirmedAt).toEqual(expect.any(String));
    await stream.next((e) => e.event === 'jobs');
    stream.close();

    const texts = await outboxLike(`visit:${job.id}:%`);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      channel: 'sms',
      body: `Earl: ${a.provider.businessName} confirmed your ${category} visit for Tomorrow 1 PM - 5 PM.`,
    });
    // the same window again changes nothing and texts nobody; another window is news
    expect((await post(`${url}/confirm`, a.cookie, { window: 2 })).statusCode).toBe(200);
    expect(await outboxLike(`visit:${job.id}:%`)).toHaveLength(1);
    expect((await post(`${url}/confirm`, a.cookie, { window: 1 })).json()).toMatchObject({ confirmedWindow: 1 });
    expect((await outboxLike(`visit:${job.id}:%`)).map((r) => r.body)).toEqual([
      `Earl: ${a.provider.businessName} confirmed your ${category} visit for Tomorrow 1 PM - 5 PM.`,
      `Earl: ${a.provider.businessName} confirmed your ${category} visit for Tomorrow 9 AM - 12 PM.`,
    ]);

    const adminStream = await openEventStream(t.app, '/api/admin/jobs/stream', t.adminCookie);
    await adminStream.next((e) => e.event === 'ready');
    const arrived = await post(`${url}/arrived`, a.cookie);
    const change = await adminStream.next((e) => e.event === 'jobs' && e.data.includes(job.id));
    expect(JSON.parse(change.data)).toEqual({ op: 'UPDATE', id: job.id, callId: call.id, status: 'claimed' });
    adminStream.close();
    expect(arrived.json()).toMatchObject({ workStatus: 'arrived', confirmedWindow: 1 });
    expect(arrived.json().arrivedAt).toEqual(expect.any(String));
    const late = await post(`${url}/confirm`, a.cookie, { window: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(m.alreadyArrived);

    const completed = await post(`${url}/complete`, a.cookie);
    expect(completed.json()).toMatchObject({ workStatus: 'completed' });
    expect(completed.json().completedAt).toEqual(expect.any(String));
    expect((await t.db.select().from(calls).where(eq(calls.id, call.id)))[0]!.status).toBe('resolved');
    for (const action of ['arrived', 'release'] as const) {
      const refused = await post(`${url}/${action}`, a.cookie, { reason: 'Too late' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(m.jobCompleted);
    }

    const listed = (await get('/api/provider/jobs', a.cookie)).json().jobs;
    expect(listed.find((j: { id: string }) => j.id === job.id)).toMatchObject({ workStatus: 'completed' });
    const audit = await auditOf(call.id);
    expect(audit.map((r) => r.action)).toEqual([
      'job.confirm_window',
      'job.confirm_window',
      'job.arrived',
      'job.complete',
    ]);
    for (const row of audit) {
      expect(row.adminUserId).toBeNull();
      expect(row.details).toMatchObject({ jobId: job.id, actorRole: 'provider', providerId: a.provider.id });
    }
    expect(audit[1]!.details).toMatchObject({ window: 1, previousWindow: 2, windowText: 'Tomorrow 9 AM - 12 PM' });
  });

  it('texts a Spanish-speaking customer in Spanish', async () => {
    const category = uniqueCategory();
    const a = await activeProvider(category);
    const { job, url } = await claimedJob(category, a.cookie, {
      language: 'es',
      preferredTime1: 'Tomorrow, 8 AM - 12 PM',
    });
    expect((await post(`${url}/confirm`, a.cookie, { window: 1 })).statusCode).toBe(200);
    expect((await outboxLike(`visit:${job.id}:%`)).map((r) => r.body)).toEqual([
      `Earl: ${a.provider.businessName} confirmó su visita para mañana, de 8 de la mañana a 12 del mediodía.`,
    ]);
    expect((await post(`${url}/release`, a.cookie, { reason: 'Sick today' })).statusCode).toBe(200);
    expect((await outboxLike(`released:${job.id}:%`)).map((r) => r.body)).toEqual([
      `Earl: ${a.provider.businessName} ya no puede atender su solicitud. Estamos buscando otro profesional y le avisaremos cuando alguien la acepte.`,
    ]);
  });

  it('texts only a verified customer number', async () => {
    const category = uniqueCategory();
    const a = await activeProvider(category);
    const { job, url } = await claimedJob(category, a.cookie);
    await t.db.update(calls).set({ phoneVerifiedAt: null }).where(eq(calls.id, job.callId));
    expect((await post(`${url}/confirm`, a.cookie, { window: 1 })).statusCode).toBe(200);
    expect(await outboxLike(`visit:${job.id}:%`)).toHaveLength(0);
  });
});

describe('who may act, and when', () => {
  it('refuses other providers, admins without a provider account and anonymous callers, and bad input', async () => {
    const category = uniqueCategory();
    const a = await activeProvider(category);
    const rival = await activeProvider(category);
    const { call, job, url } = await claimedJob(category, a.cookie, { preferredTime2: null });

    for (const [action, payload] of [
      ['confirm', { window: 1 }],
      ['arrived', undefined],
      ['complete', undefined],
      ['release', { reason: 'Mine now' }],
      ['notes', { body: 'Hello' }],
    ] as const) {
      const byRival = await post(`${url}/${action}`, rival.cookie, payload);
      expect(byRival.statusCode).toBe(404);
      expect(byRival.json().error.message).toBe('Job not found');
      expect((await post(`${url}/${action}`, t.adminCookie, payload)).statusCode).toBe(403);
      expect((await post(`${url}/${action}`, undefined, payload)).statusCode).toBe(401);
    }
    expect((await get(`${url}/notes`, rival.cookie)).statusCode).toBe(404);

    const missingWindow = await post(`${url}/confirm`, a.cookie, { window: 2 });
    expect(missingWindow.statusCode).toBe(400);
    expect(missingWindow.json().error.message).toBe(m.noSuchWindow);
    expect((await post(`${url}/confirm`, a.cookie, { window: 3 })).statusCode).toBe(400);
    expect((await post(`${url}/release`, a.cookie, { reason: '   ' })).statusCode).toBe(400);
    expect((await post(`${url}/release`, a.cookie, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post(`${url}/notes`, a.cookie, { body: 'x'.repeat(2001) })).statusCode).toBe(400);

    // nothing happened: still claimed by A, nothing audited
    expect(await jobRow(job.id)).toMatchObject({
      status: 'claimed',
      workStatus: 'claimed',
      claimedByProviderId: a.provider.id,
    });
    expect(await auditOf(call.id)).toEqual([]);
  });

  it('refuses progress on a job the customer cancelled, with a clear message, but keeps it readable with its notes', async () => {
    const category = uniqueCategory();
    const a = await activeProvider(category);
    const { job, url } = await claimedJob(category, a.cookie);
    // the customer's cancel (from their status page) sets the marketplace status only
    await t.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, job.id));

    for (const [action, payload] of [
      ['confirm', { window: 1 }],
      ['arrived', undefined],
      ['complete', undefined],
      ['release', { reason: 'Customer gone' }],
    ] as const) {
      const refused = await post(`${url}/${action}`, a.cookie, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(m.jobCancelled);
    }
    expect((await get(url, a.cookie)).json()).toMatchObject({ status: 'cancelled', workStatus: 'claimed' });
    expect((await post(`${url}/notes`, a.cookie, { body: 'Customer cancelled by text.' })).statusCode).toBe(200);
  });
});

describe('notes', () => {
  it('keeps the team’s notes on its job, oldest first, audited without their words', async () => {
    const category = uniqueCategory();
    const a = await activeProvider(category);
    const { call, job, url } = await claimedJob(category, a.cookie);
    expect((await get(`${url}/notes`, a.cookie)).json()).toEqual({ notes: [] });

    const first = await post(`${url}/notes`, a.cookie, { body: '  Gate code 1234.  ' });
    expect(first.statusCode).toBe(200);
    await post(`${url}/notes`, a.cookie, { body: 'Bring a 3/4" fitting.' });
    const { notes } = (await get(`${url}/notes`, a.cookie)).json();
    expect(notes.map((n: { body: string }) => n.body)).toEqual(['Gate code 1234.', 'Bring a 3/4" fitting.']);
    expect(notes[0]).toMatchObject({ author: a.provider.businessName, createdAt: expect.any(String) });

    const audit = await auditOf(call.id);
    expect(audit.map((r) => r.action)).toEqual(['job.note', 'job.note']);
    expect(JSON.stringify(audit)).not.toContain('Gate code');
    expect(audit[0]!.details).toMatchObject({ jobId: job.id, length: 'Gate code 1234.'.length });
  });
});

describe('releasing a job', () => {
  it('offers it again to the other providers but never to the releaser; the next winner starts afresh and the customer is told each time', async () => {
    const category = uniqueCategory();
    const a = await activeProvider(category);
    const b = await activeProvider(category);
    const c = await activeProvider(category);
    const { call, job, url } = await claimedJob(category, a.cookie);
    await post(`${url}/confirm`, a.cookie, { window: 1 });
    await post(`${url}/notes`, a.cookie, { body: 'Dog in the yard.' });

    const released = await post(`${url}/release`, a.cookie, { reason: '  Truck broke down  ' });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ released: true });
    expect(await jobRow(job.id)).toMatchObject({
      status: 'open',
      offerRound: 2,
      claimedByProviderId: null,
      claimedAt: null,
      workStatus: null,
      confirmedWindow: null,
    });
    expect((await t.db.select().from(calls).where(eq(calls.id, call.id)))[0]!.status).toBe('pending');
    expect(await t.db.select().from(jobReleases).where(eq(jobReleases.jobId, job.id))).toEqual([
      expect.objectContaining({
        providerId: a.provider.id,
        offerRound: 1,
        reason: 'Truck broke down',
        releasedByUserId: a.user.id,
      }),
    ]);
    expect((await outboxLike(`released:${job.id}:%`)).map((r) => r.body)).toEqual([
      `Earl: ${a.provider.businessName} can no longer take your ${category} request. We are finding you another pro and will text you when one takes it.`,
    ]);
    const audit = await auditOf(call.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'job.release',
      details: {
        jobId: job.id,
        providerId: a.provider.id,
        reason: 'Truck broke down',
        offerRound: 2,
        workStatus: 'confirmed',
      },
    });

    // the second round goes to B and C, not to A
    await dispatchedJobOf(t.db, call.id, 2);
    const secondRound = await waitFor(async () => {
      const rows = (await outboxLike(`offer:${job.id}:%:2`)).filter((r) => r.dedupeKey.endsWith(':2'));
      return rows.length >= 2 ? rows : undefined;
    });
    const offeredMembers = secondRound.map((r) => r.dedupeKey.split(':')[2]);
    expect(offeredMembers.sort()).toEqual([b.members[0]!.id, c.members[0]!.id].sort());
    expect((await jobRow(job.id)).offeredProviderCount).toBe(2);

    // A no longer sees the job, cannot claim it back, and its old link is dead
    expect((await get(url, a.cookie)).statusCode).toBe(404);
    expect((await get('/api/provider/jobs', a.cookie)).json().jobs.some((j: { id: string }) => j.id === job.id)).toBe(
      false,
    );
    expect((await post(`${url}/claim`, a.cookie)).statusCode).toBe(404);
    expect((await get(`${url}/notes`, a.cookie)).statusCode).toBe(404);
    expect((await get('/api/provider/jobs', b.cookie)).json().jobs.some((j: { id: string }) => j.id === job.id)).toBe(
      true,
    );

    // B wins the new round by its link: the customer hears of B, and B does not read A's notes
    const bLink = claimTokenIn(secondRound.find((r) => r.dedupeKey.includes(b.members[0]!.id))!.body);
    const won = await post(`/api/claims/${bLink}`);
    expect(won.statusCode).toBe(200);
    expect(won.json().job).toMatchObject({ status: 'claimed', workStatus: 'claimed', confirmedWindow: null });
    const confirmations = await t.db
      .select()
      .from(outbox)
      .where(and(like(outbox.dedupeKey, `confirmation:${job.id}%`), eq(outbox.channel, 'sms')));
    expect(confirmations.map((r) => r.dedupeKey).sort()).toEqual([
      `confirmation:${job.id}`,
      `confirmation:${job.id}:2`,
    ]);
    expect(confirmations.find((r) => r.dedupeKey.endsWith(':2'))!.body).toContain(b.provider.businessName);
    expect((await get(`${url}/notes`, b.cookie)).json()).toEqual({ notes: [] });
    // the admin sees both teams' notes, who released the job and why, and where the new claim stands
    expect((await post(`${url}/notes`, b.cookie, { body: 'Called, coming Friday.' })).statusCode).toBe(200);
    const admin = (await get(`/api/calls/${call.id}/job`, t.adminCookie)).json().job;
    expect(admin).toMatchObject({
      status: 'claimed',
      offerRound: 2,
      workStatus: 'claimed',
      confirmedWindow: null,
      claimedBy: { providerId: b.provider.id },
      releases: [{ businessName: a.provider.businessName, reason: 'Truck broke down', offerRound: 1 }],
    });
    expect(admin.notes.map((n: { author: string; body: string }) => [n.author, n.body])).toEqual([
      [a.provider.businessName, 'Dog in the yard.'],
      [b.provider.businessName, 'Called, coming Friday.'],
    ]);
    // C hears the job was taken again
    expect(await outboxLike(`taken:${job.id}:${c.members[0]!.id}:%:2`)).toHaveLength(1);
  });
});
