import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchingProviderSchema, vendorSchema, vendorSearchSchema } from '@shared/schemas/vendors';
import { findJobReadyProviders } from '../providers/repository';
import type { AppDeps } from '../app';
import { findVendors } from './repository';

export const vendorRoutes =
  ({ db, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/vendors',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['vendors'],
          description: 'Suggested vendors for a service type',
          querystring: vendorSearchSchema,
          response: { 200: z.array(vendorSchema) },
        },
      },
      async (request) => findVendors(db, { serviceType: request.query.serviceType || undefined }),
    );

    app.get(
      '/api/admin/matching-providers',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['vendors'],
          description:
            "Active providers a job of this service type would be offered to now (the marketplace's own pros, suggested before the vendor list)",
          querystring: vendorSearchSchema,
          response: { 200: z.array(matchingProviderSchema) },
        },
      },
      async (request) => findJobReadyProviders(db, config.billing, request.query.serviceType || undefined),
    );
  };
