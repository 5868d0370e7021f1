import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Actor } from '../http/access';
import type { Db } from '../db/database';
import { resumeSession, type SessionPolicy } from './service';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'earl_session';
/**
 * Behind https the cookie is `__Host-earl_session`: browsers then accept it only Secure, for path `/` and without a
 * Domain, so a sibling subdomain cannot set or overwrite it (session fixation).
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    sessionToken: string | null;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean) {
  reply.setCookie(sessionCookieName(secure), token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Reads the session cookie on API requests and attaches the signed-in actor (or null). */
export function registerSessionLoading(
  app: FastifyInstance,
  deps: { db: Db; policy: SessionPolicy; secureCookies: boolean; sessionCache: SessionCache },
) {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[sessionCookieName(deps.secureCookies)];
    if (!token) return;
    const resumed = await resumeSession(deps.db, token, deps.policy, deps.sessionCache);
    if (!resumed) {
      clearSessionCookie(reply, deps.secureCookies);
      return;
    }
    request.actor = resumed.actor;
    request.sessionToken = token;
    if (resumed.refreshedUntil) setSessionCookie(reply, token, resumed.refreshedUntil, deps.secureCookies);
  });
}
