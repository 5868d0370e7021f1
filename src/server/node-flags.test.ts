import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

const root = path.resolve(import.meta.dirname, '../..');

describe('the Node.js flags of the production server', () => {
  it('are on the command line of npm start', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`);
  });

  it("are in the container's CMD", () => {
    const cmd = fs
      .readFileSync(path.join(root, 'Dockerfile'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('CMD '))
      .at(-1)!;
    expect(JSON.parse(cmd.slice(4))).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/server/main.js']);
  });

  it('are flags this Node.js accepts', () => {
    for (const flag of SERVER_NODE_FLAGS)
      expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!)).toBe(true);
  });
});
