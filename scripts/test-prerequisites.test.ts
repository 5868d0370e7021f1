import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm test`'s first step, run as npm runs it, on a fake machine: EARL_PREREQUISITES_ROOT stands for `/` (chromium,
// PostgreSQL's server) and PATH holds only what a test puts there (espeak-ng, sox, a fake apt-get and sudo).

const SCRIPT = path.join(import.meta.dirname, 'test-prerequisites.mjs');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function executable(file: string, text = '') {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, { mode: 0o755 });
}

type Package = 'chromium' | 'espeak-ng' | 'sox' | 'postgresql';

/** A machine with those packages installed; `apt` adds a fake apt-get (and sudo) that installs or fails. */
function machine(installed: Package[], apt?: 'works' | 'fails') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-prerequisites-'));
  folders.push(dir);
  const root = path.join(dir, 'root');
  const bin = path.join(dir, 'bin');
  const aptLog = path.join(dir, 'apt.log');
  fs.mkdirSync(bin, { recursive: true });
  const files: Record<Package, string> = {
    chromium: path.join(root, 'usr/bin/chromium'),
    'espeak-ng': path.join(bin, 'espeak-ng'),
    sox: path.join(bin, 'sox'),
    postgresql: path.join(root, 'usr/lib/postgresql/15/bin/pg_ctl'),
  };
  for (const name of installed) executable(files[name]);
  if (apt) {
    // the script runs `[sudo -n] env DEBIAN_FRONTEND=noninteractive apt-get …`
    fs.symlinkSync('/usr/bin/env', path.join(bin, 'env'));
    executable(
      path.join(bin, 'apt-get'),
      `#!${process.execPath}
const fs = require('node:fs');
const path = require('node:path');
const args = process.argv.slice(2);
fs.appendFileSync(${JSON.stringify(aptLog)}, [process.env.DEBIAN_FRONTEND, ...args].join(' ') + '\\n');
if (${JSON.stringify(apt === 'fails')} && args[0] === 'install') {
  console.error('E: Unable to locate package ' + args.at(-1));
  process.exit(100);
}
const files = ${JSON.stringify(files)};
for (const name of args.filter((a) => files[a])) {
  fs.mkdirSync(path.dirname(files[name]), { recursive: true });
  fs.writeFileSync(files[name], '', { mode: 0o755 });
}
`,
    );
    executable(
      path.join(bin, 'sudo'),
      `#!${process.execPath}
const args = process.argv.slice(2).filter((a) => a !== '-n');
const run = require('node:child_process').spawnSync(args[0], args.slice(1), { stdio: 'inherit' });
process.exit(run.status ?? 1);
`,
    );
  }
  const run = (extraEnv: Record<string, string> = {}) => {
    const result = spawnSync(process.execPath, [SCRIPT], {
      env: { PATH: bin, EARL_PREREQUISITES_ROOT: root, ...extraEnv },
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const aptCalls = () => (fs.existsSync(aptLog) ? fs.readFileSync(aptLog, 'utf8').trim().split('\n') : []);
  return { run, aptCalls, files };
}

const ALL: Package[] = ['chromium', 'espeak-ng', 'sox', 'postgresql'];

describe('npm test: the prerequisites check (scripts/test-prerequisites.mjs)', () => {
  it('is silent and succeeds when everything is installed', () => {
    const { run } = machine(ALL);
    expect(run()).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('stops with one line naming what is missing and how to install it, when it cannot install', () => {
    const { run } = machine(['chromium', 'postgresql']);
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('missing espeak-ng sox');
    expect(lines[0]).toContain('sudo apt-get install -y --no-install-recommends espeak-ng sox');
    expect(lines[0]).toContain('EARL_SKIP_BROWSER_TESTS=1 npm test');
  });

  it('finds a missing PostgreSQL server by its binaries', () => {
    const result = machine(['chromium', 'espeak-ng', 'sox']).run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing postgresql');
  });

  it('installs what is missing with apt-get when it can, saying so on one line', () => {
    const { run, aptCalls, files } = machine(['chromium', 'espeak-ng'], 'works');
    const result = run();
    expect(result).toMatchObject({ status: 0, stderr: '' });
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^npm test: installing sox postgresql .*apt-get install -y --no-install-recommends/);
    expect(aptCalls()).toEqual([
      'noninteractive update -qq',
      'noninteractive install -y -qq --no-install-recommends sox postgresql',
    ]);
    expect(fs.existsSync(files.sox) && fs.existsSync(files.postgresql)).toBe(true);
    // and the next run has nothing to say
    expect(run()).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it("fails with apt-get's last lines when the install fails", () => {
    const result = machine(['chromium', 'espeak-ng', 'postgresql'], 'fails').run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('E: Unable to locate package sox');
    expect(result.stderr.split('\n').length).toBeLessThan(15);
  });

  it('runs the rest under EARL_SKIP_BROWSER_TESTS=1, installing nothing and saying what is skipped', () => {
    const { run, aptCalls } = machine([], 'works');
    const result = run({ EARL_SKIP_BROWSER_TESTS: '1' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('SKIPPED the browser tests (e2e project)');
    expect(result.stderr).toContain("the fault tests on Debian's PostgreSQL");
    expect(aptCalls()).toEqual([]);
  });

  it('under EARL_SKIP_BROWSER_TESTS=1 still runs the fault tests when PostgreSQL is there', () => {
    const result = machine(['postgresql']).run({ EARL_SKIP_BROWSER_TESTS: '1' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('SKIPPED the browser tests (e2e project).');
    expect(result.stderr).not.toContain('fault tests');
  });
});
