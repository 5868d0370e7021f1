import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { socketDirFor } from '../src/server/db/embedded-postgres';
import { uniqueEmail } from '../src/server/db/factories';
import { isProcessAlive, startServerProcess, type ServerProcess } from './support/server-process';

// The production build as a user runs it: embedded PostgreSQL under DATA_DIR, the admin CLI beside a
// running server, a crash (SIGKILL) and restart, and DATABASE_URL pointing at an external server.

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) await s.stop('SIGTERM');
});

// a folder the postgres user cannot traverse, like a checkout under a private home folder
const privateParent = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-private-'));
fs.chmodSync(privateParent, 0o700);
const dataDir = path.join(privateParent, 'checkout', '.data');
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
// the socket, unless the temporary folder's path is so long that the socket's would pass 107 bytes (then TCP)
const expectedWay = socketDirFor(path.join(dataDir, 'pg')) ? 'socket' : 'tcp';

async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

async function signInStatus(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { roles?: string[] } };
}

/**
 * How the server's own connections (application_name `earl`) reach the embedded PostgreSQL: `socket` when every one
 * comes through its Unix socket (no client address), `tcp` when none does. Asked over TCP, which the server keeps.
 */
async function howTheAppConnects() {
  const { user, password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8'));
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await client.connect();
  try {
    const { rows } = await client.query<{ socket: number; tcp: number }>(
      `select count(*) filter (where client_addr is null)::int as socket,
              count(*) filter (where client_addr is not null)::int as tcp
       from pg_stat_activity where application_name = 'earl'`,
    );
    const { socket, tcp } = rows[0]!;
    if (socket > 0 && tcp === 0) return 'socket';
    return socket === 0 && tcp > 0 ? 'tcp' : `${socket} by socket, ${tcp} by TCP`;
  } finally {
    await client.end();
  }
}

const adminCli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });

describe('embedded PostgreSQL lifecycle', () => {
  const email = uniqueEmail('cli-admin');
  const password = 'cli-admin-password-1';

  it('starts on a fresh data dir, seeds it and prints a working dev admin login', async () => {
    const server = await start({ DATA_DIR: dataDir });
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    const login = /Dev admin login: (\S+) \/ (\S+)/.exec(server.output());
    expect(login).not.toBeNull();
    const res = await signInStatus(server.url, login![1]!, login![2]!);
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['admin']);
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', db: 'ok' });
    expect(await howTheAppConnects()).toBe(expectedWay);
  });

  it('lets the admin CLI create an admin while the server is running', async () => {
    const server = started.at(-1)!;
    const { stdout } = await adminCli('create', '--email', email, '--password', password);
    expect(stdout).toContain(`${email} is an admin.`);
    const res = await signInStatus(server.url, email, password);
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['admin']);
  });

  it('keeps all data after the server is killed and recovers the orphaned PostgreSQL', async () => {
    const server = started.at(-1)!;
    const postmasterPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    await server.stop('SIGKILL');
    expect(isProcessAlive(postmasterPid)).toBe(true); // the crash left PostgreSQL running with its postmaster.pid

    const restarted = await start({ DATA_DIR: dataDir });
    expect(restarted.output()).not.toContain('Dev admin login'); // not seeded again
    const res = await signInStatus(restarted.url, email, password);
    expect(res.status).toBe(200);
    expect(await howTheAppConnects()).toBe(expectedWay); // the adopted server's socket, read from its postmaster.pid

    await restarted.stop('SIGTERM');
    expect(isProcessAlive(postmasterPid)).toBe(false); // adopted and shut down cleanly
    expect(fs.existsSync(pidFile)).toBe(false);
  });

  it('lets the admin CLI grant admin with no server running, starting and stopping the database itself', async () => {
    const other = uniqueEmail('cli-other');
    await adminCli('create', '--email', other, '--password', 'other-password-1');
    const { stdout } = await adminCli('grant', '--email', other);
    expect(stdout).toContain(`${other} is an admin.`);
    expect(fs.existsSync(pidFile)).toBe(false);
    await expect(adminCli('grant', '--email', uniqueEmail('missing'))).rejects.toThrowError(/No account with email/);
  });
});

describe('DATABASE_URL', () => {
  it('uses the external server, migrates it and starts no embedded database', async () => {
    const name = `earl_external_${Date.now()}`;
    const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const externalDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-external-'));
    const server = await start({
      DATABASE_URL: inject('adminDatabaseUrl').replace(/\/postgres$/, `/${name}`),
      DATA_DIR: externalDataDir,
    });
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', db: 'ok' });
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: uniqueEmail(), password: 'external-password' }),
    });
    expect(signUp.status).toBe(201);
    expect(fs.existsSync(path.join(externalDataDir, 'pg'))).toBe(false);
    expect(server.output()).not.toContain('Dev admin login'); // external databases are seeded only on request
  });

  it('stops at start-up with a clear message when the configuration is malformed', async () => {
    await expect(startServerProcess({ DATABASE_URL: 'mysql://nope', PORT: 'abc' }, 15_000)).rejects.toThrowError(
      /Invalid configuration:[\s\S]*PORT[\s\S]*DATABASE_URL must start with postgres:\/\//,
    );
  });
});
