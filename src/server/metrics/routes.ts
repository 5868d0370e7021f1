import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../http/errors';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time: equal-length digests, so neither the token's content nor its length leaks through timing. */
export function bearerMatches(authorization: string | undefined, token: string) {
  const presented = authorization ? /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1] : undefined;
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * Prometheus metrics: every response is timed by its route pattern (`/api/claims/:token`, never the token), and
 * `GET /metrics` serves them on the app's port with `Authorization: Bearer $METRICS_TOKEN` (404 without a token
 * configured), and without a token on METRICS_PORT when that is set (a port to keep off the public network).
 */
export function registerMetrics(app: FastifyInstance, deps: { config: Config; metrics: Metrics }) {
  const { metrics } = deps;
  const { token, port } = deps.config.metrics;

  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('not_found', 'No route GET /metrics');
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new AppError('unauthorized', 'A valid metrics token is required.');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  if (port !== undefined) {
    const server = metricsServer(metrics);
    app.addHook('onReady', async () => {
      await server.listen({ port, host: deps.config.host });
      app.log.info({ port }, 'metrics served on their own port');
    });
    app.addHook('onClose', () => server.close());
  }
}

/** The plain server of METRICS_PORT: GET /metrics and nothing else. */
function metricsServer(metrics: Metrics) {
  const server = Fastify();
  server.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  return server;
}
