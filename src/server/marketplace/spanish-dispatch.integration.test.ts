import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { createCall, createProvider, DEVELOPMENT_BILLING } from '../db/factories';
import { claimTokens, jobs, outbox } from '../db/schema';
import { dispatchJob } from './service';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { waitFor } from '../../../test/support/wait-for';
import {
  claimLinkOf,
  dispatchedJobOf,
  randomPhoneNumber,
  teamMember,
  uniqueCategory,
} from '../../../test/support/marketplace';
import { displayPhone, usPhoneE164 } from '@shared/phone';

// A Spanish-speaking caller's job goes first to the matching teams that speak Spanish, and to everyone once the
// head start (SPANISH_HEAD_START_SECONDS) ends. Here the head start is an hour, and its second step is run by hand.

const PUBLIC_URL = 'https://earl.example';
const HEAD_START_SECONDS = 3600;
let t: TestApp;
beforeAll(async () => {
  // a database of its own: another test file's job runner (with the default head start) must not dispatch these jobs
  t = await createTestApp({
    DATABASE_URL: await createIsolatedDatabase('spanish_dispatch'),
    PUBLIC_URL,
    SPANISH_HEAD_START_SECONDS: String(HEAD_START_SECONDS),
  });
});
afterAll(() => t.close());

const deps = () => ({
  db: t.db,
  publicUrl: PUBLIC_URL,
  spanishHeadStartSeconds: HEAD_START_SECONDS,
  billing: DEVELOPMENT_BILLING,
});

const offersOf = (jobId: string) =>
  t.db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `offer:${jobId}:%`));
const offeredMembers = async (jobId: string) => new Set((await offersOf(jobId)).map((o) => o.dedupeKey.split(':')[2]!));
const jobRow = async (jobId: string) => (await t.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!;
const waitingStep = async (jobId: string) =>
  (
    await t.database.pool.query<{ task_identifier: string; run_at: Date; payload: unknown }>(
      `select t.identifier as task_identifier, j.run_at, j.payload
       from graphile_worker_first._private_jobs j join graphile_worker_first._private_tasks t on t.id = j.task_id
       where j.key = $1`,
      [`dispatch-all:${jobId}`],
    )
  ).rows[0];

/** One category of its own with a bilingual team, a Spanish-only team and an English-only team. */
async function threeTeams() {
  const category = uniqueCategory();
  const [bilingual, spanish, english] = await Promise.all([
    createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      languages: ['en', 'es'],
      businessName: 'Bilingüe Plumbing',
      team: [teamMember('sms'), teamMember('email')],
    }),
    createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      languages: ['es'],
      team: [teamMember('both')],
    }),
    createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      languages: ['en'],
      team: [teamMember('both')],
    }),
  ]);
  return { category, bilingual, spanish, english };
}

describe("a Spanish-speaking caller's job", () => {
  it('is offered first to the Spanish-speaking teams only, and to everyone once the head start ends', async () => {
    const { category, bilingual, spanish, english } = await threeTeams();
    // a Spanish speaker of another category and a paused one are never offered the job
    const [otherCategory, paused] = await Promise.all([
      createProvider(t.db, { status: 'active', languages: ['es'], team: [teamMember('sms')] }),
      createProvider(t.db, {
        status: 'active',
        isReceivingJobs: false,
        serviceCategories: [category],
        languages: ['es'],
        team: [teamMember('sms')],
      }),
    ]);
    const call = await createCall(t.db, {
      serviceType: category,
      language: 'es',
      serviceAddress: '12 Main St, Watsonville, CA 95076',
    });
    const job = await dispatchedJobOf(t.db, call.id);

    // the head start: an hour from the dispatch, its second step waiting for then
    expect(job.headStartUntil).not.toBeNull();
    expect(job.headStartUntil!.getTime() - job.dispatchedAt!.getTime()).toBeCloseTo(HEAD_START_SECONDS * 1000, -3);
    const step = await waitingStep(job.id);
    expect(step).toMatchObject({ task_identifier: 'dispatchJobToAll', payload: { jobId: job.id, round: 1 } });
    expect(new Date(step!.run_at).getTime()).toBe(job.headStartUntil!.getTime());
    // the admin's job card is told until when
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/calls/${call.id}/job`,
      headers: { cookie: await signInNewAdmin(t) },
    });
    expect(shown.json().job.headStartUntil).toBe(job.headStartUntil!.toISOString());

    const spanishMembers = [...bilingual.members, ...spanish.members].map((m) => m.id);
    expect(await offeredMembers(job.id)).toEqual(new Set(spanishMembers));
    expect(job.offeredProviderCount).toBe(2);
    for (const offer of await offersOf(job.id)) {
      expect(offer.body).toContain('Spanish-speaking customer');
      expect(offer.body).toContain('Watsonville');
      if (offer.channel === 'email') expect(offer.subject).toContain('Spanish-speaking customer');
    }
    const before = (await offersOf(job.id)).length;
    expect(before).toBe(4); // sms, email, and both (sms + email)

    // the admin's re-dispatch during the head start still offers it to the Spanish speakers only
    await dispatchJob(deps(), job.id);
    expect((await offersOf(job.id)).length).toBe(before);
    expect((await jobRow(job.id)).headStartUntil!.getTime()).toBe(job.headStartUntil!.getTime());

    // a second step left from another round does nothing
    await dispatchJob(deps(), job.id, { step: 'all', round: 2 });
    expect((await offersOf(job.id)).length).toBe(before);

    // the head start ends: the waiting step offers it to everyone else, the Spanish speakers get nothing twice
    await dispatchJob(deps(), job.id, { step: 'all', round: 1 });
    expect(await offeredMembers(job.id)).toEqual(new Set([...spanishMembers, english.members[0]!.id]));
    expect((await offersOf(job.id)).length).toBe(before + 2);
    expect((await jobRow(job.id)).offeredProviderCount).toBe(3);
    const englishOffer = (await offersOf(job.id)).find((o) => o.recipient === english.members[0]!.phone);
    expect(englishOffer!.body).toContain('Spanish-speaking customer');
    const stranger = new Set([...otherCategory.members, ...paused.members].map((m) => m.id));
    expect([...(await offeredMembers(job.id))].some((m) => stranger.has(m))).toBe(false);

    await dispatchJob(deps(), job.id, { step: 'all', round: 1 });
    expect((await offersOf(job.id)).length).toBe(before + 2);
  });

  it('is neither seen nor claimed on the portal by the other teams during the head start', async () => {
    const { category, bilingual, english } = await threeTeams();
    const call = await createCall(t.db, { serviceType: category, language: 'es', customerPhone: randomPhoneNumber() });
    const job = await dispatchedJobOf(t.db, call.id);
    const englishCookie = await signIn(t.app, english.user.email, english.user.password);
    const bilingualCookie = await signIn(t.app, bilingual.user.email, bilingual.user.password);
    const listed = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/provider/jobs', headers: { cookie } }))
        .json<{ jobs: { id: string }[] }>()
        .jobs.map((j) => j.id);
    const available = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/provider/stats', headers: { cookie } })).json<{
        jobsAvailable: number;
      }>().jobsAvailable;

    expect(await listed(englishCookie)).not.toContain(job.id);
    expect(await available(englishCookie)).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/provider/jobs/${job.id}`, headers: { cookie: englishCookie } }))
        .statusCode,
    ).toBe(404);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/provider/jobs/${job.id}/claim`,
      headers: { cookie: englishCookie },
    });
    expect(early.statusCode).toBe(404);
    expect(await listed(bilingualCookie)).toContain(job.id);
    expect(await available(bilingualCookie)).toBe(1);

    // once the head start is over (the second step may not even have run yet) everyone eligible sees it
    await t.db
      .update(jobs)
      .set({ headStartUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    expect(await listed(englishCookie)).toContain(job.id);
    expect(await available(englishCookie)).toBe(1);
  });

  it('gets a head start of its own in each offer round', async () => {
    const { category, bilingual, spanish, english } = await threeTeams();
    const cookie = await signInNewAdmin(t);
    const call = await createCall(t.db, { serviceType: category, language: 'es' });
    const job = await dispatchedJobOf(t.db, call.id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/calls/${call.id}/job/cancel`,
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    // the waiting second step finds no open job
    await dispatchJob(deps(), job.id, { step: 'all', round: 1 });
    expect(await offeredMembers(job.id)).not.toContain(english.members[0]!.id);

    const reopened = await t.app.inject({
      method: 'POST',
      url: `/api/calls/${call.id}/job/dispatch`,
      headers: { cookie },
    });
    expect(reopened.json().job).toMatchObject({ status: 'open', offerRound: 2 });
    const round2 = await dispatchedJobOf(t.db, call.id, 2);
    expect(round2.headStartUntil!.getTime()).toBeGreaterThan(job.headStartUntil!.getTime());
    expect((await waitingStep(job.id))!.payload).toEqual({ jobId: job.id, round: 2 });
    const round2Offers = (await offersOf(job.id)).filter((o) => o.dedupeKey.endsWith(':2'));
    expect(new Set(round2Offers.map((o) => o.dedupeKey.split(':')[2]))).toEqual(
      new Set([...bilingual.members, ...spanish.members].map((m) => m.id)),
    );
    // the first round's step, had it been left waiting, would do nothing now
    await dispatchJob(deps(), job.id, { step: 'all', round: 1 });
    expect(await offeredMembers(job.id)).not.toContain(english.members[0]!.id);
    await dispatchJob(deps(), job.id, { step: 'all', round: 2 });
    expect(await offeredMembers(job.id)).toContain(english.members[0]!.id);
  });

  it('goes to everyone at once when no matching team speaks Spanish', async () => {
    const category = uniqueCategory();
    const [a, b] = await Promise.all([
      createProvider(t.db, { status: 'active', serviceCategories: [category], team: [teamMember('sms')] }),
      createProvider(t.db, { status: 'active', serviceCategories: [category], team: [teamMember('email')] }),
      // a Spanish speaker, but not of this category; and one of this category, but not receiving jobs
      createProvider(t.db, { status: 'active', languages: ['es'], team: [teamMember('sms')] }),
      createProvider(t.db, {
        status: 'pending',
        serviceCategories: [category],
        languages: ['es'],
        team: [teamMember('sms')],
      }),
    ]);
    const call = await createCall(t.db, { serviceType: category, language: 'es' });
    const job = await dispatchedJobOf(t.db, call.id);
    expect(job.headStartUntil).toBeNull();
    expect(job.offeredProviderCount).toBe(2);
    expect(await offeredMembers(job.id)).toEqual(new Set([a!.members[0]!.id, b!.members[0]!.id]));
    expect(await waitingStep(job.id)).toBeUndefined();
    for (const offer of await offersOf(job.id)) expect(offer.body).toContain('Spanish-speaking customer');
  });

  it('is confirmed to the customer in Spanish when a team claims it', async () => {
    const { category, bilingual } = await threeTeams();
    const customerPhone = randomPhoneNumber();
    const call = await createCall(t.db, {
      serviceType: category,
      language: 'es',
      customerPhone,
      preferredTime1: 'Thursday, Mar 5, 8 AM - 12 PM',
      preferredTime2: 'Tomorrow, 1 PM - 5 PM',
    });
    const job = await dispatchedJobOf(t.db, call.id);
    const token = await claimLinkOf(t.db, job.id, bilingual.members[0]!.id);
    const claim = await t.app.inject({ method: 'POST', url: `/api/claims/${token}` });
    expect(claim.statusCode).toBe(200);

    const [confirmation] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `confirmation:${job.id}`));
    expect(confirmation).toMatchObject({ channel: 'sms', recipient: usPhoneE164(customerPhone) });
    expect(confirmation!.body).toBe(
      `Earl: Bilingüe Plumbing atenderá su solicitud y le llamará al ${displayPhone(customerPhone)} para confirmar ` +
        'uno de sus horarios: el jueves 5 de marzo, de 8 de la mañana a 12 del mediodía o mañana, de 1 a 5 de la ' +
        `tarde. Ref. ${call.reference}.`,
    );
    // the claim spent the head start: nothing is offered to the others afterwards
    await dispatchJob(deps(), job.id, { step: 'all', round: 1 });
    const tokens = await t.db.select().from(claimTokens).where(eq(claimTokens.jobId, job.id));
    expect(tokens).toHaveLength(3);
  });

  it('names the trade in Spanish in the confirmation of a known category', async () => {
    const bilingual = await createProvider(t.db, {
      status: 'active',
      serviceCategories: ['Carpentry'],
      languages: ['es'],
      businessName: 'Carpintería Rivera',
      team: [teamMember('sms')],
    });
    const customerPhone = randomPhoneNumber();
    const call = await createCall(t.db, {
      serviceType: 'Carpentry',
      language: 'es',
      customerPhone,
      preferredTime1: null,
      preferredTime2: null,
    });
    const job = await dispatchedJobOf(t.db, call.id);
    const token = await claimLinkOf(t.db, job.id, bilingual.members[0]!.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${token}` })).statusCode).toBe(200);
    const [confirmation] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `confirmation:${job.id}`));
    expect(confirmation!.body).toBe(
      `Earl: Carpintería Rivera atenderá su solicitud de carpintería y le llamará al ${displayPhone(customerPhone)} ` +
        `para acordar un horario. Ref. ${call.reference}.`,
    );
  });
});

describe("an English-speaking caller's job", () => {
  it('goes to every matching team at once, in English, whatever the teams speak', async () => {
    const { category, bilingual, spanish, english } = await threeTeams();
    const customerPhone = randomPhoneNumber();
    const call = await createCall(t.db, { serviceType: category, customerPhone });
    const job = await dispatchedJobOf(t.db, call.id);
    expect(job.headStartUntil).toBeNull();
    expect(job.offeredProviderCount).toBe(3);
    expect(await offeredMembers(job.id)).toEqual(
      new Set([...bilingual.members, ...spanish.members, ...english.members].map((m) => m.id)),
    );
    expect(await waitingStep(job.id)).toBeUndefined();
    for (const offer of await offersOf(job.id)) expect(offer.body).not.toContain('Spanish');

    const token = await claimLinkOf(t.db, job.id, english.members[0]!.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${token}` })).statusCode).toBe(200);
    const [confirmation] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `confirmation:${job.id}`));
    expect(confirmation!.body).toMatch(/^Earl: .+ will handle your .+ request and will call you at /);
    expect(confirmation!.body).toContain(`Ref ${call.reference}.`);
  });
});

describe('the head start, run by the job queue', () => {
  let quick: TestApp;
  beforeAll(async () => {
    quick = await createTestApp({
      DATABASE_URL: await createIsolatedDatabase('spanish_head_start'),
      PUBLIC_URL,
      SPANISH_HEAD_START_SECONDS: '1',
    });
  });
  afterAll(() => quick.close());

  it('offers the job to the other teams by itself once the head start ends', async () => {
    const category = uniqueCategory();
    const [spanish, english] = await Promise.all([
      createProvider(quick.db, {
        status: 'active',
        serviceCategories: [category],
        languages: ['es'],
        team: [teamMember('sms')],
      }),
      createProvider(quick.db, { status: 'active', serviceCategories: [category], team: [teamMember('sms')] }),
    ]);
    const call = await createCall(quick.db, { serviceType: category, language: 'es' });
    const job = await dispatchedJobOf(quick.db, call.id);
    expect(job.headStartUntil).not.toBeNull();
    await claimLinkOf(quick.db, job.id, english.members[0]!.id);
    const links = await quick.db
      .select()
      .from(claimTokens)
      .where(inArray(claimTokens.memberId, [spanish.members[0]!.id, english.members[0]!.id]));
    const issuedAt = new Map(links.map((l) => [l.memberId, l.createdAt.getTime()]));
    // the Spanish speaker's link was issued at the dispatch, the other one after the head start had ended
    expect(issuedAt.get(spanish.members[0]!.id)!).toBeLessThan(job.headStartUntil!.getTime());
    expect(issuedAt.get(english.members[0]!.id)!).toBeGreaterThanOrEqual(job.headStartUntil!.getTime());
    await waitFor(async () =>
      (await quick.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.offeredProviderCount === 2 ? true : undefined,
    );
  });
});
