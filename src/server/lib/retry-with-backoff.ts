/**
 * Retries an attempt on a timer, doubling the delay after each failure up to `maxMs`, until it succeeds or the
 * owner stops. The job runner's restart and the realtime hub's reconnect both come back from a lost database this way.
 */
export function retryWithBackoff(opts: {
  minMs: number;
  maxMs: number;
  attempt: () => Promise<void>;
  onSuccess: () => void;
  onFailure: (err: Error, retryInMs: number) => void;
  isStopped: () => boolean;
}) {
  let delay = opts.minMs;
  let timer: NodeJS.Timeout | undefined;

  const run = async () => {
    timer = undefined;
    if (opts.isStopped()) return;
    try {
      await opts.attempt();
      delay = opts.minMs;
      opts.onSuccess();
    } catch (err) {
      opts.onFailure(err as Error, delay);
      delay = Math.min(delay * 2, opts.maxMs);
      schedule();
    }
  };

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };

  return {
    /** plans the next attempt (once: a second call while one is planned does nothing) */
    schedule,
    get scheduled() {
      return timer !== undefined;
    },
    /** the next failure waits the shortest delay again (after a success made elsewhere) */
    reset: () => {
      delay = opts.minMs;
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
