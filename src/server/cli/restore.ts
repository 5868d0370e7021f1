import { parseArgs } from 'node:util';
import { restoreDatabase } from '../db/backup';
import { databaseUrlForCli, runCli } from './open-database';

const USAGE = `Usage:
  npm run restore -- --in FILE [--force]
      restores a backup made by "npm run backup" into Earl's database (DATABASE_URL, or the embedded one in
      DATA_DIR), which must be empty; --force drops everything in it first. Stop the server before restoring`;

await runCli(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { in: { type: 'string' }, force: { type: 'boolean' } },
  });
  if (!values.in) throw new Error(USAGE);
  const database = await databaseUrlForCli();
  try {
    const format = await restoreDatabase({ url: database.url, input: values.in, force: values.force });
    console.log(`Restored ${values.in} (${format === 'pg_dump' ? 'pg_restore' : 'Earl backup'})`);
  } finally {
    await database.close();
  }
});
