import { performance } from 'node:perf_hooks';

/**
 * While this instance answers someone on the line (a concierge turn on the phone, in the browser or through Vapi, an
 * urgent offer's call), its background tasks wait to start: a caller waiting for the next words hears the silence, a
 * provider's text a moment later goes unnoticed. Both share the Node.js thread and the cores under PostgreSQL, and a
 * lead's dispatch and deliveries cost several times a turn's work.
 *
 * Below saturation nothing changes that anyone would notice: a task starts at once when no turn is in flight, or as
 * soon as the turns in flight end. Only a busy instance (many callers, BUSY_TURNS turns begun within a pace, and its
 * event loop busy BUSY_UTILIZATION of the time) paces its tasks: one starts every `paceMs`, whatever the callers do,
 * so the leads' work never stops and catches up when the flood passes. Between the two, the tasks get what keeps the
 * loop just under saturation. Urgent tasks (an emergency's dispatch, texts and calls, a web caller's code) start before
 * the others, each kind in the order they came. Every task waiting starts at the first pace that finds the instance
 * quiet.
 */
export type CallersFirst = {
  /**
   * Marks a caller's turn begun: tasks wait while it (and every other turn) is answered. The returned function ends
   * it (once, however often it is called).
   */
  beginAnswering: () => () => void;
  /** Resolves when a background task may start. */
  backgroundTurn: (opts?: { urgent?: boolean }) => Promise<void>;
  /** Tasks waiting to start now (the metrics). */
  waiting: () => number;
};

/** While the instance is busy, one waiting task starts this often. */
export const CALLERS_FIRST_PACE_MS = 100;
/** Turns begun within one pace (the current one or the one before) for the instance to be busy: 50 a second. */
export const BUSY_TURNS = 5;
/** The share of the time the event loop worked, over about a pace, for the instance to be busy. */
export const BUSY_UTILIZATION = 0.8;

/** The share of the time the event loop worked since the last call. */
function eventLoopUtilization() {
  let before = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, before);
    before = now;
    return utilization;
  };
}

export function createCallersFirst(opts: { paceMs?: number; utilization?: () => number } = {}): CallersFirst {
  const paceMs = opts.paceMs ?? CALLERS_FIRST_PACE_MS;
  const utilizationSinceLast = opts.utilization ?? eventLoopUtilization();
  let answering = 0;
  // the urgent ones first, each kind in the order they came
  const waiting: { urgent: boolean; start: () => void }[] = [];
  let pace: NodeJS.Timeout | undefined;
  // turns begun in the current window of paceMs and in the one before it
  const turns = { windowStart: 0, now: 0, before: 0 };

  const countedTurns = () => {
    const now = Date.now();
    const windows = Math.floor((now - turns.windowStart) / paceMs);
    if (windows > 0) {
      turns.before = windows === 1 ? turns.now : 0;
      turns.now = 0;
      turns.windowStart += windows * paceMs;
    }
    return turns;
  };
  // the loop's utilization, read at most once a pace
  const loop = { readAt: 0, utilization: 0 };
  const busy = () => {
    const counted = countedTurns();
    if (counted.now < BUSY_TURNS && counted.before < BUSY_TURNS) return false;
    const now = Date.now();
    if (now - loop.readAt >= paceMs) {
      loop.utilization = utilizationSinceLast();
      loop.readAt = now;
    }
    return loop.utilization >= BUSY_UTILIZATION;
  };
  const quiet = () => answering === 0 && !busy();

  const start = (all: boolean) => {
    do waiting.shift()?.start();
    while (all && waiting.length);
    if (!waiting.length) {
      clearInterval(pace);
      pace = undefined;
    }
  };

  return {
    beginAnswering() {
      answering += 1;
      countedTurns().now += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        answering -= 1;
        if (waiting.length && quiet()) start(true);
      };
    },
    backgroundTurn({ urgent = false } = {}) {
      if (quiet() && !waiting.length) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const behind = urgent ? waiting.findIndex((w) => !w.urgent) : -1;
        waiting.splice(behind === -1 ? waiting.length : behind, 0, { urgent, start: resolve });
        pace ??= setInterval(() => start(quiet()), paceMs);
        pace.unref();
      });
    },
    waiting: () => waiting.length,
  };
}
