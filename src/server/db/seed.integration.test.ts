import { inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@shared/constants';
import { verifyPassword } from '../auth/password';
import { openDatabase, type Database } from './database';
import { DEV_ADMIN_EMAIL, isDatabaseEmpty, seedDatabase } from './seed';
import { calls, userRoles, users } from './schema';

// The seed gets a database of its own, so "empty" means empty.
let database: Database;
beforeAll(async () => {
  const name = `earl_seed_${Date.now()}`;
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  database = await openDatabase({
    databaseUrl: inject('adminDatabaseUrl').replace(/\/postgres$/, `/${name}`),
    dataDir: '/nonexistent',
    log: pino({ level: 'silent' }),
  });
});
afterAll(() => database.close());

describe('seedDatabase', () => {
  it('fills an empty database with vendors for every category, sample calls and a dev admin', async () => {
    const { db } = database;
    expect(await isDatabaseEmpty(db)).toBe(true);
    const { admin } = await seedDatabase(db, pino({ level: 'silent' }));
    expect(admin?.email).toBe(DEV_ADMIN_EMAIL);

    const vendors = await db.query.vendors.findMany();
    for (const category of SERVICE_CATEGORIES)
      expect(vendors.filter((v) => v.serviceType === category).length).toBeGreaterThanOrEqual(2);
    for (const v of vendors) expect(v.phone).toMatch(/^\(831\) 555-01\d\d$/);

    const seededCalls = await db.select().from(calls);
    expect(seededCalls.length).toBeGreaterThanOrEqual(5);
    for (const c of seededCalls) {
      for (const line of c.transcript!.split('\n')) expect(line).toMatch(/^(assistant|user|system|tool): \S/);
    }

    const seededProviders = await db.query.providers.findMany();
    expect(new Set(seededProviders.map((p) => p.status))).toEqual(new Set(['pending', 'active', 'rejected']));
    for (const p of seededProviders)
      for (const category of p.serviceCategories) expect(SERVICE_CATEGORIES).toContain(category);
    // an HVAC call and an active HVAC provider: the demo shows a job of a new category matched
    expect(seededCalls.some((c) => c.serviceType === 'Heating & Cooling (HVAC)')).toBe(true);
    expect(
      seededProviders.some((p) => p.status === 'active' && p.serviceCategories.includes('Heating & Cooling (HVAC)')),
    ).toBe(true);
    for (const c of seededCalls) if (c.serviceType) expect(SERVICE_CATEGORIES).toContain(c.serviceType);
    // a Spanish-speaking team, so a Spanish-speaking caller's job has someone to go to first
    expect(seededProviders.some((p) => p.status === 'active' && p.languages.includes('es'))).toBe(true);

    const [adminRow] = await db
      .select()
      .from(users)
      .where(inArray(users.email, [DEV_ADMIN_EMAIL]));
    expect(await verifyPassword(adminRow!.passwordHash, admin!.password)).toBe(true);
    const roles = await db
      .select()
      .from(userRoles)
      .where(inArray(userRoles.userId, [adminRow!.id]));
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('adds nothing twice when run again', async () => {
    const { db } = database;
    const before = {
      vendors: (await db.query.vendors.findMany()).length,
      calls: (await db.select().from(calls)).length,
      providers: (await db.query.providers.findMany()).length,
    };
    const { admin } = await seedDatabase(db, pino({ level: 'silent' }));
    expect(admin).toBeUndefined();
    expect((await db.query.vendors.findMany()).length).toBe(before.vendors);
    expect((await db.select().from(calls)).length).toBe(before.calls);
    expect((await db.query.providers.findMany()).length).toBe(before.providers);
  });
});
