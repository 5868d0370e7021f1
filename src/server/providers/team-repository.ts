import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { providers, providerTeamMembers } from '../db/schema';

export type TeamMemberRow = typeof providerTeamMembers.$inferSelect;
type MemberFields = Pick<TeamMemberRow, 'name' | 'phone' | 'email' | 'notificationMethod'>;

/**
 * Locks the provider row for the rest of the transaction: team changes of one provider run one at a time, so the
 * team-size limit and "at least one member" hold under concurrent requests. Returns the status, or undefined.
 */
export async function lockProvider(db: Executor, providerId: string) {
  const [row] = await db
    .select({ status: providers.status })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
  return row?.status;
}

export async function findProviderStatus(db: Executor, providerId: string) {
  const [row] = await db.select({ status: providers.status }).from(providers).where(eq(providers.id, providerId));
  return row?.status;
}

/** The team, primary contact first, then in the order they were added (index provider_team_members_provider_id_idx). */
export function listTeam(db: Executor, providerId: string) {
  return db
    .select()
    .from(providerTeamMembers)
    .where(eq(providerTeamMembers.providerId, providerId))
    .orderBy(desc(providerTeamMembers.isPrimary), asc(providerTeamMembers.createdAt), asc(providerTeamMembers.id));
}

export async function countTeam(db: Executor, providerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(providerTeamMembers)
    .where(eq(providerTeamMembers.providerId, providerId));
  return row?.n ?? 0;
}

/** A member only if it belongs to this provider: another provider's member id finds nothing. */
export async function findMember(db: Executor, providerId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(providerTeamMembers)
    .where(and(eq(providerTeamMembers.id, memberId), eq(providerTeamMembers.providerId, providerId)));
  return row;
}

export async function insertMember(db: Executor, providerId: string, fields: MemberFields) {
  const [row] = await db
    .insert(providerTeamMembers)
    .values({ ...fields, providerId, isPrimary: false })
    .returning();
  return row!;
}

export async function updateMember(db: Executor, providerId: string, memberId: string, fields: MemberFields) {
  const [row] = await db
    .update(providerTeamMembers)
    .set(fields)
    .where(and(eq(providerTeamMembers.id, memberId), eq(providerTeamMembers.providerId, providerId)))
    .returning();
  return row;
}

export async function deleteMember(db: Executor, providerId: string, memberId: string) {
  await db
    .delete(providerTeamMembers)
    .where(and(eq(providerTeamMembers.id, memberId), eq(providerTeamMembers.providerId, providerId)));
}
