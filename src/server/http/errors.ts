import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/api';

const statusByCode = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
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

// node-postgres connection failures: the database is down or unreachable, not a bug in the request
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001', '08003']);
function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code && UNAVAILABLE_ERRNOS.has(e.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(e.message ?? '');
}

export function body(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(body(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.code(400).send(body('validation_error', first, fields));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err: (err as Error).message }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(body('unavailable', 'Service temporarily unavailable. Please try again shortly.'));
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(body(codeForStatus(status), err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
