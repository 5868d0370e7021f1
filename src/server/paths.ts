import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from src/ (tsx) and from dist/server (bundled); both find files relative to the project root.
function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === 'earl') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the Earl project root above ${start}`);
    dir = parent;
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'src/server/db/migrations');
export const webDistDir = path.join(projectRoot, 'dist/web');
