import { adminProviderMessages } from '@shared/messages';
import type { ProviderApplication, ProviderDetail } from '@shared/schemas/admin-providers';
import type { ProviderStatus } from '@shared/constants';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { isEmailVerified } from '../auth/service';
import { isUuid } from '../lib/uuid';
import * as repo from './repository';
import { listTeam } from './team-members-repository';
import { toProviderView } from './views';

const providerNotFound = () => new AppError('not_found', adminProviderMessages.providerNotFound);

export async function listProviderApplications(db: Db, status?: ProviderStatus): Promise<ProviderApplication[]> {
  const rows = await repo.listProviders(db, status);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function getProviderApplication(db: Db, id: string): Promise<ProviderDetail> {
  if (!isUuid(id)) throw providerNotFound();
  const row = await repo.findProvider(db, id);
  if (!row) throw providerNotFound();
  return toProviderView(row, await listTeam(db, id));
}

/**
 * Approve (active) or reject a pending application; anything already decided is a 409 (spec section 4). Approval
 * also needs the applicant's email verified: else whoever applied with someone else's address would be approved.
 */
export async function decideProviderApplication(db: Db, id: string, decision: 'active' | 'rejected') {
  if (!isUuid(id)) throw providerNotFound();
  if (decision === 'active') {
    const provider = await repo.findProvider(db, id);
    if (provider?.status === 'pending' && !(await isEmailVerified(db, provider.userId)))
      throw new AppError('conflict', adminProviderMessages.emailNotVerified);
  }
  const decided = await repo.decidePendingProvider(db, id, decision);
  if (decided) return decided;
  if (!(await repo.findProvider(db, id))) throw providerNotFound();
  throw new AppError('conflict', adminProviderMessages.notPending);
}
