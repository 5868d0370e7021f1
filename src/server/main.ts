import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { listenWhileStarting, type StartingServer } from './http/starting-server';
import { isDatabaseUnavailable } from './http/errors';
import { isListenerDoubleRelease } from './jobs/listener-release';
import { isDatabaseEmpty, seedDatabase } from './db/seed';
import { createLogger, defaultLogFormat } from './logger';

const SHUTDOWN_DEADLINE_MS = 25_000;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel, undefined, defaultLogFormat(config.logFormat));
  // graphile-worker 0.17 records a job's outcome without awaiting it, so with the database down that promise rejects
  // unobserved. Such a rejection is logged (the job runner restarts and runs the job again once the database is
  // back). Its LISTEN connection can also be given back twice in an outage (jobs/listener-release.ts). Any other
  // unhandled rejection is a bug and still stops the process.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason))
      return log.warn({ err: (reason as Error).message }, 'background database operation failed: database unavailable');
    if (isListenerDoubleRelease(reason))
      return log.warn({ err: (reason as Error).message }, 'job runner listener released twice after a lost connection');
    log.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
  // listen first: while the database is not there yet (compose, failover), health and every route answer 503
  let starting: StartingServer;
  try {
    starting = await listenWhileStarting({ port: config.port, host: config.host });
  } catch (err) {
    log.error({ err }, 'could not start the HTTP server');
    process.exit(1);
  }
  // what is open so far, for a shutdown that may come while the database is awaited
  const opened: { app?: FastifyInstance; database?: Database } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // in-flight requests and running jobs get this long (inside a typical 30 s kill grace period); a job cut short is
    // released by the other instances (or this one's next start) and runs again
    setTimeout(() => {
      log.error(`shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // no new connections; requests on open keep-alive connections get 503 from the closing app
    const serverClosed = starting.close();
    if (opened.app) await opened.app.close().catch((err) => log.error({ err }, 'error closing the HTTP server'));
    await serverClosed;
    if (opened.database) await opened.database.close().catch((err) => log.error({ err }, 'error closing the database'));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  log.info(`listening on port ${starting.port}; opening the database`);

  const database = (opened.database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    poolSize: config.databasePoolSize,
    waitSeconds: config.databaseWaitSeconds,
  }));
  if (stopping) return;

  // a fresh embedded install gets demo data so the first start shows a working product
  if (database.embedded && config.seedEmptyDatabase && (await isDatabaseEmpty(database.db))) {
    const { admin } = await seedDatabase(database.db, log);
    if (admin) {
      const file = path.join(config.dataDir, 'dev-admin.txt');
      fs.writeFileSync(file, `email: ${admin.email}\npassword: ${admin.password}\n`, { mode: 0o600 });
      console.log(`Seeded demo data. Dev admin login: ${admin.email} / ${admin.password} (also in ${file})`);
    }
  }

  const app = (opened.app = await buildApp({ config, database, log, serverFactory: starting.serverFactory }));
  await app.ready();
  const url = config.publicUrlFromEnv ? config.publicUrl : `http://localhost:${starting.port}`;
  console.log(`Earl is running at ${url}`);
}

main().catch((err) => {
  console.error('Earl failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
