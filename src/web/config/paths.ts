// Every route of spec section 2 (plus the provider pages the marketplace adds), in one place.
export const paths = {
  home: '/',
  auth: '/auth',
  admin: '/admin',
  adminAlias: '/getearl',
  adminCall: (id = ':id') => `/admin/call/${id}`,
  adminProviders: '/admin/providers',
  adminProvider: (id = ':id') => `/admin/provider/${id}`,
  adminOutbox: '/admin/outbox',
  providerLogin: '/provider',
  providerSignup: '/provider-signup',
  providerConfirmation: '/provider/confirmation',
  providerDashboard: '/provider/dashboard',
  providerTeam: '/provider/team',
  providerJobs: '/provider/jobs',
  providerJob: (id = ':id') => `/provider/jobs/${id}`,
  providerBilling: '/provider/billing',
  claim: (token = ':token') => `/claim/${token}`,
  // the customer's status link (the server builds it as PUBLIC_URL/r/<token>)
  requestStatus: (token = ':token') => `/r/${token}`,
  // the link emailed at sign-up (the server builds it as PUBLIC_URL/verify-email/<token>)
  verifyEmail: (token = ':token') => `/verify-email/${token}`,
  // "Forgot password?" (admins and providers); `?from=provider` brings the visitor back to the provider login
  forgotPassword: '/forgot-password',
  // the link emailed by the password reset (the server builds it as PUBLIC_URL/reset-password/<token>)
  resetPassword: (token = ':token') => `/reset-password/${token}`,
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** The provider login, coming back to `target` (a provider page) after signing in. */
export const providerLoginReturningTo = (target: string) => `${paths.providerLogin}?next=${encodeURIComponent(target)}`;

/**
 * Where the provider login goes after signing in: the `next` page asked for when it is one of the portal's own
 * pages (never another site, so the parameter cannot be used to send someone elsewhere), else the dashboard.
 */
export function providerReturnPath(next: string | null): string {
  if (next && /^\/provider\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_-]*)?$/.test(next) && !next.includes('//')) return next;
  return paths.providerDashboard;
}
