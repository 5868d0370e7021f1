import type { BenchSuite } from '../lib/context';
import { startBareServer } from '../lib/bare-server-process';
import { load } from '../lib/load';

export const suite: BenchSuite = {
  name: 'health',
  async run(ctx) {
    const bare = await startBareServer(ctx);
    try {
      const earlUrl = `${ctx.url}/api/health`;
      const bareUrl = `${bare.url}/health`;
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
      bare.stop();
    }
  },
};
