import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from './support/fake-smtp-server';
import { createIsolatedDatabase } from './support/isolated-database';
import { startFakeStripeApi, type FakeStripeApi } from './support/fake-stripe-api';
import { createTestApp, signIn, type TestApp } from './support/app';
import {
  createAdmin,
  createCall,
  createProvider,
  createUser,
  uniqueEmail,
  uniqueSuffix,
} from '../src/server/db/factories';
import { jobs } from '../src/server/db/schema';

/*
 * The authorization matrix: every API and webhook route the app declares (the OpenAPI document's, plus the hidden
 * ones, collected as routes register) is called as five actors, and each answer must have the status the table
 * below gives. No answer to someone who does not own it may contain another party's data: customers' phones,
 * addresses, names and transcripts, and providers' private details are seeded with marker values and searched for
 * in every body.
 *
 * Adding a route: add one line to MATRIX, keyed "METHOD /path" exactly as the route is declared (":id" params), e.g.
 *   'GET /api/provider/stats': providersOnly(200),
 *   'GET /api/provider/jobs/:id': { ...providersOnly(200, 404), request: (f) => ({ params: { id: f.jobs.claimed.id } }) },
 * Without `request`, path params get a random UUID (or token) and POST/PATCH/PUT send `{}`. A route hidden from the
 * OpenAPI document needs `hidden: 'why'`. Fixtures (`f`): admin, user, providerA (`provider`, owns the claimed
 * job), providerB (`otherProvider`), two pending applicants, calls/jobs `claimed` (by A), `open` (unclaimed), and
 * calls `toDispatch`, `toCancel` for the admin job actions, `toRelease` (unverified) for the admin's release.
 *
 * The origin column: every state-changing API route (POST/PUT/PATCH/DELETE under /api) is also called by each actor
 * from a foreign origin and with no Origin at all, and must answer 403 (same-site request forgery). Webhooks are
 * signed instead, so they answer the same whatever the origin.
 */

const ROLES = ['anonymous', 'user', 'otherProvider', 'provider', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;
type Request = { params?: Record<string, string>; query?: string; payload?: unknown; headers?: Record<string, string> };
type Entry = Statuses & {
  request?: (f: Fixtures, role: Role) => Request;
  /** the call ends or replaces the caller's session: it is made with a fresh sign-in of the same actor */
  freshSession?: boolean;
  /** why the route is left out of the OpenAPI document */
  hidden?: string;
};

const everyone = (status: number): Statuses => ({
  anonymous: status,
  user: status,
  otherProvider: status,
  provider: status,
  admin: status,
});
const adminOnly = (ok = 200): Statuses => ({ anonymous: 401, user: 403, otherProvider: 403, provider: 403, admin: ok });
const providersOnly = (ok = 200, otherOk = ok): Statuses => ({
  anonymous: 401,
  user: 403,
  otherProvider: otherOk,
  provider: ok,
  admin: 403,
});

const ORIGINS = ['same-origin', 'foreign', 'missing'] as const;
type Origin = (typeof ORIGINS)[number];
const isStateChanging = (route: { method: string; url: string }) =>
  route.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
/** What a route answers from a foreign origin or none: 403 for state-changing API routes, else as from our own. */
const expectedFrom = (route: { method: string; url: string }, origin: Origin, sameOrigin: number) =>
  origin !== 'same-origin' && isStateChanging(route) ? 403 : sameOrigin;

const STRONG_PASSWORD = 'matrix-Pass-7c1!';

const application = (email: string) => ({
  businessName: 'Matrix Plumbing',
  contactName: 'Mat Rix',
  phone: '(831) 555-0190',
  email,
  password: STRONG_PASSWORD,
  street: '1 Matrix Way',
  city: 'Santa Cruz',
  state: 'CA',
  zip: '95060',
  serviceCategories: ['Plumbing'],
  teamMembers: [{ name: 'Mat Rix', phone: '(831) 555-0190', email, notificationMethod: 'email' }],
  acceptTerms: true,
});

const MATRIX: Record<string, Entry> = {
  'GET /api/health': everyone(200),
  'POST /api/auth/sign-up': {
    ...everyone(201),
    request: () => ({ payload: { email: uniqueEmail('matrix'), password: STRONG_PASSWORD } }),
  },
  'POST /api/auth/sign-in': {
    ...everyone(200),
    request: (f) => ({ payload: { email: f.user.email, password: f.user.password } }),
  },
  'POST /api/auth/sign-out': { ...everyone(200), freshSession: true },
  // the emailed link's token is the credential; a made-up one finds nothing
  'POST /api/auth/verify-email': { ...everyone(404), request: () => ({ payload: { token: 'x'.repeat(43) } }) },
  'GET /api/auth/session': everyone(200),
  // always 202, account or not (the link is emailed by a background task)
  'POST /api/auth/password-reset': { ...everyone(202), request: () => ({ payload: { email: uniqueEmail('matrix') } }) },
  // the emailed link's token is the credential; a made-up one finds nothing
  'POST /api/auth/password-reset/confirm': {
    ...everyone(404),
    request: () => ({ payload: { token: 'x'.repeat(43), password: STRONG_PASSWORD } }),
  },
  'POST /api/auth/password-check': { ...everyone(200), request: () => ({ payload: { password: STRONG_PASSWORD } }) },
  'GET /api/public-config': everyone(200),
  // public, rate limited; JSON is not audio (the speech tests cover transcribing)
  'POST /api/speech/transcriptions': everyone(415),
  'GET /api/calls': adminOnly(),
  'GET /api/calls/stream': adminOnly(),
  'GET /api/calls/:id': { ...adminOnly(), request: (f) => ({ params: { id: f.calls.claimed.id } }) },
  'PATCH /api/calls/:id': {
    ...adminOnly(),
    request: (f) => ({ params: { id: f.calls.claimed.id }, payload: { status: 'assigned' } }),
  },
  'GET /api/admins': adminOnly(),
  'GET /api/vendors': { ...adminOnly(), request: () => ({ query: 'serviceType=Plumbing' }) },
  'POST /api/audit-logs': {
    ...adminOnly(201),
    request: (f) => ({
      payload: {
        action: 'view_call_details',
        resourceType: 'calls',
        resourceId: f.calls.claimed.id,
        details: { page: '/admin/call' },
      },
    }),
  },
  'GET /api/providers': adminOnly(),
  'GET /api/providers/:id': { ...adminOnly(), request: (f) => ({ params: { id: f.providerA.provider.id } }) },
  'POST /api/providers/:id/approve': { ...adminOnly(), request: (f) => ({ params: { id: f.applicants.toApprove } }) },
  'POST /api/providers/:id/reject': {
    ...adminOnly(),
    request: (f) => ({ params: { id: f.applicants.toReject }, payload: { reason: 'Matrix: no license on file.' } }),
  },
  'POST /api/providers/:id/reopen': { ...adminOnly(), request: (f) => ({ params: { id: f.applicants.toReopen } }) },
  // signs the applicant in, ending the caller's session
  'POST /api/providers/applications': {
    ...everyone(201),
    freshSession: true,
    request: () => ({ payload: application(uniqueEmail('matrix-applicant')) }),
  },
  'POST /api/provider/sign-in': {
    ...everyone(200),
    freshSession: true,
    request: (f, role) => {
      const { email, password } = role === 'otherProvider' ? f.providerB.user : f.providerA.user;
      return { payload: { email, password } };
    },
  },
  'GET /api/provider/me': providersOnly(),
  'PATCH /api/provider/me': { ...providersOnly(), request: () => ({ payload: { isReceivingJobs: true } }) },
  'POST /api/concierge/sessions': everyone(201),
  'POST /api/concierge/sessions/:id/turns': { ...everyone(404), request: () => ({ payload: { text: 'hello' } }) },
  'POST /api/concierge/sessions/:id/end': everyone(404),
  // webhooks authenticate by signature or shared secret, not by session: configured here, so unsigned is refused
  'POST /webhooks/twilio/voice': everyone(403),
  'POST /webhooks/twilio/gather': everyone(403),
  'POST /webhooks/twilio/status': everyone(403),
  'POST /webhooks/twilio/message': everyone(403),
  'POST /webhooks/twilio/recording': everyone(403),
  'POST /webhooks/twilio/offer-call': everyone(403),
  'POST /webhooks/twilio/offer-call/press': everyone(403),
  'POST /webhooks/twilio/offer-call/connect': everyone(403),
  'POST /webhooks/twilio/offer-call/status': everyone(403),
  'POST /webhooks/vapi': everyone(401),
  // the link's token is the credential; a made-up one finds nothing
  'POST /api/claims/:token': everyone(404),
  // already claimed by A: both learn who holds it, neither gets the customer
  'POST /api/provider/jobs/:id/claim': {
    ...providersOnly(409),
    request: (f) => ({ params: { id: f.jobs.claimed.id } }),
  },
  'GET /api/provider/jobs': providersOnly(),
  'GET /api/calls/:id/job': { ...adminOnly(), request: (f) => ({ params: { id: f.calls.claimed.id } }) },
  'POST /api/calls/:id/release': { ...adminOnly(), request: (f) => ({ params: { id: f.calls.toRelease.id } }) },
  'POST /api/calls/:id/job/dispatch': { ...adminOnly(), request: (f) => ({ params: { id: f.calls.toDispatch.id } }) },
  'POST /api/calls/:id/job/cancel': { ...adminOnly(), request: (f) => ({ params: { id: f.calls.toCancel.id } }) },
  'GET /api/admin/outbox': adminOnly(),
  'GET /api/admin/sms-budget': adminOnly(),
  'GET /api/admin/matching-providers': { ...adminOnly(), request: () => ({ query: 'serviceType=Plumbing' }) },
  'GET /api/admin/providers/:id/jobs': {
    ...adminOnly(),
    request: (f) => ({ params: { id: f.providerA.provider.id } }),
  },
  'GET /api/admin/customers/export': { ...adminOnly(), request: () => ({ query: 'phone=%2B442079460000' }) },
  'POST /api/admin/customers/erase': { ...adminOnly(), request: () => ({ payload: { phone: '+44 20 7946 0000' } }) },
  'GET /api/admin/jobs/stream': adminOnly(),
  'GET /api/admin/providers/:id/stats': {
    ...adminOnly(),
    request: (f) => ({ params: { id: f.providerA.provider.id } }),
  },
  // the teaser of a link; a made-up token finds nothing
  'GET /api/claims/:token': everyone(404),
  // the customer's status link (issue 18): the token is the credential, a made-up one finds nothing
  'GET /api/requests/:token': everyone(404),
  'POST /api/requests/:token/cancel': everyone(404),
  'GET /api/provider/stats': providersOnly(),
  'GET /api/provider/stream': providersOnly(),
  'GET /api/provider/jobs/stream': providersOnly(),
  // A's claimed job: B cannot learn it exists
  'GET /api/provider/jobs/:id': { ...providersOnly(200, 404), request: (f) => ({ params: { id: f.jobs.claimed.id } }) },
  // the progress of A's claimed jobs: only A acts, B cannot learn they exist
  'POST /api/provider/jobs/:id/confirm': {
    ...providersOnly(200, 404),
    request: (f) => ({ params: { id: f.jobs.toConfirm.id }, payload: { window: 1 } }),
  },
  'POST /api/provider/jobs/:id/arrived': {
    ...providersOnly(200, 404),
    request: (f) => ({ params: { id: f.jobs.toArrive.id } }),
  },
  'POST /api/provider/jobs/:id/complete': {
    ...providersOnly(200, 404),
    request: (f) => ({ params: { id: f.jobs.toComplete.id } }),
  },
  'POST /api/provider/jobs/:id/release': {
    ...providersOnly(200, 404),
    request: (f) => ({ params: { id: f.jobs.toGiveBack.id }, payload: { reason: 'Matrix release' } }),
  },
  'GET /api/provider/jobs/:id/notes': {
    ...providersOnly(200, 404),
    request: (f) => ({ params: { id: f.jobs.claimed.id } }),
  },
  'POST /api/provider/jobs/:id/notes': {
    ...providersOnly(200, 404),
    request: (f) => ({ params: { id: f.jobs.claimed.id }, payload: { body: 'Matrix note' } }),
  },
  'GET /api/provider/billing': providersOnly(),
  // A (complimentary, no subscription) may start one; B already pays
  'POST /api/provider/billing/checkout': providersOnly(200, 409),
  'POST /api/provider/billing/portal': providersOnly(200),
  'GET /api/providers/:id/billing': { ...adminOnly(), request: (f) => ({ params: { id: f.providerA.provider.id } }) },
  'PUT /api/providers/:id/complimentary': {
    ...adminOnly(),
    request: (f) => ({ params: { id: f.providerA.provider.id }, payload: { complimentary: true } }),
  },
  // signed by Stripe, not by a session: an unsigned delivery is refused
  'POST /webhooks/stripe': everyone(400),
  'GET /api/provider/team': providersOnly(),
  'POST /api/provider/team': {
    ...providersOnly(201),
    request: () => ({
      payload: {
        name: 'Matrix Helper',
        phone: '(831) 555-7399',
        email: uniqueEmail('matrix-member'),
        notificationMethod: 'sms',
      },
    }),
  },
  // A's primary contact, saved unchanged: A may, B finds no such member of its team
  'PUT /api/provider/team/:memberId': {
    ...providersOnly(200, 404),
    request: (f) => {
      const { id, name, phone, email, notificationMethod } = f.providerA.members[0]!;
      return { params: { memberId: id }, payload: { name, phone, email, notificationMethod } };
    },
  },
  // the primary contact stays (409) for A; for B it is no member of its team
  'DELETE /api/provider/team/:memberId': {
    ...providersOnly(409, 404),
    request: (f) => ({ params: { memberId: f.providerA.members[0]!.id } }),
  },
  'GET /api/openapi.json': {
    ...everyone(200),
    hidden: 'the OpenAPI document itself; it is public and describes only the documented routes',
  },
};

type Fixtures = Awaited<ReturnType<typeof seed>>;

let t: TestApp;
let fakeStripe: FakeStripeApi;
let baseUrl: string;
let f: Fixtures;
const credentials: Partial<Record<Role, { email: string; password: string }>> = {};
const cookies: Partial<Record<Role, string>> = {};

// Who may see each kind of marked data: everything of a party stays with that party and the admins.
let markers: { owners: Role[]; what: string; values: string[] }[];

async function seed(db: TestApp['db'], stripe: FakeStripeApi) {
  const tag = uniqueSuffix();
  const admin = await createAdmin(db);
  const user = await createUser(db);
  const providerA = await createProvider(db, {
    status: 'active',
    businessName: 'Matrix Provider A',
    phone: '(831) 555-7311',
    licenseNumber: `LIC-A-${tag}`,
    serviceCategories: ['Plumbing'],
    // Stripe is configured: A receives jobs as a complimentary provider, B as a subscriber
    complimentary: true,
    stripeCustomerId: stripe.addCustomer(),
    address: { street: `7311 Amarker-${tag} Rd`, city: 'Santa Cruz', state: 'CA', zip: '95060' },
    team: [
      {
        name: `Ateam${tag}`,
        phone: '(831) 555-7312',
        email: `team-a-${tag}@example.test`,
        notificationMethod: 'email',
      },
    ],
  });
  const providerB = await createProvider(db, {
    status: 'active',
    businessName: 'Matrix Provider B',
    phone: '(831) 555-7321',
    licenseNumber: `LIC-B-${tag}`,
    serviceCategories: ['Plumbing'],
    subscriptionStatus: 'active',
    stripeCustomerId: stripe.addCustomer(),
    address: { street: `7321 Bmarker-${tag} Rd`, city: 'Capitola', state: 'CA', zip: '95010' },
    team: [
      {
        name: `Bteam${tag}`,
        phone: '(831) 555-7322',
        email: `team-b-${tag}@example.test`,
        notificationMethod: 'email',
      },
    ],
  });
  const applicants = {
    toApprove: (await createProvider(db, { status: 'pending' })).provider.id,
    toReject: (await createProvider(db, { status: 'pending' })).provider.id,
    toReopen: (await createProvider(db, { status: 'rejected' })).provider.id,
  };
  const customer = (kind: string, phone: string) => ({
    customerName: `${kind}name${tag}`,
    customerPhone: phone,
    serviceType: 'Plumbing',
    serviceAddress: `${phone.slice(-4)} ${kind}street-${tag} Lane, Santa Cruz`,
    summary: 'The kitchen sink drains slowly.',
    transcript: `assistant: Hi, this is Earl.\nuser: ${kind}-transcript-${tag} my sink drains slowly`,
  });
  const calls = {
    claimed: await createCall(db, customer('Claimed', '(831) 555-7301')),
    open: await createCall(db, customer('Open', '(831) 555-7302')),
    toDispatch: await createCall(db, { serviceType: 'Plumbing' }),
    toCancel: await createCall(db, { serviceType: 'Plumbing' }),
    // a lead whose number was never confirmed, for the admin's release
    toRelease: await createCall(db, { serviceType: 'Plumbing', phoneVerifiedAt: null }),
    // claimed by A too, one per progress action (each changes the job's step)
    toConfirm: await createCall(db, { serviceType: 'Plumbing' }),
    toArrive: await createCall(db, { serviceType: 'Plumbing' }),
    toComplete: await createCall(db, { serviceType: 'Plumbing' }),
    toGiveBack: await createCall(db, { serviceType: 'Plumbing' }),
  };
  const dispatched = async (callId: string) => {
    for (let i = 0; i < 400; i++) {
      const [job] = await db.select().from(jobs).where(eq(jobs.callId, callId));
      if (job?.dispatchedAt) return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the job of call ${callId} was never dispatched`);
  };
  const seededJobs = {
    claimed: await dispatched(calls.claimed.id),
    open: await dispatched(calls.open.id),
    toConfirm: await dispatched(calls.toConfirm.id),
    toArrive: await dispatched(calls.toArrive.id),
    toComplete: await dispatched(calls.toComplete.id),
    toGiveBack: await dispatched(calls.toGiveBack.id),
  };
  await Promise.all([dispatched(calls.toDispatch.id), dispatched(calls.toCancel.id)]);

  const markersOf = (call: typeof calls.claimed) => [
    call.customerName!,
    call.customerPhone!,
    call.serviceAddress!.split(',')[0]!,
    call.transcript!.split('\n')[1]!.split(' ')[1]!,
  ];
  const privateOf = (p: typeof providerA) => [
    p.provider.phone,
    p.provider.licenseNumber!,
    p.provider.address.street,
    p.members[0]!.name,
    p.members[0]!.phone,
    p.members[0]!.email,
  ];
  markers = [
    { owners: ['provider', 'admin'], what: "the customer of A's claimed job", values: markersOf(calls.claimed) },
    { owners: ['admin'], what: 'the customer of an unclaimed job', values: markersOf(calls.open) },
    { owners: ['provider', 'admin'], what: "provider A's private details", values: privateOf(providerA) },
    { owners: ['otherProvider', 'admin'], what: "provider B's private details", values: privateOf(providerB) },
  ];
  return { admin, user, providerA, providerB, applicants, calls, jobs: seededJobs };
}

beforeAll(async () => {
  fakeStripe = await startFakeStripeApi();
  t = await createTestApp({
    DATABASE_URL: await createIsolatedDatabase('earl_matrix'),
    TWILIO_ACCOUNT_SID: 'AC22222222222222222222222222222222',
    TWILIO_AUTH_TOKEN: 'matrix-auth-token',
    TWILIO_FROM_NUMBER: '+18005550199',
    // the customer's confirmation SMS goes nowhere: no request leaves this machine
    TWILIO_API_URL: `http://127.0.0.1:${await closedPort()}`,
    VAPI_WEBHOOK_SECRET: 'matrix-vapi-secret',
    CONCIERGE_SESSIONS_PER_MINUTE: '100000',
    CLAIM_RATE_LIMIT_PER_MINUTE: '100000',
    STRIPE_SECRET_KEY: 'sk_test_matrix',
    STRIPE_WEBHOOK_SECRET: 'whsec_matrix',
    STRIPE_PRICE_ID: 'price_matrix',
    STRIPE_API_URL: fakeStripe.url,
  });
  f = await seed(t.db, fakeStripe);
  credentials.user = f.user;
  credentials.provider = f.providerA.user;
  credentials.otherProvider = f.providerB.user;
  credentials.admin = f.admin;
  for (const role of ROLES) {
    const who = credentials[role];
    if (who) cookies[role] = await signIn(t.app, who.email, who.password);
  }
  // A wins the claimed jobs before the matrix runs
  for (const job of [f.jobs.claimed, f.jobs.toConfirm, f.jobs.toArrive, f.jobs.toComplete, f.jobs.toGiveBack]) {
    const won = await t.app.inject({
      method: 'POST',
      url: `/api/provider/jobs/${job.id}/claim`,
      headers: { cookie: cookies.provider! },
    });
    expect(won.statusCode).toBe(200);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fakeStripe?.close();
});

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const openApiUrl = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

function urlFor(route: { url: string }, request: Request) {
  const path = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = request.params?.[name] ?? (name === 'token' ? 'x'.repeat(43) : crypto.randomUUID());
    return encodeURIComponent(value);
  });
  return request.query ? `${path}?${request.query}` : path;
}

/** One real HTTP request (so server-sent-event routes can be answered too: their body is not read). */
async function call(route: { method: string; url: string }, role: Role, entry: Entry, origin: Origin = 'same-origin') {
  const request = entry.request?.(f, role) ?? {};
  let cookie = cookies[role];
  if (entry.freshSession && credentials[role])
    cookie = await signIn(t.app, credentials[role].email, credentials[role].password);
  const hasBody = ['POST', 'PATCH', 'PUT'].includes(route.method);
  const controller = new AbortController();
  const response = await fetch(baseUrl + urlFor(route, request), {
    method: route.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(origin === 'same-origin' ? { origin: baseUrl } : origin === 'foreign' ? { origin: 'http://evil.test' } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    body: hasBody ? JSON.stringify(request.payload ?? {}) : undefined,
    signal: controller.signal,
  });
  let body = '';
  if (response.headers.get('content-type')?.includes('text/event-stream')) controller.abort();
  else body = await response.text();
  return { status: response.status, body };
}

describe('authorization matrix', () => {
  it('has an expectation for every declared route, and hidden routes are justified', async () => {
    const declared = t.app.declaredRoutes;
    const documented = new Set<string>();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, operations] of Object.entries(doc.paths))
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${openApiUrl(path)}`);
    const declaredKeys = new Set(declared.map(keyOf));

    const problems: string[] = [];
    for (const key of documented)
      if (!declaredKeys.has(key)) problems.push(`${key} is in the OpenAPI document but was not seen registering`);
    for (const route of declared) {
      const key = keyOf(route);
      const entry = MATRIX[key];
      if (!entry) {
        problems.push(
          `${key} (access '${route.access}') has no entry in MATRIX (test/authorization-matrix.integration.test.ts): add its expected status per actor`,
        );
        continue;
      }
      if (route.hiddenFromOpenApi && !entry.hidden)
        problems.push(`${key} is hidden from the OpenAPI document: say why with \`hidden: '...'\` in its MATRIX entry`);
      if (!route.hiddenFromOpenApi && entry.hidden)
        problems.push(`${key} is documented in OpenAPI but its MATRIX entry says it is hidden`);
    }
    for (const key of Object.keys(MATRIX))
      if (!declaredKeys.has(key))
        problems.push(`MATRIX has ${key}, which the app does not declare (renamed or removed?)`);
    expect(problems).toEqual([]);
  });

  it('answers every route with the expected status for each actor and shows no one data that is not theirs', async () => {
    const problems: string[] = [];
    for (const route of t.app.declaredRoutes) {
      const key = keyOf(route);
      const entry = MATRIX[key];
      if (!entry) continue; // reported by the test above
      for (const role of ROLES)
        for (const origin of ORIGINS) {
          if (origin !== 'same-origin' && !isStateChanging(route) && !route.url.startsWith('/webhooks/')) continue;
          const { status, body } = await call(route, role, entry, origin);
          const expected = expectedFrom(route, origin, entry[role]);
          if (status !== expected)
            problems.push(`${key} as ${role} (${origin}): expected ${expected}, got ${status} ${body.slice(0, 200)}`);
          if (status === 401 || status === 403) {
            const error = (JSON.parse(body) as { error?: { code?: string; message?: string } }).error;
            if (!error?.code || !error.message)
              problems.push(`${key} as ${role}: a ${status} without a JSON error body: ${body.slice(0, 200)}`);
          }
          for (const { owners, what, values } of markers) {
            if (owners.includes(role)) continue;
            const leaked = values.filter((value) => body.includes(value));
            if (leaked.length) problems.push(`${key} as ${role} (${status}) shows ${what}: ${leaked.join(', ')}`);
          }
        }
    }
    expect(problems).toEqual([]);
  });

  it('shows each provider its own claimed customer and only the problem and town of jobs it does not hold', async () => {
    // the leak check above proves absence; this proves the owners really do get their data (the markers are live)
    const list = async (role: Role) =>
      (await t.app.inject({ method: 'GET', url: '/api/provider/jobs', headers: { cookie: cookies[role]! } })).json()
        .jobs as { id: string; customer: unknown; town: string }[];
    const mine = (await list('provider')).find((j) => j.id === f.jobs.claimed.id);
    expect(mine?.customer).toMatchObject({ phone: f.calls.claimed.customerPhone });
    // the conversation is on the job's own page
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/provider/jobs/${f.jobs.claimed.id}`,
      headers: { cookie: cookies.provider! },
    });
    expect(page.json().customer).toMatchObject({
      phone: f.calls.claimed.customerPhone,
      transcript: f.calls.claimed.transcript,
    });
    const offeredToB = (await list('otherProvider')).find((j) => j.id === f.jobs.open.id);
    expect(offeredToB).toMatchObject({ customer: null, town: 'Santa Cruz' });
    const adminView = await t.app.inject({
      method: 'GET',
      url: `/api/calls/${f.calls.open.id}`,
      headers: { cookie: cookies.admin! },
    });
    expect(adminView.body).toContain(f.calls.open.customerPhone!);
  });
});
