import { describe, expect, it, vi } from 'vitest';
import { TurnQueue } from './turn-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TurnQueue', () => {
  it('starts each turn only after the turn before it has finished, in the order they were queued', async () => {
    const queue = new TurnQueue(() => undefined);
    const log: string[] = [];
    const first = deferred();
    void queue.enqueue(async () => {
      log.push('first started');
      await first.promise;
      log.push('first finished');
    });
    void queue.enqueue(() => void log.push('second'));
    void queue.enqueue(() => void log.push('third'));
    await settle();
    expect(log).toEqual(['first started']);
    first.resolve();
    await settle();
    expect(log).toEqual(['first started', 'first finished', 'second', 'third']);
  });

  it('reports a turn that failed and still runs the turns after it', async () => {
    const onFailure = vi.fn();
    const queue = new TurnQueue(onFailure);
    const failure = new Error('boom');
    const ran: string[] = [];
    void queue.enqueue(() => Promise.reject(failure));
    await queue.enqueue(() => void ran.push('next'));
    expect(onFailure).toHaveBeenCalledWith(failure);
    expect(ran).toEqual(['next']);
  });

  it('drops the turns that had not started when the call ended, and lets the running one finish', async () => {
    const queue = new TurnQueue(() => undefined);
    const log: string[] = [];
    const running = deferred();
    void queue.enqueue(async () => {
      await running.promise;
      log.push('running finished');
    });
    void queue.enqueue(() => void log.push('queued'));
    await settle();
    queue.clear();
    running.resolve();
    await settle();
    expect(log).toEqual(['running finished']);
    await queue.enqueue(() => void log.push('after the clear'));
    expect(log).toEqual(['running finished', 'after the clear']);
  });
});
