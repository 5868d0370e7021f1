import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestStatusSchema, requestTokenParamsSchema } from '@shared/schemas/requests';
import type { AppDeps } from '../app';
import { rateLimited } from '../http/rate-limit';
import { cancelRequest, getRequestStatus } from './service';

// The customer's status link: `PUBLIC_URL/r/<token>` is a page of the web app, which reads and cancels through these.
export const requestRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const perMinute = deps.config.claimRateLimitPerMinute;

    app.get(
      '/api/requests/:token',
      {
        config: { access: 'public', ...rateLimited(perMinute) },
        schema: { tags: ['requests'], params: requestTokenParamsSchema, response: { 200: requestStatusSchema } },
      },
      async (request) => getRequestStatus(db, request.params.token),
    );

    app.post(
      '/api/requests/:token/cancel',
      {
        config: { access: 'public', ...rateLimited(perMinute) },
        schema: { tags: ['requests'], params: requestTokenParamsSchema, response: { 200: requestStatusSchema } },
      },
      async (request) => cancelRequest(db, request.params.token),
    );
  };
