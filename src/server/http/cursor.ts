import { isUuid } from '../lib/uuid';
import { AppError } from './errors';

/**
 * A place in a keyset-paged list, newest first: the row's created_at as PostgreSQL prints it (microseconds kept) and
 * its id, plus its priority for the call log in priority order. Every paged list (calls, outbox, applications, a
 * provider's jobs and claims) hands it out as an opaque `cursor`.
 */
export type KeysetPosition = { createdAt: string; id: string; priority?: number };

export function encodeCursor(position: KeysetPosition) {
  const key = [position.createdAt, position.id, ...(position.priority === undefined ? [] : [position.priority])];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const invalidCursor = () =>
  new AppError('bad_request', 'Invalid cursor: pass the nextCursor of the previous page.', {
    cursor: 'Invalid cursor',
  });

/** A cursor back to its position (a 400 when it is not one of ours); `withPriority` for the call log in priority order. */
export function decodeCursor(cursor: string, withPriority = false): KeysetPosition {
  let key: unknown[] = [];
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
  } catch {
    throw invalidCursor();
  }
  const [createdAt, id, priority] = Array.isArray(key) ? key : [];
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)) || typeof id !== 'string' || !isUuid(id))
    throw invalidCursor();
  if (!withPriority) return { createdAt, id };
  if (typeof priority !== 'number' || !Number.isInteger(priority)) throw invalidCursor();
  return { createdAt, id, priority };
}
