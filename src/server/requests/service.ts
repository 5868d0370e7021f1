import crypto from 'node:crypto';
import { requestMessages } from '@shared/messages';
import type { RequestState, RequestStatus } from '@shared/schemas/requests';
import { insertAuditLog } from '../audit/repository';
import { hashToken } from '../auth/tokens';
import type { Db, Executor } from '../db/database';
import type { calls, jobs } from '../db/schema';
import { AppError } from '../http/errors';
import { deliveryPriority } from '../jobs/keys';
import { townOf } from '../marketplace/texts';
import { jobMessageKeys } from '../notifications/dedupe-keys';
import { messagesFor } from '../marketplace/member-messages';
import { queueNotifications } from '../notifications/service';
import * as teamRepo from '../providers/team-members-repository';
import * as repo from './repository';
import { requestCancelledText, requestConfirmationText } from './texts';

// The customer's side of a request after the call: the status link (`PUBLIC_URL/r/<token>`, no sign-in; only the
// token's SHA-256 is stored), the receipt texted right after the call, and cancelling.

type Call = typeof calls.$inferSelect;
type Job = typeof jobs.$inferSelect;

export const STATUS_PATH = '/r/';
// "usually within N minutes": the median claim time of the trade's jobs over this many days, from this many jobs on
export const CALLBACK_WINDOW_DAYS = 30;
export const MIN_JOBS_FOR_CALLBACK_ESTIMATE = 5;

const requestNotFound = () => new AppError('not_found', requestMessages.notFound);

/** Median minutes from a job of this trade appearing to a pro taking it, lately; null with too little data. */
export async function expectedCallbackMinutes(db: Executor, serviceType: string | null): Promise<number | null> {
  if (!serviceType) return null;
  const measured = await repo.claimMinutesOfTrade(db, serviceType, CALLBACK_WINDOW_DAYS);
  if (measured.jobs < MIN_JOBS_FOR_CALLBACK_ESTIMATE || measured.median === null) return null;
  return Math.max(1, Math.ceil(measured.median));
}

/** A new status link for the call: each link handed out is its own token, any of them works. */
export async function issueStatusUrl(db: Executor, callId: string, publicUrl: string) {
  const token = crypto.randomBytes(24).toString('base64url');
  await repo.insertStatusToken(db, callId, hashToken(token));
  return `${publicUrl}${STATUS_PATH}${token}`;
}

/**
 * Texts the customer the receipt (reference, who calls and how soon, status link) once their request is offered
 * to pros: only a number they proved is theirs gets it (a web lead after the code, a phone caller whose caller ID is
 * the callback number). Once per job, in the caller's transaction (the dispatch's).
 */
export async function queueRequestReceipt(tx: Executor, job: Job, call: Call, publicUrl: string) {
  if (!call.customerPhone || call.leadCheck !== 'verified') return;
  const token = crypto.randomBytes(24).toString('base64url');
  const statusUrl = `${publicUrl}${STATUS_PATH}${token}`;
  const queued = await queueNotifications(
    tx,
    [
      {
        channel: 'sms',
        recipient: call.customerPhone,
        body: requestConfirmationText(call, statusUrl, await expectedCallbackMinutes(tx, call.serviceType)),
        dedupeKey: jobMessageKeys.received(job.id),
      },
    ],
    { priority: deliveryPriority(job.urgency) },
  );
  // already sent by an earlier run of the dispatch: no second link
  if (queued.length) await repo.insertStatusToken(tx, call.id, hashToken(token));
}

function stateOf(job: Job | null, now: Date): RequestState {
  if (!job) return 'received';
  if (job.status === 'open') return job.expiresAt > now ? 'finding' : 'expired';
  return job.status === 'claimed' ? 'claimed' : job.status;
}

async function statusOf(
  db: Executor,
  found: { call: Call; job: Job | null; businessName: string | null },
): Promise<RequestStatus> {
  const { call, job } = found;
  const state = stateOf(job, new Date());
  return {
    reference: call.reference,
    state,
    serviceType: call.serviceType,
    town: townOf(call.serviceAddress),
    urgency: call.urgency,
    preferredTime1: call.preferredTime1,
    preferredTime2: call.preferredTime2,
    language: call.language,
    createdAt: call.createdAt.toISOString(),
    businessName: state === 'claimed' ? found.businessName : null,
    expectedCallbackMinutes: state === 'finding' ? await expectedCallbackMinutes(db, call.serviceType) : null,
    canCancel: state === 'finding' || state === 'claimed',
  };
}

export async function getRequestStatus(db: Db, token: string): Promise<RequestStatus> {
  const found = await repo.findRequestByToken(db, hashToken(token));
  if (!found) throw requestNotFound();
  return statusOf(db, found);
}

/**
 * The customer cancels: the job is closed to claims (claim links then say it is no longer available), the team
 * that took it (if one did) is told, and the cancellation is audited. Cancelling again changes nothing.
 */
export async function cancelRequest(db: Db, token: string): Promise<RequestStatus> {
  return db.transaction(async (tx) => {
    const found = await repo.lockRequestByToken(tx, hashToken(token));
    if (!found) throw requestNotFound();
    const { call, job } = found;
    if (job?.status === 'cancelled') return statusOf(tx, found);
    const state = stateOf(job, new Date());
    if (!job || (state !== 'finding' && state !== 'claimed'))
      throw new AppError('conflict', requestMessages.cannotCancel);
    await repo.cancelJob(tx, job.id);
    // an unclaimed request needs nothing more; a claimed one keeps its call as the team left it (their counters
    // count a resolved call as work done)
    if (state === 'finding') await repo.resolveCall(tx, call.id);
    else await queueWinnerNote(tx, job, call);
    await insertAuditLog(tx, {
      adminUserId: null,
      action: 'request.cancel',
      resourceType: 'call',
      resourceId: call.id,
      details: { jobId: job.id, by: 'customer', claimedByProviderId: job.claimedByProviderId },
    });
    const after = await repo.findRequestByToken(tx, hashToken(token));
    return statusOf(tx, after!);
  });
}

/** The member who took the job (or, claimed on the portal, the whole team) hears the customer cancelled. */
async function queueWinnerNote(tx: Executor, job: Job, call: Call) {
  if (!job.claimedByProviderId) return;
  const team = await teamRepo.listTeam(tx, job.claimedByProviderId);
  const members = job.claimedByMemberId ? team.filter((m) => m.id === job.claimedByMemberId) : team;
  const text = requestCancelledText(call, townOf(call.serviceAddress));
  const messages = members.flatMap((m) =>
    messagesFor(
      { memberId: m.id, phone: m.phone, email: m.email, notificationMethod: m.notificationMethod },
      jobMessageKeys.cancelled(job.id),
      text,
    ),
  );
  await queueNotifications(tx, messages, { priority: deliveryPriority(job.urgency) });
}
