import { adminProviderMessages } from '@shared/messages';
import type { ProviderApplication, ProviderApplicationsQuery, ProviderDetail } from '@shared/schemas/admin-providers';
import { SUPPORT_EMAIL } from '@shared/constants';
import type { Db } from '../db/database';
import crypto from 'node:crypto';
import { insertAuditLog } from '../audit/repository';
import type { Actor } from '../http/access';
import { AppError } from '../http/errors';
import { queueNotifications } from '../notifications/service';
import { isEmailVerified } from '../auth/service';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { isUuid } from '../lib/uuid';
import * as repo from './repository';
import { listTeam } from './team-members-repository';
import { toProviderView } from './views';

const providerNotFound = () => new AppError('not_found', adminProviderMessages.providerNotFound);

/** The applications (all, or a page of `limit` and the next page's cursor when there is one), newest first. */
export async function listProviderApplications(
  db: Db,
  query: ProviderApplicationsQuery = {},
): Promise<{ applications: ProviderApplication[]; nextCursor: string | null }> {
  const { status, limit, cursor } = query;
  const after = cursor ? decodeCursor(cursor) : undefined;
  // one extra row tells whether another page exists
  const rows = await repo.listProviders(db, status, limit ? { after, limit: limit + 1 } : undefined);
  const page = limit ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    applications: page.map(({ position: _position, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: limit && rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
  };
}

export async function getProviderApplication(db: Db, id: string): Promise<ProviderDetail> {
  if (!isUuid(id)) throw providerNotFound();
  const row = await repo.findProvider(db, id);
  if (!row) throw providerNotFound();
  return toProviderView(row, await listTeam(db, id));
}

type Deps = { db: Db; publicUrl: string };

/**
 * Approve (active) or reject a pending application; anything already decided is a 409 (spec section 4). Approval
 * also needs the applicant's email verified: else whoever applied with someone else's address would be approved.
 * In one transaction: the decision, its audit row, the email to the applicant (a rejection carries the admin's
 * reason) and the live update of the provider's dashboard.
 */
export async function decideProviderApplication(
  { db, publicUrl }: Deps,
  {
    actor,
    id,
    decision,
  }: { actor: Actor; id: string; decision: { status: 'active' } | { status: 'rejected'; reason: string } },
) {
  if (!isUuid(id)) throw providerNotFound();
  if (decision.status === 'active') {
    const provider = await repo.findProvider(db, id);
    if (provider?.status === 'pending' && !(await isEmailVerified(db, provider.userId)))
      throw new AppError('conflict', adminProviderMessages.emailNotVerified);
  }
  const decided = await db.transaction(async (tx) => {
    const row = await repo.decidePendingProvider(tx, id, decision);
    if (!row) return undefined;
    const provider = (await repo.findProvider(tx, id))!;
    await insertAuditLog(tx, {
      adminUserId: actor.userId,
      action: decision.status === 'active' ? 'provider.approve' : 'provider.reject',
      resourceType: 'providers',
      resourceId: id,
      details: decision.status === 'rejected' ? { reason: decision.reason } : {},
    });
    const signInUrl = `${publicUrl}/provider`;
    await queueNotifications(tx, [
      {
        channel: 'email',
        recipient: provider.email,
        ...(decision.status === 'active'
          ? {
              subject: adminProviderMessages.applicationApprovedSubject,
              body: adminProviderMessages.applicationApprovedBody(provider.businessName, signInUrl),
            }
          : {
              subject: adminProviderMessages.applicationRejectedSubject,
              body: adminProviderMessages.applicationRejectedBody(
                provider.businessName,
                decision.reason,
                SUPPORT_EMAIL,
              ),
            }),
        // a decision can be made again after a move back to pending: each one is its own message
        dedupeKey: `provider-decision:${id}:${crypto.randomUUID()}`,
      },
    ]);
    await repo.notifyProviderChange(tx, id, row.status);
    return row;
  });
  if (decided) return decided;
  if (!(await repo.findProvider(db, id))) throw providerNotFound();
  throw new AppError('conflict', adminProviderMessages.notPending);
}

/** An approved or rejected application back to pending, audited; already pending is a 409. Nothing is emailed. */
export async function reopenProviderApplication({ db }: Deps, { actor, id }: { actor: Actor; id: string }) {
  if (!isUuid(id)) throw providerNotFound();
  const reopened = await db.transaction(async (tx) => {
    const row = await repo.reopenDecidedProvider(tx, id);
    if (!row) return undefined;
    await insertAuditLog(tx, {
      adminUserId: actor.userId,
      action: 'provider.reopen',
      resourceType: 'providers',
      resourceId: id,
      details: { before: row.previousStatus, after: 'pending' },
    });
    await repo.notifyProviderChange(tx, id, 'pending');
    return { id: row.id, status: row.status };
  });
  if (reopened) return reopened;
  if (!(await repo.findProvider(db, id))) throw providerNotFound();
  throw new AppError('conflict', adminProviderMessages.alreadyPending);
}
