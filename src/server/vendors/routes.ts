import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorSchema, vendorSearchSchema } from '@shared/schemas/vendors';
import type { AppDeps } from '../app';
import { findVendors } from './repository';

export const vendorRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
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
  };
