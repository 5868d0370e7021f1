import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { leadLimitMessages } from '@shared/messages';
import type { Config } from '../config';
import type { Db, Executor } from '../db/database';
import { AppError } from '../http/errors';
import { JOB_PRIORITY } from '../jobs/keys';
import { outboxValuesOf, queueNotificationIf, queueNotifications } from '../notifications/service';
import { preparedSql } from '../db/prepared';
import { CODE_LENGTH, verificationText } from './engine/verification';
import type { Language } from './engine/spanish';
import * as repo from './phone-verifications-repository';
import { saveSessionStateIf } from './repository';
import { uuidV7 } from '../db/uuid-v7';
import type { ConversationState } from './engine/engine';

// The service side of confirming a web caller's number: codes (crypto-random, stored as a salted SHA-256), their
// tries and lifetime, and the lead limits, all counted in PostgreSQL so every app instance shares them.

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_CODES = 3;
// the first code and two more on request
export const MAX_CODE_SENDS = 3;
const HOUR_MS = 3_600_000;

export const newCode = () =>
  crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');

// salted with the row's session: equal codes of two callers do not share a hash
export const hashCode = (sessionId: string, code: string) =>
  crypto.createHash('sha256').update(`${sessionId}:${code}`).digest('hex');

export const codeMatches = (row: repo.PhoneVerificationRow, code: string) =>
  crypto.timingSafeEqual(Buffer.from(row.codeHash, 'hex'), Buffer.from(hashCode(row.sessionId, code), 'hex'));

const expiryFrom = (now: Date) => new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);

/** The text carrying the code (one outbox row per code sent), queued ahead of ordinary deliveries. */
const codeText = (v: { id: string; phone: string }, send: number, code: string, language: Language) => ({
  message: {
    channel: 'sms' as const,
    recipient: v.phone,
    body: verificationText(code, CODE_TTL_MINUTES, language),
    dedupeKey: `verify:${v.id}:${send}`,
  },
  opts: { priority: JOB_PRIORITY.urgentDelivery },
});

async function queueCodeText(
  tx: Executor,
  v: { id: string; phone: string },
  send: number,
  code: string,
  language: Language,
) {
  const { message, opts } = codeText(v, send, code, language);
  await queueNotifications(tx, [message], opts);
}

/** A new web session from a client IP that already used up its leads for the hour is refused with a 429. */
export async function refuseSessionOverLimit(
  db: Db,
  limits: Config['concierge'],
  clientIp: string | undefined,
  now: Date,
) {
  if (!clientIp) return;
  const n = await repo.countByClientIpSince(db, clientIp, new Date(now.getTime() - HOUR_MS), limits.leadsPerIpPerHour);
  if (n >= limits.leadsPerIpPerHour)
    throw new AppError('rate_limited', leadLimitMessages.tooManyFromConnection, undefined, 3600);
}

/**
 * Starts the verification of a finished intake's callback number, in one statement outside any transaction: the
 * session is locked if no turn was saved since `readTurn` (else 'moved': the caller starts the turn over), then the
 * lead limits' keys (lock_lead_within_limits, in its migration). Unless the client IP's hourly or the number's daily
 * lead limit is reached (then 'limited', and nothing is written), the verification, the text carrying its code and
 * the session's next state (`stateIfSent`) are written, committed without waiting for the disk (ADR 0014: no call is
 * stored). One round trip where a transaction took four (ADR 0018).
 */
export async function startVerification(
  db: Db,
  opts: {
    limits: Config['concierge'];
    sessionId: string;
    readTurn: number;
    phone: string;
    clientIp: string | undefined;
    language: Language;
    now: Date;
    stateIfSent: ConversationState;
  },
): Promise<'sent' | 'limited' | 'moved'> {
  const { limits, now, phone } = opts;
  const code = newCode();
  const id = uuidV7();
  const text = codeText({ id, phone }, 1, code, opts.language);
  const [row] = await startVerificationStatement(db, {
    verificationId: id,
    createdAt: now.toISOString(),
    sessionId: opts.sessionId,
    readTurn: opts.readTurn,
    phone,
    clientIp: opts.clientIp ?? null,
    codeHash: hashCode(opts.sessionId, code),
    expiresAt: expiryFrom(now).toISOString(),
    ipSince: new Date(now.getTime() - HOUR_MS).toISOString(),
    phoneSince: new Date(now.getTime() - 24 * HOUR_MS).toISOString(),
    ipMax: limits.leadsPerIpPerHour,
    phoneMax: limits.leadsPerPhonePerDay,
    ...outboxValuesOf(text.message),
    state: JSON.stringify(opts.stateIfSent),
  });
  return row!.outcome === 'room' ? 'sent' : row!.outcome;
}

/**
 * startVerification's statement, prepared (see preparedSql): it is a web lead's heaviest, and was planned on every
 * use. The code's delivery is queued only when the verification was written (the CASE runs `queued` only then).
 */
const p = sql.placeholder;
const startVerificationStatement = preparedSql<{ outcome: 'room' | 'limited' | 'moved' }>(
  'concierge_start_verification',
  sql`
    with room as (
      select lock_lead_within_limits(${p('sessionId')}::uuid, ${p('readTurn')}::int, ${p('clientIp')}::text,
               ${p('phone')}::text, ${p('ipSince')}::timestamptz, ${p('phoneSince')}::timestamptz, ${p('ipMax')}::int,
               ${p('phoneMax')}::int) as outcome
    ),
    ${repo.verificationIf(sql`(select outcome from room) = 'room'`)},
    ${queueNotificationIf(sql`verification`, { priority: JOB_PRIORITY.urgentDelivery })},
    ${saveSessionStateIf(sql`verification`)}
    select outcome,
      case when outcome = 'room' then (select count(*) from queued) end as queued,
      set_config('synchronous_commit', 'off', true)
    from room`,
);

export type CodeOutcome = 'verified' | 'wrong' | 'locked' | 'expired' | 'resent' | 'no-more-codes';

/** Checks a typed code, or sends a new one ("send it again"), for the session's verification. */
export async function answerVerification(
  tx: Executor,
  row: repo.PhoneVerificationRow,
  answer: { kind: 'code'; code: string } | { kind: 'resend' },
  opts: { now: Date; language: Language },
): Promise<CodeOutcome> {
  if (answer.kind === 'resend') {
    if (row.sends >= MAX_CODE_SENDS) return 'no-more-codes';
    const code = newCode();
    const sends = await repo.replaceCode(tx, row.id, {
      codeHash: hashCode(row.sessionId, code),
      expiresAt: expiryFrom(opts.now),
    });
    await queueCodeText(tx, row, sends, code, opts.language);
    return 'resent';
  }
  if (row.expiresAt <= opts.now) return 'expired';
  if (codeMatches(row, answer.code)) {
    await repo.markVerified(tx, row.id, opts.now);
    return 'verified';
  }
  const attempts = await repo.recordWrongCode(tx, row.id);
  return attempts >= MAX_WRONG_CODES ? 'locked' : 'wrong';
}
