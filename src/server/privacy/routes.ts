import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerErasureSchema,
  customerEraseSchema,
  customerExportSchema,
  customerPhoneQuerySchema,
} from '@shared/schemas/privacy';
import type { AppDeps } from '../app';
import { actorOf } from '../http/access';
import { eraseCustomerData, exportCustomerData } from './service';

/** The privacy policy's promises to callers: an admin exports or erases one caller's data on request. */
export const privacyRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/customers/export',
      {
        config: { access: 'admin' },
        schema: { tags: ['privacy'], querystring: customerPhoneQuerySchema, response: { 200: customerExportSchema } },
      },
      async (request) => exportCustomerData({ db, actor: actorOf(request), phone: request.query.phone }),
    );

    app.post(
      '/api/admin/customers/erase',
      {
        config: { access: 'admin' },
        schema: { tags: ['privacy'], body: customerEraseSchema, response: { 200: customerErasureSchema } },
      },
      async (request) => eraseCustomerData({ db, actor: actorOf(request), phone: request.body.phone }),
    );
  };
