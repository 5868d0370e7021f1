// graphile-worker 0.17.3 (dist/main.js, listenForChanges): when its LISTEN connection errors while the worker pool is
// being stopped (a database outage stops it, see runner.ts), the connection is given back to the pool twice. pg-pool
// throws on the second release, inside an async function nobody awaits, so it surfaces as an unhandled rejection.
// Nothing is lost: the pool already has the connection back, and graphile-worker listens again on a new one.

const DOUBLE_RELEASE = 'Release called on client which has already been released to the pool.';

/** Whether an unhandled rejection is graphile-worker's second release of its LISTEN connection (harmless). */
export function isListenerDoubleRelease(reason: unknown): boolean {
  return (
    reason instanceof Error && reason.message === DOUBLE_RELEASE && Boolean(reason.stack?.includes('graphile-worker'))
  );
}
