import { z } from 'zod';
import {
  DEFAULT_PROVIDER_LANGUAGES,
  NOTIFICATION_METHODS,
  PROVIDER_LANGUAGES,
  SERVICE_CATEGORIES,
  type ProviderLanguage,
  type ServiceCategory,
} from '@shared/constants';
import type { BusinessInfoInput } from '@shared/schemas/provider';
import type { TeamMemberDraft } from './TeamStep';

/**
 * The wizard's progress in the tab's sessionStorage, so a reload or the browser's Back and Forward lose nothing.
 * Never the password: it is left out when saving, and must be typed again after a reload.
 */
const KEY = 'earl:provider-signup';

export type SavedApplication = {
  business: Omit<BusinessInfoInput, 'password'>;
  categories: ServiceCategory[];
  languages: ProviderLanguage[];
  team: TeamMemberDraft[];
};

const text = z.string().max(1000).catch('');
const savedSchema = z.object({
  business: z.object({
    businessName: text,
    contactName: text,
    phone: text,
    email: text,
    street: text,
    city: text,
    state: text,
    zip: text,
    licenseNumber: text,
    insuranceProvider: text,
    insurancePolicy: text,
    minimumFee: text,
  }),
  categories: z.array(z.enum(SERVICE_CATEGORIES)).catch([]),
  languages: z
    .array(z.enum(PROVIDER_LANGUAGES))
    .min(1)
    .catch([...DEFAULT_PROVIDER_LANGUAGES]),
  team: z
    .array(
      z.object({
        key: z.number(),
        name: text,
        phone: text,
        email: text,
        notificationMethod: z.enum(NOTIFICATION_METHODS),
      }),
    )
    .max(50)
    .catch([]),
});

export function loadSavedApplication(): SavedApplication | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const parsed = savedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // storage blocked or corrupt: start afresh
  }
}

export function saveApplication({
  business,
  ...rest
}: Omit<SavedApplication, 'business'> & { business: BusinessInfoInput }) {
  const { password: _never, ...withoutPassword } = business;
  const minimumFee = withoutPassword.minimumFee;
  try {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({
        business: { ...withoutPassword, minimumFee: minimumFee == null ? '' : String(minimumFee) },
        ...rest,
      }),
    );
  } catch {
    // storage full or blocked: the wizard still works, it only forgets on reload
  }
}

export function forgetSavedApplication() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
