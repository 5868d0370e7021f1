import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process';

const exec = promisify(execFile);

/**
 * A throwaway cluster of Debian's PostgreSQL server (`apt-get install postgresql`) in a temporary folder, on a
 * port of its own that survives restarts, so a test can stop and start the database under a running server.
 * As root it runs as the `postgres` user (initdb refuses root).
 */
export type DebianPostgres = {
  /** connection URL of a database on this cluster (created by `createDatabase`) */
  urlOf: (database: string) => string;
  createDatabase: (name: string) => Promise<string>;
  start: () => Promise<void>;
  /** `fast` ends sessions and shuts down cleanly; `immediate` is a crash-like stop */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  /** SIGSTOP (or SIGCONT) the postmaster and its children: a server that hangs without closing its connections */
  freeze: () => void;
  thaw: () => void;
  destroy: () => Promise<void>;
};

export function debianPostgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(base, versions[0], 'bin');
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const bin = debianPostgresBinDir();
  if (!bin)
    throw new Error("Debian's PostgreSQL server is not installed: apt-get install -y postgresql (npm test does)");
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-debian-pg-'));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) await exec('chown', ['postgres:postgres', dir]);
  // as root, every PostgreSQL program runs as the postgres user
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : exec(path.join(bin, program), args);

  await pgRun('initdb', [
    '-D',
    dataDir,
    '--auth=trust',
    '--username=postgres',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  // a socket folder of our own: the default /var/run/postgresql may not exist or be writable
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=100 -c fsync=off`;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const processes = () => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false; // gone meanwhile
        }
      })
      .map(Number);
    return [postmaster, ...children];
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone meanwhile
      }
    }
  };

  const cluster: DebianPostgres = {
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    urlOf,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    async start() {
      await pgRun('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '30', 'start']);
    },
    async stop(mode = 'fast') {
      await pgRun('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
    },
    async destroy() {
      try {
        signalAll('SIGCONT');
      } catch {
        // not running
      }
      await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
