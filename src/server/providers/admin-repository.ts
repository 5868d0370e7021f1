import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { providers, providerTeamMembers } from '../db/schema';

export type ProviderRow = typeof providers.$inferSelect;
type Status = ProviderRow['status'];

/** Newest applications first, optionally one status (index providers_status_created_at_idx). */
export function listProviders(db: Db, status?: Status) {
  return db
    .select({
      id: providers.id,
      createdAt: providers.createdAt,
      businessName: providers.businessName,
      contactName: providers.contactName,
      email: providers.email,
      phone: providers.phone,
      serviceCategories: providers.serviceCategories,
      status: providers.status,
    })
    .from(providers)
    .where(status ? eq(providers.status, status) : undefined)
    .orderBy(desc(providers.createdAt), desc(providers.id));
}

export async function findProvider(db: Db, id: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1);
  return row;
}

export function listTeamMembers(db: Db, providerId: string) {
  return db
    .select()
    .from(providerTeamMembers)
    .where(eq(providerTeamMembers.providerId, providerId))
    .orderBy(desc(providerTeamMembers.isPrimary), asc(providerTeamMembers.createdAt));
}

/** One conditional UPDATE: two admins deciding at once cannot both win, and a decided application stays decided. */
export async function decidePendingProvider(db: Db, id: string, status: 'active' | 'rejected') {
  const [row] = await db
    .update(providers)
    // billing starts at approval (the provider's /provider/billing page counts monthly from it)
    .set({ status, updatedAt: sql`now()`, approvedAt: status === 'active' ? sql`now()` : null })
    .where(and(eq(providers.id, id), eq(providers.status, 'pending')))
    .returning({ id: providers.id, status: providers.status });
  return row;
}
