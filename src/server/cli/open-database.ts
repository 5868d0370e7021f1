import { loadConfig } from '../config';
import { openDatabase, waitForDatabase, createPool } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { createLogger, defaultLogFormat } from '../logger';

/** The CLIs use the same database as the server: DATABASE_URL, or the embedded one (joined if it is running). */
export async function openDatabaseForCli() {
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn', undefined, defaultLogFormat(config.logFormat));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    waitSeconds: config.databaseWaitSeconds,
  });
  return { config, log, database };
}

export async function runCli(fn: () => Promise<void>) {
  try {
    await fn();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}

/**
 * The database's URL without migrating it (backup and restore): DATABASE_URL once it answers, or the embedded
 * server (joined if running, started and stopped again if not).
 */
export async function databaseUrlForCli() {
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn', undefined, defaultLogFormat(config.logFormat));
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, log, 1);
    try {
      await waitForDatabase(pool, { url: config.databaseUrl, waitSeconds: config.databaseWaitSeconds, log });
    } finally {
      await pool.end();
    }
    return { url: config.databaseUrl, close: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  return { url: embedded.url, close: () => embedded.stop() };
}
