import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { startFakeTwilioApi, type FakeTwilioApi, type TwilioCallRequest } from '../../../test/support/fake-twilio-api';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { claimLinkOf, dispatchedJobOf, teamMember, uniqueCategory } from '../../../test/support/marketplace';
import { answerOf, postTwilio, TWILIO_TEST_ENV } from '../../../test/support/twilio-call';
import { waitFor } from '../../../test/support/wait-for';
import { loadConfig } from '../config';
import { createCall, createProvider } from '../db/factories';
import { claimTokens, jobs, offerCalls, outbox } from '../db/schema';
import type { CallJob } from '@shared/schemas/jobs';
import { callUrgentOffers, dialable } from './offer-calls';

// An urgent job rings the offered teams through Twilio's Calls API (the local fake), and the members answer on the
// signed offer-call webhooks: the first to press 1 claims the job through the same atomic claim as the claim link.

const { PUBLIC_URL, TWILIO_FROM_NUMBER: OUR_LINE } = TWILIO_TEST_ENV;
// Wednesday 25 November 2026, 10:00 in Santa Cruz (18:00 UTC); the night is 9 PM to 7 AM there
const DAYTIME = new Date('2026-11-25T18:00:00Z');
const NIGHT = new Date('2026-11-26T07:30:00Z'); // 23:30 in Santa Cruz
let now = DAYTIME;

let fake: FakeTwilioApi;
let t: TestApp;
let config: ReturnType<typeof loadConfig>;
beforeAll(async () => {
  fake = await startFakeTwilioApi();
  config = loadConfig({ NODE_ENV: 'test', ...TWILIO_TEST_ENV, TWILIO_API_URL: fake.url });
  // a database of its own: these jobs' calls must be placed by this app's runner, with this fake
  t = await createTestApp(
    { ...TWILIO_TEST_ENV, DATABASE_URL: await createIsolatedDatabase('urgent_calls'), TWILIO_API_URL: fake.url },
    undefined,
    { clock: () => now },
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const CUSTOMER = { name: 'Dana Reyes', phone: '+18315550177', address: '12 Seacliff Dr, Aptos' };

/** An urgent call in the category: the calls trigger makes its job, the runner dispatches it. */
async function urgentJob(category: string, urgency: 'urgent' | 'normal' = 'urgent') {
  const call = await createCall(t.db, {
    serviceType: category,
    urgency,
    customerName: CUSTOMER.name,
    customerPhone: CUSTOMER.phone,
    serviceAddress: CUSTOMER.address,
    summary: `${CUSTOMER.name} needs a plumber in Aptos: a burst pipe. Urgent: water is flooding the hallway.`,
    preferredTime1: 'As soon as possible (urgent)',
  });
  return dispatchedJobOf(t.db, call.id);
}

const callsTo = (phone: string) => fake.calls.filter((c) => c.to === dialable(phone));
const waitForCallTo = (phone: string) => waitFor(async () => callsTo(phone)[0]);
const pathOf = (url: string) => url.slice(PUBLIC_URL.length);
const offerCallRows = (jobId: string) => t.db.select().from(offerCalls).where(eq(offerCalls.jobId, jobId));

/** The member picks up: Twilio fetches the call's URL, signed, with the outbound call's parameters. */
function answer(call: TwilioCallRequest) {
  const params = { CallSid: call.sid, AccountSid: TWILIO_TEST_ENV.TWILIO_ACCOUNT_SID, From: OUR_LINE, To: call.to };
  return {
    params,
    async pickUp() {
      return answerOf(await postTwilio(t.app, pathOf(call.url), { ...params, CallStatus: 'in-progress' }));
    },
    async press(action: string, digits: string) {
      return answerOf(await postTwilio(t.app, action, { ...params, CallStatus: 'in-progress', Digits: digits }));
    },
    async status(callStatus: string) {
      const res = await postTwilio(t.app, pathOf(call.statusCallback), { ...params, CallStatus: callStatus });
      expect(res.statusCode, res.body).toBe(204);
    },
  };
}

describe('the call round of an urgent job', () => {
  it('rings the SMS members of every matching team, with the town only; the first to press 1 wins and is put through', async () => {
    const category = uniqueCategory();
    const smsMember = teamMember('sms');
    const emailMember = teamMember('email');
    const other = teamMember('both');
    const [first, second] = await Promise.all([
      createProvider(t.db, { status: 'active', serviceCategories: [category], team: [smsMember, emailMember] }),
      createProvider(t.db, { status: 'active', serviceCategories: [category], team: [other] }),
    ]);
    const job = await urgentJob(category);

    const ringing = await waitForCallTo(smsMember.phone!);
    const otherRinging = await waitForCallTo(other.phone!);
    expect(callsTo(emailMember.phone!)).toHaveLength(0);
    expect(ringing).toMatchObject({ from: OUR_LINE, timeout: '30', method: 'POST' });
    expect(ringing.to).toMatch(/^\+1831555\d{4}$/);
    expect(ringing.url).toMatch(new RegExp(`^${PUBLIC_URL}/webhooks/twilio/offer-call\\?offer=[0-9a-f-]{36}$`));
    expect(ringing.statusCallback).toMatch(/\/webhooks\/twilio\/offer-call\/status\?offer=/);

    // the SMS offers went out as ever
    const offers = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `offer:${job.id}:%`));
    expect(offers.length).toBeGreaterThanOrEqual(3);

    const winner = answer(ringing);
    const offer = await winner.pickUp();
    expect(offer.said).toContain('job in Aptos: a burst pipe. Press 1 to take it.');
    expect(offer.said).not.toContain('Seacliff');
    expect(offer.said).not.toContain(CUSTOMER.name);
    expect(offer.gather!.getAttribute('input')).toBe('dtmf');
    expect(offer.gather!.getAttribute('numDigits')).toBe('1');

    const won = await winner.press(offer.gatherAction!, '1');
    expect(won.said).toContain('The job is yours.');
    expect(won.said).toContain(CUSTOMER.name);
    expect(won.said).toContain(CUSTOMER.address);
    expect(won.said).toContain('8 3 1, 5 5 5, 0 1 7 7');
    const [claimed] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(claimed).toMatchObject({ status: 'claimed', claimedByProviderId: first.provider.id });
    expect(claimed!.claimedByMemberId).toBe(first.members[0]!.id);

    const connect = await winner.press(won.gatherAction!, '1');
    expect(connect.xml).toContain(`<Dial callerId="${OUR_LINE}" timeout="30"><Number>+18315550177</Number></Dial>`);

    // the other team's member heard the offer too, and presses a moment too late
    const loser = answer(otherRinging);
    const late = await loser.press(pathOf(otherRinging.url).replace('/offer-call?', '/offer-call/press?'), '1');
    expect(late.said).toContain('already taken');
    expect(late.hangsUp).toBe(true);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.claimedByProviderId).toBe(first.provider.id);
    // and a member who picks up only now hears it is gone
    expect((await loser.pickUp()).said).toContain('already taken');
    expect(second.provider.id).not.toBe(first.provider.id);
  });

  it('tells a teammate of the winner that their team took the job', async () => {
    const category = uniqueCategory();
    const [a, b] = [teamMember('sms'), teamMember('both')];
    await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [a, b] });
    await urgentJob(category);
    const first = answer(await waitForCallTo(a.phone!));
    const second = answer(await waitForCallTo(b.phone!));
    const offer = await second.pickUp();
    await first.press((await first.pickUp()).gatherAction!, '1');
    const teammate = await second.press(offer.gatherAction!, '1');
    expect(teammate.said).toContain('Your team took this job.');
    expect(teammate.hangsUp).toBe(true);
  });

  it("spends the winner's claim link in the same claim: it then reads as a link used to claim, and claims nothing", async () => {
    const category = uniqueCategory();
    const [a, b] = [teamMember('sms'), teamMember('sms')];
    const { provider, members } = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      team: [a, b],
    });
    const [winner, teammate] = [members[0]!.id, members[1]!.id];
    const byPhone = await urgentJob(category);
    const [winnerLink, teammateLink] = await Promise.all([
      claimLinkOf(t.db, byPhone.id, winner),
      claimLinkOf(t.db, byPhone.id, teammate),
    ]);
    const ringing = answer(await waitForCallTo(a.phone!));
    // (a pick-up that offers no key to press says why: it failed once in CI, unexplained, with no message)
    const offered = await ringing.pickUp();
    expect(offered.gatherAction, offered.said).toBeDefined();
    expect((await ringing.press(offered.gatherAction!, '1')).said).toContain('The job is yours.');
    const tokens = await t.db.select().from(claimTokens).where(eq(claimTokens.jobId, byPhone.id));
    expect(tokens.find((r) => r.memberId === winner)!.usedAt).toBeInstanceOf(Date);
    expect(tokens.find((r) => r.memberId === teammate)!.usedAt).toBeNull();

    // the same member claims another job through its link: the two links must read alike
    const byLink = await urgentJob(category);
    const linkUsed = await claimLinkOf(t.db, byLink.id, winner);
    const claim = await t.app.inject({ method: 'POST', url: `/api/claims/${linkUsed}` });
    expect(claim.statusCode, claim.body).toBe(200);
    const [phoneClaimed, linkClaimed] = await Promise.all(
      [byPhone, byLink].map(async (j) => (await t.db.select().from(jobs).where(eq(jobs.id, j.id)))[0]!),
    );
    for (const job of [phoneClaimed, linkClaimed])
      expect(job).toMatchObject({ status: 'claimed', claimedByProviderId: provider.id, claimedByMemberId: winner });
    const afterPhone = await t.app.inject({ method: 'GET', url: `/api/claims/${winnerLink}` });
    const afterLink = await t.app.inject({ method: 'GET', url: `/api/claims/${linkUsed}` });
    expect(afterPhone.statusCode).toBe(afterLink.statusCode);
    const withoutJob = (body: string) => {
      // the job (and, once the link shows its taker, the job's id) differ between the two jobs; the rest must not
      const { job: _job, jobId: _jobId, requestId: _id, ...rest } = JSON.parse(body) as Record<string, unknown>;
      return rest;
    };
    expect(withoutJob(afterPhone.body)).toEqual(withoutJob(afterLink.body));
    expect(withoutJob(afterPhone.body)).toMatchObject({ state: 'claimed', takenBy: 'you' });
    // a spent link claims nothing, however it was spent
    const again = await t.app.inject({ method: 'POST', url: `/api/claims/${winnerLink}` });
    expect(again.statusCode).toBe(404);
    // the teammate's link still shows the job, taken
    const theirs = await t.app.inject({ method: 'GET', url: `/api/claims/${teammateLink}` });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json()).toMatchObject({ state: 'claimed' });
  });

  it('leaves the job offered by SMS when nobody answers, and a retried task rings nobody twice', async () => {
    const category = uniqueCategory();
    const member = teamMember('sms');
    const { members } = await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [member] });
    const job = await urgentJob(category);
    const ringing = answer(await waitForCallTo(member.phone!));
    await ringing.status('no-answer');

    const [row] = await offerCallRows(job.id);
    expect(row).toMatchObject({ status: 'no-answer', memberId: members[0]!.id, callSid: ringing.params.CallSid });
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status).toBe('open');
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.dedupeKey, `offer:${job.id}:${members[0]!.id}:sms`)));
    expect(sms!.body).toMatch(/\/claim\/[A-Za-z0-9_-]{43}/);

    // the admin's job card lists the call and how it ended, beside the SMS offer
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/calls/${job.callId}/job`,
      headers: { cookie: await signInNewAdmin(t) },
    });
    expect(card.statusCode, card.body).toBe(200);
    const { offerCalls: listed } = card.json<CallJob>().job!;
    expect(listed).toEqual([
      expect.objectContaining({
        business: expect.objectContaining({ providerId: members[0]!.providerId }) as unknown,
        memberName: member.name,
        phone: dialable(member.phone!),
        offerRound: 1,
        status: 'no-answer',
      }),
    ]);

    // the task again (graphile-worker retries a task that failed part-way): the call was placed, so no second ring
    const placed = fake.calls.length;
    await callUrgentOffers({ db: t.db, config, clock: () => now }, job.id, 1);
    expect(fake.calls.length).toBe(placed);
    expect(callsTo(member.phone!)).toHaveLength(1);
  });

  it('rings at night only the teams that opted in to emergency calls', async () => {
    now = NIGHT;
    try {
      const category = uniqueCategory();
      const [sleeper, onCall] = [teamMember('sms'), teamMember('sms')];
      await Promise.all([
        createProvider(t.db, { status: 'active', serviceCategories: [category], team: [sleeper] }),
        createProvider(t.db, {
          status: 'active',
          serviceCategories: [category],
          team: [onCall],
          nightEmergencyCalls: true,
        }),
      ]);
      const job = await urgentJob(category);
      await waitForCallTo(onCall.phone!);
      // the round's calls are written down in one transaction: the opted-in row is there, the other never will be
      expect(await offerCallRows(job.id)).toHaveLength(1);
      expect(callsTo(sleeper.phone!)).toHaveLength(0);
      // both teams still got the SMS offer
      const offers = await t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `offer:${job.id}:%`));
      expect(offers).toHaveLength(2);
    } finally {
      now = DAYTIME;
    }
  });

  it('rings a team that did not opt in by day', async () => {
    const category = uniqueCategory();
    const member = teamMember('sms');
    await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [member] });
    await urgentJob(category);
    expect((await waitForCallTo(member.phone!)).to).toBe(dialable(member.phone));
  });

  it('places no call for a job that is not urgent', async () => {
    const category = uniqueCategory();
    const member = teamMember('sms');
    await createProvider(t.db, { status: 'active', serviceCategories: [category], team: [member] });
    const job = await urgentJob(category, 'normal');
    // the round would be queued in the dispatch's transaction: it would be waiting, running or done by now
    const queued = await t.database.pool.query(`select 1 from graphile_worker._private_jobs where key like $1`, [
      `offer-calls:${job.id}:%`,
    ]);
    expect(queued.rowCount).toBe(0);
    expect(await offerCallRows(job.id)).toHaveLength(0);
    expect(callsTo(member.phone!)).toHaveLength(0);
  });
});

describe('without Twilio', () => {
  it('places no call for an urgent job', async () => {
    const plain = await createTestApp({ DATABASE_URL: await createIsolatedDatabase('urgent_calls_off') });
    try {
      const category = uniqueCategory();
      const member = teamMember('sms');
      await createProvider(plain.db, { status: 'active', serviceCategories: [category], team: [member] });
      const call = await createCall(plain.db, { serviceType: category, urgency: 'urgent' });
      const job = await dispatchedJobOf(plain.db, call.id);
      const queued = await plain.database.pool.query(`select 1 from graphile_worker._private_jobs where key like $1`, [
        `offer-calls:${job.id}:%`,
      ]);
      expect(queued.rowCount).toBe(0);
      expect(await plain.db.select().from(offerCalls).where(eq(offerCalls.jobId, job.id))).toHaveLength(0);
      expect(callsTo(member.phone!)).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
