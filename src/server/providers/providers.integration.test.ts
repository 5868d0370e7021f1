import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, signIn, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { providerMessages } from '@shared/messages';
import type { ProviderApplicationInput } from '@shared/schemas/provider';
import { createProvider, createUser, uniqueEmail, uniqueSuffix } from '../db/factories';
import { providers, providerTeamMembers, sessions, users } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const application = (overrides: Partial<ProviderApplicationInput> = {}): ProviderApplicationInput => {
  const email = uniqueEmail('applicant');
  return {
    businessName: 'Surfside Plumbing',
    contactName: 'Maria Gonzalez',
    phone: '(831) 555-0187',
    email,
    password: 'a-good-pass-1',
    street: '214 Seabright Ave',
    city: 'Santa Cruz',
    state: 'ca',
    zip: '95062',
    licenseNumber: 'C-36 123456',
    insuranceProvider: '',
    insurancePolicy: '',
    minimumFee: '49.50',
    serviceCategories: ['Plumbing', 'Landscaping & Yard Work', 'Appliance Installation & Repair'],
    teamMembers: [
      { name: 'Maria Gonzalez', phone: '(831) 555-0187', email, notificationMethod: 'both' },
      { name: 'Sam Ortiz', phone: '(831) 555-0190', email: '', notificationMethod: 'sms' },
    ],
    acceptTerms: true,
    ...overrides,
  };
};

const apply = (body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/providers/applications',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const providerSignIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/provider/sign-in', payload: { email, password } });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/provider/me', headers: cookie ? { cookie } : {} });
const patchMe = (body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/provider/me',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });

const userByEmail = (email: string) => t.db.query.users.findFirst({ where: eq(users.email, email) });

describe('POST /api/providers/applications', () => {
  it('creates the account, a pending Santa Cruz County provider and its team, and signs the applicant in', async () => {
    const body = application();
    const res = await apply(body);
    expect(res.statusCode).toBe(201);
    const user = await userByEmail(body.email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(res.json()).toEqual({
      user: { id: user!.id, email: body.email },
      roles: [],
      providerId: expect.any(String),
    });
    expect(res.body).not.toContain(body.password);

    const provider = await t.db.query.providers.findFirst({ where: eq(providers.userId, user!.id) });
    expect(provider).toMatchObject({
      id: res.json().providerId,
      businessName: 'Surfside Plumbing',
      contactName: 'Maria Gonzalez',
      phone: '(831) 555-0187',
      email: body.email,
      address: { street: '214 Seabright Ave', city: 'Santa Cruz', state: 'CA', zip: '95062' },
      licenseNumber: 'C-36 123456',
      insuranceProvider: null,
      insurancePolicy: null,
      minimumFee: 49.5,
      serviceCategories: ['Plumbing', 'Landscaping & Yard Work', 'Appliance Installation & Repair'],
      serviceArea: ['Santa Cruz County'],
      // an application without languages (as clients sent them before languages existed): English
      languages: ['en'],
      status: 'pending',
    });
    const team = await t.db.select().from(providerTeamMembers).where(eq(providerTeamMembers.providerId, provider!.id));
    expect(
      team
        .map(({ name, phone, notificationMethod, isPrimary }) => ({ name, phone, notificationMethod, isPrimary }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      // job texts go to these numbers: stored in E.164, as typed in the wizard they were not
      { name: 'Maria Gonzalez', phone: '+18315550187', notificationMethod: 'both', isPrimary: true },
      { name: 'Sam Ortiz', phone: '+18315550190', notificationMethod: 'sms', isPrimary: false },
    ]);

    const own = await me(cookieHeader(res));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: provider!.id,
      status: 'pending',
      teamMembers: [{ name: 'Maria Gonzalez', isPrimary: true }, { name: 'Sam Ortiz' }],
    });
  });

  it('rolls everything back when the team insert fails in the database', async () => {
    // a real database failure on the team insert only: a trigger that rejects one marked member name
    const marker = `explode-${uniqueSuffix()}`;
    const fn = `reject_${marker.replace(/-/g, '_')}`;
    await t.database.pool.query(`create function ${fn}() returns trigger language plpgsql as $$
      begin raise exception 'team member rejected' using errcode = 'check_violation'; end $$`);
    await t.database.pool.query(
      `create trigger ${fn} before insert on provider_team_members for each row when (new.name = '${marker}') execute function ${fn}()`,
    );
    try {
      const body = application({ teamMembers: [{ name: 'Maria Gonzalez' }, { name: marker }] });
      const res = await apply(body);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('internal');
      expect(await userByEmail(body.email)).toBeUndefined();
      expect(await t.db.select().from(providers).where(eq(providers.email, body.email))).toEqual([]);
      expect(await t.db.select().from(providerTeamMembers).where(eq(providerTeamMembers.name, marker))).toEqual([]);
      expect(res.headers['set-cookie']).toBeUndefined();

      // nothing half-created stands in the way of trying again
      const retry = await apply({ ...body, teamMembers: [{ name: 'Maria Gonzalez' }] });
      expect(retry.statusCode).toBe(201);
    } finally {
      await t.database.pool.query(`drop trigger ${fn} on provider_team_members`);
      await t.database.pool.query(`drop function ${fn}()`);
    }
  });

  it('refuses an email that is already registered, whatever its case, and changes nothing', async () => {
    const existing = await createUser(t.db);
    const res = await apply(application({ email: `  ${existing.email.toUpperCase()} ` }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'conflict', message: providerMessages.emailTaken, fields: { email: providerMessages.emailTaken } },
    });
    expect(await t.db.select().from(providers).where(eq(providers.userId, existing.id))).toEqual([]);
    // the existing account still signs in with its own password
    expect(await signIn(t.app, existing.email, existing.password)).toContain('earl_session=');
  });

  it('answers 400 with the spec message for each invalid field and saves nothing', async () => {
    const body = application({
      businessName: ' ',
      phone: '123',
      state: 'CAL',
      zip: '9506',
      serviceCategories: [],
      acceptTerms: false as true,
    });
    const res = await apply(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: providerMessages.businessNameRequired,
      fields: {
        businessName: providerMessages.businessNameRequired,
        phone: providerMessages.phoneTooShort,
        state: providerMessages.stateInvalid,
        zip: providerMessages.zipInvalid,
        serviceCategories: providerMessages.selectAtLeastOneService,
        acceptTerms: providerMessages.termsRequired,
      },
    });
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('stores the languages the team speaks, in the list order and once each, and refuses unknown codes', async () => {
    const body = application({ languages: ['es', 'en', 'es'] });
    const res = await apply(body);
    expect(res.statusCode).toBe(201);
    const provider = await t.db.query.providers.findFirst({ where: eq(providers.id, res.json().providerId) });
    expect(provider!.languages).toEqual(['en', 'es']);
    expect((await me(cookieHeader(res))).json().languages).toEqual(['en', 'es']);

    const spanishOnly = await apply(application({ languages: ['es'] }));
    expect((await me(cookieHeader(spanishOnly))).json().languages).toEqual(['es']);

    for (const languages of [['fr'], [], ['EN'], 'es']) {
      const email = uniqueEmail('applicant');
      const refused = await apply({ ...application({ email }), languages });
      expect(refused.statusCode).toBe(400);
      expect(await userByEmail(email)).toBeUndefined();
    }
    const none = await apply({ ...application(), languages: [] });
    expect(none.json().error.fields.languages).toBe(providerMessages.selectAtLeastOneLanguage);
  });

  it('keeps unknown language codes out even when written past the API', async () => {
    const { provider } = await createProvider(t.db);
    for (const languages of ['{en,fr}', '{}']) {
      const written = t.db.execute(
        sql`update providers set languages = ${languages}::text[] where id = ${provider.id}`,
      );
      await expect(written).rejects.toMatchObject({ cause: { constraint: 'providers_languages_check' } });
    }
  });

  it('refuses the old name of appliance repair, which is no longer a category', async () => {
    const body = application({ serviceCategories: ['Appliance Repair'] as unknown as ['Plumbing'] });
    const res = await apply(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['serviceCategories.0']);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('requires at least one team member', async () => {
    const res = await apply(application({ teamMembers: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ teamMembers: providerMessages.teamMemberRequired });
  });

  it('ends the session the browser had before applying', async () => {
    const other = await createUser(t.db);
    const previous = await signIn(t.app, other.email, other.password);
    const res = await apply(application(), previous);
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, other.id))).toEqual([]);
  });
});

describe('POST /api/provider/sign-in', () => {
  it('signs a provider in and reports its provider id', async () => {
    const { user, provider } = await createProvider(t.db);
    const res = await providerSignIn(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: user.id, email: user.email }, roles: [], providerId: provider.id });
    expect((await me(cookieHeader(res))).json().businessName).toBe(provider.businessName);
  });

  it('refuses an account without a provider record (401, as a wrong password) and creates no session', async () => {
    const user = await createUser(t.db);
    const res = await providerSignIn(user.email, user.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(providerMessages.noProviderAccount);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('gives a wrong password the same answer as an account without a provider record', async () => {
    const { user } = await createProvider(t.db);
    const res = await providerSignIn(user.email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: providerMessages.noProviderAccount } });
  });

  it('lets a rejected provider sign in and see its status', async () => {
    const { user } = await createProvider(t.db, { status: 'rejected' });
    const res = await providerSignIn(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect((await me(cookieHeader(res))).json().status).toBe('rejected');
  });
});

describe('/api/provider/me', () => {
  it('toggles only the signed-in provider’s receiving-jobs flag', async () => {
    const a = await createProvider(t.db, { isReceivingJobs: true });
    const b = await createProvider(t.db, { isReceivingJobs: true });
    const cookie = await signIn(t.app, a.user.email, a.user.password);

    const off = await patchMe({ isReceivingJobs: false }, cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: a.provider.id, isReceivingJobs: false });
    const rows = await t.db
      .select()
      .from(providers)
      .where(inArray(providers.id, [a.provider.id, b.provider.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.isReceivingJobs]))).toEqual({
      [a.provider.id]: false,
      [b.provider.id]: true,
    });

    expect((await patchMe({ isReceivingJobs: true }, cookie)).json().isReceivingJobs).toBe(true);
  });

  it('saves the languages the team speaks, alone or with the receiving-jobs flag', async () => {
    const { user, provider } = await createProvider(t.db, { isReceivingJobs: true });
    const cookie = await signIn(t.app, user.email, user.password);
    expect((await me(cookie)).json().languages).toEqual(['en']);

    const both = await patchMe({ languages: ['es', 'en'] }, cookie);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ id: provider.id, languages: ['en', 'es'], isReceivingJobs: true });
    const paused = await patchMe({ isReceivingJobs: false, languages: ['es'] }, cookie);
    expect(paused.json()).toMatchObject({ languages: ['es'], isReceivingJobs: false });
    // the flag alone leaves the languages as they are
    expect((await patchMe({ isReceivingJobs: true }, cookie)).json().languages).toEqual(['es']);

    for (const body of [{}, { languages: [] }, { languages: ['de'] }, { languages: 'es' }]) {
      expect((await patchMe(body, cookie)).statusCode).toBe(400);
    }
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ languages: ['es'], isReceivingJobs: true });
  });

  it('turns urgent job calls at night on and off, off by default', async () => {
    const { user, provider } = await createProvider(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    expect((await me(cookie)).json().nightEmergencyCalls).toBe(false);

    const on = await patchMe({ nightEmergencyCalls: true }, cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: provider.id, nightEmergencyCalls: true, isReceivingJobs: true });
    expect((await me(cookie)).json().nightEmergencyCalls).toBe(true);
    expect((await patchMe({ nightEmergencyCalls: 'yes' }, cookie)).statusCode).toBe(400);
    expect((await patchMe({ nightEmergencyCalls: false }, cookie)).json().nightEmergencyCalls).toBe(false);
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.nightEmergencyCalls).toBe(false);
  });

  it('gives a provider no way to read or change another provider', async () => {
    const a = await createProvider(t.db);
    const b = await createProvider(t.db, { isReceivingJobs: true });
    const cookie = await signIn(t.app, a.user.email, a.user.password);
    expect((await me(cookie)).json().id).toBe(a.provider.id);

    for (const body of [
      { id: b.provider.id, isReceivingJobs: false },
      { providerId: b.provider.id, isReceivingJobs: false },
    ]) {
      expect((await patchMe(body, cookie)).statusCode).toBe(400);
    }
    const [row] = await t.db.select().from(providers).where(eq(providers.id, b.provider.id));
    expect(row!.isReceivingJobs).toBe(true);
  });

  it('refuses to let a provider change anything but the receiving-jobs flag', async () => {
    const { user, provider } = await createProvider(t.db, { status: 'pending' });
    const cookie = await signIn(t.app, user.email, user.password);
    const res = await patchMe({ isReceivingJobs: false, status: 'active' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ status: 'pending', isReceivingJobs: true });
    expect((await patchMe({ isReceivingJobs: 'no' }, cookie)).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 for accounts without a provider record', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await patchMe({ isReceivingJobs: false })).statusCode).toBe(401);
    const cookie = await signInNewAdmin(t);
    const res = await me(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(providerMessages.noProviderAccount);
  });

  it('refuses a session whose provider record has since been removed', async () => {
    const { user, provider } = await createProvider(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    await t.db.delete(providers).where(eq(providers.id, provider.id));
    expect((await patchMe({ isReceivingJobs: false }, cookie)).statusCode).toBe(403);
  });
});

describe('rate limits', () => {
  it('answers 429 once a client sends more applications or provider sign-ins than the limit allows', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (const url of ['/api/providers/applications', '/api/provider/sign-in']) {
        const attempt = () => limited.app.inject({ method: 'POST', url, payload: {} });
        for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(400);
        const res = await attempt();
        expect(res.statusCode).toBe(429);
        expect(res.json().error.code).toBe('rate_limited');
      }
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('documents the provider routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/providers/applications', '/api/provider/sign-in', '/api/provider/me']),
    );
    expect(
      doc.paths['/api/providers/applications'].post.requestBody.content['application/json'].schema.required,
    ).toContain('teamMembers');
  });
});
