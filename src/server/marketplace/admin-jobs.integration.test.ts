import { eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, testAppWithAdmin } from '../../../test/support/app';
import { claimTokenIn, dispatchedJobOf, teamMember, uniqueCategory } from '../../../test/support/marketplace';
import { openEventStream } from '../../../test/support/event-stream';
import { adminJobMessages, marketplaceMessages } from '@shared/messages';
import { openDatabase, type Database } from '../db/database';
import { createCall, createProvider, uniqueSuffix } from '../db/factories';
import { seedDatabase } from '../db/seed';
import { auditLogs, calls, claimTokens, jobs, outbox } from '../db/schema';
import { sweepUndispatchedJobs } from './service';
import { migrateJobSchemas } from '../jobs/schemas';
import { waitFor } from '../../../test/support/wait-for';
import { usPhoneE164 } from '@shared/phone';
import type { CallJob } from '@shared/schemas/jobs';

const PUBLIC_URL = 'https://earl.example';
const t = testAppWithAdmin({ PUBLIC_URL });

const jobOf = async (db: Database['db'], callId: string) =>
  (await db.select().from(jobs).where(eq(jobs.callId, callId)))[0];
const offersOf = (jobId: string) =>
  t.db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `offer:${jobId}:%`));
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: t.adminCookie } });

/** A provider in a category of its own, so only this test's provider can match. */
async function soleProvider() {
  const category = uniqueCategory();
  const provider = await createProvider(t.db, {
    status: 'active',
    serviceCategories: [category],
    team: [teamMember('sms')],
  });
  return { category, provider, memberId: provider.members[0]!.id };
}

describe('re-dispatching an expired or cancelled job', () => {
  it('reopens a cancelled job as a new round with fresh links and expiry; the old links stop working', async () => {
    const { category, memberId } = await soleProvider();
    const call = await createCall(t.db, { serviceType: category });
    const first = await dispatchedJobOf(t.db, call.id, 1);
    const firstToken = claimTokenIn((await waitFor(async () => (await offersOf(first.id))[0]))!.body);

    expect((await post(`/api/calls/${call.id}/job/cancel`)).json().job.status).toBe('cancelled');
    const reopened = await post(`/api/calls/${call.id}/job/dispatch`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().job).toMatchObject({
      status: 'open',
      offerRound: 2,
      dispatchedAt: null,
      offeredProviderCount: null,
    });
    expect(new Date(reopened.json().job.expiresAt).getTime()).toBeGreaterThan(first.expiresAt.getTime());

    const second = await dispatchedJobOf(t.db, call.id, 2);
    expect(second.offeredProviderCount).toBe(1);
    const offers = await offersOf(first.id);
    expect(offers.map((o) => o.dedupeKey).sort()).toEqual([
      `offer:${first.id}:${memberId}:sms`,
      `offer:${first.id}:${memberId}:sms:2`,
    ]);
    const secondToken = claimTokenIn(offers.find((o) => o.dedupeKey.endsWith(':2'))!.body);
    expect(secondToken).not.toBe(firstToken);
    const [link] = await t.db.select().from(claimTokens).where(eq(claimTokens.jobId, first.id));
    expect(link!.expiresAt.getTime()).toBe(second.expiresAt.getTime());

    const stale = await t.app.inject({ method: 'POST', url: `/api/claims/${firstToken}` });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.message).toBe(marketplaceMessages.claimLinkInvalid);
    const claimed = await t.app.inject({ method: 'POST', url: `/api/claims/${secondToken}` });
    expect(claimed.statusCode).toBe(200);

    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, call.id));
    const reopen = audit.find((a) => a.action === 'job.reopen');
    expect(reopen?.details).toMatchObject({ jobId: first.id, from: 'cancelled', offerRound: 2 });
    expect(audit.map((a) => a.action).sort()).toEqual(['job.cancel', 'job.reopen']);
  });

  it('reopens an expired job, and an open one whose time is up, for another lifetime', async () => {
    const { category } = await soleProvider();
    const call = await createCall(t.db, { serviceType: category });
    const job = await dispatchedJobOf(t.db, call.id, 1);
    await t.db
      .update(jobs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    // past its end but not yet marked by the expiry task: offering it as it is would send dead links
    expect((await post(`/api/calls/${call.id}/job/dispatch`)).json().job).toMatchObject({
      status: 'open',
      offerRound: 2,
    });
    await dispatchedJobOf(t.db, call.id, 2);

    await t.db
      .update(jobs)
      .set({ status: 'expired', expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    const reopened = await post(`/api/calls/${call.id}/job/dispatch`);
    expect(reopened.json().job).toMatchObject({ status: 'open', offerRound: 3 });
    expect(new Date(reopened.json().job.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const third = await dispatchedJobOf(t.db, call.id, 3);
    expect(third.offeredProviderCount).toBe(1);
    expect((await offersOf(job.id)).map((o) => o.dedupeKey.split(':').slice(3).join(':')).sort()).toEqual([
      'sms',
      'sms:2',
      'sms:3',
    ]);
  });

  it('re-dispatches an open job in the same round and refuses to touch a claimed one', async () => {
    const { category, memberId } = await soleProvider();
    const call = await createCall(t.db, { serviceType: category });
    const job = await dispatchedJobOf(t.db, call.id, 1);
    const again = await post(`/api/calls/${call.id}/job/dispatch`);
    expect(again.json().job).toMatchObject({ status: 'open', offerRound: 1, expiresAt: job.expiresAt.toISOString() });

    const token = claimTokenIn((await waitFor(async () => (await offersOf(job.id))[0]))!.body);
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${token}` })).statusCode).toBe(200);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/calls/${call.id}/job`,
      headers: { cookie: t.adminCookie },
    });
    expect(shown.json().job).toMatchObject({ status: 'claimed', claimedBy: { businessName: expect.any(String) } });
    expect(shown.json().job.claimedAt).not.toBeNull();

    const redispatch = await post(`/api/calls/${call.id}/job/dispatch`);
    expect(redispatch.statusCode).toBe(409);
    expect(redispatch.json().error.message).toBe(adminJobMessages.claimedCannotBeRedispatched);
    const cancel = await post(`/api/calls/${call.id}/job/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(adminJobMessages.onlyOpenCanBeCancelled);
    expect((await offersOf(job.id)).map((o) => o.dedupeKey)).toEqual([`offer:${job.id}:${memberId}:sms`]);

    // the outbox filtered to this job: its offer, the customer's receipt (issue 18) and confirmation, nothing of
    // other jobs
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox?jobId=${job.id}`,
      headers: { cookie: t.adminCookie },
    });
    const recipients = (sent.json().messages as { recipient: string; body: string }[]).map((m) => m.recipient).sort();
    expect(recipients).toEqual(
      [
        usPhoneE164(call.customerPhone),
        usPhoneE164(call.customerPhone),
        (
          await t.db
            .select()
            .from(outbox)
            .where(eq(outbox.dedupeKey, `offer:${job.id}:${memberId}:sms`))
        )[0]!.recipient,
      ].sort(),
    );
    const noJob = await createCall(t.db, { serviceType: null });
    expect((await post(`/api/calls/${noJob.id}/job/dispatch`)).statusCode).toBe(404);
  });

  it('lets exactly one of two simultaneous reopenings start a new round', async () => {
    const { category } = await soleProvider();
    const call = await createCall(t.db, { serviceType: category });
    await dispatchedJobOf(t.db, call.id, 1);
    await post(`/api/calls/${call.id}/job/cancel`);
    const both = await Promise.all([
      post(`/api/calls/${call.id}/job/dispatch`),
      post(`/api/calls/${call.id}/job/dispatch`),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await jobOf(t.db, call.id))!.offerRound).toBe(2);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, call.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['job.cancel', 'job.redispatch', 'job.reopen']);
  });
});

describe('GET /api/admin/jobs/stream', () => {
  it('tells admins when a job is created and when it is cancelled', async () => {
    const stream = await openEventStream(t.app, '/api/admin/jobs/stream', t.adminCookie);
    await stream.next((e) => e.event === 'ready');
    const call = await createCall(t.db, { serviceType: `Roofing ${uniqueSuffix()}` });
    const created = await stream.next((e) => e.event === 'jobs' && JSON.parse(e.data).callId === call.id);
    const jobId = JSON.parse(created.data).id;
    expect(JSON.parse(created.data)).toEqual({ op: 'INSERT', id: jobId, callId: call.id, status: 'open' });
    await dispatchedJobOf(t.db, call.id, 1);
    await post(`/api/calls/${call.id}/job/cancel`);
    await stream.next(
      (e) =>
        e.event === 'jobs' &&
        e.data === JSON.stringify({ op: 'UPDATE', id: jobId, callId: call.id, status: 'cancelled' }),
    );
    stream.close();
  });
});

describe('sweep of jobs stored before the job queue started', () => {
  const opened: Database[] = [];
  afterAll(() => Promise.all(opened.map((d) => d.close())));

  /** A fresh install: its own database, seeded before the app ever started, so the job queue does not exist yet. */
  async function freshSeededDatabase() {
    const name = `earl_sweep_${uniqueSuffix()}`;
    const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = inject('adminDatabaseUrl').replace(/\/postgres$/, `/${name}`);
    const database = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent', log: pino({ level: 'silent' }) });
    opened.push(database);
    await seedDatabase(database.db, pino({ level: 'silent' }));
    const seeded = await database.db.select().from(jobs);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded.every((j) => j.status === 'open' && j.dispatchedAt === null)).toBe(true);
    // one job whose time ran out before the app first started
    const stale = seeded.find((j) => j.serviceType !== 'Plumbing')!;
    await database.db
      .update(jobs)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, stale.id));
    return { url, database, stale, live: seeded.filter((j) => j.id !== stale.id) };
  }

  it("dispatches a fresh database's seeded calls when the app starts, and expires the ones whose time is up", async () => {
    const { url, database, stale, live } = await freshSeededDatabase();
    // two instances starting at once
    const [one, two] = await Promise.all([
      createTestApp({ DATABASE_URL: url, PUBLIC_URL }),
      createTestApp({ DATABASE_URL: url, PUBLIC_URL }),
    ]);
    try {
      const dispatched = await waitFor(async () => {
        const rows = await database.db
          .select()
          .from(jobs)
          .where(
            inArray(
              jobs.id,
              live.map((j) => j.id),
            ),
          );
        return rows.every((j) => j.dispatchedAt) ? rows : undefined;
      }, 30_000);
      const [expired] = await database.db.select().from(jobs).where(eq(jobs.id, stale.id));
      expect(expired).toMatchObject({ status: 'expired', dispatchedAt: null });
      // the seed's active providers are offered their categories' jobs: Live Oak Plumbing (Rosa by SMS and email,
      // Eli by SMS) the plumbing ones, Pacific Ridge Heating & Cooling (Nadia by both) the HVAC one
      for (const job of dispatched) {
        const offers = await database.db
          .select()
          .from(outbox)
          .where(like(outbox.dedupeKey, `offer:${job.id}:%`));
        if (job.serviceType === 'Plumbing') {
          expect(job.offeredProviderCount).toBe(1);
          expect(offers.map((o) => `${o.channel} ${o.recipient}`).sort()).toEqual([
            'email dispatch@liveoakplumbing.example.com',
            'sms +18315550161',
            'sms +18315550162',
          ]);
        } else if (job.serviceType === 'Heating & Cooling (HVAC)') {
          expect(job.offeredProviderCount).toBe(1);
          expect(offers.map((o) => `${o.channel} ${o.recipient}`).sort()).toEqual([
            'email dispatch@pacificridgehvac.example.com',
            'sms +18315550176',
          ]);
        } else {
          expect(job.offeredProviderCount).toBe(0);
          expect(offers).toEqual([]);
        }
      }
      const plumbingCall = await database.db.query.calls.findFirst({ where: eq(calls.externalId, 'seed-call-1') });
      expect(dispatched.find((j) => j.callId === plumbingCall!.id)?.offeredProviderCount).toBe(1);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('queues one dispatch per undispatched job however many sweeps run at once, urgent ones first', async () => {
    const { database, live } = await freshSeededDatabase();
    await migrateJobSchemas(database.pool);
    const sweeps = await Promise.all([
      sweepUndispatchedJobs(database.db),
      sweepUndispatchedJobs(database.db),
      sweepUndispatchedJobs(database.db),
    ]);
    expect(sweeps.reduce((n, s) => n + s.expired, 0)).toBe(1);
    const queued = await database.pool.query<{ key: string; priority: number }>(
      "select key, priority from graphile_worker_first.jobs where task_identifier = 'dispatchJob'",
    );
    expect(queued.rows.map((r) => r.key).sort()).toEqual(live.map((j) => `dispatch:${j.id}`).sort());
    expect(live.some((j) => j.urgency === 'urgent')).toBe(true);
    for (const job of live)
      expect(queued.rows.find((r) => r.key === `dispatch:${job.id}`)!.priority).toBe(
        job.urgency === 'urgent' ? -30 : -20,
      );
  });
});

describe('the job card lists its offers', () => {
  it('names the business and team member of each offer, its channel and when it was delivered, round by round', async () => {
    const category = uniqueCategory();
    const [smsMember, bothMember] = [teamMember('sms'), teamMember('both')];
    const { provider, members } = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      team: [smsMember, bothMember],
    });
    const call = await createCall(t.db, { serviceType: category });
    const job = await dispatchedJobOf(t.db, call.id, 1);
    // the development adapters deliver at once: wait until all three offers are sent
    const delivered = await waitFor(async () => {
      const rows = await offersOf(job.id);
      return rows.length === 3 && rows.every((r) => r.status === 'sent') ? rows : undefined;
    });

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/calls/${call.id}/job`,
      headers: { cookie: t.adminCookie },
    });
    expect(shown.statusCode).toBe(200);
    const offers = (shown.json() as CallJob).job!.offers;
    const expected = delivered
      .map((row) => {
        const member = members.find((m) => row.dedupeKey.includes(m.id))!;
        return {
          messageId: row.id,
          business: { providerId: provider.id, businessName: provider.businessName },
          memberName: member.name,
          channel: row.channel,
          recipient: row.recipient,
          offerRound: 1,
          status: 'sent',
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt!.toISOString(),
        };
      })
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.messageId.localeCompare(b.messageId));
    expect(offers).toEqual(expected);
    expect(offers.map((o) => `${o.memberName} ${o.channel}`).sort()).toEqual(
      [`${smsMember.name} sms`, `${bothMember.name} email`, `${bothMember.name} sms`].sort(),
    );

    // a reopened job's offers are those of round 2, listed after the first round's
    await post(`/api/calls/${call.id}/job/cancel`);
    await post(`/api/calls/${call.id}/job/dispatch`);
    await waitFor(async () => ((await offersOf(job.id)).length === 6 ? true : undefined));
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/calls/${call.id}/job`,
      headers: { cookie: t.adminCookie },
    });
    expect((again.json() as CallJob).job!.offers.map((o) => o.offerRound)).toEqual([1, 1, 1, 2, 2, 2]);
  });
});
