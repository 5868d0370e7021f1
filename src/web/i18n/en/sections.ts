// English texts below the landing page's hero and of its footer (the LandingSections chunk). Spanish: ../es/sections.ts.
export const sections = {
  how: {
    title: 'How It Works',
    lead: 'Two steps, one phone call.',
    callTitle: 'Call and get solutions',
    callBody:
      'Describe the problem by phone or right here in your browser. Earl asks the questions a good tradesperson would, and walks you through safe fixes you can do yourself, from resetting a tripped breaker to clearing a slow drain.',
    bookTitle: 'Get matched and booked',
    bookBody:
      'Need a pro? Give Earl two time windows that work for you. A vetted local professional claims the job and you get a confirmation within minutes.',
  },
  services: {
    title: 'Services we cover',
    lead: 'From a dripping tap to a dead furnace, anywhere from Davenport to Watsonville.',
    // names: the spec's categories (SERVICE_CATEGORIES), as the landing page shows them
    plumbing: { name: 'Plumbing', blurb: 'Leaks, clogs, water heaters, running toilets.' },
    electrical: { name: 'Electrical', blurb: 'Outlets, breakers, lighting, panel upgrades.' },
    handyman: { name: 'Handyman', blurb: 'Doors, shelves, fixtures and the odd job list.' },
    painting: { name: 'Painting & Drywall', blurb: 'Patches, touch-ups and whole rooms.' },
    carpentry: { name: 'Carpentry', blurb: 'Trim, decks, fences and built-ins.' },
    hvac: { name: 'Heating & Cooling (HVAC)', blurb: 'Furnaces, heat pumps, vents and thermostats.' },
    landscaping: { name: 'Landscaping & Yard Work', blurb: 'Cleanups, irrigation and storm damage.' },
    appliances: { name: 'Appliance Installation & Repair', blurb: 'Washers, dryers, fridges, ovens, dishwashers.' },
  },
  testimonial: {
    label: 'What customers say',
    quote:
      '“Our water heater started leaking at ten at night. Earl talked me through shutting it off, and a plumber from Live Oak was at the door by eight the next morning.”',
    who: 'homeowner in Soquel',
  },
  cta: {
    title: 'Get your home sorted today',
    lead: 'Earl answers every call, any hour. It costs nothing to ask.',
    proQuestion: 'Are you a local pro?',
    proLink: 'Join the network for ${{price}}/month',
    proTail: ', no per-lead fees.',
  },
  footer: {
    label: 'Footer',
    tagline: 'Home services concierge for {{area}}',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    providerLogin: 'Service Provider Login',
    adminLogin: 'Admin Login',
  },
} as const;
