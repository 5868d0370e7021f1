import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BenchSuite } from '../lib/context';
import { load } from '../lib/load';

export const suite: BenchSuite = {
  name: 'health',
  async run(ctx) {
    const bare = spawn(process.execPath, ['--import', 'tsx', path.join(ctx.root, 'bench/lib/bare-server.ts'), ctx.databaseUrl], {
      cwd: ctx.root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const barePort = await new Promise<number>((resolve, reject) => {
        bare.stdout.on('data', (c: Buffer) => {
          const m = /listening (\d+)/.exec(c.toString());
          if (m) resolve(Number(m[1]));
        });
        bare.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
      });
      const earlUrl = `${ctx.url}/api/health`;
      const bareUrl = `http://127.0.0.1:${barePort}/health`;
      await load({ url: earlUrl, connections: 10, durationSeconds: 1 }); // warm-up
      const earl = await load({ url: earlUrl, connections: 10, durationSeconds: ctx.seconds });
      await load({ url: bareUrl, connections: 10, durationSeconds: 1 });
      const baseline = await load({ url: bareUrl, connections: 10, durationSeconds: ctx.seconds });
      return [
        { name: 'GET /api/health at 10 connections', value: Math.round(earl.requestsPerSecond), unit: 'req/s', note: `p99 ${earl.p99} ms, errors ${earl.errors + earl.non2xx}` },
        { name: 'same query, bare Fastify route', value: Math.round(baseline.requestsPerSecond), unit: 'req/s', note: `p99 ${baseline.p99} ms` },
        { name: 'GET /api/health / bare route', value: earl.requestsPerSecond / baseline.requestsPerSecond, unit: 'x', goal: { op: '>=', value: 0.8 } },
      ];
    } finally {
      bare.kill('SIGTERM');
    }
  },
};
