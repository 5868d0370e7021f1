import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** True when a string anywhere in the value (keys included) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): such input would fail deep inside a query as a 500. No field of
 * ours has a use for it, so API requests carrying one anywhere are refused up front. Webhooks are left alone:
 * they must not lose a caller's report over one stray character, and handle their own input.
 */
export function registerNulRejection(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      request.url.startsWith('/api/') &&
      (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
    ) {
      return done(new AppError('bad_request', 'The request contains a NUL character, which no field accepts.'));
    }
    done();
  });
}

/** The value with every NUL character removed from its strings (for webhooks, whose reports must not be lost). */
export function withoutNul<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '') as T;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key.replaceAll('\u0000', ''), withoutNul(item, depth + 1)]),
  ) as T;
}
