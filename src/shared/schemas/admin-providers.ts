import { z } from 'zod';
import { PROVIDER_LANGUAGES, PROVIDER_STATUSES } from '../constants';
import { adminProviderMessages as m } from '../messages';
import { teamMemberViewSchema } from './provider';

// Provider applications as admins see them (spec sections 2, 4 and 7).

export const providerStatusSchema = z.enum(PROVIDER_STATUSES);

export const providerApplicationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  businessName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  serviceCategories: z.array(z.string()),
  status: providerStatusSchema,
});
export type ProviderApplication = z.infer<typeof providerApplicationSchema>;

/**
 * Without `limit`, every application (the spec's list); with it, one page, newest first, and the next page's URL in
 * a `Link: <…>; rel="next"` header while there is one (`cursor` is opaque: take it from that URL).
 */
export const providerApplicationsQuerySchema = z.object({
  status: providerStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(200).optional(),
});
export type ProviderApplicationsQuery = z.infer<typeof providerApplicationsQuerySchema>;

/** The page size of the admin's Provider Applications list. */
export const PROVIDER_APPLICATIONS_PAGE_SIZE = 50;

export const providerDetailSchema = providerApplicationSchema.extend({
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  licenseNumber: z.string().nullable(),
  insuranceProvider: z.string().nullable(),
  insurancePolicy: z.string().nullable(),
  minimumFee: z.number().nullable(),
  serviceArea: z.array(z.string()),
  isReceivingJobs: z.boolean(),
  languages: z.array(z.enum(PROVIDER_LANGUAGES)),
  nightEmergencyCalls: z.boolean(),
  rejectionReason: z.string().nullable(),
  teamMembers: z.array(teamMemberViewSchema),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

/** POST /api/providers/:id/reject: the admin's reason, emailed to the applicant. */
export const providerRejectionSchema = z.object({
  reason: z.string().trim().min(1, m.rejectionReasonRequired).max(500, m.rejectionReasonTooLong),
});
export type ProviderRejection = z.infer<typeof providerRejectionSchema>;
