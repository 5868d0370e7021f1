// Every route of spec section 2 (plus the provider pages the marketplace adds), in one place.
export const paths = {
  home: '/',
  auth: '/auth',
  admin: '/admin',
  adminAlias: '/getearl',
  adminCall: (id = ':id') => `/admin/call/${id}`,
  adminProviders: '/admin/providers',
  adminProvider: (id = ':id') => `/admin/provider/${id}`,
  providerLogin: '/provider',
  providerSignup: '/provider-signup',
  providerConfirmation: '/provider/confirmation',
  providerDashboard: '/provider/dashboard',
  providerTeam: '/provider/team',
  providerJobs: '/provider/jobs',
  providerBilling: '/provider/billing',
  terms: '/terms',
  privacy: '/privacy',
} as const;
