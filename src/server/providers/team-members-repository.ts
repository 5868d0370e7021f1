import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { providers, providerTeamMembers } from '../db/schema';
import { eligibleForJobs, type BillingGate } from './repository';

// The one repository of the `provider_team_members` table.

export type TeamMemberRow = typeof providerTeamMembers.$inferSelect;
type MemberFields = Pick<TeamMemberRow, 'name' | 'phone' | 'email' | 'notificationMethod'>;

export async function insertTeamMembers(db: Executor, rows: (typeof providerTeamMembers.$inferInsert)[]) {
  await db.insert(providerTeamMembers).values(rows);
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

/**
 * Every member of every provider that may take a job of this service type: who a new job is offered to. `providerFilter`
 * narrows the providers further (a dispatch leaves out those that gave its job back).
 */
export async function findOfferRecipients(tx: Executor, serviceType: string, gate: BillingGate, providerFilter?: SQL) {
  return tx
    .select({
      providerId: providers.id,
      memberId: providerTeamMembers.id,
      phone: providerTeamMembers.phone,
      email: providerTeamMembers.email,
      notificationMethod: providerTeamMembers.notificationMethod,
      languages: providers.languages,
    })
    .from(providerTeamMembers)
    .innerJoin(providers, eq(providers.id, providerTeamMembers.providerId))
    .where(and(eligibleForJobs(serviceType, gate), providerFilter));
}
