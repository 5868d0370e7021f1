import type { ProviderView, TeamMemberView } from '@shared/schemas/provider';
import type { ProviderRow } from './repository';
import type { TeamMemberRow } from './team-members-repository';

/** A provider record as the API returns it: the provider's own dashboard and the admin's provider detail. */
export function toProviderView(provider: ProviderRow, team: TeamMemberRow[]): ProviderView {
  return {
    id: provider.id,
    businessName: provider.businessName,
    contactName: provider.contactName,
    phone: provider.phone,
    email: provider.email,
    address: provider.address,
    licenseNumber: provider.licenseNumber,
    insuranceProvider: provider.insuranceProvider,
    insurancePolicy: provider.insurancePolicy,
    minimumFee: provider.minimumFee,
    serviceCategories: provider.serviceCategories,
    serviceArea: provider.serviceArea,
    status: provider.status,
    isReceivingJobs: provider.isReceivingJobs,
    languages: provider.languages,
    nightEmergencyCalls: provider.nightEmergencyCalls,
    rejectionReason: provider.rejectionReason,
    createdAt: provider.createdAt.toISOString(),
    teamMembers: team.map(toTeamMemberView),
  };
}

export function toTeamMemberView(row: TeamMemberRow): TeamMemberView {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    notificationMethod: row.notificationMethod,
    isPrimary: row.isPrimary,
  };
}
