import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { migrationsBefore } from '../../../test/support/migrations';
import { createPool, runMigrations } from './database';
import { createUser } from './factories';
import * as schema from './schema';

// The migration that adds users.email_verified_at: admins and providers made before it keep signing in; plain
// sign-ups (possibly a squatted address) must verify through a link like new ones.
const MIGRATION = '20261123132411_email_verification_and_sign_in_failures';

const log = pino({ level: 'silent' });
let pool: ReturnType<typeof createPool>;
let oldMigrations: string;
beforeAll(async () => {
  pool = createPool(await createIsolatedDatabase('earl_verification'), log, 2);
  oldMigrations = migrationsBefore(MIGRATION);
});
afterAll(async () => {
  await pool.end();
  fs.rmSync(oldMigrations, { recursive: true, force: true });
});

describe('migration ' + MIGRATION, () => {
  it('marks existing admins and providers verified, and leaves plain accounts to verify', async () => {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: oldMigrations });
    // on this schema accounts have no email_verified_at column yet
    const admin = await createUser(db, { verified: false });
    await db.insert(schema.userRoles).values({ userId: admin.id, role: 'admin' });
    const provider = await createUser(db, { verified: false });
    // a provider row as this schema had it (the factory writes the columns later migrations add)
    await pool.query(
      `insert into providers (user_id, business_name, contact_name, phone, email, address, status)
       values ($1, 'Old Plumbing', 'Pat Provider', '(831) 555-0111', $2, $3, 'active')`,
      [provider.id, provider.email, { street: '100 Main St', city: 'Santa Cruz', state: 'CA', zip: '95060' }],
    );
    const plain = await createUser(db, { verified: false });

    await runMigrations(pool);

    const verifiedAt = async (id: string) =>
      (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!.emailVerifiedAt;
    expect(await verifiedAt(admin.id)).toBeInstanceOf(Date);
    expect(await verifiedAt(provider.id)).toBeInstanceOf(Date);
    expect(await verifiedAt(plain.id)).toBeNull();
  });
});
