import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { providers, providerTeamMembers } from '../db/schema';

export type ProviderRow = typeof providers.$inferSelect;
export type TeamMemberRow = typeof providerTeamMembers.$inferSelect;

export async function insertProvider(db: Executor, values: typeof providers.$inferInsert): Promise<ProviderRow> {
  const [row] = await db.insert(providers).values(values).returning();
  return row!;
}

export async function insertTeamMembers(db: Executor, rows: (typeof providerTeamMembers.$inferInsert)[]) {
  await db.insert(providerTeamMembers).values(rows);
}

export async function findProviderIdByUserId(db: Executor, userId: string) {
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId)).limit(1);
  return row?.id;
}

/** A provider with its team, primary contact first. */
export async function findProviderWithTeam(db: Executor, providerId: string) {
  const [provider] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!provider) return undefined;
  const team = await db
    .select()
    .from(providerTeamMembers)
    .where(eq(providerTeamMembers.providerId, providerId))
    .orderBy(desc(providerTeamMembers.isPrimary), asc(providerTeamMembers.createdAt), asc(providerTeamMembers.id));
  return { provider, team };
}

export async function updateReceivingJobs(db: Executor, providerId: string, isReceivingJobs: boolean) {
  const [row] = await db
    .update(providers)
    .set({ isReceivingJobs, updatedAt: new Date() })
    .where(eq(providers.id, providerId))
    .returning({ id: providers.id });
  return row?.id;
}

// who may be offered or claim a job: approved, receiving jobs, serving its category
export const eligibleForJobs = (serviceType: string | SQL) =>
  and(
    eq(providers.status, 'active'),
    eq(providers.isReceivingJobs, true),
    sql`${serviceType} = any(${providers.serviceCategories})`,
  );

export async function findOfferRecipients(tx: Executor, serviceType: string) {
  return tx
    .select({
      providerId: providers.id,
      memberId: providerTeamMembers.id,
      phone: providerTeamMembers.phone,
      email: providerTeamMembers.email,
      notificationMethod: providerTeamMembers.notificationMethod,
    })
    .from(providerTeamMembers)
    .innerJoin(providers, eq(providers.id, providerTeamMembers.providerId))
    .where(eligibleForJobs(serviceType));
}

export async function isProviderEligible(tx: Executor, providerId: string, serviceType: string) {
  const [row] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), eligibleForJobs(serviceType)));
  return Boolean(row);
}

export async function findBusinessName(tx: Executor, providerId: string) {
  const [row] = await tx
    .select({ businessName: providers.businessName })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.businessName;
}
