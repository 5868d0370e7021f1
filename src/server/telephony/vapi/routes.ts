import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { AppError } from '../../http/errors';
import { withoutNul } from '../../http/nul-characters';
import { vapiRequestIsAuthentic } from './secret';
import { countAsCallerTurn } from '../../http/caller-turns';
import { callerWaitsFor, handleVapiMessage, reportWriter } from './service';

export const vapiRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const vapi = { ...deps, storeReport: reportWriter(deps.db) };

    // scoped to this plugin: an HMAC credential signs the raw body, so JSON is kept as text until it is checked
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => done(null, text));

    // before the body is validated or parsed: an unauthenticated request gets 401 whatever it carries
    app.addHook('preValidation', async (request) => {
      const expected = deps.config.vapi.webhookSecret;
      if (!expected) throw new AppError('not_found', `No route ${request.method} ${request.url.split('?')[0]}`);
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!vapiRequestIsAuthentic(request.headers, raw, expected, deps.clock().getTime()))
        throw new AppError('unauthorized', 'Invalid or missing Vapi secret.');
      try {
        request.body = raw ? (JSON.parse(raw) as unknown) : undefined;
      } catch {
        throw new AppError('validation_error', 'The body is not valid JSON.');
      }
    });

    app.post(
      '/webhooks/vapi',
      {
        config: { access: 'public' },
        // the body is parsed only after the credential is checked, so it is validated in the handler
        schema: { tags: ['webhooks'], response: { 200: z.record(z.string(), z.unknown()) } },
      },
      // PostgreSQL text cannot hold NUL: one stray character must not cost the caller's report (a 500)
      async (request, reply) => {
        const message = withoutNul(request.body);
        if (callerWaitsFor(message)) countAsCallerTurn(deps.callersFirst, reply);
        return handleVapiMessage(vapi, message);
      },
    );
  };
