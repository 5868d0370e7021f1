import crypto from 'node:crypto';
import type {
  CallSource,
  CallStatus,
  CallUrgency,
  NotificationMethod,
  ProviderLanguage,
  ProviderStatus,
  ServiceCategory,
  SubscriptionStatus,
} from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import { usPhoneE164 } from '@shared/phone';
import { hashPassword } from '../auth/password';
import type { BillingGate } from '../providers/repository';
import type { Db } from './database';
import { calls, providers, providerTeamMembers, userRoles, users, vendors, type ProviderAddress } from './schema';

// Factories shared by the seed and the tests: every call makes its own rows with unique emails,
// so tests run in any order without truncating tables.

export const uniqueSuffix = () => crypto.randomBytes(5).toString('hex');
export const uniqueEmail = (prefix = 'user') => `${prefix}-${uniqueSuffix()}@example.test`;

/**
 * An account whose email is verified unless `verified: false` (a fresh sign-up that has not opened its link).
 * Written in SQL naming only the columns it sets, so migration tests can make accounts on an older schema
 * (`verified: false` there: the column may not exist yet).
 */
export async function createUser(db: Db, opts: { email?: string; password?: string; verified?: boolean } = {}) {
  const email = (opts.email ?? uniqueEmail()).trim().toLowerCase();
  const password = opts.password ?? `pw-${uniqueSuffix()}-Aa1!`;
  const { rows } = await db.execute<{ id: string }>(
    sql`insert into ${users} (email, password_hash) values (${email}, ${await hashPassword(password)}) returning id`,
  );
  const id = rows[0]!.id;
  if (opts.verified !== false) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  return { id, email, password };
}

export async function createAdmin(db: Db, opts: { email?: string; password?: string } = {}) {
  const user = await createUser(db, { email: opts.email ?? uniqueEmail('admin'), password: opts.password });
  await db.insert(userRoles).values({ userId: user.id, role: 'admin' });
  return user;
}

export async function createVendor(db: Db, values: Partial<typeof vendors.$inferInsert> = {}) {
  const [row] = await db
    .insert(vendors)
    .values({
      name: `Vendor ${uniqueSuffix()}`,
      phone: '(831) 555-0100',
      email: uniqueEmail('vendor'),
      rating: 4.5,
      serviceType: 'Plumbing',
      ...values,
    })
    .returning();
  return row!;
}

export type CallInput = Partial<Omit<typeof calls.$inferInsert, 'status' | 'source' | 'urgency'>> & {
  status?: CallStatus;
  source?: CallSource;
  urgency?: CallUrgency;
};

export async function createCall(db: Db, values: CallInput = {}) {
  const [row] = await db
    .insert(calls)
    .values({
      customerName: 'Test Caller',
      phoneNumber: '+18005550199',
      customerPhone: '+18315550142',
      serviceType: 'Plumbing',
      serviceAddress: '123 Pacific Ave, Santa Cruz',
      summary: 'Kitchen sink is draining slowly.',
      transcript: 'assistant: Hi, thanks for calling.\nuser: My kitchen sink drains slowly.',
      callDuration: 95,
      preferredTime1: 'Tomorrow 9 AM - 12 PM',
      preferredTime2: 'Tomorrow 1 PM - 5 PM',
      // a verified lead, as a test of the marketplace needs; `phoneVerifiedAt: null` makes an unverified one
      phoneVerifiedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

export type TeamMemberInput = {
  name: string;
  phone?: string;
  email?: string;
  notificationMethod?: NotificationMethod;
  isPrimary?: boolean;
};

/** Development mode's gate (no Stripe): any approved provider receiving jobs may take them. */
export const DEVELOPMENT_BILLING: BillingGate = { subscriptionRequired: false, graceDays: 7 };

export async function createProvider(
  db: Db,
  opts: {
    email?: string;
    password?: string;
    businessName?: string;
    contactName?: string;
    phone?: string;
    licenseNumber?: string;
    insuranceProvider?: string;
    status?: ProviderStatus;
    /** defaults to now for an active provider, as the admin approval sets it */
    approvedAt?: Date | null;
    /** whether the account's email is verified (default true) */
    verified?: boolean;
    isReceivingJobs?: boolean;
    /** urgent jobs ring the team at night too */
    nightEmergencyCalls?: boolean;
    serviceCategories?: ServiceCategory[];
    languages?: ProviderLanguage[];
    address?: ProviderAddress;
    team?: TeamMemberInput[];
    /** billing (default: no subscription, not complimentary) */
    subscriptionStatus?: SubscriptionStatus;
    complimentary?: boolean;
    stripeCustomerId?: string;
  } = {},
) {
  const user = await createUser(db, {
    email: opts.email ?? uniqueEmail('provider'),
    password: opts.password,
    verified: opts.verified,
  });
  const businessName = opts.businessName ?? `Provider ${uniqueSuffix()}`;
  const [provider] = await db
    .insert(providers)
    .values({
      userId: user.id,
      businessName,
      contactName: opts.contactName ?? 'Pat Provider',
      phone: opts.phone ?? '(831) 555-0111',
      email: user.email,
      licenseNumber: opts.licenseNumber ?? null,
      insuranceProvider: opts.insuranceProvider ?? null,
      address: opts.address ?? { street: '100 Main St', city: 'Santa Cruz', state: 'CA', zip: '95060' },
      serviceCategories: opts.serviceCategories ?? ['Plumbing'],
      languages: opts.languages ?? ['en'],
      serviceArea: ['Santa Cruz County'],
      status: opts.status ?? 'pending',
      approvedAt: opts.approvedAt !== undefined ? opts.approvedAt : opts.status === 'active' ? new Date() : null,
      isReceivingJobs: opts.isReceivingJobs ?? true,
      nightEmergencyCalls: opts.nightEmergencyCalls ?? false,
      subscriptionStatus: opts.subscriptionStatus ?? 'none',
      complimentary: opts.complimentary ?? false,
      stripeCustomerId: opts.stripeCustomerId ?? null,
    })
    .returning();
  const team = opts.team ?? [
    {
      name: opts.contactName ?? 'Pat Provider',
      phone: opts.phone ?? '(831) 555-0111',
      email: user.email,
      isPrimary: true,
    },
  ];
  const members = team.length
    ? await db
        .insert(providerTeamMembers)
        .values(
          team.map((m, i) => ({
            providerId: provider!.id,
            name: m.name,
            // stored as the product stores them (E.164), however a test writes them
            phone: usPhoneE164(m.phone) ?? m.phone ?? '',
            email: m.email ?? '',
            notificationMethod: m.notificationMethod ?? 'both',
            isPrimary: m.isPrimary ?? i === 0,
          })),
        )
        .returning()
    : [];
  return { user, provider: provider!, members };
}
