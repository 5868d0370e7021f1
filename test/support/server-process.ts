import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags';

const root = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

// Servers still running when this process exits (a crashed bench or test run) are stopped with it: left running,
// each kept its embedded PostgreSQL and its CPU share under every later measurement.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Starts the production build (`node <SERVER_NODE_FLAGS> dist/server/main.js`, as `npm start` does) and resolves once it prints its URL. */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Earl is running at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, output: () => output, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

/** A TCP port nobody listens on right now (for a server that must keep its port, or print another URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production build with PUBLIC_URL set (it then prints PUBLIC_URL, not where it listens) on a port of
 * its own, and returns the local address to reach it at.
 */
export async function startPublicServerProcess(env: Record<string, string> & { PUBLIC_URL: string }) {
  const port = await freePort();
  const server = await startServerProcess({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  return { ...server, url: `http://127.0.0.1:${port}` };
}

/** Whether a process with this PID is running (signal 0 only checks). */
export const isProcessAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export type LaunchedServer = {
  child: ChildProcess;
  output: () => string;
  /** resolves with the first match of `pattern` in the output so far or to come; rejects if the process exits first */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpExecArray>;
  /** resolves with the exit code once the process has exited */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Starts the production build without waiting for it to be ready: for tests of what happens before that. */
export function launchServerProcess(
  env: Record<string, string>,
  opts: { cwd?: string; args?: string[] } = {},
): LaunchedServer {
  const child = spawn(process.execPath, opts.args ?? [...SERVER_NODE_FLAGS, path.join(root, 'dist/server/main.js')], {
    cwd: opts.cwd ?? root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  // 'close' comes after the last output (unlike 'exit')
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitForOutput: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (!match) return;
          done();
          resolve(match);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${pattern} in the server output within ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then((code) => {
          check();
          if (!listeners.has(check)) return;
          done();
          reject(new Error(`server exited (code ${code}) before printing ${pattern}:\n${output}`));
        });
        check();
      }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
