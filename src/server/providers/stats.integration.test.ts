import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, testAppWithAdmin } from '../../../test/support/app';
import { claimLinkOf, dispatchedJobOf, teamMember, uniqueCategory } from '../../../test/support/marketplace';
import { createCall, createProvider, createUser } from '../db/factories';
import { calls, claimTokens, jobs } from '../db/schema';
import type { ProviderJobHistory } from '@shared/schemas/jobs';

// The counters of the provider dashboard and the admin's provider detail, over real dispatches and claims.

const t = testAppWithAdmin({ PUBLIC_URL: 'https://earl.example' });

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

describe('provider stats', () => {
  it('counts claims, open jobs the provider could claim, resolved calls and the mean response time, with the last 5 claims', async () => {
    const category = uniqueCategory();
    const provider = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      team: [teamMember()],
    });
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
    const allJobs = await Promise.all(created.map((c) => dispatchedJobOf(t.db, c.id)));
    expect((await get('/api/provider/stats', cookie)).json().jobsAvailable).toBe(7);

    // six claims, one link per job as a team member would; the seventh stays open
    for (const job of allJobs.slice(0, 6)) {
      const token = await claimLinkOf(t.db, job.id, provider.members[0]!.id);
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

    const forAdmin = await get(`/api/admin/providers/${provider.provider.id}/stats`, t.adminCookie);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json()).toEqual(stats);
  });

  it('measures a claim made on the portal without a link from the dispatch, in fractions of a minute', async () => {
    const category = uniqueCategory();
    const provider = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [] });
    const cookie = await signIn(t.app, provider.user.email, provider.user.password);
    const job = await dispatchedJobOf(t.db, (await createCall(t.db, { serviceType: category })).id);
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
    await dispatchedJobOf(t.db, open.id);
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
    expect(
      (await get('/api/admin/providers/00000000-0000-4000-8000-000000000000/stats', t.adminCookie)).statusCode,
    ).toBe(404);
    expect((await get('/api/admin/providers/not-a-uuid/stats', t.adminCookie)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/providers/:id/jobs', () => {
  it("pages the provider's claimed jobs, latest claim first, with trade, town, job and call status", async () => {
    const category = uniqueCategory();
    const { provider } = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [] });
    const other = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [] });
    const towns = ['Aptos', 'Capitola', 'Felton'];
    const claimed = [];
    for (const [i, town] of towns.entries()) {
      const call = await createCall(t.db, { serviceType: category, serviceAddress: `1 Main St, ${town}, CA 95003` });
      const job = await dispatchedJobOf(t.db, call.id);
      await t.db
        .update(jobs)
        .set({ status: 'claimed', claimedByProviderId: provider.id, claimedAt: new Date(Date.UTC(2030, 0, 1 + i)) })
        .where(eq(jobs.id, job.id));
      claimed.push({ call, job, town, day: i });
    }
    await t.db.update(calls).set({ status: 'resolved' }).where(eq(calls.id, claimed[0]!.call.id));
    const elsewhere = await createCall(t.db, { serviceType: category });
    const theirs = await dispatchedJobOf(t.db, elsewhere.id);
    await t.db
      .update(jobs)
      .set({ status: 'claimed', claimedByProviderId: other.provider.id, claimedAt: new Date() })
      .where(eq(jobs.id, theirs.id));

    const first = await get(`/api/admin/providers/${provider.id}/jobs?limit=2`, t.adminCookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as ProviderJobHistory;
    const second = (
      await get(`/api/admin/providers/${provider.id}/jobs?limit=2&cursor=${page1.nextCursor}`, t.adminCookie)
    ).json() as ProviderJobHistory;
    expect(second.nextCursor).toBeNull();
    expect([...page1.jobs, ...second.jobs]).toEqual(
      [...claimed].reverse().map(({ call, job, town, day }) => ({
        id: job.id,
        callId: call.id,
        serviceType: category,
        urgency: 'normal',
        town,
        claimedAt: new Date(Date.UTC(2030, 0, 1 + day)).toISOString(),
        status: 'claimed',
        callStatus: day === 0 ? 'resolved' : 'pending',
      })),
    );
    const missing = await get(`/api/admin/providers/00000000-0000-4000-8000-000000000000/jobs`, t.adminCookie);
    expect(missing.statusCode).toBe(404);
    const providerCookie = await signIn(t.app, other.user.email, other.user.password);
    expect((await get(`/api/admin/providers/${provider.id}/jobs`, providerCookie)).statusCode).toBe(403);
  });
});
