import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CallersFirst } from '../jobs/callers-first';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a caller waits on the line for this route's answer (a concierge turn): background tasks wait while it runs */
    callerWaiting?: boolean;
  }
}

/**
 * Counts the request as a caller being answered until its response is done or its connection gone: the response's
 * 'close' comes either way, once (Fastify's onResponse does not come when the client goes away first).
 */
export function countAsCallerTurn(callers: CallersFirst, reply: FastifyReply) {
  reply.raw.once('close', callers.beginAnswering());
}

/** A request to a `callerWaiting` route counts as a caller being answered from its first byte. */
export function registerCallerTurns(app: FastifyInstance, callers: CallersFirst) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.callerWaiting) countAsCallerTurn(callers, reply);
    done();
  });
}
