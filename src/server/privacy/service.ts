import type { CustomerErasure, CustomerExport } from '@shared/schemas/privacy';
import { insertAuditLog } from '../audit/repository';
import * as callRepo from '../calls/repository';
import * as sessionRepo from '../concierge/repository';
import type { Db, Executor } from '../db/database';
import type { Actor } from '../http/access';
import { AppError } from '../http/errors';
import * as jobRepo from '../marketplace/jobs-repository';
import * as outboxRepo from '../notifications/repository';
import { deleteStatusTokensOfCalls } from '../requests/repository';
import { maskedPhone, storedDigitsOf, toE164 } from './phone';

// A caller's data, found by their phone number: the calls whose callback number it is, the SMS sent to it, and the
// concierge sessions that stored those calls or heard that number. The number may be typed in any form; numbers are
// stored in E.164, but a value the E.164 migration could not read, an SMS recipient or a session's state may hold
// another form, so rows are picked by digits in SQL and each is confirmed by normalising it here.

function customerPhone(phone: string) {
  const e164 = toE164(phone);
  if (!e164)
    throw new AppError('validation_error', 'Enter a valid phone number', { phone: 'Enter a valid phone number' });
  return e164;
}

async function findCustomerData(db: Executor, e164: string) {
  const digits = storedDigitsOf(e164);
  const calls = (await callRepo.findCallsByPhoneDigits(db, digits)).filter((c) => toE164(c.customerPhone) === e164);
  const messages = (await outboxRepo.findMessagesToPhoneDigits(db, digits)).filter((m) => toE164(m.recipient) === e164);
  const callIds = calls.map((c) => c.id);
  const sessions = (await sessionRepo.findSessionsOfCustomer(db, { callIds, phoneDigits: digits })).filter(
    (s) =>
      (s.callId !== null && callIds.includes(s.callId)) ||
      toE164(s.state.callerId) === e164 ||
      toE164(s.state.customerPhone) === e164,
  );
  return { calls, messages, sessions };
}

/** Everything stored about the caller with this phone number, as JSON (audited: it discloses personal data). */
export async function exportCustomerData(opts: { db: Db; actor: Actor; phone: string }): Promise<CustomerExport> {
  const e164 = customerPhone(opts.phone);
  const found = await findCustomerData(opts.db, e164);
  await insertAuditLog(opts.db, {
    adminUserId: opts.actor.userId,
    action: 'customer.export',
    resourceType: 'customer',
    resourceId: maskedPhone(e164),
    details: { calls: found.calls.length, messages: found.messages.length, conciergeSessions: found.sessions.length },
  });
  return {
    phone: e164,
    exportedAt: new Date().toISOString(),
    calls: found.calls,
    messages: found.messages,
    conciergeSessions: found.sessions,
  };
}

/**
 * Erases the caller with this phone number: their calls are anonymised (the rows stay for the jobs, claims and
 * providers' counters built on them), and the messages to them or about their jobs and their concierge sessions
 * are deleted, in one transaction with its audit entry (which keeps only a masked number).
 */
export async function eraseCustomerData(opts: { db: Db; actor: Actor; phone: string }): Promise<CustomerErasure> {
  const e164 = customerPhone(opts.phone);
  return opts.db.transaction(async (tx) => {
    const found = await findCustomerData(tx, e164);
    const jobIds: string[] = [];
    for (const call of found.calls) {
      const job = await jobRepo.findJobOfCall(tx, call.id);
      if (job) jobIds.push(job.job.id);
    }
    const aboutJobs = await outboxRepo.findMessagesAboutJobs(tx, jobIds);
    const messageIds = [...new Set([...found.messages, ...aboutJobs].map((m) => m.id))];
    const result = {
      phone: e164,
      callsAnonymised: await callRepo.anonymiseCalls(
        tx,
        found.calls.map((c) => c.id),
      ),
      messagesDeleted: await outboxRepo.deleteMessages(tx, messageIds),
      conciergeSessionsDeleted: await sessionRepo.deleteSessions(
        tx,
        found.sessions.map((s) => s.id),
      ),
    };
    // their status links stop working: the page would show what is left of an erased call
    await deleteStatusTokensOfCalls(
      tx,
      found.calls.map((c) => c.id),
    );
    await insertAuditLog(tx, {
      adminUserId: opts.actor.userId,
      action: 'customer.erase',
      resourceType: 'customer',
      resourceId: maskedPhone(e164),
      details: {
        callIds: found.calls.map((c) => c.id),
        callsAnonymised: result.callsAnonymised,
        messagesDeleted: result.messagesDeleted,
        conciergeSessionsDeleted: result.conciergeSessionsDeleted,
      },
    });
    return result;
  });
}
