// Business constants from the spec (sections 3, 4 and 9). One place, imported by web and server.

/**
 * The eight services Earl covers: the landing page promises them, providers sign up for them, calls and jobs are
 * filed under them. Stored as these exact strings (calls.service_type, jobs.service_type, providers.service_categories).
 */
export const SERVICE_CATEGORIES = [
  'Plumbing',
  'Electrical',
  'Handyman',
  'Painting & Drywall',
  'Carpentry',
  'Heating & Cooling (HVAC)',
  'Landscaping & Yard Work',
  'Appliance Installation & Repair',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const CALL_STATUSES = ['pending', 'assigned', 'followup', 'resolved'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

// the spec shows "Follow-up" but stores "followup"
export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  followup: 'Follow-up',
  resolved: 'Resolved',
};

export const CALL_SOURCES = ['web', 'phone', 'vapi'] as const;
export type CallSource = (typeof CALL_SOURCES)[number];

export const CALL_URGENCIES = ['normal', 'urgent'] as const;

/** The languages the concierge speaks (ISO 639-1). */
/**
 * Whether a call may go to providers: `verified` (complete, and the callback number proven: a code typed back, or the
 * phone line's caller ID), `unverified` (complete, number not proven), `incomplete` (no trade, no address or no way to
 * reach the customer). Computed by PostgreSQL from the row (calls.lead_check), whoever wrote it.
 */
export const LEAD_CHECKS = ['verified', 'unverified', 'incomplete'] as const;
export type LeadCheck = (typeof LEAD_CHECKS)[number];

export const CALL_LANGUAGES = ['en', 'es'] as const;
export type CallLanguage = (typeof CALL_LANGUAGES)[number];

/**
 * The languages a provider's team may say it speaks (ISO 639-1; stored in providers.languages, whose CHECK lists
 * the same codes). A Spanish-speaking caller's job is offered first to teams that speak Spanish.
 */
export const PROVIDER_LANGUAGES = ['en', 'es'] as const;
export type ProviderLanguage = (typeof PROVIDER_LANGUAGES)[number];
export const DEFAULT_PROVIDER_LANGUAGES: ProviderLanguage[] = ['en'];
// each language named in itself, as a speaker of it looks for it
export const LANGUAGE_NAMES: Record<ProviderLanguage, string> = { en: 'English', es: 'Español' };
export type CallUrgency = (typeof CALL_URGENCIES)[number];

export const PROVIDER_STATUSES = ['pending', 'active', 'rejected'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const NOTIFICATION_METHODS = ['sms', 'email', 'both'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];
export const DEFAULT_NOTIFICATION_METHOD: NotificationMethod = 'both';

export const ROLES = ['admin'] as const;
export type Role = (typeof ROLES)[number];

export const PLAN_PRICE_PER_MONTH = 199;
// providers.subscription_status: mirrors the provider's Stripe subscription (none until the first checkout)
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const REVIEW_PROMISE_HOURS = 24;
export const SERVICE_AREA = 'Santa Cruz County';
export const RECENT_JOBS_LIMIT = 5;
export const MAX_TEAM_MEMBERS = 20;
// how long a job stays open for claims after it is created or reopened (the jobs.expires_at default says the same)
export const JOB_LIFETIME_HOURS = 24;
export const DEFAULT_CONCIERGE_PHONE = '(800) 555-0199';
export const SUPPORT_EMAIL = 'providers@earl.example';
export const LEGAL_EFFECTIVE_DATE = '10.02.25';
export const COPYRIGHT_YEAR = 2025;
export const MINIMUM_AGE = 18;
export const PRIVACY_EMAIL = 'privacy@earl.example';
export const LIABILITY_CAP_DOLLARS = 100;
