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
  // the link emailed at sign-up (the server builds it as PUBLIC_URL/verify-email/<token>)
  verifyEmail: (token = ':token') => `/verify-email/${token}`,
  terms: '/terms',
  privacy: '/privacy',
} as const;
