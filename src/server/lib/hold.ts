/**
 * A per-instance hold: while any work holds it, other work waits before it starts (what is already running goes on),
 * for at most `maxWaitMs`, so a stream of holders delays the others but never stops them. Used where two kinds of
 * background work share one Node.js thread and the cores under PostgreSQL, and one of them is what a customer waits
 * for (a lead's dispatch before deliveries; a lead's first offers before another lead's later ones).
 */
export function createHold(maxWaitMs: number) {
  let holders = 0;
  let waiters: (() => void)[] = [];
  const release = () => {
    holders -= 1;
    if (holders > 0) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  return {
    /** Runs `work` holding: others' `clear()` waits until it (and every other holder) ends. */
    async during<T>(work: () => Promise<T>): Promise<T> {
      holders += 1;
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Resolves once nobody holds, or after `maxWaitMs`. */
    clear(): Promise<void> {
      if (holders === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve();
        }, maxWaitMs);
        waiters.push(wake);
      });
    },
  };
}
