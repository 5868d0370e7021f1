import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@shared/api';

const statusByCode = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  request_header_fields_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof statusByCode;

/** The one error type services throw; mapped to an HTTP status and `{ error: { code, message } }` in one place. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** sent as `Retry-After` (a 429 or 503 that says when to come back) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get statusCode() {
    return statusByCode[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);

function codeForStatus(status: number): ErrorCode {
  const entry = Object.entries(statusByCode).find(([, s]) => s === status);
  return (entry?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'internal' : 'bad_request');
}

// node-postgres connection failures: the database is down, restarting or unreachable, not a bug in the request.
// Errno codes from the socket, SQLSTATE classes 08 (connection exception) and 57P01-57P03 (shutdown, crash
// recovery, cannot connect now), and the pool's and client's own messages.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|the database system is (starting up|shutting down|in recovery mode)/;
/** True when the error, or any error it wraps (Drizzle wraps the driver's error as `cause`), says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e !== 'object') return false;
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    // a failed connect may be an AggregateError of every address tried (IPv4 and IPv6)
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE_TEXT = 'Service temporarily unavailable. Please try again shortly.';

export function body(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) void reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send(body(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.code(400).send(body('validation_error', first, fields));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err: (err as Error).message }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(body('unavailable', UNAVAILABLE_MESSAGE_TEXT));
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(body(codeForStatus(status), err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
