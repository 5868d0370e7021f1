import { adminCallMessages } from '@shared/messages';
import type { Call, CallLogPage, CallLogQuery, CallUpdate } from '@shared/schemas/calls';
import { isAdmin } from '../auth/service';
import type { Db } from '../db/database';
import { insertAuditLog } from '../audit/repository';
import type { Actor } from '../http/access';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { AppError } from '../http/errors';
import { isUuid } from '../lib/uuid';
import * as repo from './repository';

// Only admins reach these (the routes declare access 'admin'); the service still checks what the
// input refers to: an unknown call is a 404, an assignee must be an admin.

const callNotFound = () => new AppError('not_found', adminCallMessages.callNotFound);

export function toCall(row: repo.CallRow): Call {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    phoneNumber: row.phoneNumber,
    customerPhone: row.customerPhone,
    serviceType: row.serviceType,
    serviceAddress: row.serviceAddress,
    summary: row.summary,
    transcript: row.transcript,
    status: row.status,
    assignedTo: row.assignedTo,
    callDuration: row.callDuration,
    preferredTime1: row.preferredTime1,
    preferredTime2: row.preferredTime2,
    source: row.source,
    urgency: row.urgency,
    language: row.language,
    recordingUrl: row.recordingUrl,
    leadCheck: row.leadCheck,
    releasedAt: row.releasedAt?.toISOString() ?? null,
  };
}

export async function listCallLog(db: Db, opts: CallLogQuery): Promise<CallLogPage> {
  const { cursor, limit, sort, ...filter } = opts;
  const byPriority = sort === 'priority';
  const after = cursor ? decodeCursor(cursor, byPriority) : undefined;
  // one extra row tells whether another page exists without a second query
  const [rows, { total, exact: totalIsExact }] = await Promise.all([
    repo.listCalls(db, { ...filter, after, limit: limit + 1, sort }),
    repo.countCalls(db, filter),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    calls: page.map(({ position: _position, priority: _priority, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    totalIsExact,
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.position, id: last.id, priority: byPriority ? last.priority : undefined })
        : null,
  };
}

export async function getCall(db: Db, id: string): Promise<Call> {
  if (!isUuid(id)) throw callNotFound();
  const row = await repo.findCall(db, id);
  if (!row) throw callNotFound();
  return toCall(row);
}

/** Sets the status and/or the assignee; assigning never changes the status (spec section 4). */
export async function changeCall(db: Db, id: string, changes: CallUpdate): Promise<Call> {
  if (!isUuid(id)) throw callNotFound();
  if (changes.assignedTo && !(await isAdmin(db, changes.assignedTo))) {
    throw new AppError('validation_error', adminCallMessages.assigneeNotAdmin, {
      assignedTo: adminCallMessages.assigneeNotAdmin,
    });
  }
  const row = await repo.updateCall(db, id, { status: changes.status, assignedTo: changes.assignedTo });
  if (!row) throw callNotFound();
  return toCall(row);
}

/**
 * An admin sends an unverified lead to the marketplace by hand (the customer gets no text: their number is not
 * proven). Audited as call.release. Only an unverified call can be released, once.
 */
export async function releaseUnverifiedLead(opts: { db: Db; actor: Actor; callId: string }): Promise<Call> {
  if (!isUuid(opts.callId)) throw callNotFound();
  return opts.db.transaction(async (tx) => {
    const row = await repo.releaseUnverifiedCall(tx, opts.callId);
    if (!row) {
      if (!(await repo.findCall(opts.db, opts.callId))) throw callNotFound();
      throw new AppError('conflict', adminCallMessages.onlyUnverifiedCanBeReleased);
    }
    await insertAuditLog(tx, {
      adminUserId: opts.actor.userId,
      action: 'call.release',
      resourceType: 'call',
      resourceId: opts.callId,
      details: { customerPhone: row.customerPhone },
    });
    return toCall(row);
  });
}
