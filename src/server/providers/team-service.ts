import { MAX_TEAM_MEMBERS } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import type { TeamMemberForm, TeamMemberView, TeamView } from '@shared/schemas/provider';
import { insertAuditLog } from '../audit/repository';
import type { Db, Executor } from '../db/database';
import type { Actor } from '../http/access';
import { AppError } from '../http/errors';
import { isUuid } from '../lib/uuid';
import * as providerRepo from './repository';
import * as teamRepo from './team-members-repository';
import { toTeamMemberView } from './views';

const memberNotFound = () => new AppError('not_found', m.teamMemberNotFound);
const providerNotFound = () => new AppError('not_found', 'Provider not found');

// Pending providers set up their team before approval (the dashboard invites them to); a rejected provider
// receives no jobs, so their team is shown but frozen.
const isEditable = (status: string) => status !== 'rejected';

type TeamAction = 'team_member.add' | 'team_member.update' | 'team_member.remove';

const snapshot = (row: teamRepo.TeamMemberRow) => ({
  name: row.name,
  phone: row.phone,
  email: row.email,
  notificationMethod: row.notificationMethod,
  isPrimary: row.isPrimary,
});

/** audit_logs names an admin column; a provider's own change leaves it empty and names the provider's user in details. */
function audit(tx: Executor, actor: Actor, action: TeamAction, memberId: string, details: Record<string, unknown>) {
  return insertAuditLog(tx, {
    adminUserId: null,
    action,
    resourceType: 'provider_team_members',
    resourceId: memberId,
    details: {
      timestamp: new Date().toISOString(),
      actorUserId: actor.userId,
      actorRole: 'provider',
      providerId: actor.providerId,
      ...details,
    },
  });
}

/** Runs a team change with the provider row locked, after checking the provider exists and may change its team. */
async function changeTeam<T>(
  db: Db,
  actor: Actor,
  change: (tx: Executor, providerId: string) => Promise<T>,
): Promise<T> {
  const providerId = actor.providerId;
  if (!providerId) throw providerNotFound();
  return db.transaction(async (tx) => {
    const status = await providerRepo.lockProvider(tx, providerId);
    if (!status) throw providerNotFound();
    if (!isEditable(status)) throw new AppError('forbidden', m.teamLockedRejected);
    return change(tx, providerId);
  });
}

/** The signed-in provider's team; there is no way to name another provider's. */
export async function listOwnTeam({ db, actor }: { db: Db; actor: Actor }): Promise<TeamView> {
  if (!actor.providerId) throw providerNotFound();
  const provider = await providerRepo.findProvider(db, actor.providerId);
  if (!provider) throw providerNotFound();
  const members = await teamRepo.listTeam(db, provider.id);
  return { members: members.map(toTeamMemberView), editable: isEditable(provider.status) };
}

export function addTeamMember({
  db,
  actor,
  member,
}: {
  db: Db;
  actor: Actor;
  member: TeamMemberForm;
}): Promise<TeamMemberView> {
  return changeTeam(db, actor, async (tx, providerId) => {
    if ((await teamRepo.countTeam(tx, providerId)) >= MAX_TEAM_MEMBERS) throw new AppError('conflict', m.teamTooLarge);
    const row = await teamRepo.insertMember(tx, providerId, member);
    await audit(tx, actor, 'team_member.add', row.id, { after: snapshot(row) });
    return toTeamMemberView(row);
  });
}

export function updateTeamMember({
  db,
  actor,
  memberId,
  member,
}: {
  db: Db;
  actor: Actor;
  memberId: string;
  member: TeamMemberForm;
}): Promise<TeamMemberView> {
  if (!isUuid(memberId)) return Promise.reject(memberNotFound());
  return changeTeam(db, actor, async (tx, providerId) => {
    const before = await teamRepo.findMember(tx, providerId, memberId);
    if (!before) throw memberNotFound();
    const row = (await teamRepo.updateMember(tx, providerId, memberId, member))!;
    await audit(tx, actor, 'team_member.update', row.id, { before: snapshot(before), after: snapshot(row) });
    return toTeamMemberView(row);
  });
}

/** The primary contact stays, and so does the last member: someone must receive the job notifications. */
export function removeTeamMember({ db, actor, memberId }: { db: Db; actor: Actor; memberId: string }): Promise<void> {
  if (!isUuid(memberId)) return Promise.reject(memberNotFound());
  return changeTeam(db, actor, async (tx, providerId) => {
    const member = await teamRepo.findMember(tx, providerId, memberId);
    if (!member) throw memberNotFound();
    if (member.isPrimary) throw new AppError('conflict', m.primaryCannotBeRemoved);
    if ((await teamRepo.countTeam(tx, providerId)) <= 1) throw new AppError('conflict', m.lastMemberCannotBeRemoved);
    await teamRepo.deleteMember(tx, providerId, memberId);
    await audit(tx, actor, 'team_member.remove', member.id, { before: snapshot(member) });
  });
}
