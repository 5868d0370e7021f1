import type { FastifyInstance, FastifyRequest } from 'fastify';
import { body, UNAVAILABLE_MESSAGE_TEXT } from './errors';
import { redactUrl } from './redact-url';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** this route's own deadline, for the few that legitimately take longer than the app's */
    timeoutMs?: number;
  }
}

const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();

/**
 * Every request is answered by its deadline: one that outlives it (waiting on a database that stopped answering,
 * say) gets a 503 while its handler finishes in the background. Fastify 5.12's own `handlerTimeout` would do this,
 * but it is cancelled as soon as a request body has been read (fastify/fastify#6725), i.e. for every webhook.
 * Event streams are untouched: they hijack the reply before their deadline.
 */
export function registerRequestDeadline(app: FastifyInstance, defaultMs: number) {
  // callback-style hooks: they run on every request, and an async hook costs a promise each time
  app.addHook('onRequest', (request, reply, done) => {
    const ms = request.routeOptions.config?.timeoutMs ?? defaultMs;
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.error({ url: redactUrl(request.url), timeoutMs: ms }, 'request timed out');
      void reply.code(503).header('retry-after', '5').send(body('unavailable', UNAVAILABLE_MESSAGE_TEXT));
    }, ms);
    timer.unref();
    deadlines.set(request, timer);
    done();
  });
  const clear = (request: FastifyRequest) => {
    clearTimeout(deadlines.get(request));
    deadlines.delete(request);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    clear(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    clear(request);
    done();
  });
}
