import { and, count, desc, eq, gte, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/database';
import { preparedPage, preparedSql, preparedStatement } from '../db/prepared';
import { outbox, providers, providerTeamMembers, smsBudgetMinutes } from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import { JOB_KEY_PREFIX } from '../jobs/keys';
import { jobMessageKeys } from './dedupe-keys';

export type OutboxRow = typeof outbox.$inferSelect;
/** A position in the outbox: created_at as PostgreSQL prints it (microseconds kept) and the id. */
export type OutboxPosition = { createdAt: string; id: string };

type NewOutboxMessage = Pick<typeof outbox.$inferInsert, 'channel' | 'recipient' | 'subject' | 'body' | 'dedupeKey'>;

/**
 * Writes the messages and queues one delivery task per message written (keyed on the message, so never queued
 * twice); one whose dedupe key is already in the outbox is skipped. Returns the ids written. One statement whatever
 * the number of messages, its columns sent as arrays (see insertClaimTokens), time-ordered ids: a dispatch to 300
 * members pays one round trip inside its transaction, and a code's text one.
 */
export async function insertOutboxMessagesAndQueue(
  tx: Executor,
  rows: NewOutboxMessage[],
  delivery: { task: string; priority: number },
) {
  if (!rows.length) return [];
  const column = <K extends keyof NewOutboxMessage>(key: K) => sql.param(rows.map((r) => r[key] ?? null));
  const ids = sql.param(rows.map(() => uuidV7()));
  const inserted = await tx.execute<{ id: string }>(sql`
    with ${outboxWrites(
      sql`select * from unnest(${ids}::uuid[], ${column('channel')}::text[], ${column('recipient')}::text[],
                               ${column('subject')}::text[], ${column('body')}::text[], ${column('dedupeKey')}::text[])`,
      delivery,
    )}
    select written.id from written, queued`);
  return inserted.rows.map((r) => r.id);
}

/**
 * What insertOutboxMessagesAndQueue writes, as two CTEs for a statement that writes something else too: `written`,
 * the messages of `rows` (a query of id, channel, recipient, subject, body, dedupe_key) whose dedupe key is new, and
 * `queued`, one row once their deliveries are queued. A CTE that only reads runs if the statement reads it: the
 * statement must read `queued`.
 */
export function outboxWrites(rows: SQL, delivery: { task: string; priority: number }) {
  return sql`written as (
      insert into ${outbox} (id, channel, recipient, subject, body, dedupe_key)
      ${rows}
      on conflict (dedupe_key) do nothing
      returning id
    ), queued as (
      select count(*) from graphile_worker.add_jobs(array(
        select row(${delivery.task}, json_build_object('outboxId', id), null, null, null,
                   ${JOB_KEY_PREFIX.deliver}::text || id, ${delivery.priority}::int, null)::graphile_worker.job_spec
        from written
      ))
    )`;
}

// a delivery's statements (thousands per dispatch) are prepared on the transaction's connection: planned once per
// connection (a statement prepared on the pool would run outside the transaction)
export async function lockOutboxMessage(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(outbox)
    .where(eq(outbox.id, sql.placeholder('id')))
    .for('update')
    .prepare('outbox_lock_message')
    .execute({ id });
  return row;
}

export async function markOutboxMessage(
  tx: Executor,
  id: string,
  outcome: { sent: true; at?: Date } | { sent: false; error: string },
) {
  if (outcome.sent) await markSent(tx).execute({ id, at: outcome.at?.toISOString() ?? null });
  else await markFailed(tx, { id, error: outcome.error });
}

const markSent = (tx: Executor) =>
  tx
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: sql`coalesce(${sql.placeholder('at')}::timestamptz, now())`,
      error: null,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(eq(outbox.id, sql.placeholder('id')))
    .prepare('outbox_mark_sent');

// a failed text gives its reserved place in the SMS budget back: its minute counts one text fewer (an email, or a
// text that reserved none, has no sent_at before it is sent)
const markFailed = preparedSql(
  'outbox_mark_failed',
  sql`
    with message as (select ${outbox.sentAt} as reserved_at from ${outbox} where ${outbox.id} = ${sql.placeholder('id')}::uuid),
    given_back as (
      update ${smsBudgetMinutes} set texts = texts - 1
      where ${smsBudgetMinutes.minute} = (select date_trunc('minute', reserved_at) from message)
    )
    update ${outbox}
    set status = 'failed', sent_at = null, error = ${sql.placeholder('error')}::text, attempts = attempts + 1
    where ${outbox.id} = ${sql.placeholder('id')}::uuid`,
);

/** Messages not sent yet, by channel and status (the metrics; index outbox_unsent_idx). */
export async function countUnsentOutboxMessages(db: Db) {
  return db
    .select({ channel: outbox.channel, status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(ne(outbox.status, 'sent'))
    .groupBy(outbox.channel, outbox.status);
}

// what a job sent: its offers, the "job taken" notes, the customer's receipt, confirmations and texts about the visit,
// the cancellation note
const ofJob = (jobId: string) =>
  or(
    like(outbox.dedupeKey, `${jobMessageKeys.offer(jobId)}:%`),
    like(outbox.dedupeKey, `${jobMessageKeys.taken(jobId)}:%`),
    eq(outbox.dedupeKey, jobMessageKeys.confirmation(jobId)),
    like(outbox.dedupeKey, `${jobMessageKeys.confirmation(jobId)}:%`),
    like(outbox.dedupeKey, `${jobMessageKeys.visit(jobId)}:%`),
    like(outbox.dedupeKey, `${jobMessageKeys.released(jobId)}:%`),
    eq(outbox.dedupeKey, jobMessageKeys.received(jobId)),
    like(outbox.dedupeKey, `${jobMessageKeys.cancelled(jobId)}:%`),
  );

/** Newest first, keyset-paginated on (created_at, id) (index outbox_created_at_idx), optionally one job's messages. */
export async function listOutboxMessages(db: Db, opts: { after?: OutboxPosition; limit: number; jobId?: string }) {
  if (!opts.after && !opts.jobId) return (await firstOutboxPage(db, opts.limit).execute()).slice(0, opts.limit);
  return db
    .select({ message: outbox, position: sql<string>`${outbox.createdAt}::text` })
    .from(outbox)
    .where(
      and(
        opts.after
          ? sql`(${outbox.createdAt}, ${outbox.id}) < (${opts.after.createdAt}::timestamptz, ${opts.after.id}::uuid)`
          : undefined,
        opts.jobId ? ofJob(opts.jobId) : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(opts.limit);
}

// the outbox as the admin opens it (no job, the first page): prepared, built and planned once per connection
const firstOutboxPage = preparedPage((db, limit, suffix) =>
  db
    .select({ message: outbox, position: sql<string>`${outbox.createdAt}::text` })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .prepare(`outbox_first_page${suffix}`),
);

/**
 * A text's place in the hour's budget (SMS_BUDGET_PER_HOUR), in one statement: the migration's reserve_sms_slot locks
 * the message's row, then (a text still to send, holding no slot) the budget's lock, which serialises the budget
 * across every app instance, sums the window's minutes and, if one more fits, reserves a slot (the row's sent_at).
 * One round trip under a lock every text waits for, and a sum of at most 61 rows whatever the hour's volume; it
 * commits without waiting for the disk (the send's own commit comes after and flushes it). `reserved` is true for an
 * email or a message already sent (nothing to reserve); no row when the message does not exist. Without room:
 * `freeAt`, when the window's oldest minute leaves it.
 */
export async function reserveSmsSlot(db: Executor, id: string, at: Date, perHour: number) {
  const [row] = await reserveSmsSlotStatement(db, { id, at: at.toISOString(), perHour });
  if (!row) return undefined;
  // a budget of 0 has no oldest minute: it frees up an hour from now
  return { ...row, freeAt: row.freeAt ? new Date(row.freeAt) : new Date(at.getTime() + 3_600_000) };
}

const reserveSmsSlotStatement = preparedSql<
  Pick<OutboxRow, 'channel' | 'status'> & { reserved: boolean; freeAt: string | null }
>(
  'outbox_reserve_sms_slot',
  sql`select channel, status, reserved, free_at::text as "freeAt"
      from reserve_sms_slot(${sql.placeholder('id')}::uuid, ${sql.placeholder('at')}::timestamptz,
                            ${sql.placeholder('perHour')}::int)`,
);

/** The SMS budget's lock, for the transaction (what reserve_sms_slot takes): a spent budget's alert is sent once. */
export async function lockSmsBudget(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms-budget'))`);
}

/** The texts sent or being sent in the budget's window since `since` (whole minutes, as reserve_sms_slot counts them). */
export async function smsSentSince(db: Executor, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${smsBudgetMinutes.texts}), 0)::int` })
    .from(smsBudgetMinutes)
    .where(gte(smsBudgetMinutes.minute, sql`date_trunc('minute', ${since.toISOString()}::timestamptz)`));
  return row?.n ?? 0;
}

/** Text messages not sent yet (waiting for the budget, or their first attempt). */
export async function countWaitingSms(db: Executor) {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.status, 'queued')));
  return row?.n ?? 0;
}

/** The key of the latest SMS budget alert (`sms-budget:<epoch ms>:<admin>`), if any. */
export async function latestSmsBudgetAlertKey(db: Executor) {
  const [row] = await db
    .select({ key: outbox.dedupeKey })
    .from(outbox)
    .where(like(outbox.dedupeKey, 'sms-budget:%'))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row?.key;
}

/** Runs a delivery task again at `runAt` (a running task may do this: graphile-worker starts a new job for the key). */
export async function rescheduleDelivery(tx: Executor, task: string, outboxId: string, runAt: Date, priority: number) {
  await tx.execute(
    sql`select graphile_worker.add_job(${task}, json_build_object('outboxId', ${outboxId}::uuid), job_key => ${JOB_KEY_PREFIX.deliver + outboxId}, run_at => ${runAt.toISOString()}::timestamptz, priority => ${priority}::int)`,
  );
}

/** Deletes up to `limit` messages delivered over `days` days ago; returns how many (retention, in batches). */
export async function deleteMessagesSentBefore(db: Db, days: number, limit: number) {
  const deleted = await db.execute(sql`
    delete from ${outbox} where ${outbox.id} in (
      select ${outbox.id} from ${outbox}
      where ${outbox.status} = 'sent' and ${outbox.sentAt} < now() - make_interval(days => ${days})
      limit ${limit}
    )`);
  return deleted.rowCount ?? 0;
}

/** Messages whose recipient has one of these digit strings (any formatting); the service confirms each match. */
export function findMessagesToPhoneDigits(db: Executor, phoneDigits: string[]) {
  return db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.channel, 'sms'), inArray(sql`regexp_replace(${outbox.recipient}, '[^0-9]', '', 'g')`, phoneDigits)),
    )
    .orderBy(outbox.createdAt);
}

export async function deleteMessages(db: Executor, ids: string[]) {
  if (!ids.length) return 0;
  const deleted = await db.delete(outbox).where(inArray(outbox.id, ids));
  return deleted.rowCount ?? 0;
}

/** Every message about these jobs (offers, "job taken" notes, the customer's confirmation): they quote the call. */
export function findMessagesAboutJobs(db: Executor, jobIds: string[]) {
  if (!jobIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(outbox)
    .where(or(...jobIds.map(ofJob)));
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Who a message is for, read from its dedupe key (dedupe-keys.ts and the senders): a job's offers and "job taken"
 * notes name the team member (`offer:<job>:<member>:…`), an application's emails the provider
 * (`provider-received:<provider>`, `provider-decision:<provider>:…`).
 */
export function keyedRecipientOf(dedupeKey: string): { memberId?: string; providerId?: string } {
  const [kind, first, second] = dedupeKey.split(':');
  if ((kind === 'offer' || kind === 'taken') && second && UUID_PATTERN.test(second)) return { memberId: second };
  if ((kind === 'provider-received' || kind === 'provider-decision') && first && UUID_PATTERN.test(first))
    return { providerId: first };
  return {};
}

export type MessageBusinessRows = {
  members: { memberId: string; memberName: string; providerId: string; businessName: string }[];
  providers: { providerId: string; businessName: string; email: string }[];
};

/** The businesses of these team members, and the providers with these ids or account emails. */
export async function findMessageBusinesses(
  db: Db,
  opts: { memberIds: string[]; providerIds: string[]; emails: string[] },
): Promise<MessageBusinessRows> {
  const [members, found] = await Promise.all([
    opts.memberIds.length ? businessesOfMembers(db).execute({ memberIds: opts.memberIds }) : [],
    opts.providerIds.length || opts.emails.length
      ? providersByIdOrEmail(db).execute({ providerIds: opts.providerIds, emails: opts.emails })
      : [],
  ]);
  return { members, providers: found };
}

// every outbox page asks both: prepared, each id list one array parameter (an `in ($1, …, $50)` list would make a
// statement per length, each planned on every use)
const businessesOfMembers = preparedStatement((db) =>
  db
    .select({
      memberId: providerTeamMembers.id,
      memberName: providerTeamMembers.name,
      providerId: providers.id,
      businessName: providers.businessName,
    })
    .from(providerTeamMembers)
    .innerJoin(providers, eq(providers.id, providerTeamMembers.providerId))
    .where(sql`${providerTeamMembers.id} = any(${sql.placeholder('memberIds')}::uuid[])`)
    .prepare('outbox_businesses_of_members'),
);
const providersByIdOrEmail = preparedStatement((db) =>
  db
    .select({ providerId: providers.id, businessName: providers.businessName, email: providers.email })
    .from(providers)
    .where(
      or(
        sql`${providers.id} = any(${sql.placeholder('providerIds')}::uuid[])`,
        sql`lower(${providers.email}) = any(${sql.placeholder('emails')}::text[])`,
      ),
    )
    .prepare('outbox_providers_by_id_or_email'),
);

/** A job's offer messages, oldest first (the offer keys of every round). */
export function listJobOfferMessages(db: Executor, jobId: string) {
  return db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `${jobMessageKeys.offer(jobId)}:%`))
    .orderBy(outbox.createdAt, outbox.id);
}
