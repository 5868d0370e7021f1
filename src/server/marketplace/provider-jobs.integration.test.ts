import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { openEventStream } from '../../../test/support/event-stream';
import type { ServiceCategory } from '@shared/constants';
import { marketplaceMessages } from '@shared/messages';
import { createAdmin, createCall, createProvider, createUser, uniqueEmail, uniqueSuffix } from '../db/factories';
import { calls, claimTokens, jobs, outbox } from '../db/schema';
import { waitFor } from '../../../test/support/wait-for';

// The provider-facing reads on top of the claim core: counters, one job, the claim link's teaser, the live stream.

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://earl.example' });
  const admin = await createAdmin(t.db);
  adminCookie = await signIn(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

// a category of its own per test, so jobs of other tests (running in any order) never count
const uniqueCategory = () => `Chimney ${uniqueSuffix()}` as ServiceCategory;
const member = () => ({
  name: `Member ${uniqueSuffix()}`,
  phone: '(831) 555-0190',
  email: uniqueEmail('member'),
  notificationMethod: 'email' as const,
});

async function dispatchedJobOf(callId: string) {
  return waitFor(async () => {
    const [job] = await t.db.select().from(jobs).where(eq(jobs.callId, callId));
    return job?.dispatchedAt ? job : undefined;
  });
}

/** The claim link the dispatch sent to one team member (read from the outbox, as the member would). */
async function claimLinkOf(jobId: string, memberId: string) {
  return waitFor(async () => {
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `offer:${jobId}:${memberId}:%`));
    return row?.body.match(/\/claim\/([A-Za-z0-9_-]{43})/)?.[1];
  });
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

describe('provider stats', () => {
  it('counts claims, open jobs the provider could claim, resolved calls and the mean response time, with the last 5 claims', async () => {
    const category = uniqueCategory();
    const provider = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [member()] });
    const cookie = await signIn(t.app, provider.user.email, provider.user.password);

    const empty = await get('/api/provider/stats', cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      jobsClaimed: 0,
      jobsAvailable: 0,
      jobsCompleted: 0,
      avgResponseMinutes: 0,
      recentJobs: [],
    });

    const towns = ['Santa Cruz', 'Aptos', 'Capitola', 'Soquel', 'Felton', 'Scotts Valley', 'Watsonville'];
    const created = [];
    for (const town of towns)
      created.push(await createCall(t.db, { serviceType: category, serviceAddress: `1 Main St, ${town}, CA 95060` }));
    const allJobs = await Promise.all(created.map((c) => dispatchedJobOf(c.id)));
    expect((await get('/api/provider/stats', cookie)).json().jobsAvailable).toBe(7);

    // six claims, one link per job as a team member would; the seventh stays open
    for (const job of allJobs.slice(0, 6)) {
      const token = await claimLinkOf(job.id, provider.members[0]!.id);
      expect((await post(`/api/claims/${token}`)).statusCode).toBe(200);
    }
    // fixed times instead of the clock: claims one minute apart, each 2, 4, ... 12 minutes after its offer
    for (const [i, job] of allJobs.slice(0, 6).entries()) {
      const claimedAt = new Date(Date.UTC(2030, 0, 1, 12, i));
      await t.db.update(jobs).set({ claimedAt }).where(eq(jobs.id, job.id));
      await t.db
        .update(claimTokens)
        .set({ createdAt: new Date(claimedAt.getTime() - (i + 1) * 2 * 60_000) })
        .where(and(eq(claimTokens.jobId, job.id), eq(claimTokens.providerId, provider.provider.id)));
    }
    await t.db.update(calls).set({ status: 'resolved' }).where(eq(calls.id, created[0]!.id));

    const stats = (await get('/api/provider/stats', cookie)).json();
    expect(stats).toMatchObject({ jobsClaimed: 6, jobsAvailable: 1, jobsCompleted: 1, avgResponseMinutes: 7 });
    expect(stats.recentJobs).toEqual(
      [5, 4, 3, 2, 1].map((i) => ({
        id: allJobs[i]!.id,
        serviceType: category,
        town: towns[i],
        claimedAt: new Date(Date.UTC(2030, 0, 1, 12, i)).toISOString(),
        status: 'assigned',
      })),
    );

    const forAdmin = await get(`/api/admin/providers/${provider.provider.id}/stats`, adminCookie);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json()).toEqual(stats);
  });

  it('measures a claim made on the portal without a link from the dispatch, in fractions of a minute', async () => {
    const category = uniqueCategory();
    const provider = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [] });
    const cookie = await signIn(t.app, provider.user.email, provider.user.password);
    const job = await dispatchedJobOf((await createCall(t.db, { serviceType: category })).id);
    expect((await post(`/api/provider/jobs/${job.id}/claim`, cookie)).statusCode).toBe(200);
    await t.db
      .update(jobs)
      .set({ dispatchedAt: new Date('2030-01-01T12:00:00Z'), claimedAt: new Date('2030-01-01T12:00:45Z') })
      .where(eq(jobs.id, job.id));
    expect((await get('/api/provider/stats', cookie)).json()).toMatchObject({
      jobsClaimed: 1,
      avgResponseMinutes: 0.8,
    });
  });

  it('shows no available jobs to a pending, rejected or paused provider even when jobs of its category are open', async () => {
    const category = uniqueCategory();
    const open = await createCall(t.db, { serviceType: category });
    await dispatchedJobOf(open.id);
    const active = await createProvider(t.db, { status: 'active', serviceCategories: [category] });
    expect(
      (await get('/api/provider/stats', await signIn(t.app, active.user.email, active.user.password))).json()
        .jobsAvailable,
    ).toBe(1);
    for (const opts of [
      { status: 'pending' as const },
      { status: 'rejected' as const },
      { status: 'active' as const, isReceivingJobs: false },
    ]) {
      const p = await createProvider(t.db, { ...opts, serviceCategories: [category] });
      const stats = (await get('/api/provider/stats', await signIn(t.app, p.user.email, p.user.password))).json();
      expect(stats).toMatchObject({ jobsClaimed: 0, jobsAvailable: 0 });
    }
  });

  it('answers only signed-in providers, and per provider only admins', async () => {
    const provider = await createProvider(t.db, { status: 'active' });
    const providerCookie = await signIn(t.app, provider.user.email, provider.user.password);
    const someone = await createUser(t.db);
    const userCookie = await signIn(t.app, someone.email, someone.password);

    expect((await get('/api/provider/stats')).statusCode).toBe(401);
    expect((await get('/api/provider/stats', userCookie)).statusCode).toBe(403);
    const url = `/api/admin/providers/${provider.provider.id}/stats`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, providerCookie)).statusCode).toBe(403);
    expect((await get('/api/admin/providers/00000000-0000-4000-8000-000000000000/stats', adminCookie)).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/providers/not-a-uuid/stats', adminCookie)).statusCode).toBe(400);
  });
});

describe('GET /api/provider/jobs/:id', () => {
  it('gives the claiming provider the customer and the conversation only, a rival a teaser until the claim, and nobody else anything', async () => {
    const category = uniqueCategory();
    const [winner, rival, outsider] = await Promise.all([
      createProvider(t.db, { status: 'active', serviceCategories: [category] }),
      createProvider(t.db, { status: 'active', serviceCategories: [category] }),
      createProvider(t.db, { status: 'active', serviceCategories: ['Electrical'] }),
    ]);
    const [winnerCookie, rivalCookie, outsiderCookie] = await Promise.all(
      [winner, rival, outsider].map((p) => signIn(t.app, p.user.email, p.user.password)),
    );
    const call = await createCall(t.db, {
      serviceType: category,
      customerName: 'Robin Ortiz',
      customerPhone: '(831) 555-0177',
      serviceAddress: '42 Seabright Ave, Santa Cruz, CA 95062',
      summary: 'Robin Ortiz reports a smoking chimney.',
      transcript:
        'system: You are Earl.\nassistant: Hi, this is Earl.\nuser: My chimney smokes.\ntool: find_vendors → Rival Chimney Co\nassistant: A provider will call you.',
    });
    const job = await dispatchedJobOf(call.id);
    const url = `/api/provider/jobs/${job.id}`;

    const teaser = await get(url, rivalCookie);
    expect(teaser.statusCode).toBe(200);
    expect(teaser.json()).toMatchObject({
      id: job.id,
      status: 'open',
      town: 'Santa Cruz',
      problem: 'The customer reports a smoking chimney.',
      customer: null,
    });
    expect(teaser.body).not.toMatch(/Robin|Seabright|555-0177/);
    expect((await get(url, outsiderCookie)).statusCode).toBe(404);

    expect((await post(`${url}/claim`, winnerCookie)).statusCode).toBe(200);
    const full = await get(url, winnerCookie);
    expect(full.json()).toMatchObject({
      status: 'claimed',
      preferredTime1: call.preferredTime1,
      preferredTime2: call.preferredTime2,
      customer: {
        name: 'Robin Ortiz',
        phone: '(831) 555-0177',
        address: '42 Seabright Ave, Santa Cruz, CA 95062',
        transcript: 'assistant: Hi, this is Earl.\nuser: My chimney smokes.\nassistant: A provider will call you.',
      },
    });

    for (const cookie of [rivalCookie, outsiderCookie]) {
      const refused = await get(url, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toMatch(/Robin|Seabright|555-0177/);
    }
    expect((await get('/api/provider/jobs/00000000-0000-4000-8000-000000000000', winnerCookie)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('GET /api/claims/:token (the teaser)', () => {
  it('shows the offer without spending the link, then who won to the other links, and refuses used, expired and malformed links', async () => {
    const category = uniqueCategory();
    const a = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      businessName: `Alpha ${uniqueSuffix()}`,
      team: [member()],
    });
    const b = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      businessName: `Beta ${uniqueSuffix()}`,
      team: [member()],
    });
    const call = await createCall(t.db, {
      serviceType: category,
      customerName: 'Sam Lee',
      serviceAddress: '9 Cliff Dr, Capitola, CA 95010',
      summary: 'Sam Lee has a cracked flue.',
    });
    const job = await dispatchedJobOf(call.id);
    const tokenA = await claimLinkOf(job.id, a.members[0]!.id);
    const tokenB = await claimLinkOf(job.id, b.members[0]!.id);

    const teaser = await get(`/api/claims/${tokenA}`);
    expect(teaser.statusCode).toBe(200);
    expect(teaser.json()).toEqual({
      offeredTo: a.provider.businessName,
      state: 'open',
      claimedBy: null,
      job: {
        serviceType: category,
        urgency: 'normal',
        town: 'Capitola',
        problem: 'The customer has a cracked flue.',
        preferredTime1: call.preferredTime1,
        preferredTime2: call.preferredTime2,
      },
    });
    expect(teaser.body).not.toMatch(/Sam Lee|Cliff Dr|555-0142/);
    // reading twice spends nothing: the job is still open and the link still claims it
    expect((await get(`/api/claims/${tokenA}`)).statusCode).toBe(200);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status).toBe('open');

    expect((await post(`/api/claims/${tokenA}`)).statusCode).toBe(200);
    const used = await get(`/api/claims/${tokenA}`);
    expect(used.statusCode).toBe(404);
    expect(used.json().error.message).toBe(marketplaceMessages.claimLinkInvalid);

    expect((await get(`/api/claims/${tokenB}`)).json()).toMatchObject({
      offeredTo: b.provider.businessName,
      state: 'claimed',
      claimedBy: a.provider.businessName,
    });
    const lost = await post(`/api/claims/${tokenB}`);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.message).toBe(marketplaceMessages.alreadyClaimed(a.provider.businessName));

    await t.db
      .update(claimTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(claimTokens.jobId, job.id));
    expect((await get(`/api/claims/${tokenB}`)).statusCode).toBe(404);
    expect((await get('/api/claims/not-a-token')).statusCode).toBe(400);
  });

  it('says a cancelled job is no longer available', async () => {
    const category = uniqueCategory();
    const p = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [member()] });
    const call = await createCall(t.db, { serviceType: category });
    const job = await dispatchedJobOf(call.id);
    const token = await claimLinkOf(job.id, p.members[0]!.id);
    expect((await post(`/api/calls/${call.id}/job/cancel`, adminCookie)).statusCode).toBe(200);
    expect((await get(`/api/claims/${token}`)).json()).toMatchObject({ state: 'unavailable', claimedBy: null });
  });
});

describe('GET /api/provider/jobs/stream', () => {
  it('tells a signed-in provider that jobs changed, without saying which', async () => {
    const p = await createProvider(t.db, { status: 'pending' });
    const cookie = await signIn(t.app, p.user.email, p.user.password);
    const stream = await openEventStream(t.app, '/api/provider/jobs/stream', cookie);
    expect(stream.response.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    await createCall(t.db, { serviceType: uniqueCategory() });
    const event = await stream.next((e) => e.event === 'jobs');
    expect(event.data).toBe('{}');
    stream.close();
    expect((await get('/api/provider/jobs/stream')).statusCode).toBe(401);
  });
});
