import { asc, desc, eq } from 'drizzle-orm';
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
