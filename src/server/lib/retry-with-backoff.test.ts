import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryWithBackoff } from './retry-with-backoff';

describe('retryWithBackoff', () => {
  afterEach(() => vi.useRealTimers());

  it('doubles the delay after each failure up to the maximum, then resets it on success', async () => {
    vi.useFakeTimers();
    const waits: number[] = [];
    let failures = 4;
    let successes = 0;
    const retry = retryWithBackoff({
      minMs: 100,
      maxMs: 300,
      attempt: async () => {
        if (failures-- > 0) throw new Error('database down');
      },
      onSuccess: () => successes++,
      onFailure: (_err, retryInMs) => waits.push(retryInMs),
      isStopped: () => false,
    });
    retry.schedule();
    await vi.advanceTimersByTimeAsync(100 + 200 + 300 + 300 + 300);
    expect(waits).toEqual([100, 200, 300, 300]);
    expect(successes).toBe(1);
    expect(retry.scheduled).toBe(false);
  });

  it('plans one attempt however often it is scheduled, and none once stopped', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    let stopped = false;
    const retry = retryWithBackoff({
      minMs: 50,
      maxMs: 50,
      attempt: async () => {
        attempts++;
        throw new Error('still down');
      },
      onSuccess: () => undefined,
      onFailure: () => undefined,
      isStopped: () => stopped,
    });
    retry.schedule();
    retry.schedule();
    await vi.advanceTimersByTimeAsync(50);
    expect(attempts).toBe(1);
    stopped = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(attempts).toBe(1);
  });
});
