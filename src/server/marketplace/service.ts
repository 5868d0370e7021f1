import crypto from 'node:crypto';
import { marketplaceMessages } from '@shared/messages';
import type { ClaimTeaser, ProviderJobListPage, ProviderJobListQuery } from '@shared/schemas/jobs';
import { conversationTranscript } from '@shared/transcript';
import { hashToken } from '../auth/tokens';
import * as callRepo from '../calls/repository';
import { decodeCursor, encodeCursor } from '../http/cursor';
import type { Db, Executor } from '../db/database';
import type { calls, jobs } from '../db/schema';
import type { Actor } from '../http/access';
import { AppError, notFound } from '../http/errors';
import { deliveryPriority } from '../jobs/keys';
import { createHold } from '../lib/hold';
import { remembered } from '../lib/remembered';
import { jobMessageKeys } from '../notifications/dedupe-keys';
import { queueNotifications, type NotificationToQueue } from '../notifications/service';
import { queueRequestReceipt } from '../requests/service';
import { messagesFor } from './member-messages';
import * as providerRepo from '../providers/repository';
import type { BillingGate } from '../providers/repository';
import * as teamRepo from '../providers/team-members-repository';
import * as claimTokenRepo from './claim-tokens-repository';
import * as jobRepo from './jobs-repository';
import * as offerCallRepo from './offer-calls-repository';
import { offerWindow } from './offer-privacy';
import { customerConfirmationText, jobTakenText, offerTexts, problemOf, townOf } from './texts';

export const DISPATCH_JOB_TASK = 'dispatchJob';
export const DISPATCH_JOB_TO_ALL_TASK = 'dispatchJobToAll';
export const DISPATCH_REST_TASK = 'dispatchJobRest';
export const EXPIRE_JOB_TASK = 'expireJob';
export const SWEEP_UNDISPATCHED_JOBS_TASK = 'sweepUndispatchedJobs';
export const CALL_URGENT_OFFERS_TASK = 'callUrgentOffers';

type Job = typeof jobs.$inferSelect;
type Call = typeof calls.$inferSelect;

export type DispatchDeps = {
  db: Db;
  publicUrl: string;
  spanishHeadStartSeconds: number;
  billing: BillingGate;
  /** urgent jobs also ring the offered teams by phone (Twilio is configured) */
  callsUrgentOffers?: boolean;
  /** team members offered per transaction (DISPATCH_BATCH_MEMBERS) */
  batchMembers?: number;
};

/**
 * Which dispatch step runs: the first (queued by the calls trigger, the sweep and the admin's re-dispatch), or the
 * second of a Spanish-speaking caller's job, offering it to everyone once the head start of that round has ended.
 */
export type DispatchStep = { step: 'first' } | { step: 'all'; round: number };

const speaksSpanish = (r: { languages: string[] }) => r.languages.includes('es');

/**
 * Offers an open job to every eligible provider's team: a single-use claim link per member, sent by the
 * member's method. Safe to run again: links and messages already issued are not issued twice.
 *
 * A Spanish-speaking caller's job goes first to the eligible teams that speak Spanish only: the job's head start
 * (SPANISH_HEAD_START_SECONDS) begins and the second step, offering it to everyone, is queued for its end. With no
 * Spanish-speaking team among the eligible ones it goes to everyone at once.
 *
 * The teams are offered in batches, each in its own transaction, in a fresh random order every dispatch
 * (docs/decisions/0012-dispatch-in-batches.md): the first offers leave within tens of milliseconds even when
 * hundreds of teams match, instead of all at once when the last link is written. The first batch is written here;
 * the others by dispatchRest, queued in the same transaction. A job claimed meanwhile stops the remaining batches.
 */
export async function dispatchJob(deps: DispatchDeps, jobId: string, run: DispatchStep = { step: 'first' }) {
  // the plan and the first batch in one transaction: a job of a few teams (the usual) is dispatched in one
  await firstBatches.during(() =>
    deps.db.transaction(async (tx) => {
      const plan = await planDispatch(tx, deps, jobId, run);
      if (!plan) return;
      const firstSize = Math.min(FIRST_BATCH_MEMBERS, deps.batchMembers ?? DISPATCH_BATCH_MEMBERS);
      const [first, ...others] = batchesOfTeams(plan.offered, firstSize);
      await offerBatch(tx, deps, plan, first!, { last: others.length === 0, run });
      // the customer's receipt (reference and status link): once, on the first dispatch of the job. In this
      // transaction, so that a job marked dispatched has every message of its dispatch (a caller's erasure relies on it)
      if (run.step === 'first') await queueRequestReceipt(tx, plan.job, plan.call, deps.publicUrl);
      await jobRepo.queueAfterFirstBatch(tx, plan.job, {
        expire: EXPIRE_JOB_TASK,
        // (again, on a re-dispatch during the head start: the waiting step is replaced by the same one)
        toAll: plan.headStartUntil ? { task: DISPATCH_JOB_TO_ALL_TASK, runAt: plan.headStartUntil } : undefined,
        // the rest runs on the main lane: this `first` worker is free for the next lead's first offers at once (with
        // the rest of each dispatch here, two dispatches of 1,500 members kept both busy while new leads waited)
        rest: others.length ? { task: DISPATCH_REST_TASK, step: run.step } : undefined,
      });
    }),
  );
}

/**
 * The batches of a dispatch after its first: the members of the plan who hold no link yet, batch by batch, each in
 * its own transaction. A job claimed, expired or reopened (a new round) since stops it. Safe to run again.
 */
export async function dispatchRest(deps: DispatchDeps, jobId: string, run: DispatchStep, round: number) {
  const rest = await deps.db.transaction(async (tx) => {
    const plan = await planDispatch(tx, deps, jobId, run);
    if (!plan || plan.job.offerRound !== round) return [];
    const linked = await claimTokenRepo.findLinkedMemberIds(tx, jobId);
    const batches = batchesOfTeams(
      plan.offered.filter((r) => !linked.has(r.memberId)),
      deps.batchMembers ?? DISPATCH_BATCH_MEMBERS,
    );
    return batches.map((batch, i) => ({ plan, batch, last: i === batches.length - 1 }));
  });
  for (const { plan, batch, last } of rest) {
    // another lead's first offers, being written on this instance, go first
    await firstBatches.clear();
    const carriedOn = await deps.db.transaction(async (tx) => {
      // the job again, locked: claimed, expired or reopened since the plan, the rest of its offers are not sent
      const found = await jobRepo.lockOpenJobWithCall(tx, jobId);
      if (!found || found.job.offerRound !== plan.job.offerRound) return false;
      await offerBatch(tx, deps, { ...plan, ...found }, batch, { last, run });
      return true;
    });
    if (!carriedOn) return;
  }
}

/**
 * Per instance, while a dispatch writes its first batch, the later batches of other dispatches wait (at most a second)
 * before they start: a new lead's first offers do not share the thread and the cores with the rest of an earlier
 * lead's (docs/decisions/0012-dispatch-in-batches.md).
 */
const firstBatches = createHold(1_000);

type DispatchPlan = NonNullable<Awaited<ReturnType<typeof planDispatch>>>;

/** One batch's links and offers; the last also queues the call round and counts the teams offered. */
async function offerBatch(
  tx: Executor,
  deps: DispatchDeps,
  plan: DispatchPlan,
  batch: Recipient[],
  at: { last: boolean; run: DispatchStep },
) {
  const { job, call } = plan;
  await offerToMembers(tx, deps, job, call, batch);
  if (at.last) {
    // an urgent job rings the teams too, once every link is out: one call round per offer round
    if (deps.callsUrgentOffers && job.urgency === 'urgent' && plan.offered.length)
      await offerCallRepo.queueCallRound(tx, job, CALL_URGENT_OFFERS_TASK);
    // dispatched once every batch is out: until then the start-up sweep would run it again (the links and messages
    // already written are not written twice)
    await jobRepo.markJobDispatched(tx, job.id, new Set(plan.offered.map((r) => r.providerId)).size);
  }
}

/** Team members per dispatch transaction by default (DISPATCH_BATCH_MEMBERS; a team's members always go together). */
const DISPATCH_BATCH_MEMBERS = 150;
/**
 * At most this many in the first batch, the one that decides speed to lead: on two busy cores its inserts took
 * 20–50 ms each at 150 members. A job of a few teams (the usual) is still dispatched in one transaction.
 */
const FIRST_BATCH_MEMBERS = 30;

type Recipient = Awaited<ReturnType<typeof teamRepo.findOfferRecipients>>[number];

/** Who this dispatch offers the job to, with the Spanish head start begun when it applies; nothing for a job that is no longer open. */
async function planDispatch(tx: Executor, deps: DispatchDeps, jobId: string, run: DispatchStep) {
  const found = await jobRepo.lockOpenJobWithCall(tx, jobId);
  if (!found) return undefined;
  const { job, call } = found;
  // a job whose time is up (stored long before the worker first ran) would only send dead links
  if (found.pastEnd && (await jobRepo.expireOpenJob(tx, jobId))) return undefined;
  // the second step of an earlier round (the job was reopened since): this round has its own
  if (run.step === 'all' && run.round !== job.offerRound) return undefined;
  // never the providers that gave the job back
  const recipients = await teamRepo.findOfferRecipients(
    tx,
    job.serviceType,
    deps.billing,
    jobRepo.providerNotReleasing(jobId),
  );
  let headStartUntil: Date | null = null;
  if (run.step === 'first' && call.language === 'es') {
    if (job.headStartUntil) headStartUntil = job.headStartUntil > new Date() ? job.headStartUntil : null;
    else if (!job.dispatchedAt && deps.spanishHeadStartSeconds > 0 && recipients.some(speaksSpanish))
      headStartUntil = await jobRepo.startHeadStart(tx, jobId, deps.spanishHeadStartSeconds);
  }
  const offered = headStartUntil ? recipients.filter(speaksSpanish) : recipients;
  return { job, call, offered, headStartUntil };
}

/**
 * The recipients as batches of whole teams of about `size` members, the teams in a random order: no team is always
 * in the first batch. Always at least one batch (an empty one when nobody matches: the dispatch still completes).
 */
export function batchesOfTeams<R extends { providerId: string }>(recipients: R[], size: number): R[][] {
  const byTeam = new Map<string, R[]>();
  for (const r of recipients) {
    const team = byTeam.get(r.providerId);
    if (team) team.push(r);
    else byTeam.set(r.providerId, [r]);
  }
  const teams = [...byTeam.values()];
  for (let i = teams.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [teams[i], teams[j]] = [teams[j]!, teams[i]!];
  }
  const batches: R[][] = [[]];
  for (const team of teams) {
    if (batches.at(-1)!.length && batches.at(-1)!.length + team.length > size) batches.push([]);
    batches.at(-1)!.push(...team);
  }
  return batches;
}

/** A claim link per member not yet offered this job, and the offer through each member's method. */
async function offerToMembers(tx: Executor, deps: DispatchDeps, job: Job, call: Call, members: Recipient[]) {
  if (!members.length) return;
  const links = members.map((r) => ({ ...r, token: crypto.randomBytes(32).toString('base64url') }));
  const issued = new Set(
    (
      await claimTokenRepo.insertClaimTokens(
        tx,
        links.map((l) => ({
          tokenHash: hashToken(l.token),
          jobId: job.id,
          providerId: l.providerId,
          memberId: l.memberId,
          expiresAt: job.expiresAt,
        })),
      )
    ).map((r) => r.memberId),
  );
  const textFor = offerTexts(call);
  const messages = links
    .filter((l) => issued.has(l.memberId))
    .flatMap((l) =>
      messagesFor(
        l,
        jobMessageKeys.offer(job.id),
        textFor(`${deps.publicUrl}/claim/${l.token}`),
        job.offerRound > 1 ? `:${job.offerRound}` : '',
      ),
    );
  await queueNotifications(tx, messages, { priority: deliveryPriority(job.urgency) });
}

/** Queues the dispatch of every open job that was never dispatched (see jobRepo.queueUndispatchedJobs); expires those already past their end. */
export async function sweepUndispatchedJobs(db: Db) {
  return db.transaction(async (tx) => {
    const expired = await jobRepo.expireUndispatchedJobs(tx);
    const queued = await jobRepo.queueUndispatchedJobs(tx, DISPATCH_JOB_TASK);
    return { queued, expired };
  });
}

/** Marks an unclaimed job expired once its time is up (claim links expire with it). */
export async function expireJob(db: Db, jobId: string) {
  return jobRepo.expireOpenJob(db, jobId);
}

export type ClaimedJob = { job: Job; call: Call; businessName: string };

/** The claim itself plus everything that follows it, in the caller's transaction. */
async function claimJob(
  tx: Executor,
  claim: { jobId: string; providerId: string; memberId: string | null },
  billing: BillingGate,
): Promise<ClaimedJob> {
  const won = await jobRepo.claimOpenJob(tx, claim, billing);
  const state = await jobRepo.findJobWithClaimer(tx, claim.jobId);
  if (!state) throw notFound('Job');
  if (!won) {
    if (state.job.status === 'claimed' && state.claimerBusinessName)
      throw new AppError('conflict', marketplaceMessages.alreadyClaimed(state.claimerBusinessName));
    if (state.job.status !== 'open' || state.job.expiresAt <= new Date())
      throw new AppError('conflict', marketplaceMessages.jobNotClaimable);
    throw new AppError('forbidden', marketplaceMessages.notEligible);
  }
  const { call, claimerBusinessName } = state;
  const businessName = claimerBusinessName ?? '';
  await callRepo.updateCall(tx, call.id, { status: 'assigned' });
  const taken = jobTakenText(call);
  const roundSuffix = won.offerRound > 1 ? `:${won.offerRound}` : '';
  const others = await claimTokenRepo.findOtherOfferedMembers(tx, won.id, claim.providerId);
  // only a number the customer proved is theirs gets a text (a lead an admin released unverified gets none)
  const confirmation: NotificationToQueue[] =
    call.customerPhone && call.leadCheck === 'verified'
      ? [
          {
            channel: 'sms',
            recipient: call.customerPhone,
            body: customerConfirmationText(call, businessName),
            // a job given back and claimed again tells the customer again, of the new provider
            dedupeKey: jobMessageKeys.confirmation(won.id) + roundSuffix,
          },
        ]
      : [];
  await queueNotifications(
    tx,
    [...confirmation, ...others.flatMap((m) => messagesFor(m, jobMessageKeys.taken(won.id), taken, roundSuffix))],
    {
      priority: deliveryPriority(won.urgency),
    },
  );
  return { job: won, call, businessName };
}

/** A claim link works without a session, only for its own job, and only once. */
export async function claimJobWithLink(db: Db, token: string, billing: BillingGate): Promise<ClaimedJob> {
  return db.transaction(async (tx) => {
    await jobRepo.lockJobOfClaimToken(tx, hashToken(token));
    const link = await claimTokenRepo.useClaimToken(tx, hashToken(token));
    if (!link) throw new AppError('not_found', marketplaceMessages.claimLinkInvalid);
    return claimJob(tx, { jobId: link.jobId, providerId: link.providerId, memberId: link.memberId }, billing);
  });
}

/** How a team member's press of 1 on an urgent job's call ended. */
export type PhoneClaim =
  { outcome: 'won'; call: Call } | { outcome: 'team' } | { outcome: 'taken' } | { outcome: 'closed' };

/**
 * The press of 1 on an urgent job's call: the same atomic claim as the claim link, for the member called, whose link
 * it spends in the same transaction (the claim page then reads as after a claim through the link). A second
 * press by the winner (a repeated webhook) wins again; a teammate of the winner hears the team has it.
 */
export async function claimJobByPhone(db: Db, offerCallId: string, billing: BillingGate): Promise<PhoneClaim> {
  return db.transaction(async (tx) => {
    const offer = await offerCallRepo.findOfferCall(tx, offerCallId);
    if (!offer) throw notFound('Offer call');
    await jobRepo.lockJob(tx, offer.jobId);
    const before = await jobRepo.findJobWithClaimer(tx, offer.jobId);
    if (!before) throw notFound('Job');
    if (before.job.status === 'claimed') {
      if (before.job.claimedByProviderId !== offer.providerId) return { outcome: 'taken' };
      return before.job.claimedByMemberId === offer.memberId
        ? { outcome: 'won', call: before.call }
        : { outcome: 'team' };
    }
    // a job of an earlier round (reopened since) is claimed through its new offers
    if (before.job.offerRound !== offer.offerRound) return { outcome: 'closed' };
    try {
      const { call } = await claimJob(
        tx,
        {
          jobId: offer.jobId,
          providerId: offer.providerId,
          memberId: offer.memberId,
        },
        billing,
      );
      // the winner's texted link is spent with the claim, exactly as if they had claimed through it
      await claimTokenRepo.useClaimTokenOfMember(tx, offer.jobId, offer.memberId);
      return { outcome: 'won', call };
    } catch (err) {
      if (err instanceof AppError) return { outcome: 'closed' };
      throw err;
    }
  });
}

/** Where an urgent job's call stands for the member called: still open (with the call to announce), or not theirs. */
export async function findOfferCallJob(
  db: Db,
  offerCallId: string,
): Promise<{ state: 'open'; call: Call } | { state: Exclude<PhoneClaim['outcome'], 'won'> | 'yours' }> {
  const offer = await offerCallRepo.findOfferCall(db, offerCallId);
  if (!offer) throw notFound('Offer call');
  const found = await jobRepo.findJobWithClaimer(db, offer.jobId);
  if (!found) throw notFound('Job');
  const { job, call } = found;
  if (job.status === 'claimed') {
    if (job.claimedByProviderId !== offer.providerId) return { state: 'taken' };
    return { state: job.claimedByMemberId === offer.memberId ? 'yours' : 'team' };
  }
  if (job.status !== 'open' || job.expiresAt <= new Date() || job.offerRound !== offer.offerRound)
    return { state: 'closed' };
  return { state: 'open', call };
}

/** Twilio's final status of an urgent job's call (no-answer, busy, completed…): the SMS offer stands either way. */
export async function recordOfferCallStatus(db: Db, offerCallId: string, status: string) {
  await offerCallRepo.setOfferCallStatus(db, offerCallId, status);
}

/** The customer's number for the winner of an urgent job's call, once the job is theirs; otherwise nothing. */
export async function customerPhoneForOfferCall(db: Db, offerCallId: string) {
  const offer = await offerCallRepo.findOfferCall(db, offerCallId);
  if (!offer) throw notFound('Offer call');
  const state = await jobRepo.findJobWithClaimer(db, offer.jobId);
  const theirs =
    state?.job.status === 'claimed' &&
    state.job.claimedByProviderId === offer.providerId &&
    state.job.claimedByMemberId === offer.memberId;
  return theirs ? (state.call.customerPhone ?? undefined) : undefined;
}

export async function claimJobAsProvider(opts: {
  db: Db;
  actor: Actor;
  jobId: string;
  billing: BillingGate;
}): Promise<ClaimedJob> {
  const providerId = opts.actor.providerId;
  if (!providerId) throw notFound('Job');
  return opts.db.transaction(async (tx) => {
    const state = await jobRepo.findJobWithClaimer(tx, opts.jobId);
    // a job outside the provider's categories (or in a head start for Spanish speakers) is not theirs to see
    if (
      !state ||
      (state.job.claimedByProviderId !== providerId &&
        !(await jobRepo.isJobOpenTo(tx, opts.jobId, providerId, opts.billing)))
    )
      throw notFound('Job');
    return claimJob(tx, { jobId: opts.jobId, providerId, memberId: null }, opts.billing);
  });
}

/** One job for the signed-in provider: its own claimed job in full, an open job it could claim as a teaser, otherwise 404. */
export async function getProviderJob(opts: { db: Db; actor: Actor; jobId: string; billing: BillingGate }) {
  const providerId = opts.actor.providerId;
  if (!providerId) throw notFound('Job');
  const state = await jobRepo.findJobWithClaimer(opts.db, opts.jobId);
  if (!state) throw notFound('Job');
  if (state.job.claimedByProviderId === providerId) return jobView(state.job, state.call, true);
  // the same eligibility as the list and the claim; a job claimed by someone else is simply not there
  if (
    state.job.status === 'open' &&
    state.job.expiresAt > new Date() &&
    (await jobRepo.isJobOpenTo(opts.db, opts.jobId, providerId, opts.billing))
  )
    return jobView(state.job, state.call, false);
  throw notFound('Job');
}

/**
 * What a claim link shows before anyone presses Claim: the offer's teaser (never who or where exactly) and whether
 * it can still be claimed. Reading it spends nothing, so a link previewer in a messaging app cannot claim the job.
 */
export async function getClaimTeaser(db: Db, token: string): Promise<ClaimTeaser> {
  const found = await claimTokenRepo.findClaimLink(db, hashToken(token));
  if (!found) throw new AppError('not_found', marketplaceMessages.claimLinkInvalid);
  const { link, job, call } = found;
  // the link's own team holds the job: its winner (or a teammate) opening it again is pointed to the job, even
  // once the link is spent or past its end
  const ours = job.claimedByProviderId === link.providerId;
  if (!ours && (link.usedAt || link.expiresAt <= new Date()))
    throw new AppError('not_found', marketplaceMessages.claimLinkInvalid);
  const takenBy = !ours ? null : link.usedAt || job.claimedByMemberId === link.memberId ? 'you' : 'team';
  const claimedBy = job.claimedByProviderId
    ? ((await providerRepo.findBusinessName(db, job.claimedByProviderId)) ?? null)
    : null;
  const state =
    job.status === 'claimed' ? 'claimed' : job.status === 'open' && job.expiresAt > new Date() ? 'open' : 'unavailable';
  return {
    offeredTo: (await providerRepo.findBusinessName(db, link.providerId)) ?? '',
    state,
    claimedBy: state === 'claimed' ? claimedBy : null,
    takenBy,
    jobId: takenBy ? job.id : null,
    job: publicFacts(job, call),
  };
}

// a page of the job list without a limit (the list had no pages before them)
const PROVIDER_JOB_LIST_LIMIT = 100;

export async function listProviderJobs(opts: {
  db: Db;
  actor: Actor;
  billing: BillingGate;
  query?: ProviderJobListQuery;
}): Promise<ProviderJobListPage> {
  if (!opts.actor.providerId) throw notFound('Provider');
  const providerId = opts.actor.providerId;
  const limit = opts.query?.limit ?? PROVIDER_JOB_LIST_LIMIT;
  const cursor = opts.query?.cursor;
  const rows = await jobRepo.findProviderJobs(opts.db, providerId, opts.billing, {
    // one more than the page shows says whether there is a next page
    limit: limit + 1,
    after: cursor ? decodeCursor(cursor) : undefined,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    jobs: page.map(({ job, call }) => jobListView(job, call, job.claimedByProviderId === providerId)),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.job.id }) : null,
  };
}

/** What anyone offered a job may know of it: the kind of work, the town and the windows, never who or where. */
function publicFacts(job: Pick<Job, 'serviceType' | 'urgency'>, call: jobRepo.JobListCall) {
  return { serviceType: job.serviceType, urgency: job.urgency, ...callFacts(call) };
}

// Cleaning a call's words for an offer costs a few tenths of a millisecond (a dozen Unicode patterns), and the job
// list cleans up to 100 calls on every refetch: the results are kept, keyed by every field they are made from (an
// edited call makes a new key), a bounded number of them.
const callFacts = remembered(cleanCallFacts, 20_000, (call: jobRepo.JobListCall) =>
  JSON.stringify([
    call.serviceType,
    call.summary,
    call.customerName,
    call.customerPhone,
    call.serviceAddress,
    call.preferredTime1,
    call.preferredTime2,
  ]),
);

function cleanCallFacts(call: jobRepo.JobListCall) {
  return {
    town: townOf(call.serviceAddress),
    problem: problemOf(call),
    preferredTime1: call.preferredTime1 && offerWindow(call.preferredTime1, call),
    preferredTime2: call.preferredTime2 && offerWindow(call.preferredTime2, call),
  };
}

/** What a provider sees of a job: the town and windows always; who, where and the conversation only once it is theirs. */
export function jobView(job: Job, call: Call, owned: boolean) {
  const view = jobListView(job, call, owned);
  return {
    ...view,
    customer: view.customer && {
      ...view.customer,
      // the conversation only: system prompts and tool results (which may name other vendors) stay with admins
      transcript: conversationTranscript(call.transcript),
    },
  };
}

/** A job as the provider's list shows it: the view above without the transcript (the job's own page has it). */
export function jobListView(job: jobRepo.JobListJob, call: jobRepo.JobListCall, owned: boolean) {
  return {
    id: job.id,
    status: job.status,
    ...publicFacts(job, call),
    createdAt: job.createdAt.toISOString(),
    claimedAt: job.claimedAt?.toISOString() ?? null,
    // a claimed job from before progress was tracked counts as just claimed
    workStatus: owned && job.claimedByProviderId ? (job.workStatus ?? 'claimed') : null,
    confirmedWindow: owned ? job.confirmedWindow : null,
    confirmedAt: (owned && job.confirmedAt?.toISOString()) || null,
    arrivedAt: (owned && job.arrivedAt?.toISOString()) || null,
    completedAt: (owned && job.completedAt?.toISOString()) || null,
    customer: owned
      ? {
          name: call.customerName,
          phone: call.customerPhone,
          address: call.serviceAddress,
          summary: call.summary,
        }
      : null,
  };
}
