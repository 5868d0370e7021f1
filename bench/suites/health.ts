import type { BenchSuite } from '../lib/context';
import { startBareServer } from '../lib/bare-server-process';
import { compareAlternating } from '../lib/load';

export const suite: BenchSuite = {
  name: 'health',
  async run(ctx) {
    const bare = await startBareServer(ctx);
    try {
      const [earl, baseline] = await compareAlternating(
        { url: `${ctx.url}/api/health` },
        { url: `${bare.url}/health` },
        ctx.seconds,
      );
      return [
        {
          name: 'GET /api/health at 10 connections',
          value: Math.round(earl.requestsPerSecond),
          unit: 'req/s',
          note: `p99 ${earl.p99} ms, errors ${earl.errors}`,
        },
        {
          name: 'same query, bare Fastify route',
          value: Math.round(baseline.requestsPerSecond),
          unit: 'req/s',
          note: `p99 ${baseline.p99} ms`,
        },
        {
          name: 'GET /api/health / bare route',
          value: earl.requestsPerSecond / baseline.requestsPerSecond,
          unit: 'x',
          // a figure without a goal (issue 20): the per-request hooks are judged on a real route, GET /api/calls/:id
          note: 'alternating 1 s slices; no goal, see GET /api/calls/:id / bare route',
        },
      ];
    } finally {
      bare.stop();
    }
  },
};
