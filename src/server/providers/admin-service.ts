import { adminProviderMessages } from '@shared/messages';
import type { ProviderApplication, ProviderDetail } from '@shared/schemas/admin-providers';
import type { ProviderStatus } from '@shared/constants';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import * as repo from './admin-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const providerNotFound = () => new AppError('not_found', adminProviderMessages.providerNotFound);

export async function listProviderApplications(db: Db, status?: ProviderStatus): Promise<ProviderApplication[]> {
  const rows = await repo.listProviders(db, status);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function getProviderApplication(db: Db, id: string): Promise<ProviderDetail> {
  if (!UUID.test(id)) throw providerNotFound();
  const row = await repo.findProvider(db, id);
  if (!row) throw providerNotFound();
  const members = await repo.listTeamMembers(db, id);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    businessName: row.businessName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    serviceCategories: row.serviceCategories,
    status: row.status,
    address: row.address,
    licenseNumber: row.licenseNumber,
    insuranceProvider: row.insuranceProvider,
    insurancePolicy: row.insurancePolicy,
    minimumFee: row.minimumFee,
    serviceArea: row.serviceArea,
    isReceivingJobs: row.isReceivingJobs,
    teamMembers: members.map((m) => ({
      id: m.id,
      name: m.name,
      phone: m.phone,
      email: m.email,
      notificationMethod: m.notificationMethod,
      isPrimary: m.isPrimary,
    })),
  };
}

/** Approve (active) or reject a pending application; anything already decided is a 409 (spec section 4). */
export async function decideProviderApplication(db: Db, id: string, decision: 'active' | 'rejected') {
  if (!UUID.test(id)) throw providerNotFound();
  const decided = await repo.decidePendingProvider(db, id, decision);
  if (decided) return decided;
  if (!(await repo.findProvider(db, id))) throw providerNotFound();
  throw new AppError('conflict', adminProviderMessages.notPending);
}
