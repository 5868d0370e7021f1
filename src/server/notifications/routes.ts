import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxPageSchema, outboxQuerySchema, smsBudgetSchema } from '@shared/schemas/jobs';
import type { AppDeps } from '../app';
import { defineDeliveryTask } from './delivery-task';
import { listOutbox, readSmsBudget } from './service';

export const notificationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    defineDeliveryTask(deps);

    // every email and SMS the product sent or would have sent (development: the only place they land)
    app.get(
      '/api/admin/outbox',
      {
        config: { access: 'admin' },
        schema: { tags: ['notifications'], querystring: outboxQuerySchema, response: { 200: outboxPageSchema } },
      },
      async (request) => listOutbox(deps.db, request.query),
    );

    // the admin console's banner: texts beyond SMS_BUDGET_PER_HOUR wait in the outbox
    app.get(
      '/api/admin/sms-budget',
      {
        config: { access: 'admin' },
        schema: { tags: ['notifications'], response: { 200: smsBudgetSchema } },
      },
      async () => readSmsBudget(deps.db, { perHour: deps.config.smsBudgetPerHour, clock: deps.clock }),
    );
  };
