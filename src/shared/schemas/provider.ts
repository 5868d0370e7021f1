import { z } from 'zod';
import {
  DEFAULT_PROVIDER_LANGUAGES,
  MAX_TEAM_MEMBERS,
  NOTIFICATION_METHODS,
  PROVIDER_LANGUAGES,
  PROVIDER_STATUSES,
  SERVICE_CATEGORIES,
} from '../constants';
import { providerMessages as m } from '../messages';
import { usPhoneE164 } from '../phone';

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

// Optional free text: blank means "not given" and is stored as null.
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

// Only plain decimals ('12', '12.5', '-3'): Number() would also take '0x10', '1e3' or 'Infinity'.
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
const decimalOrNaN = (v: string) => (DECIMAL.test(v) ? Number(v) : Number.NaN);

// The form sends what the number input holds (a string, '' when empty); API clients may send a number.
const minimumFee = z
  .union([z.string().trim(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === '' || v == null ? null : typeof v === 'number' ? v : decimalOrNaN(v)))
  .pipe(
    z
      .number({ error: m.minimumFeeInvalid })
      .min(0, m.minimumFeeNegative)
      .max(99_999.99, m.minimumFeeTooLarge)
      .nullable(),
  )
  .transform((v) => (v === null ? null : Math.round(v * 100) / 100));

/**
 * Spec section 5, provider signup business info (step 1). The wizard validates step 1 with it on Next and on
 * submit; the server parses the application body with the same rules.
 */
export const businessInfoSchema = z.object({
  businessName: requiredText(100, m.businessNameRequired, m.businessNameTooLong),
  contactName: requiredText(100, m.contactNameRequired, m.contactNameTooLong),
  phone: z
    .string()
    .trim()
    .regex(/^[\d\s()-]*$/, m.invalidPhone)
    .min(10, m.phoneTooShort)
    .max(20, m.phoneTooLong),
  email: z.string().trim().max(255, m.emailTooLong).pipe(z.email(m.invalidEmail)),
  password: z.string().min(8, m.passwordTooShort).max(99, m.passwordTooLong),
  street: requiredText(200, m.streetRequired, m.streetTooLong),
  city: requiredText(100, m.cityRequired, m.cityTooLong),
  state: z
    .string()
    .trim()
    .min(2, m.stateRequired)
    .max(2, m.stateInvalid)
    .regex(/^[A-Za-z]*$/, m.stateInvalid)
    .transform((v) => v.toUpperCase()),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, m.zipInvalid),
  licenseNumber: optionalText(100, m.licenseTooLong),
  insuranceProvider: optionalText(100, m.insuranceProviderTooLong),
  insurancePolicy: optionalText(100, m.insurancePolicyTooLong),
  minimumFee,
});
export type BusinessInfoInput = z.input<typeof businessInfoSchema>;
export type BusinessInfo = z.output<typeof businessInfoSchema>;

/** The step-1 fields that must be filled before Next is enabled. */
export const REQUIRED_BUSINESS_FIELDS = [
  'businessName',
  'contactName',
  'phone',
  'email',
  'password',
  'street',
  'city',
  'state',
  'zip',
] as const;

export const NOTIFICATION_METHOD_LABELS: Record<(typeof NOTIFICATION_METHODS)[number], string> = {
  sms: 'SMS only',
  email: 'Email only',
  both: 'Both SMS and Email',
};

/**
 * A team member's phone, where job texts go: empty, or a valid US number with any markup, stored in E.164
 * ("(831) 555-0162" → "+18315550162") since SMS leave the product in that form only.
 */
const teamPhone = z
  .string()
  .trim()
  .max(20, m.phoneTooLong)
  .default('')
  .superRefine((phone, ctx) => {
    if (phone && !usPhoneE164(phone)) ctx.addIssue({ code: 'custom', message: m.teamPhoneNotUs });
  })
  .transform((phone) => (phone ? usPhoneE164(phone)! : ''));

// The spec leaves team member fields unvalidated; lengths are capped so nothing unbounded is stored, and a phone
// given must be one an SMS can reach.
export const teamMemberSchema = z.object({
  name: z.string().trim().max(100, m.teamNameTooLong),
  phone: teamPhone,
  email: z.string().trim().max(255, m.emailTooLong).default(''),
  notificationMethod: z.enum(NOTIFICATION_METHODS).default('both'),
});
export type TeamMemberInput = z.input<typeof teamMemberSchema>;

const emailFormat = businessInfoSchema.shape.email;

/**
 * The team page's add and edit form, and the body of the team API: the wizard's member fields and limits, plus
 * what makes a member reachable, since they are notified of jobs from the moment they are saved: a name, the
 * contact detail(s) their method uses, and an email in the same format as step 1's when given (the phone is a US
 * number in every path, see teamPhone).
 */
export const teamMemberFormSchema = teamMemberSchema.superRefine((member, ctx) => {
  if (!member.name) ctx.addIssue({ code: 'custom', path: ['name'], message: m.teamNameRequired });
  if (!member.phone && member.notificationMethod !== 'email') {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: m.teamPhoneRequired });
  }
  if (member.email) {
    const email = emailFormat.safeParse(member.email);
    if (!email.success) ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]!.message });
  } else if (member.notificationMethod !== 'sms') {
    ctx.addIssue({ code: 'custom', path: ['email'], message: m.teamEmailRequired });
  }
});
export type TeamMemberFormInput = z.input<typeof teamMemberFormSchema>;
export type TeamMemberForm = z.output<typeof teamMemberFormSchema>;

/** The languages the team speaks (ISO 639-1 codes of PROVIDER_LANGUAGES), at least one, kept in the list's order. */
export const providerLanguagesSchema = z
  .array(z.enum(PROVIDER_LANGUAGES))
  .min(1, m.selectAtLeastOneLanguage)
  .max(PROVIDER_LANGUAGES.length * 4)
  .transform((list) => PROVIDER_LANGUAGES.filter((code) => list.includes(code)));

/** The whole wizard in one request: account, provider record and team are created together or not at all. */
export const providerApplicationSchema = businessInfoSchema.extend({
  serviceCategories: z
    .array(z.enum(SERVICE_CATEGORIES))
    .min(1, m.selectAtLeastOneService)
    .transform((list) => [...new Set(list)]),
  // the first member is the primary contact
  // English when absent (clients written before languages existed)
  languages: providerLanguagesSchema.default([...DEFAULT_PROVIDER_LANGUAGES]),
  teamMembers: z.array(teamMemberSchema).min(1, m.teamMemberRequired).max(MAX_TEAM_MEMBERS, m.teamTooLarge),
  acceptTerms: z.literal(true, { error: m.termsRequired }),
});
export type ProviderApplicationInput = z.input<typeof providerApplicationSchema>;
export type ProviderApplication = z.output<typeof providerApplicationSchema>;

/** PATCH /api/provider/me: the provider's own settings, either or both; any other field is refused. */
export const ownProviderUpdateSchema = z
  .strictObject({
    isReceivingJobs: z.boolean().optional(),
    languages: providerLanguagesSchema.optional(),
    /** urgent jobs ring the team at night too (9 PM to 7 AM) */
    nightEmergencyCalls: z.boolean().optional(),
  })
  .refine(
    (update) =>
      update.isReceivingJobs !== undefined ||
      update.languages !== undefined ||
      update.nightEmergencyCalls !== undefined,
    m.nothingToUpdate,
  );
export type OwnProviderUpdate = z.output<typeof ownProviderUpdateSchema>;

export const teamMemberViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  notificationMethod: z.enum(NOTIFICATION_METHODS),
  isPrimary: z.boolean(),
});

/** A provider record as the API returns it (the provider's own dashboard; the admin screens may reuse it). */
export const providerViewSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  licenseNumber: z.string().nullable(),
  insuranceProvider: z.string().nullable(),
  insurancePolicy: z.string().nullable(),
  minimumFee: z.number().nullable(),
  serviceCategories: z.array(z.string()),
  serviceArea: z.array(z.string()),
  status: z.enum(PROVIDER_STATUSES),
  isReceivingJobs: z.boolean(),
  languages: z.array(z.enum(PROVIDER_LANGUAGES)),
  /** urgent jobs ring the team by phone at night too (by day they always do, when the phone line is set up) */
  nightEmergencyCalls: z.boolean(),
  // the admin's reason when the application was rejected
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  teamMembers: z.array(teamMemberViewSchema),
});
export type ProviderView = z.infer<typeof providerViewSchema>;

export type TeamMemberView = z.infer<typeof teamMemberViewSchema>;

/** GET /api/provider/team: the team, primary contact first; `editable` is false once an application is rejected. */
export const teamViewSchema = z.object({ members: z.array(teamMemberViewSchema), editable: z.boolean() });
export type TeamView = z.infer<typeof teamViewSchema>;
