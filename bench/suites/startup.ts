import { startServerProcess } from '../../test/support/server-process';
import type { BenchSuite } from '../lib/context';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Runs on a data dir of its own while the main server is up, so it measures a plain warm restart.
export const suite: BenchSuite = {
  name: 'start-up',
  async run(ctx) {
    const env = { ...ctx.env, DATA_DIR: `${ctx.dataDir}-startup` };
    const cold = await startServerProcess(env);
    await cold.stop();
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const server = await startServerProcess(env);
      times.push(performance.now() - t0);
      await server.stop();
    }
    return [
      {
        name: 'start-up to ready (warm, embedded PostgreSQL)',
        value: Math.round(median(times)),
        unit: 'ms',
        note: 'median of 3',
      },
    ];
  },
};
