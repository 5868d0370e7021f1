import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from './database';
import { createAdmin, createCall, createProvider, createVendor, type CallInput } from './factories';
import { calls, users, vendors } from './schema';

// Fictional vetted vendors across Santa Cruz County (555 numbers, example.com addresses).
export const SEED_VENDORS = [
  {
    name: 'Surfside Plumbing & Rooter',
    phone: '(831) 555-0121',
    email: 'dispatch@surfside-plumbing.example.com',
    rating: 4.8,
    serviceType: 'Plumbing',
    notes: 'Water heaters, drains, leak detection. Same-day in Santa Cruz and Live Oak.',
  },
  {
    name: 'Aptos Drain Doctors',
    phone: '(831) 555-0122',
    email: 'hello@aptosdrains.example.com',
    rating: 4.6,
    serviceType: 'Plumbing',
    notes: 'Hydro-jetting and sewer camera inspections; covers Aptos, Capitola, Soquel.',
  },
  {
    name: 'Pajaro Valley Pipe Works',
    phone: '(831) 555-0123',
    email: 'office@pvpipe.example.com',
    rating: 4.4,
    serviceType: 'Plumbing',
    notes: 'Watsonville, Freedom and Corralitos; Spanish-speaking crew.',
  },
  {
    name: 'Boardwalk Electric',
    phone: '(831) 555-0131',
    email: 'service@boardwalkelectric.example.com',
    rating: 4.9,
    serviceType: 'Electrical',
    notes: 'Panel upgrades, EV chargers, troubleshooting. Licensed C-10.',
  },
  {
    name: 'Redwood Spark Electrical',
    phone: '(831) 555-0132',
    email: 'jobs@redwoodspark.example.com',
    rating: 4.5,
    serviceType: 'Electrical',
    notes: 'San Lorenzo Valley specialist: Felton, Ben Lomond, Boulder Creek.',
  },
  {
    name: 'Capitola Current Co.',
    phone: '(831) 555-0133',
    email: 'team@capitolacurrent.example.com',
    rating: 4.3,
    serviceType: 'Electrical',
    notes: 'Lighting, GFCI and outlet repairs; weekend availability.',
  },
  {
    name: 'Seabright Handyman Services',
    phone: '(831) 555-0141',
    email: 'book@seabrighthandyman.example.com',
    rating: 4.7,
    serviceType: 'Handyman',
    notes: 'Doors, drywall patches, fixtures, furniture assembly.',
  },
  {
    name: 'Scotts Valley Fix-It',
    phone: '(831) 555-0142',
    email: 'fixit@svfixit.example.com',
    rating: 4.4,
    serviceType: 'Handyman',
    notes: 'Small jobs welcome; fence and deck repairs.',
  },
  {
    name: 'Soquel Creek Carpentry & Repair',
    phone: '(831) 555-0143',
    email: 'info@soquelcreekrepair.example.com',
    rating: 4.6,
    serviceType: 'Carpentry',
    notes: 'Trim, doors and cabinet adjustments.',
  },
  {
    name: 'Bonny Doon Woodworks',
    phone: '(831) 555-0144',
    email: 'shop@bonnydoonwood.example.com',
    rating: 4.5,
    serviceType: 'Carpentry',
    notes: 'Decks, fences, stairs and built-in shelving; Westside to Davenport.',
  },
  {
    name: 'Pleasure Point Painting',
    phone: '(831) 555-0126',
    email: 'estimates@pleasurepointpainting.example.com',
    rating: 4.7,
    serviceType: 'Painting & Drywall',
    notes: 'Interior and exterior painting, cabinet refinishing; low-VOC paints.',
  },
  {
    name: 'Live Oak Drywall & Paint',
    phone: '(831) 555-0127',
    email: 'crew@liveoakdrywall.example.com',
    rating: 4.4,
    serviceType: 'Painting & Drywall',
    notes: 'Drywall repair, texture matching and water-damage patches.',
  },
  {
    name: 'Coastal Comfort Heating & Air',
    phone: '(831) 555-0136',
    email: 'service@coastalcomfort.example.com',
    rating: 4.8,
    serviceType: 'Heating & Cooling (HVAC)',
    notes: 'Furnaces, heat pumps and mini-splits; no-heat calls first.',
  },
  {
    name: 'Pajaro Furnace & Duct',
    phone: '(831) 555-0137',
    email: 'office@pajarofurnace.example.com',
    rating: 4.3,
    serviceType: 'Heating & Cooling (HVAC)',
    notes: 'Furnace repair, wall heaters and duct cleaning; Watsonville and Freedom.',
  },
  {
    name: 'Santa Cruz Mountains Landscaping',
    phone: '(831) 555-0146',
    email: 'yard@scmlandscaping.example.com',
    rating: 4.6,
    serviceType: 'Landscaping & Yard Work',
    notes: 'Planting, drip irrigation and brush clearing for defensible space.',
  },
  {
    name: 'Capitola Yard Care',
    phone: '(831) 555-0147',
    email: 'hello@capitolayardcare.example.com',
    rating: 4.2,
    serviceType: 'Landscaping & Yard Work',
    notes: 'Mowing, pruning, leaf and storm cleanups; weekly or one-time.',
  },
  {
    name: 'Westside Appliance Repair',
    phone: '(831) 555-0151',
    email: 'repairs@westsideappliance.example.com',
    rating: 4.8,
    serviceType: 'Appliance Installation & Repair',
    notes: 'Washers, dryers, dishwashers, refrigerators; all major brands.',
  },
  {
    name: 'Monterey Bay Appliance Pros',
    phone: '(831) 555-0152',
    email: 'help@mbappliancepros.example.com',
    rating: 4.5,
    serviceType: 'Appliance Installation & Repair',
    notes: 'Ovens and ranges, gas and electric; Watsonville to Santa Cruz.',
  },
  {
    name: 'Harbor Appliance Service',
    phone: '(831) 555-0153',
    email: 'desk@harborappliance.example.com',
    rating: 4.2,
    serviceType: 'Appliance Installation & Repair',
    notes: 'Dishwasher and disposal installs.',
  },
];

const line = (role: 'assistant' | 'user' | 'system' | 'tool', text: string) => `${role}: ${text}`;
const GREETING =
  "Hi, you've reached Earl, Santa Cruz County's home-services assistant. This call is recorded. What's going on at your place today?";

const SEED_CALLS: (CallInput & { minutesAgo: number })[] = [
  {
    minutesAgo: 18,
    externalId: 'seed-call-1',
    customerName: 'Maria Gonzalez',
    customerPhone: '+18315550187',
    serviceType: 'Plumbing',
    serviceAddress: '214 Seabright Ave, Santa Cruz',
    summary:
      'Water heater in the garage is leaking from the bottom; caller shut off the cold supply. Needs a plumber to inspect and likely replace the tank.',
    callDuration: 212,
    preferredTime1: 'Tomorrow, 8 AM - 12 PM',
    preferredTime2: 'Tomorrow, 1 PM - 5 PM',
    urgency: 'normal',
    source: 'phone',
    transcript: [
      line('system', 'You are Earl, the Santa Cruz County home-services concierge.'),
      line('system', 'Collect name, callback number, service type, address, problem and two time windows.'),
      line('assistant', GREETING),
      line('user', 'Hi, my water heater is leaking all over the garage floor.'),
      line(
        'assistant',
        "I'm sorry to hear that. First, please turn the cold-water valve on top of the heater to off. Can I get your name?",
      ),
      line('user', "I already did that. It's Maria Gonzalez."),
      line('assistant', 'Thanks, Maria. What is the best number to reach you?'),
      line('user', '831 555 0187'),
      line('assistant', 'That is 831-555-0187. And the address?'),
      line('user', '214 Seabright Avenue in Santa Cruz.'),
      line('assistant', 'When could a plumber come by? Please give me two time windows.'),
      line('user', 'Tomorrow morning or tomorrow afternoon.'),
      line(
        'assistant',
        'Got it: tomorrow 8 to noon, or 1 to 5. Surfside Plumbing and Aptos Drain Doctors serve your area; a provider will confirm one of those windows shortly.',
      ),
    ].join('\n'),
  },
  {
    minutesAgo: 95,
    externalId: 'seed-call-2',
    customerName: 'James Whitaker',
    customerPhone: '+18315550164',
    serviceType: 'Electrical',
    serviceAddress: '87 Lockewood Ln, Scotts Valley',
    summary:
      'Kitchen breaker trips whenever the microwave and kettle run together. Reset did not hold; wants an electrician to check the circuit.',
    callDuration: 174,
    preferredTime1: 'Saturday, 9 AM - 12 PM',
    preferredTime2: 'Monday, 3 PM - 6 PM',
    status: 'assigned',
    source: 'web',
    transcript: [
      line('assistant', GREETING),
      line('user', 'My breaker keeps tripping in the kitchen.'),
      line(
        'assistant',
        'Let us try one thing: unplug the microwave and kettle, then push the breaker fully to off and back on. Did that hold?',
      ),
      line('user', 'It held until I ran both again.'),
      line(
        'assistant',
        "Then the circuit is overloaded or has a fault, and an electrician should look at it. What's your name?",
      ),
      line('user', 'James Whitaker, 831 555 0164, 87 Lockewood Lane in Scotts Valley.'),
      line('assistant', 'Thanks, James. Two time windows that work for you?'),
      line('user', 'Saturday morning, or Monday after 3.'),
      line(
        'assistant',
        'Saturday 9 to noon or Monday 3 to 6. Boardwalk Electric and Redwood Spark Electrical are near you.',
      ),
    ].join('\n'),
  },
  {
    minutesAgo: 60 * 5,
    externalId: 'seed-call-3',
    customerName: 'Priya Raman',
    customerPhone: '+18315550119',
    serviceType: 'Appliance Installation & Repair',
    serviceAddress: '1520 Soquel Dr, Aptos',
    summary:
      'Dishwasher will not drain and leaves standing water. Filter cleaning did not help; needs an appliance technician.',
    callDuration: 248,
    preferredTime1: 'Wednesday, 12 PM - 4 PM',
    preferredTime2: 'Thursday, 9 AM - 12 PM',
    status: 'followup',
    transcript: [
      line('assistant', GREETING),
      line('user', "My dishwasher won't drain."),
      line('assistant', 'Could you check the filter at the bottom of the tub and clear any debris?'),
      line('tool', 'troubleshooting: dishwasher-drain-filter'),
      line('user', 'I cleaned it, still standing water.'),
      line('assistant', 'Thanks for trying. A technician should take a look. May I have your name and number?'),
      line('user', 'Priya Raman, 831-555-0119.'),
      line('assistant', 'And the address?'),
      line('user', '1520 Soquel Drive, Aptos.'),
      line('assistant', 'Two windows that work?'),
      line('user', 'Wednesday afternoon or Thursday morning.'),
    ].join('\n'),
  },
  {
    minutesAgo: 60 * 26,
    externalId: 'seed-call-4',
    customerName: 'Tom Becker',
    customerPhone: '+18315550173',
    serviceType: 'Handyman',
    serviceAddress: '33 Main St, Watsonville',
    summary: 'Wants a new interior door hung and two drywall patches repaired in the hallway.',
    callDuration: 131,
    preferredTime1: 'Friday, 9 AM - 12 PM',
    preferredTime2: 'Friday, 1 PM - 4 PM',
    status: 'resolved',
    source: 'vapi',
    transcript: [
      line('assistant', GREETING),
      line('user', 'I need someone to hang a door and patch some drywall.'),
      line('assistant', "Happy to help. What's your name and number?"),
      line('user', 'Tom Becker, 831 555 0173.'),
      line('assistant', 'And where is the job?'),
      line('user', '33 Main Street, Watsonville.'),
      line('assistant', 'Friday morning or Friday afternoon both work? Seabright Handyman Services can help.'),
    ].join('\n'),
  },
  {
    minutesAgo: 60 * 50,
    externalId: 'seed-call-5',
    customerName: null,
    customerPhone: '+18315550108',
    serviceType: null,
    serviceAddress: null,
    summary: 'Caller hung up before describing the problem.',
    callDuration: 14,
    preferredTime1: null,
    preferredTime2: null,
    source: 'phone',
    transcript: [line('assistant', GREETING), line('user', 'Hello?')].join('\n'),
  },
  {
    minutesAgo: 60 * 73,
    externalId: 'seed-call-6',
    customerName: 'Dana Okafor',
    customerPhone: '+18315550155',
    serviceType: 'Plumbing',
    serviceAddress: '9 Cliff Dr, Capitola',
    summary:
      'Burst pipe under the bathroom sink flooding the floor. Caller shut the main water valve as advised; urgent plumber visit requested.',
    callDuration: 187,
    preferredTime1: 'Today, as soon as possible',
    preferredTime2: 'Today, 4 PM - 8 PM',
    urgency: 'urgent',
    transcript: [
      line('assistant', GREETING),
      line('user', 'A pipe burst under my bathroom sink, water everywhere!'),
      line(
        'assistant',
        'First, shut off your main water valve now, usually where the line enters the house, and keep away from any outlets near the water. Tell me when it is off.',
      ),
      line('user', 'Okay, it is off.'),
      line('assistant', "Good. I'm marking this urgent. Your name and address?"),
      line('user', 'Dana Okafor, 9 Cliff Drive, Capitola. 831 555 0155.'),
    ].join('\n'),
  },
  {
    minutesAgo: 60 * 9,
    externalId: 'seed-call-7',
    customerName: 'Luis Herrera',
    customerPhone: '+18315550112',
    serviceType: 'Heating & Cooling (HVAC)',
    serviceAddress: '402 Mission St, Santa Cruz',
    summary:
      'Furnace blows cold air and the pilot will not stay lit; an older parent lives in the house. Needs an HVAC technician.',
    callDuration: 163,
    preferredTime1: 'Tomorrow, 8 AM - 12 PM',
    preferredTime2: 'Tomorrow, 12 PM - 4 PM',
    source: 'phone',
    transcript: [
      line('assistant', GREETING),
      line('user', 'Our furnace is blowing cold air and the pilot keeps going out.'),
      line('assistant', 'Do you smell gas anywhere in the house?'),
      line('user', 'No, no gas smell.'),
      line('assistant', 'Good. An HVAC technician should look at it. May I have your name and number?'),
      line('user', 'Luis Herrera, 831 555 0112.'),
      line('assistant', 'And the address?'),
      line('user', '402 Mission Street, Santa Cruz.'),
      line('assistant', 'Two windows that work?'),
      line('user', 'Tomorrow morning or early afternoon.'),
    ].join('\n'),
  },
];

// Sample provider applications in each state, so the admin review screens have something to show.
export const SEED_PROVIDERS: NonNullable<Parameters<typeof createProvider>[1]>[] = [
  {
    email: 'dispatch@liveoakplumbing.example.com',
    businessName: 'Live Oak Plumbing Co.',
    contactName: 'Rosa Delgado',
    phone: '(831) 555-0161',
    status: 'active',
    serviceCategories: ['Plumbing'],
    // a bilingual crew: a Spanish-speaking caller's plumbing job reaches it first
    languages: ['en', 'es'],
    address: { street: '1720 17th Ave', city: 'Santa Cruz', state: 'CA', zip: '95062' },
    licenseNumber: 'CSLB 1048821',
    insuranceProvider: 'Pacific Trades Mutual',
    team: [
      {
        name: 'Rosa Delgado',
        phone: '+18315550161',
        email: 'dispatch@liveoakplumbing.example.com',
        notificationMethod: 'both',
      },
      {
        name: 'Eli Navarro',
        phone: '+18315550162',
        email: 'eli@liveoakplumbing.example.com',
        notificationMethod: 'sms',
      },
    ],
  },
  {
    email: 'office@soquelvalleyelectric.example.com',
    businessName: 'Soquel Valley Electric',
    contactName: 'Grant Oyelaran',
    phone: '(831) 555-0171',
    status: 'pending',
    serviceCategories: ['Electrical', 'Handyman'],
    address: { street: '4750 Soquel Dr', city: 'Soquel', state: 'CA', zip: '95073' },
    licenseNumber: 'CSLB 998120',
  },
  {
    email: 'dispatch@pacificridgehvac.example.com',
    businessName: 'Pacific Ridge Heating & Cooling',
    contactName: 'Nadia Farouk',
    phone: '(831) 555-0176',
    status: 'active',
    serviceCategories: ['Heating & Cooling (HVAC)'],
    address: { street: '118 Mount Hermon Rd', city: 'Scotts Valley', state: 'CA', zip: '95066' },
    licenseNumber: 'CSLB 1102934',
    insuranceProvider: 'Pacific Trades Mutual',
    team: [
      {
        name: 'Nadia Farouk',
        phone: '+18315550176',
        email: 'dispatch@pacificridgehvac.example.com',
        notificationMethod: 'both',
      },
    ],
  },
  {
    email: 'hello@bayviewappliance.example.com',
    businessName: 'Bayview Appliance Fix',
    contactName: 'Mei Chen',
    phone: '(831) 555-0181',
    status: 'rejected',
    serviceCategories: ['Appliance Installation & Repair'],
    address: { street: '210 Main St', city: 'Watsonville', state: 'CA', zip: '95076' },
  },
];

export const DEV_ADMIN_EMAIL = 'admin@earl.local';

/** True when the database has no accounts, vendors or calls yet (a fresh install). */
export async function isDatabaseEmpty(db: Db) {
  const [[u], [v], [c]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(vendors),
    db.select({ n: count() }).from(calls),
  ]);
  return u!.n === 0 && v!.n === 0 && c!.n === 0;
}

/**
 * Adds the demo data. Safe to run again: vendors and sample calls are added only once, and the dev
 * admin is created only when missing. Returns the dev admin login when it was created now.
 */
export async function seedDatabase(db: Db, log: Logger) {
  const [{ n: vendorCount }] = (await db.select({ n: count() }).from(vendors)) as [{ n: number }];
  if (vendorCount === 0) for (const v of SEED_VENDORS) await createVendor(db, v);

  for (const { minutesAgo, ...call } of SEED_CALLS) {
    const exists = await db.query.calls.findFirst({
      where: eq(calls.externalId, call.externalId!),
      columns: { id: true },
    });
    if (!exists) await createCall(db, { ...call, createdAt: new Date(Date.now() - minutesAgo * 60_000) });
  }

  for (const provider of SEED_PROVIDERS) {
    const exists = await db.query.users.findFirst({ where: eq(users.email, provider.email!), columns: { id: true } });
    if (!exists) await createProvider(db, provider);
  }

  const existingAdmin = await db.query.users.findFirst({
    where: eq(users.email, DEV_ADMIN_EMAIL),
    columns: { id: true },
  });
  let admin: { email: string; password: string } | undefined;
  if (!existingAdmin) {
    const password = crypto.randomBytes(9).toString('base64url');
    admin = await createAdmin(db, { email: DEV_ADMIN_EMAIL, password });
  }
  log.info(
    { vendors: SEED_VENDORS.length, calls: SEED_CALLS.length, providers: SEED_PROVIDERS.length },
    'seed data in place',
  );
  return { admin };
}
