import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  providerApplicationSchema,
  providerApplicationsQuerySchema,
  providerDetailSchema,
  providerRejectionSchema,
  providerStatusSchema,
} from '@shared/schemas/admin-providers';
import {
  jobParamsSchema,
  providerJobHistoryQuerySchema,
  providerJobHistorySchema,
  providerStatsSchema,
} from '@shared/schemas/jobs';
import type { AppDeps } from '../app';
import { actorOf } from '../http/access';
import {
  decideProviderApplication,
  getProviderApplication,
  listProviderApplications,
  reopenProviderApplication,
} from './admin-service';
import { getProviderJobHistory, getProviderStatsForAdmin } from './stats-service';

const idParams = z.object({ id: z.string().max(100) });
const decisionSchema = z.object({ id: z.string(), status: providerStatusSchema });

/** Provider applications as admins review them, and a provider's counters; the provider's own routes live in routes.ts. */
export const adminProviderRoutes =
  ({ db, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, publicUrl: config.publicUrl };
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
      async (request, reply) => {
        const { applications, nextCursor } = await listProviderApplications(db, request.query);
        if (nextCursor) {
          const { status, limit } = request.query;
          const next = new URLSearchParams({ ...(status && { status }), limit: String(limit), cursor: nextCursor });
          reply.header('link', `</api/providers?${next}>; rel="next"`);
        }
        return applications;
      },
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
      async (request) =>
        decideProviderApplication(deps, {
          actor: actorOf(request),
          id: request.params.id,
          decision: { status: 'active' },
        }),
    );

    app.post(
      '/api/providers/:id/reject',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['providers'],
          description: 'Rejects a pending application; the reason (1-500 characters) is emailed to the applicant',
          params: idParams,
          body: providerRejectionSchema,
          response: { 200: decisionSchema },
        },
      },
      async (request) =>
        decideProviderApplication(deps, {
          actor: actorOf(request),
          id: request.params.id,
          decision: { status: 'rejected', reason: request.body.reason },
        }),
    );

    // an approved or rejected application back to pending (audited)
    app.post(
      '/api/providers/:id/reopen',
      {
        config: { access: 'admin' },
        schema: { tags: ['providers'], params: idParams, response: { 200: decisionSchema } },
      },
      async (request) => reopenProviderApplication(deps, { actor: actorOf(request), id: request.params.id }),
    );

    app.get(
      '/api/admin/providers/:id/stats',
      {
        config: { access: 'admin' },
        schema: { tags: ['providers'], params: jobParamsSchema, response: { 200: providerStatsSchema } },
      },
      async (request) => getProviderStatsForAdmin(db, request.params.id, config.billing),
    );

    app.get(
      '/api/admin/providers/:id/jobs',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['providers'],
          description: 'The jobs the provider claimed, latest claim first, in keyset pages',
          params: jobParamsSchema,
          querystring: providerJobHistoryQuerySchema,
          response: { 200: providerJobHistorySchema },
        },
      },
      async (request) => getProviderJobHistory(db, request.params.id, request.query),
    );
  };
