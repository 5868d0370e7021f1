import { getTableName } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from './support/isolated-database';
import { createTestApp, signIn } from './support/app';
import { createAdmin, createCall, createProvider, createUser } from '../src/server/db/factories';
import * as schema from '../src/server/db/schema';

/*
 * Every JSON endpoint of the OpenAPI document, fed random and schema-shaped-but-wrong input (body, path params and
 * query) as the role its access allows, must never answer 5xx, and a rejected request (4xx) must leave every main
 * table's row count as it was: no partial writes. Its own database, so no other test's rows or jobs interfere.
 *
 * Left out, with their own fuzz or input tests: the webhooks (telephony/*-fuzz tests: signatures and form bodies) and
 * the speech endpoint (raw audio, not JSON; speech tests).
 */
const SKIPPED = [/^\/webhooks\//, /^\/api\/speech\//];
const RUNS_PER_ROUTE = 80;

const app = await createTestApp({
  DATABASE_URL: await createIsolatedDatabase('earl_fuzz'),
  CONCIERGE_SESSIONS_PER_MINUTE: '100000',
  CONCIERGE_TURNS_PER_MINUTE: '100000',
  CLAIM_RATE_LIMIT_PER_MINUTE: '100000',
});
afterAll(() => app.close());
const { db } = app;

// No provider here can ever receive a job (pending, no categories), so no background dispatch writes rows while
// the counts are compared.
const admin = await createAdmin(db);
const user = await createUser(db);
const actingProvider = await createProvider(db, { status: 'pending', serviceCategories: [] });
const otherProvider = await createProvider(db, { status: 'pending', serviceCategories: [] });
const call = await createCall(db, { serviceType: 'Plumbing' });
const conciergeSession = (
  await app.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {} })
).json() as { id: string };
const [job] = await db.select().from(schema.jobs);
const REAL_IDS = [
  admin.id,
  user.id,
  actingProvider.provider.id,
  otherProvider.provider.id,
  call.id,
  conciergeSession.id,
  ...(job ? [job.id] : []),
];

const cookies = {
  public: undefined,
  user: await signIn(app.app, user.email, user.password),
  provider: await signIn(app.app, actingProvider.user.email, actingProvider.user.password),
  admin: await signIn(app.app, admin.email, admin.password),
};

const TABLES = [
  schema.users,
  schema.sessions,
  schema.userRoles,
  schema.calls,
  schema.vendors,
  schema.auditLogs,
  schema.providers,
  schema.providerTeamMembers,
  schema.conciergeSessions,
  schema.jobs,
  schema.claimTokens,
  schema.outbox,
].map((table) => getTableName(table));
const rowCounts = async () =>
  (
    await app.database.pool.query(
      `select ${TABLES.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
    )
  ).rows[0] as Record<string, number>;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };

// values of the wrong kind, the very large, and prototype pollution attempts
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(5_000),
    '__proto__',
    'constructor',
    "'; drop table calls; --",
    '%00',
    '../../etc/passwd',
    '\u0000',
    '😀'.repeat(30),
  ),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true}}')),
);

/** Values shaped like the schema, each part now and then of the wrong kind. */
function shaped(s: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: validish(s, name) }, { weight: 1, arbitrary: junk });
}

function validish(s: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const nullable = s.nullable ? [fc.constant(null)] : [];
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), ...nullable);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => shaped(a, name)), ...nullable);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string': {
      if (s.format === 'uuid') return fc.oneof(fc.constantFrom(...REAL_IDS), fc.uuid(), ...nullable);
      if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }), ...nullable);
      const sized = fc.string({
        minLength: Math.max(0, (s.minLength ?? 0) - 1),
        maxLength: Math.min((s.maxLength ?? 40) + 2, 300),
      });
      if (s.pattern) return fc.oneof(fc.stringMatching(new RegExp(s.pattern)), sized, ...nullable);
      return fc.oneof(sized, ...nullable);
    }
    case 'integer':
      return fc.oneof(fc.integer({ min: (s.minimum ?? -1_000) - 2, max: (s.maximum ?? 1_000) + 2 }), ...nullable);
    case 'number':
      return fc.oneof(
        fc.double({ min: (s.minimum ?? -1e6) - 1, max: (s.maximum ?? 1e6) + 1, noNaN: true }),
        ...nullable,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), ...nullable);
    case 'array':
      return fc.oneof(fc.array(shaped(s.items ?? {}), { maxLength: 4 }), ...nullable);
    case 'object':
    case undefined: {
      if (!s.properties) return fc.oneof(fc.anything({ maxDepth: 2 }), ...nullable);
      const props = Object.fromEntries(Object.entries(s.properties).map(([key, prop]) => [key, shaped(prop, key)]));
      const complete = fc.record(props, { requiredKeys: s.required ?? [] });
      const partial = fc.record(props, { requiredKeys: [] });
      const extra = fc.tuple(complete, fc.string({ maxLength: 10 }), junk).map(([o, k, v]) => ({ ...o, [k]: v }));
      return fc.oneof(complete, partial, extra, ...nullable);
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

type Body = { payload?: string; contentType?: string };
const bodies = (s: JsonSchema | undefined): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: (s ? shaped(s) : fc.anything({ maxDepth: 2 })).map((v) => ({
        payload: JSON.stringify(v) ?? 'null',
        contentType: 'application/json',
      })),
    },
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }).map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 60 }).map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml'),
          fc.string({ maxLength: 40 }),
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ payload: '', contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );

const pathValue = fc.oneof(
  fc.constantFrom(...REAL_IDS),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.constantFrom('A'.repeat(43), '..', '%', 'null', '0', '-1'),
);
const encode = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text).toString()); // lone surrogates become U+FFFD
  }
};

const doc = (await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const accessOf = new Map(app.app.declaredRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));

const targets = Object.entries(doc.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation }))
    .filter(
      ({ path: p, operation }) =>
        !SKIPPED.some((re) => re.test(p)) && (operation.requestBody || operation.parameters?.length),
    ),
);

describe('API endpoints under random input', () => {
  it('are found in the OpenAPI document', () => {
    expect(targets.length).toBeGreaterThan(15);
  });

  for (const { method, path, operation } of targets) {
    const access = accessOf.get(`${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`) ?? 'public';
    const cookie = cookies[access];
    const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const hasBody = method !== 'GET' && method !== 'HEAD';

    it(`${method} ${path} (as ${access}) never answers 5xx and writes nothing when it refuses`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...params.map(() => pathValue)),
          fc.dictionary(
            fc.constantFrom(...query.map((q) => q.name), 'x'),
            fc.oneof(...query.map((q) => shaped(q.schema, q.name)), junk),
            { maxKeys: query.length + 1 },
          ),
          hasBody ? bodies(bodySchema) : fc.constant<Body>({}),
          async (paramValues, queryValues, body) => {
            let url = path;
            params.forEach((p, i) => (url = url.replace(`{${p.name}}`, encode(paramValues[i]))));
            const search = Object.entries(queryValues)
              .map(([k, v]) => `${encode(k)}=${encode(v)}`)
              .join('&');
            if (search) url += `?${search}`;
            const before = await rowCounts();
            const res = await app.app.inject({
              method: method as 'GET',
              url,
              payload: body.payload,
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(body.contentType ? { 'content-type': body.contentType } : {}),
              },
            });
            expect(
              res.statusCode,
              `${method} ${url} ${body.payload?.slice(0, 300)} → ${res.body.slice(0, 300)}`,
            ).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(res.json().error?.code, `${method} ${url}: a refusal without a JSON error body`).toEqual(
                expect.any(String),
              );
              expect(
                await rowCounts(),
                `${method} ${url} ${body.payload?.slice(0, 300)} → ${res.statusCode} changed rows`,
              ).toEqual(before);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
