// English texts of the landing page's header and hero (in its first load). Spanish: ../es/landing.ts.
export const landing = {
  title: 'Earl · Home services concierge for Santa Cruz County',
  skipToMain: 'Skip to main content',
  nav: {
    label: 'Accounts',
    providerLogin: 'Service Provider Login',
    adminLogin: 'Admin Login',
  },
  hero: {
    badge: '24/7 across {{area}}',
    titleStart: 'Something need fixing?',
    titleEnd: 'Call Earl.',
    intro:
      'Earl is the AI concierge for home repairs in {{area}}. Tell Earl what’s wrong: it walks you through the simple fixes on the spot, and books a vetted local pro when the job needs one.',
    vetted: 'Vetted local pros',
    free: 'Free to call, day or night',
    confirmed: 'Confirmed in minutes',
  },
  call: 'Call {{phone}}',
} as const;
