import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
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
