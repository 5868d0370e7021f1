import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { AppError } from '../../http/errors';
import { withoutNul } from '../../http/nul-characters';
import { presentedSecret, secretMatches } from './secret';
import { handleVapiMessage, reportWriter } from './service';

export const vapiRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const vapi = { ...deps, storeReport: reportWriter(deps.db) };
    app.post(
      '/webhooks/vapi',
      {
        config: { access: 'public' },
        // the body is read only after the secret is checked, so it is validated in the handler
        schema: { tags: ['webhooks'], response: { 200: z.record(z.string(), z.unknown()) } },
      },
      async (request) => {
        const expected = deps.config.vapi.webhookSecret;
        if (!expected) throw new AppError('not_found', `No route POST ${request.url.split('?')[0]}`);
        if (!secretMatches(presentedSecret(request.headers), expected))
          throw new AppError('unauthorized', 'Invalid or missing Vapi secret.');
        // PostgreSQL text cannot hold NUL: one stray character must not cost the caller's report (a 500)
        return handleVapiMessage(vapi, withoutNul(request.body));
      },
    );
  };
