import type { FastifyRequest } from 'fastify';

// Paths whose segment after the prefix is a credential: claim links (the API and the page), email verification and
// password reset links, the customer's status links (the API and the page).
const TOKEN_IN_PATH = /^(\/api\/claims\/|\/claim\/|\/verify-email\/|\/reset-password\/|\/api\/requests\/|\/r\/)[^/?#]+/;
const TOKEN_IN_QUERY = /([?&](?:token|code)=)[^&#]*/gi;

/** The URL as logs may show it: tokens of claim, verification and reset links replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}

/** Fastify's request serializer ("incoming request" lines), with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
