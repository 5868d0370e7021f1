import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { migrationsBefore } from '../../../test/support/migrations';
import { createPool, runMigrations } from './database';
import { createProvider, createUser } from './factories';
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
    const { user: provider } = await createProvider(db, { verified: false });
    const plain = await createUser(db, { verified: false });

    await runMigrations(pool);

    const verifiedAt = async (id: string) =>
      (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!.emailVerifiedAt;
    expect(await verifiedAt(admin.id)).toBeInstanceOf(Date);
    expect(await verifiedAt(provider.id)).toBeInstanceOf(Date);
    expect(await verifiedAt(plain.id)).toBeNull();
  });
});
