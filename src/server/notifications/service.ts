import { sql, type SQL } from 'drizzle-orm';
import { smsBudgetMessages } from '@shared/messages';
import { phoneE164 } from '@shared/phone';
import type { JobOffer, OutboxPage, SmsBudget } from '@shared/schemas/jobs';
import { listAdmins } from '../auth/repository';
import { decodeCursor, encodeCursor } from '../http/cursor';
import type { Db, Executor } from '../db/database';
import { uuidV7 } from '../db/uuid-v7';
import { JOB_PRIORITY } from '../jobs/keys';
import { remembered } from '../lib/remembered';
import type { NotificationAdapters, OutgoingMessage } from './adapters';
import { recordFirstOffer } from '../marketplace/first-offers-repository';
import { offeredJobOf } from './dedupe-keys';
import * as repo from './repository';

export const DELIVER_NOTIFICATION_TASK = 'deliverNotification';

export type NotificationToQueue = {
  channel: OutgoingMessage['channel'];
  recipient: string;
  subject?: string | null;
  body: string;
  dedupeKey: string;
};

// Parsing a number costs about a quarter of a millisecond; a dispatch texts the same teams' numbers lead after lead
// (1,000 of them for 500 providers), so the answers are kept, a bounded number of them.
const smsRecipient = remembered((raw: string) => phoneE164(raw) ?? raw, 50_000);

const outboxRowOf = (m: NotificationToQueue) => ({
  channel: m.channel,
  // the outbox shows what Twilio is sent: an SMS's number in E.164, however it was stored
  recipient: m.channel === 'sms' ? smsRecipient(m.recipient) : m.recipient,
  subject: m.subject ?? null,
  body: m.body,
  dedupeKey: m.dedupeKey,
});
const deliveryOf = (opts: { priority?: number }) => ({
  task: DELIVER_NOTIFICATION_TASK,
  priority: opts.priority ?? JOB_PRIORITY.delivery,
});

/**
 * Writes the messages into the outbox and queues their delivery in the caller's transaction. A message whose
 * dedupe key is already in the outbox is skipped, so a retried task never queues it twice.
 */
export async function queueNotifications(
  tx: Executor,
  messages: NotificationToQueue[],
  opts: { priority?: number } = {},
) {
  return repo.insertOutboxMessagesAndQueue(tx, messages.map(outboxRowOf), deliveryOf(opts));
}

/** One message's outbox row (a new id) as the values of queueNotificationIf's placeholders. */
export const outboxValuesOf = (message: NotificationToQueue) => {
  const { dedupeKey, ...row } = outboxRowOf(message);
  return { outboxId: uuidV7(), ...row, dedupeKey };
};

/**
 * queueNotifications of one message, as CTEs of a statement that writes something else (see repo.outboxWrites), for a
 * prepared statement: the message is queued if `source`, a CTE of that statement, has a row. Its columns are the
 * placeholders `outboxId`, `channel`, `recipient`, `subject`, `body` and `dedupeKey` (outboxValuesOf gives them).
 */
export function queueNotificationIf(source: SQL, opts: { priority?: number } = {}) {
  const p = sql.placeholder;
  return repo.outboxWrites(
    sql`select ${p('outboxId')}::uuid, ${p('channel')}::text, ${p('recipient')}::text, ${p('subject')}::text,
               ${p('body')}::text, ${p('dedupeKey')}::text
        where exists (select 1 from ${source})`,
    deliveryOf(opts),
  );
}

/** The hourly budget of text messages (SMS_BUDGET_PER_HOUR), read on the app's clock. */
export type SmsBudgetPolicy = { perHour: number; clock: () => Date };

const HOUR_MS = 3_600_000;

/** Tells every admin by email that the budget is spent: once an hour at most, whichever instance notices. */
async function alertAdminsOfSmsBudget(tx: Executor, budget: SmsBudgetPolicy) {
  const now = budget.clock().getTime();
  const latest = await repo.latestSmsBudgetAlertKey(tx);
  const latestAt = Number(latest?.split(':')[1]);
  if (Number.isFinite(latestAt) && now - latestAt < HOUR_MS) return;
  const waiting = await repo.countWaitingSms(tx);
  const admins = await listAdmins(tx);
  await queueNotifications(
    tx,
    admins.map((admin) => ({
      channel: 'email' as const,
      recipient: admin.email,
      subject: smsBudgetMessages.alertSubject,
      body: smsBudgetMessages.alertBody(budget.perHour, waiting),
      dedupeKey: `sms-budget:${now}:${admin.id}`,
    })),
    { priority: JOB_PRIORITY.urgentDelivery },
  );
}

/** What the admin console's banner shows: the hour's texts against the budget, and how many wait. */
export async function readSmsBudget(db: Db, budget: SmsBudgetPolicy): Promise<SmsBudget> {
  const sent = await repo.smsSentSince(db, new Date(budget.clock().getTime() - HOUR_MS));
  const waiting = await repo.countWaitingSms(db);
  return { perHour: budget.perHour, sentLastHour: sent, waiting, reached: sent >= budget.perHour };
}

/** What delivering one message did, for the metrics. */
export type DeliveryObserver = {
  countDelivery: (channel: OutgoingMessage['channel'], outcome: 'sent' | 'failed') => void;
  observeSpeedToLead: (seconds: number) => void;
};

/**
 * Sends one outbox message through its channel's adapter. The row stays locked while sending and is marked sent
 * in the same transaction, so a retry or a second worker never sends it again. A failure is recorded on the row
 * and rethrown: graphile-worker retries the task with exponential backoff.
 *
 * With a budget, a text beyond the hour's SMS_BUDGET_PER_HOUR stays queued (not sent, not lost): the task runs
 * again when the budget frees up, and the admins are told.
 */
export async function deliverNotification(
  deps: { db: Db; adapters: NotificationAdapters; smsBudget?: SmsBudgetPolicy; observer?: DeliveryObserver },
  outboxId: string,
) {
  const smsBudget = deps.smsBudget;
  if (smsBudget) {
    // the budget's lock is held only to count and reserve a slot (the row's sent_at), never while Twilio answers:
    // otherwise every text would wait for the one before it
    const slot = await repo.reserveSmsSlot(deps.db, outboxId, smsBudget.clock(), smsBudget.perHour);
    if (slot && !slot.reserved) {
      await deps.db.transaction(async (tx) => {
        // the budget's lock again: the alert's once-an-hour check is shared by every instance
        await repo.lockSmsBudget(tx);
        await repo.rescheduleDelivery(tx, DELIVER_NOTIFICATION_TASK, outboxId, slot.freeAt, JOB_PRIORITY.delivery);
        await alertAdminsOfSmsBudget(tx, smsBudget);
      });
      return;
    }
  }
  const result = await deps.db.transaction(async (tx) => {
    const message = await repo.lockOutboxMessage(tx, outboxId);
    if (!message || message.status === 'sent') return undefined;
    const channel = message.channel;
    try {
      await deps.adapters[channel].send({
        channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
      });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      await repo.markOutboxMessage(tx, outboxId, { sent: false, error: error.message });
      return { channel, error };
    }
    await repo.markOutboxMessage(tx, outboxId, { sent: true, at: deps.smsBudget?.clock() });
    return { channel, offeredJob: offeredJobOf(message.dedupeKey) };
  });
  if (!result) return;
  deps.observer?.countDelivery(result.channel, result.error ? 'failed' : 'sent');
  if (result.error) throw result.error;
  // after the commit: the first offer delivered records the job's speed to lead, the others find it recorded (or
  // this process remembers that, which spares the 299 other offers of a 300-member dispatch the write)
  const job = result.offeredJob;
  if (job && !jobsWithFirstOffer.has(job)) {
    const seconds = await recordFirstOffer(deps.db, job);
    if (seconds !== undefined) deps.observer?.observeSpeedToLead(seconds);
    if (jobsWithFirstOffer.size >= 10_000) jobsWithFirstOffer.clear();
    jobsWithFirstOffer.add(job);
  }
}
const jobsWithFirstOffer = new Set<string>();

/**
 * Every email and SMS (or one job's), newest first, in keyset pages on (created_at, id); the messages of one
 * dispatch share a created_at, so the position keeps PostgreSQL's microseconds.
 */
type MessageBusiness = { business: { providerId: string; businessName: string } | null; memberName: string | null };

/**
 * The business behind each message's recipient: the team member or provider its dedupe key names, otherwise a
 * provider whose account email it went to (billing and account emails). Customers and admins have none.
 */
export async function businessesOf(db: Db, rows: repo.OutboxRow[]): Promise<Map<string, MessageBusiness>> {
  const keyed = rows.map((r) => ({ row: r, ...repo.keyedRecipientOf(r.dedupeKey) }));
  const found = await repo.findMessageBusinesses(db, {
    memberIds: [...new Set(keyed.flatMap((k) => (k.memberId ? [k.memberId] : [])))],
    providerIds: [...new Set(keyed.flatMap((k) => (k.providerId ? [k.providerId] : [])))],
    emails: [
      ...new Set(
        keyed.flatMap((k) =>
          !k.memberId && !k.providerId && k.row.channel === 'email' ? [k.row.recipient.toLowerCase()] : [],
        ),
      ),
    ],
  });
  const members = new Map(found.members.map((m) => [m.memberId, m]));
  const byId = new Map(found.providers.map((p) => [p.providerId, p]));
  const byEmail = new Map(found.providers.map((p) => [p.email.toLowerCase(), p]));
  const result = new Map<string, MessageBusiness>();
  for (const k of keyed) {
    const member = k.memberId ? members.get(k.memberId) : undefined;
    const provider = member
      ? member
      : k.providerId
        ? byId.get(k.providerId)
        : k.memberId
          ? undefined
          : byEmail.get(k.row.recipient.toLowerCase());
    result.set(k.row.id, {
      business: provider ? { providerId: provider.providerId, businessName: provider.businessName } : null,
      memberName: member?.memberName ?? null,
    });
  }
  return result;
}

export async function listOutbox(
  db: Db,
  opts: { cursor?: string; limit: number; jobId?: string },
): Promise<OutboxPage> {
  const after = opts.cursor ? decodeCursor(opts.cursor) : undefined;
  // one extra row tells whether another page exists
  const rows = await repo.listOutboxMessages(db, { after, limit: opts.limit + 1, jobId: opts.jobId });
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const businesses = await businessesOf(
    db,
    page.map((r) => r.message),
  );
  return {
    messages: page.map(({ message: r }) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      status: r.status,
      attempts: r.attempts,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      business: businesses.get(r.id)?.business ?? null,
    })),
    nextCursor:
      rows.length > opts.limit && last ? encodeCursor({ createdAt: last.position, id: last.message.id }) : null,
  };
}

/** Every offer of a job, oldest first, with the business and team member each went to and when it was delivered. */
export async function listJobOffers(db: Db, jobId: string): Promise<JobOffer[]> {
  const rows = await repo.listJobOfferMessages(db, jobId);
  const businesses = await businessesOf(db, rows);
  return rows.map((r) => ({
    messageId: r.id,
    business: businesses.get(r.id)?.business ?? null,
    memberName: businesses.get(r.id)?.memberName ?? null,
    channel: r.channel,
    recipient: r.recipient,
    // `offer:<job>:<member>:<channel>[:<round>]`: no round suffix is the first round
    offerRound: Number(r.dedupeKey.split(':')[4] ?? 1) || 1,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
