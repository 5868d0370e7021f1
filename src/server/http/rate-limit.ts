import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Registered once; routes opt in with `config: { ...rateLimited(n) }` (per client IP, per minute). */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
}

export const rateLimited = (max: number, timeWindow = 60_000) => ({ rateLimit: { max, timeWindow } });

/** One per-IP limit shared by several routes (`onRequest: limit`), where each `rateLimited` route counts its own. */
export type SharedRateLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export const sharedRateLimit = (app: FastifyInstance, max: number, timeWindow = 60_000): SharedRateLimit =>
  app.rateLimit({ max, timeWindow }) as unknown as SharedRateLimit;
