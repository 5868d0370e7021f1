import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsDir } from '../../src/server/paths';

/**
 * A copy of the migrations folder whose journal stops just before the given migration: a database migrated with it
 * is the one that migration will meet, so a test can arrange old rows and then run the real migrations on.
 */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-migrations-'));
  fs.cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 1) throw new Error(`migration ${tag} is not in the journal (or is the first one)`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
