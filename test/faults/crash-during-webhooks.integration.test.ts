import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { uniqueSuffix } from '../../src/server/db/factories';
import { isProcessAlive, startServerProcess, type ServerProcess } from '../support/server-process';
import { postVapi, vapiEndOfCallReport } from '../support/webhooks';

// The production build with its embedded PostgreSQL (the default install), killed with SIGKILL in the middle of a
// burst of Vapi end-of-call reports: every report it acknowledged must be stored exactly once after the restart,
// and the embedded database must come back whether it survived the crash (an orphan) or died with it.

const SECRET = 'vapi-crash-secret';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-crash-'));
fs.chmodSync(dataDir, 0o755);
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
const env = { DATA_DIR: dataDir, VAPI_WEBHOOK_SECRET: SECRET, SEED_EMPTY_DATABASE: 'false' };

let server: ServerProcess | undefined;
beforeEach(() => onTestFailed(() => console.log(`server output:\n${server?.output()}`)));
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const postmasterPid = () => Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
/** The embedded database as the server left it: credentials from DATA_DIR, port from postmaster.pid. */
async function withDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const { user, password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as {
    user: string;
    password: string;
  };
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'earl' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function storedCounts(prefix: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ external_id: string; n: number }>(
      'select external_id, count(*)::int as n from calls where external_id like $1 group by external_id',
      [`${prefix}-%`],
    );
    return new Map(rows.map((r) => [r.external_id, r.n]));
  });
}

/**
 * Posts reports from several connections at once and kills the server once `killAfter` were acknowledged, with
 * requests still in flight. Returns every id sent and those answered 2xx.
 */
async function burstThenKill(prefix: string, killAfter: number, kill: () => void) {
  const target = server!;
  const sent: string[] = [];
  const acknowledged: string[] = [];
  let killed = false;
  const lane = async (lane: number) => {
    for (let i = 0; ; i++) {
      const id = `${prefix}-${lane}-${i}`;
      sent.push(id);
      const res = await postVapi(target.url, SECRET, vapiEndOfCallReport(id), 10_000);
      if (res.status >= 200 && res.status < 300) acknowledged.push(id);
      if (res.status === 0) return; // the server is gone
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, i) => lane(i)));
  await target.stop(); // reaps the killed process
  return { sent, acknowledged };
}

async function expectEachStoredOnce(prefix: string, acknowledged: string[], sent: string[]) {
  const stored = await storedCounts(prefix);
  for (const id of acknowledged) expect(stored.get(id), id).toBe(1);
  // what was sent but not acknowledged may or may not be stored: a sender's retry must not duplicate it
  for (const id of sent) expect((await postVapi(server!.url, SECRET, vapiEndOfCallReport(id))).status, id).toBe(200);
  const afterReplay = await storedCounts(prefix);
  expect(afterReplay.size).toBe(sent.length);
  expect([...afterReplay.values()].every((n) => n === 1)).toBe(true);
}

describe('SIGKILL during a burst of webhooks (embedded PostgreSQL)', () => {
  it('keeps every acknowledged report exactly once and adopts the PostgreSQL the crash orphaned', async () => {
    server = await startServerProcess(env);
    const prefix = `orphan-${uniqueSuffix()}`;
    const postgres = postmasterPid();
    const { sent, acknowledged } = await burstThenKill(prefix, 60, () => server!.child.kill('SIGKILL'));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(sent.length).toBeGreaterThan(acknowledged.length); // some were in flight when the server died
    expect(isProcessAlive(postgres)).toBe(true); // the orphan, still holding postmaster.pid

    server = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    expect(server.output()).toContain(
      `adopting the embedded PostgreSQL left running by a stopped process (pid ${postgres})`,
    );
    await expectEachStoredOnce(prefix, acknowledged, sent);
  });

  it('keeps every acknowledged report exactly once when PostgreSQL is killed with the server (a stale postmaster.pid)', async () => {
    const prefix = `powercut-${uniqueSuffix()}`;
    const postgres = postmasterPid();
    const node = server!;
    const { sent, acknowledged } = await burstThenKill(prefix, 60, () => {
      node.child.kill('SIGKILL');
      process.kill(postgres, 'SIGKILL');
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(fs.existsSync(pidFile)).toBe(true);

    server = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    expect(server.output()).toContain(
      `removing the stale postmaster.pid of the embedded PostgreSQL (pid ${postgres} is gone)`,
    );
    expect(postmasterPid()).not.toBe(postgres);
    await expectEachStoredOnce(prefix, acknowledged, sent);

    // and a clean stop leaves nothing behind
    const restartedPostgres = postmasterPid();
    await server.stop('SIGTERM');
    expect(isProcessAlive(restartedPostgres)).toBe(false);
    expect(fs.existsSync(pidFile)).toBe(false);
  });
});
