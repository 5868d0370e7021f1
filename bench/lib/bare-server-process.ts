import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BenchContext } from './context';

/** Starts bench/lib/bare-server.ts (the plugin-free yardstick) in its own process on the bench database. */
export async function startBareServer(ctx: BenchContext): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ctx.root, 'bench/lib/bare-server.ts'), ctx.databaseUrl],
    {
      cwd: ctx.root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      const m = /listening (\d+)/.exec(c.toString());
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
