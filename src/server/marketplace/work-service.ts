import crypto from 'node:crypto';
import { marketplaceMessages as m } from '@shared/messages';
import type { JobNote } from '@shared/schemas/jobs';
import { insertAuditLog } from '../audit/repository';
import * as callRepo from '../calls/repository';
import type { Db, Executor } from '../db/database';
import type { calls, jobNotes, jobs } from '../db/schema';
import type { Actor } from '../http/access';
import { AppError, notFound } from '../http/errors';
import { deliveryPriority } from '../jobs/keys';
import { jobMessageKeys } from '../notifications/dedupe-keys';
import { queueNotifications } from '../notifications/service';
import * as jobRepo from './jobs-repository';
import * as claimTokenRepo from './claim-tokens-repository';
import { DISPATCH_JOB_TASK, jobView } from './service';
import { jobReleasedText, visitConfirmedText } from './texts';
import * as workRepo from './work-repository';

// A claimed job's life with its provider: confirm a window (the customer is texted), arrived, completed, notes, or
// give it back to the marketplace. Only the claiming provider acts; every change is audited on the job's call.

type Job = typeof jobs.$inferSelect;
type Call = typeof calls.$inferSelect;
type Owned = { tx: Executor; job: Job; call: Call; businessName: string; providerId: string };
type WorkOpts = { db: Db; actor: Actor; jobId: string };

/** Runs a change on the provider's own claimed job, locked; anyone else's job (or a released one) is not there. */
async function withOwnJob<T>(opts: WorkOpts, change: (owned: Owned) => Promise<T>): Promise<T> {
  const providerId = opts.actor.providerId;
  if (!providerId) throw notFound('Job');
  return opts.db.transaction(async (tx) => {
    const found = await jobRepo.findJobWithClaimer(tx, opts.jobId, { lock: true });
    if (!found || found.job.claimedByProviderId !== providerId) throw notFound('Job');
    return change({ tx, job: found.job, call: found.call, businessName: found.claimerBusinessName ?? '', providerId });
  });
}

/** Progress is only made on a job still claimed and not completed (a customer may have cancelled it). */
function assertInProgress(job: Job) {
  if (job.status === 'cancelled') throw new AppError('conflict', m.jobCancelled);
  if (job.status !== 'claimed') throw new AppError('conflict', m.jobNotClaimed);
  if (job.workStatus === 'completed') throw new AppError('conflict', m.jobCompleted);
}

// audit_logs names an admin column: a provider's change leaves it empty and names the provider's user in details
function audit(owned: Owned, actor: Actor, action: string, details: Record<string, unknown> = {}) {
  return insertAuditLog(owned.tx, {
    adminUserId: null,
    action,
    resourceType: 'call',
    resourceId: owned.call.id,
    details: {
      jobId: owned.job.id,
      actorUserId: actor.userId,
      actorRole: 'provider',
      providerId: owned.providerId,
      ...details,
    },
  });
}

// only a number the customer proved is theirs gets a text, as with the claim's confirmation
const textable = (call: Call) => (call.customerPhone && call.leadCheck === 'verified' ? call.customerPhone : null);

async function textCustomer(owned: Owned, body: string, dedupeKey: string) {
  const phone = textable(owned.call);
  if (!phone) return;
  await queueNotifications(owned.tx, [{ channel: 'sms', recipient: phone, body, dedupeKey }], {
    priority: deliveryPriority(owned.job.urgency),
  });
}

/** Confirms one of the customer's two windows (again, to change it, until the provider arrives); the customer is texted. */
export async function confirmWindow(opts: WorkOpts & { window: 1 | 2 }) {
  return withOwnJob(opts, async (owned) => {
    const { job, call } = owned;
    assertInProgress(job);
    if (job.workStatus === 'arrived') throw new AppError('conflict', m.alreadyArrived);
    const windowText = opts.window === 1 ? call.preferredTime1 : call.preferredTime2;
    if (!windowText) throw new AppError('bad_request', m.noSuchWindow);
    if (job.workStatus === 'confirmed' && job.confirmedWindow === opts.window) return jobView(job, call, true);
    const updated = await workRepo.updateWork(owned.tx, job.id, {
      workStatus: 'confirmed',
      confirmedWindow: opts.window,
      confirmedNow: true,
    });
    // each confirmation is its own text: a changed window is news to the customer
    await textCustomer(
      owned,
      visitConfirmedText(call, owned.businessName, windowText),
      `${jobMessageKeys.visit(job.id)}:${crypto.randomUUID()}`,
    );
    await audit(owned, opts.actor, 'job.confirm_window', {
      window: opts.window,
      windowText,
      previousWindow: job.confirmedWindow,
    });
    return jobView(updated, call, true);
  });
}

export async function markArrived(opts: WorkOpts) {
  return withOwnJob(opts, async (owned) => {
    const { job, call } = owned;
    assertInProgress(job);
    if (job.workStatus === 'arrived') return jobView(job, call, true);
    const updated = await workRepo.updateWork(owned.tx, job.id, { workStatus: 'arrived', arrivedNow: true });
    await audit(owned, opts.actor, 'job.arrived');
    return jobView(updated, call, true);
  });
}

/** The job is done: its call is resolved (the provider's "completed" counter counts resolved calls). */
export async function markCompleted(opts: WorkOpts) {
  return withOwnJob(opts, async (owned) => {
    const { job, call } = owned;
    if (job.workStatus === 'completed') return jobView(job, call, true);
    assertInProgress(job);
    const updated = await workRepo.updateWork(owned.tx, job.id, { workStatus: 'completed', completedNow: true });
    const resolved = await callRepo.updateCall(owned.tx, call.id, { status: 'resolved' });
    await audit(owned, opts.actor, 'job.complete');
    return jobView(updated, resolved ?? call, true);
  });
}

/**
 * Gives the job back: it is offered again (a new offer round, new links) to every eligible provider but this one,
 * and the customer hears we are finding another pro. A completed or cancelled job cannot be given back.
 */
export async function releaseJob(opts: WorkOpts & { reason: string }) {
  return withOwnJob(opts, async (owned) => {
    const { job, call, tx } = owned;
    assertInProgress(job);
    const reopened = await workRepo.releaseClaimedJob(tx, job, {
      providerId: owned.providerId,
      userId: opts.actor.userId,
      reason: opts.reason,
    });
    await claimTokenRepo.deleteClaimTokensOfJob(tx, job.id);
    await callRepo.updateCall(tx, call.id, { status: 'pending' });
    await jobRepo.queueDispatch(tx, reopened, DISPATCH_JOB_TASK);
    await textCustomer(
      owned,
      jobReleasedText(call, owned.businessName),
      `${jobMessageKeys.released(job.id)}:${job.offerRound}`,
    );
    await audit(owned, opts.actor, 'job.release', {
      reason: opts.reason,
      workStatus: job.workStatus,
      offerRound: reopened.offerRound,
    });
    return { released: true as const };
  });
}

export const noteView = (note: typeof jobNotes.$inferSelect): JobNote => ({
  id: note.id,
  body: note.body,
  author: note.authorName,
  createdAt: note.createdAt.toISOString(),
});

/** The team's notes on its job (any state: a note after completion is still useful). */
export async function listNotes(opts: WorkOpts) {
  const providerId = opts.actor.providerId;
  if (!providerId) throw notFound('Job');
  const state = await jobRepo.findJobWithClaimer(opts.db, opts.jobId);
  if (!state || state.job.claimedByProviderId !== providerId) throw notFound('Job');
  return { notes: (await workRepo.findNotes(opts.db, opts.jobId, providerId)).map(noteView) };
}

export async function addNote(opts: WorkOpts & { body: string }) {
  await withOwnJob(opts, async (owned) => {
    const note = await workRepo.insertNote(owned.tx, {
      jobId: owned.job.id,
      providerId: owned.providerId,
      authorUserId: opts.actor.userId,
      authorName: owned.businessName || opts.actor.email,
      body: opts.body,
    });
    // the words stay in the note: the trail records that one was written
    await audit(owned, opts.actor, 'job.note', { noteId: note.id, length: opts.body.length });
  });
  return listNotes(opts);
}
