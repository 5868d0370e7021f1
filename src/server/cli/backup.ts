import { parseArgs } from 'node:util';
import { backupDatabase, chooseBackupMethod, type BackupMethod } from '../db/backup';
import { databaseUrlForCli, runCli } from './open-database';

const USAGE = `Usage:
  npm run backup -- --out FILE [--method pg_dump|builtin]
      writes a backup of Earl's database (DATABASE_URL, or the embedded one in DATA_DIR) to FILE. By default it uses
      pg_dump when it is on PATH and no older than the server, and Earl's own logical dump otherwise`;

await runCli(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { out: { type: 'string' }, method: { type: 'string' } },
  });
  if (!values.out || (values.method && values.method !== 'pg_dump' && values.method !== 'builtin'))
    throw new Error(USAGE);
  const database = await databaseUrlForCli();
  try {
    const chosen = values.method
      ? { method: values.method as BackupMethod, reason: 'as asked' }
      : await chooseBackupMethod(database.url);
    await backupDatabase({ url: database.url, out: values.out, method: chosen.method });
    console.log(`Backed up the database to ${values.out} (${chosen.method}: ${chosen.reason})`);
  } finally {
    await database.close();
  }
});
