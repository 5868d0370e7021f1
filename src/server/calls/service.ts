import type { LeadCheck } from '@shared/constants';
import { adminCallMessages } from '@shared/messages';
import type { Call, CallLogPage, CallUpdate } from '@shared/schemas/calls';
import { isAdmin } from '../auth/service';
import type { Db } from '../db/database';
import { insertAuditLog } from '../audit/repository';
import type { Actor } from '../http/access';
import { AppError } from '../http/errors';
import { isUuid } from '../lib/uuid';
import * as repo from './repository';

// Only admins reach these (the routes declare access 'admin'); the service still checks what the
// input refers to: an unknown call is a 404, an assignee must be an admin.

const callNotFound = () => new AppError('not_found', adminCallMessages.callNotFound);

export function encodeCursor(position: repo.CallLogPosition) {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): repo.CallLogPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && typeof id === 'string' && isUuid(id))
      return { createdAt, id };
  } catch {
    // fall through to the error below
  }
  throw new AppError('bad_request', 'Invalid cursor: pass the nextCursor of the previous page.', {
    cursor: 'Invalid cursor',
  });
}

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

export async function listCallLog(
  db: Db,
  opts: { cursor?: string; limit: number; leadCheck?: LeadCheck },
): Promise<CallLogPage> {
  const after = opts.cursor ? decodeCursor(opts.cursor) : undefined;
  // one extra row tells whether another page exists without a second query
  const [rows, { total, exact: totalIsExact }] = await Promise.all([
    repo.listCalls(db, { after, limit: opts.limit + 1, leadCheck: opts.leadCheck }),
    repo.countCalls(db, opts.leadCheck),
  ]);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    calls: page.map(({ position: _position, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    totalIsExact,
    nextCursor: rows.length > opts.limit && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
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
