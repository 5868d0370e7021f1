import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHold } from './hold';

describe('createHold', () => {
  afterEach(() => vi.useRealTimers());

  it('lets work start at once when nobody holds', async () => {
    vi.useFakeTimers();
    let cleared = false;
    void createHold(1_000)
      .clear()
      .then(() => (cleared = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(cleared).toBe(true);
  });

  it('keeps others waiting until the last holder ends, and hands back what the held work returned', async () => {
    vi.useFakeTimers();
    const hold = createHold(1_000);
    const ends: (() => void)[] = [];
    const held = () => new Promise<string>((resolve) => ends.push(() => resolve('done')));
    const first = hold.during(held);
    const second = hold.during(held);
    let cleared = false;
    void hold.clear().then(() => (cleared = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(cleared).toBe(false);
    ends[0]!();
    expect(await first).toBe('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(cleared).toBe(false);
    ends[1]!();
    await second;
    await vi.advanceTimersByTimeAsync(0);
    expect(cleared).toBe(true);
  });

  it('lets a waiter go after the longest wait even while held, and releases the hold when the work fails', async () => {
    vi.useFakeTimers();
    const hold = createHold(500);
    let fail!: (err: Error) => void;
    const failing = hold.during(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    let cleared = false;
    void hold.clear().then(() => (cleared = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(cleared).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(cleared).toBe(true);
    fail(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    // nobody holds any more: the next waiter starts at once
    let next = false;
    void hold.clear().then(() => (next = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(next).toBe(true);
  });
});
