import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-socketless-pg-'));
fs.chmodSync(dataDir, 0o755);
let server: EmbeddedPostgres | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL where its Unix socket cannot be made', () => {
  it('starts on TCP alone, says so, and the app connects over 127.0.0.1', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    // a folder that does not exist stands for a file system without sockets: the socket's lock file cannot be made
    server = await startEmbeddedPostgres({ dataDir, database: 'earl', log, socketDir: path.join(dataDir, 'absent') });
    expect(server.url).toMatch(/@127\.0\.0\.1:\d+\/earl$/);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ tcp: boolean }>('select inet_client_addr() is not null as tcp');
      expect(rows[0]!.tcp).toBe(true);
    } finally {
      await client.end();
    }
    expect(lines.join('')).toContain('could not make its Unix socket; it listens on 127.0.0.1 only');
  });
});
