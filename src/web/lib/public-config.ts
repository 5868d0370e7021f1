import { queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { DEFAULT_CONCIERGE_PHONE } from '@shared/constants';
import type { PublicConfig } from '@shared/schemas/public-config';

// Read once per page load and shared: by usePublicConfig (no TanStack Query, so the landing page's first load
// stays small) and by publicConfigQuery for screens that use the query cache.
type PublicConfigState = { data?: PublicConfig; error?: Error; isPending: boolean };

let state: PublicConfigState = { isPending: true };
let request: Promise<PublicConfig> | undefined;
const listeners = new Set<() => void>();

function setState(next: PublicConfigState) {
  state = next;
  for (const listener of listeners) listener();
}

// a bare fetch, not lib/api.ts: the API client's error handling would weigh on the landing page's first load, and
// nobody shows this request's error (the voice button's "not ready" toast does not say why)
async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/api/public-config', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Request failed (${response.status})`);
  return (await response.json()) as PublicConfig;
}

export function loadPublicConfig(): Promise<PublicConfig> {
  request ??= fetchPublicConfig().then(
    (data) => {
      setState({ data, isPending: false });
      return data;
    },
    (error: Error) => {
      request = undefined; // the next component to mount tries again
      setState({ error, isPending: false });
      throw error;
    },
  );
  return request;
}

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: loadPublicConfig,
  staleTime: Infinity,
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!state.data && !request) loadPublicConfig().catch(() => undefined);
  return () => listeners.delete(listener);
}

/** The deployment's public settings; the phone number falls back to the default until they load. */
export function usePublicConfig() {
  const current = useSyncExternalStore(subscribe, () => state);
  return {
    data: current.data,
    error: current.error ?? null,
    isPending: current.isPending,
    isError: current.error !== undefined,
    isSuccess: current.data !== undefined,
    conciergePhone: current.data?.conciergePhone ?? DEFAULT_CONCIERGE_PHONE,
  };
}

/** "(800) 555-0199" → "tel:+18005550199" */
export function telHref(phone: string) {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
}
