import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** media types this route's body may have instead of JSON (the speech route takes `audio/*`) */
    bodyTypes?: RegExp;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json$/;

export const crossSiteMessage = 'Cross-site requests are not accepted.';

/**
 * Same-site request forgery: SameSite=Lax cookies still ride along on requests from any page of the same site
 * (another subdomain, a sibling app on the same registrable domain). Every state-changing API request must come
 * from our own origin: `Origin` equal to PUBLIC_URL's origin, or no `Origin` with `Sec-Fetch-Site: same-origin`.
 * Without PUBLIC_URL (development, tests) the request's own `Host` is the origin expected.
 * It must also carry a JSON body (or none): an HTML form can send only urlencoded, multipart or text/plain bodies.
 * Webhooks are exempt: they are signed.
 */
export function registerCrossSiteProtection(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'publicUrlFromEnv'>,
) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const expectedOrigin = (request: FastifyRequest) =>
    config.publicUrlFromEnv ? publicOrigin : `${request.protocol}://${request.host}`;

  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return done();
    const origin = request.headers.origin;
    const sameOrigin = origin
      ? origin === expectedOrigin(request) || origin === publicOrigin
      : request.headers['sec-fetch-site'] === 'same-origin';
    if (!sameOrigin) return done(new AppError('forbidden', crossSiteMessage));

    const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    const hasBody =
      request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    const allowed = request.routeOptions.config?.bodyTypes;
    if (contentType === undefined ? hasBody : !JSON_TYPE.test(contentType) && !allowed?.test(contentType))
      return done(new AppError('unsupported_media_type', 'Send the request body as JSON (application/json).'));
    done();
  });
}
