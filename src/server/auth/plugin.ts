import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Actor } from '../http/access';
import type { Db } from '../db/database';
import { resumeSession, type SessionPolicy } from './service';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'earl_session';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    sessionToken: string | null;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
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
    const token = request.cookies[SESSION_COOKIE];
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
