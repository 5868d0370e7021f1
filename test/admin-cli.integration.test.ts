import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, uniqueEmail } from '../src/server/db/factories';
import { users } from '../src/server/db/schema';
import { createTestApp, signIn, type TestApp } from './support/app';

// `npm run admin` against the run's PostgreSQL: the attack it must not help is an address squatted by sign-up
// (before its owner had an account) being promoted, the squatter's session living on.

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const adminCli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: inject('databaseUrl'), LOG_LEVEL: 'warn' },
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json() as {
    user: unknown;
    roles: string[];
  };
const NEW_PASSWORD = 'owner-chosen-pass-3';

describe('npm run admin', () => {
  it('refuses to create over an existing account unless told --existing, and says so', async () => {
    const squatter = await createUser(t.db, { verified: false });
    await expect(adminCli('create', '--email', squatter.email, '--password', NEW_PASSWORD)).rejects.toMatchObject({
      stderr: expect.stringContaining('run again with --existing'),
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row!.emailVerifiedAt).toBeNull();
    await expect(adminCli('grant', '--email', squatter.email)).rejects.toMatchObject({
      stderr: expect.stringContaining('has not verified its email address'),
    });
  });

  it('with --existing resets the password, verifies the email and ends every session before granting admin', async () => {
    const squatted = await createUser(t.db, { verified: false });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, squatted.id));
    const squatterSession = await signIn(t.app, squatted.email, squatted.password);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, squatted.id));

    const { stdout } = await adminCli('create', '--email', squatted.email, '--password', NEW_PASSWORD, '--existing');
    expect(stdout).toContain(`${squatted.email} is an admin. Every session it had has ended.`);
    expect((await session(squatterSession)).user).toBeNull();
    const owner = await signIn(t.app, squatted.email, NEW_PASSWORD);
    expect((await session(owner)).roles).toEqual(['admin']);
  });

  it('grants admin to a verified account and ends the sessions it had', async () => {
    const user = await createUser(t.db);
    const before = await signIn(t.app, user.email, user.password);
    await adminCli('grant', '--email', user.email);
    expect((await session(before)).user).toBeNull();
    expect((await session(await signIn(t.app, user.email, user.password))).roles).toEqual(['admin']);
  });

  it('creates a new account verified, so its admin signs in at once', async () => {
    const email = uniqueEmail('cli-new');
    await adminCli('create', '--email', email, '--password', NEW_PASSWORD);
    expect((await session(await signIn(t.app, email, NEW_PASSWORD))).roles).toEqual(['admin']);
  });
});
