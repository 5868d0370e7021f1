import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, testAppWithAdmin } from '../../../test/support/app';
import { claimLinkOf, dispatchedJobOf, teamMember, uniqueCategory } from '../../../test/support/marketplace';
import { openEventStream } from '../../../test/support/event-stream';
import { marketplaceMessages } from '@shared/messages';
import { createCall, createProvider, uniqueSuffix } from '../db/factories';
import { claimTokens, jobs } from '../db/schema';

// The provider-facing reads on top of the claim core: one job, the claim link's teaser, the live stream (the counters: providers/stats.integration.test.ts).

const t = testAppWithAdmin({ PUBLIC_URL: 'https://earl.example' });

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

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
      customerPhone: '+18315550177',
      serviceAddress: '42 Seabright Ave, Santa Cruz, CA 95062',
      summary: 'Robin Ortiz reports a smoking chimney.',
      transcript:
        'system: You are Earl.\nassistant: Hi, this is Earl.\nuser: My chimney smokes.\ntool: find_vendors → Rival Chimney Co\nassistant: A provider will call you.',
    });
    const job = await dispatchedJobOf(t.db, call.id);
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
    expect(teaser.body).not.toMatch(/Robin|Seabright|555-?0177/);
    expect((await get(url, outsiderCookie)).statusCode).toBe(404);

    expect((await post(`${url}/claim`, winnerCookie)).statusCode).toBe(200);
    const full = await get(url, winnerCookie);
    expect(full.json()).toMatchObject({
      status: 'claimed',
      preferredTime1: call.preferredTime1,
      preferredTime2: call.preferredTime2,
      customer: {
        name: 'Robin Ortiz',
        phone: '+18315550177',
        address: '42 Seabright Ave, Santa Cruz, CA 95062',
        transcript: 'assistant: Hi, this is Earl.\nuser: My chimney smokes.\nassistant: A provider will call you.',
      },
    });

    // the list says who and where; the conversation is on the job's own page
    const listed = (await get('/api/provider/jobs', winnerCookie))
      .json<{ jobs: { id: string; customer: unknown }[] }>()
      .jobs.find((j) => j.id === job.id);
    expect(listed?.customer).toEqual({
      name: 'Robin Ortiz',
      phone: '+18315550177',
      address: '42 Seabright Ave, Santa Cruz, CA 95062',
      summary: 'Robin Ortiz reports a smoking chimney.',
    });

    for (const cookie of [rivalCookie, outsiderCookie]) {
      const refused = await get(url, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toMatch(/Robin|Seabright|555-?0177/);
    }
    expect((await get('/api/provider/jobs/00000000-0000-4000-8000-000000000000', winnerCookie)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('GET /api/provider/jobs (pages)', () => {
  it('pages the open and the claimed jobs together, newest first, each job once, ties broken by id', async () => {
    const category = uniqueCategory();
    const [mine, rival] = await Promise.all([
      createProvider(t.db, { status: 'active', serviceCategories: [category] }),
      createProvider(t.db, { status: 'active', serviceCategories: [category] }),
    ]);
    const [mineCookie, rivalCookie] = await Promise.all(
      [mine, rival].map((p) => signIn(t.app, p.user.email, p.user.password)),
    );
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const call = await createCall(t.db, { serviceType: category, customerName: `Paged ${i}` });
      ids.push((await dispatchedJobOf(t.db, call.id)).id);
    }
    for (const id of [ids[1]!, ids[3]!])
      expect((await post(`/api/provider/jobs/${id}/claim`, mineCookie)).statusCode).toBe(200);
    // two pairs of jobs made in the same microsecond: the id decides, and a page boundary between them loses neither
    await t.db
      .update(jobs)
      .set({ createdAt: sql`(select created_at from jobs where id = ${ids[0]!})` })
      .where(eq(jobs.id, ids[1]!));
    await t.db
      .update(jobs)
      .set({ createdAt: sql`(select created_at from jobs where id = ${ids[2]!})` })
      .where(eq(jobs.id, ids[3]!));
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from jobs where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by created_at desc, id desc`,
    );
    const newestFirst = rows.map((r) => r.id);

    type Page = { jobs: { id: string; customer: unknown }[]; nextCursor: string | null };
    const walk = async (cookie: string | undefined, limit: number) => {
      const seen: Page['jobs'] = [];
      let url: string | null = `/api/provider/jobs?limit=${limit}`;
      for (let pages = 0; url; pages += 1) {
        expect(pages).toBeLessThan(10);
        const res = await get(url, cookie);
        expect(res.statusCode).toBe(200);
        const page: Page = res.json();
        expect(page.jobs.length).toBeLessThanOrEqual(limit);
        seen.push(...page.jobs);
        url = page.nextCursor ? `/api/provider/jobs?limit=${limit}&cursor=${page.nextCursor}` : null;
      }
      return seen;
    };
    for (const limit of [1, 2, 3]) {
      const listed = await walk(mineCookie, limit);
      expect(listed.map((j) => j.id)).toEqual(newestFirst);
      expect(
        listed
          .filter((j) => j.customer !== null)
          .map((j) => j.id)
          .sort(),
      ).toEqual([ids[1], ids[3]].sort());
    }
    // the rival sees the three still open, and the claimed ones nowhere
    expect((await walk(rivalCookie, 2)).map((j) => j.id)).toEqual(
      newestFirst.filter((id) => id !== ids[1] && id !== ids[3]),
    );

    // without a limit: the whole list (up to 100) and no next page
    const all = (await get('/api/provider/jobs', mineCookie)).json<Page>();
    expect(all.jobs.map((j) => j.id)).toEqual(newestFirst);
    expect(all.nextCursor).toBeNull();

    for (const bad of ['cursor=not-a-cursor', 'limit=0', 'limit=101']) {
      const refused = await get(`/api/provider/jobs?${bad}`, mineCookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/claims/:token (the teaser)', () => {
  it('shows the offer without spending the link, then who won to the other links, and refuses used, expired and malformed links', async () => {
    const category = uniqueCategory();
    const a = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      businessName: `Alpha ${uniqueSuffix()}`,
      team: [teamMember()],
    });
    const b = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      businessName: `Beta ${uniqueSuffix()}`,
      team: [teamMember()],
    });
    const call = await createCall(t.db, {
      serviceType: category,
      customerName: 'Sam Lee',
      serviceAddress: '9 Cliff Dr, Capitola, CA 95010',
      summary: 'Sam Lee has a cracked flue.',
    });
    const job = await dispatchedJobOf(t.db, call.id);
    const tokenA = await claimLinkOf(t.db, job.id, a.members[0]!.id);
    const tokenB = await claimLinkOf(t.db, job.id, b.members[0]!.id);

    const teaser = await get(`/api/claims/${tokenA}`);
    expect(teaser.statusCode).toBe(200);
    expect(teaser.json()).toEqual({
      offeredTo: a.provider.businessName,
      state: 'open',
      claimedBy: null,
      takenBy: null,
      jobId: null,
      job: {
        serviceType: category,
        urgency: 'normal',
        town: 'Capitola',
        problem: 'The customer has a cracked flue.',
        preferredTime1: call.preferredTime1,
        preferredTime2: call.preferredTime2,
      },
    });
    expect(teaser.body).not.toMatch(/Sam Lee|Cliff Dr|555-?0142/);
    // reading twice spends nothing: the job is still open and the link still claims it
    expect((await get(`/api/claims/${tokenA}`)).statusCode).toBe(200);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status).toBe('open');

    expect((await post(`/api/claims/${tokenA}`)).statusCode).toBe(200);
    // the winner opening the spent link again is pointed to the job (it used to be refused as used)
    const used = await get(`/api/claims/${tokenA}`);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ state: 'claimed', takenBy: 'you', jobId: job.id });
    expect((await post(`/api/claims/${tokenA}`)).json().error.message).toBe(marketplaceMessages.claimLinkInvalid);

    expect((await get(`/api/claims/${tokenB}`)).json()).toMatchObject({
      offeredTo: b.provider.businessName,
      state: 'claimed',
      claimedBy: a.provider.businessName,
      takenBy: null,
      jobId: null,
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

  it("tells the winner 'you' and a teammate 'your team' took the job, even past the link's end, and nobody else which job it is", async () => {
    const category = uniqueCategory();
    const a = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      team: [teamMember(), teamMember()],
    });
    const b = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [teamMember()] });
    const call = await createCall(t.db, { serviceType: category });
    const job = await dispatchedJobOf(t.db, call.id);
    const [winner, teammate, rival] = await Promise.all([
      claimLinkOf(t.db, job.id, a.members[0]!.id),
      claimLinkOf(t.db, job.id, a.members[1]!.id),
      claimLinkOf(t.db, job.id, b.members[0]!.id),
    ]);
    expect((await post(`/api/claims/${winner}`)).statusCode).toBe(200);
    await t.db
      .update(claimTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(claimTokens.jobId, job.id));

    expect((await get(`/api/claims/${winner}`)).json()).toMatchObject({
      state: 'claimed',
      takenBy: 'you',
      jobId: job.id,
    });
    expect((await get(`/api/claims/${teammate}`)).json()).toMatchObject({
      state: 'claimed',
      claimedBy: a.provider.businessName,
      takenBy: 'team',
      jobId: job.id,
    });
    // the teammate's link claims nothing more
    expect((await post(`/api/claims/${teammate}`)).statusCode).toBe(404);
    const lost = await get(`/api/claims/${rival}`);
    expect(lost.statusCode).toBe(404);
    expect(lost.body).not.toContain(job.id);
  });

  it('says a cancelled job is no longer available', async () => {
    const category = uniqueCategory();
    const p = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [teamMember()] });
    const call = await createCall(t.db, { serviceType: category });
    const job = await dispatchedJobOf(t.db, call.id);
    const token = await claimLinkOf(t.db, job.id, p.members[0]!.id);
    expect((await post(`/api/calls/${call.id}/job/cancel`, t.adminCookie)).statusCode).toBe(200);
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
