/**
 * Node.js flags the production server runs with: `npm start`, the container's CMD, and every server the tests and
 * the bench start. V8 reads them only at start-up (`v8.setFlagsFromString` later leaves the heap as it was), so
 * they live on the command line, and `node-flags.test.ts` keeps those places in step with this list.
 *
 * A web turn allocates freely (the request, the engine's working copy of the state, drizzle's rows); with V8's
 * default 16 MB semi-spaces the young generation was collected every few hundred turns. 64 MB ones cut the
 * server's CPU per turn by about a tenth in the concierge bench (docs/performance.md, 2026-11-29 evening), for up
 * to about 150 MB more memory.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;
