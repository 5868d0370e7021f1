import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { jobKeys } from '../jobs/keys';
import type { JobRunner } from '../jobs/runner';
import { AppError } from './errors';
import { deleteEndedRateLimitWindows } from './rate-limit-repository';
import { postgresRateLimitStore } from './rate-limit-store';

export const SWEEP_RATE_LIMITS_TASK = 'sweepRateLimits';
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Registered once; routes opt in with `config: { ...rateLimited(n) }` (per client IP, per minute). The counts live in
 * PostgreSQL, so N instances allow the limit once, not N times. `scope` starts every key (tests isolate apps with it).
 */
export async function registerRateLimits(app: FastifyInstance, opts: { db: Db; scope?: string }) {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(opts.db, opts.scope),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
}

export const rateLimited = (max: number, timeWindow = 60_000) => ({ rateLimit: { max, timeWindow } });

/** One per-IP limit shared by several routes (`onRequest: limit`), where each `rateLimited` route counts its own. */
export type SharedRateLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export const sharedRateLimit = (
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow = 60_000,
): SharedRateLimit => app.rateLimit({ max, timeWindow, groupId: name }) as unknown as SharedRateLimit;

/** Deletes ended windows every few minutes (a window is reset in place when its key comes back anyway). */
export function defineRateLimitSweep(deps: { db: Db; jobs: JobRunner }) {
  deps.jobs.define(SWEEP_RATE_LIMITS_TASK, async () => {
    await deleteEndedRateLimitWindows(deps.db);
    await deps.jobs.schedule(
      SWEEP_RATE_LIMITS_TASK,
      {},
      { jobKey: jobKeys.sweepRateLimits, runAt: new Date(Date.now() + SWEEP_EVERY_MS), maxAttempts: 3 },
    );
  });
  deps.jobs.queueAtStart(SWEEP_RATE_LIMITS_TASK, jobKeys.sweepRateLimits);
}
