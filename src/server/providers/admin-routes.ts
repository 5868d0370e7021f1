import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  providerApplicationSchema,
  providerApplicationsQuerySchema,
  providerDetailSchema,
  providerStatusSchema,
} from '@shared/schemas/admin-providers';
import { jobParamsSchema, providerStatsSchema } from '@shared/schemas/jobs';
import type { AppDeps } from '../app';
import { decideProviderApplication, getProviderApplication, listProviderApplications } from './admin-service';
import { getProviderStatsForAdmin } from './stats-service';

const idParams = z.object({ id: z.string().max(100) });
const decisionSchema = z.object({ id: z.string(), status: providerStatusSchema });

/** Provider applications as admins review them, and a provider's counters; the provider's own routes live in routes.ts. */
export const adminProviderRoutes =
  ({ db, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/providers',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['providers'],
          querystring: providerApplicationsQuerySchema,
          response: { 200: z.array(providerApplicationSchema) },
        },
      },
      async (request) => listProviderApplications(db, request.query.status),
    );

    app.get(
      '/api/providers/:id',
      {
        config: { access: 'admin' },
        schema: { tags: ['providers'], params: idParams, response: { 200: providerDetailSchema } },
      },
      async (request) => getProviderApplication(db, request.params.id),
    );

    app.post(
      '/api/providers/:id/approve',
      {
        config: { access: 'admin' },
        schema: { tags: ['providers'], params: idParams, response: { 200: decisionSchema } },
      },
      async (request) => decideProviderApplication(db, request.params.id, 'active'),
    );

    app.post(
      '/api/providers/:id/reject',
      {
        config: { access: 'admin' },
        schema: { tags: ['providers'], params: idParams, response: { 200: decisionSchema } },
      },
      async (request) => decideProviderApplication(db, request.params.id, 'rejected'),
    );

    app.get(
      '/api/admin/providers/:id/stats',
      {
        config: { access: 'admin' },
        schema: { tags: ['providers'], params: jobParamsSchema, response: { 200: providerStatsSchema } },
      },
      async (request) => getProviderStatsForAdmin(db, request.params.id, config.billing),
    );
  };
