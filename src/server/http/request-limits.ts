import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError, body } from './errors';

/** The longest path parameter a route accepts; longer ones get 414 (claim tokens are 43 characters). */
export const MAX_PARAM_LENGTH = 100;
/**
 * What the router itself accepts. Past it find-my-way answers 414 on its own, before any hook: no JSON error body,
 * no security headers and no rate limit. Requests up to it are routed, so the route's rate limit counts them and
 * the hook below answers 414 the usual way. Node refuses request lines and headers over 16 KiB (431) first.
 */
export const ROUTER_MAX_PARAM_LENGTH = 16_384;

/** 414 for an over-long path parameter, after the route's own onRequest hooks (its rate limit) have run. */
export function registerParamLengthLimit(app: FastifyInstance) {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const params = request.params as Record<string, unknown> | undefined;
    const tooLong = params && Object.values(params).some((v) => typeof v === 'string' && v.length > MAX_PARAM_LENGTH);
    if (tooLong) return done(new AppError('uri_too_long', 'The request URL is too long.'));
    done(null, payload);
  });
}

/**
 * Node answers malformed requests (headers over 16 KiB: 431, a client too slow: 408, anything else: 400) before
 * Fastify sees them. They get the same JSON error body and security headers as every other answer.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return function handleClientError(err: NodeJS.ErrnoException, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, payload] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, body('request_header_fields_too_large', 'The request headers are too large.')]
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, body('request_timeout', 'The request took too long to arrive.')]
          : [400, body('bad_request', 'The request could not be read.')];
    const text = JSON.stringify(payload);
    if (socket.writable) {
      const lines = [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(text)}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${text}`);
    }
    socket.destroy(err);
  };
}
