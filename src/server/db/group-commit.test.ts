import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('groupCommit', () => {
  it('writes a lone item at once, and items arriving during a write together in the next batch', async () => {
    const batches: number[][] = [];
    const write = groupCommit<number>(async (items) => {
      batches.push(items);
      await tick();
    });
    const first = write(1);
    const rest = [write(2), write(3), write(4)];
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('caps a batch at maxBatch items', async () => {
    const batches: number[][] = [];
    const write = groupCommit<number>(async (items) => {
      batches.push(items);
      await tick();
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map(write));
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the bad item of a failed batch; the others are written one by one and succeed', async () => {
    const written: number[] = [];
    const write = groupCommit<number>(async (items) => {
      await tick();
      if (items.includes(13)) throw new Error('unlucky');
      written.push(...items);
    });
    const results = await Promise.allSettled([write(1), write(12), write(13), write(14)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(written.sort((a, b) => a - b)).toEqual([1, 12, 14]);
  });
});
