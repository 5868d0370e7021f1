import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipDebianPostgresTests } from '../../scripts/test-prerequisites.mjs';
import { uniqueEmail } from '../../src/server/db/factories';
import { startDebianPostgres, type DebianPostgres } from '../support/debian-postgres';
import { freePort, launchServerProcess, type LaunchedServer } from '../support/server-process';
import { waitFor } from '../support/wait-for';

// The built server started before its database (a fresh `docker compose up`, a failover): it listens at once,
// answers 503 while it waits, and comes up when the database does; given too little time it exits with a reason.

let cluster: DebianPostgres;
let url: string;
const launched: LaunchedServer[] = [];

beforeAll(async () => {
  cluster = await startDebianPostgres();
  url = await cluster.createDatabase('earl_wait');
  await cluster.stop();
});

afterAll(async () => {
  for (const server of launched) await server.stop();
  await cluster?.destroy();
});

const get = (base: string, path: string) => fetch(base + path, { signal: AbortSignal.timeout(5_000) });

describe.skipIf(skipDebianPostgresTests())('a database that is not up yet at start', () => {
  it('answers 503 while it waits, then serves once the database starts', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = launchServerProcess({ DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    launched.push(server);
    await server.waitForOutput(/waiting for the database at 127\.0\.0\.1:\d+\/earl_wait/);

    const health = await get(base, '/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unhealthy', db: 'down' });
    const api = await get(base, '/api/vendors');
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect((await api.json()).error.code).toBe('unavailable');
    // one line per attempt, each naming the database and never its credentials
    await server.waitForOutput(/"attempt":2/);

    await cluster.start();
    await server.waitForOutput(/Earl is running at/);
    const healthy = await waitFor(async () => {
      const res = await get(base, '/api/health');
      return res.status === 200 ? res : undefined;
    });
    expect(await healthy.json()).toEqual({ status: 'ok', db: 'ok' });
    const signUp = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: uniqueEmail('wait'), password: 'waited-for-the-database' }),
    });
    expect(signUp.status).toBe(201);

    await server.stop('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops cleanly on SIGTERM while it waits', async () => {
    await cluster.stop();
    const server = launchServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'info' });
    launched.push(server);
    await server.waitForOutput(/waiting for the database/);
    await server.stop('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('Earl failed to start');
  });

  it('exits with a clear message when the database stays away longer than DATABASE_WAIT_SECONDS', async () => {
    const server = launchServerProcess({ DATABASE_URL: url, DATABASE_WAIT_SECONDS: '1', LOG_LEVEL: 'info' });
    launched.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /Earl failed to start: the database at 127\.0\.0\.1:\d+\/earl_wait did not answer within 1 s \(DATABASE_WAIT_SECONDS\)/,
    );
  });
});
