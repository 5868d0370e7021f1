import { z } from 'zod';

export const vendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  rating: z.number().nullable(),
  notes: z.string().nullable(),
  serviceType: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorSearchSchema = z.object({
  /** vendors whose service_type contains this text, case-insensitively; all vendors when empty */
  serviceType: z.string().trim().max(200).optional(),
});

/** An active provider who would be offered a job of the searched service type now (the admin's first suggestions). */
export const matchingProviderSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  serviceCategories: z.array(z.string()),
});
export type MatchingProvider = z.infer<typeof matchingProviderSchema>;
