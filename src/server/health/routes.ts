import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app';

const healthSchema = z.object({ status: z.enum(['ok', 'unhealthy']), db: z.enum(['ok', 'down']) });

export const healthRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
      },
      async (_request, reply) => {
        // bounded, so a stopped database turns health red quickly instead of hanging the probe
        const dbOk = await Promise.race([
          database.pool.query('select 1').then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) => setTimeout(resolve, 2_000, false).unref()),
        ]);
        return dbOk
          ? { status: 'ok' as const, db: 'ok' as const }
          : reply.code(503).send({ status: 'unhealthy', db: 'down' });
      },
    );
  };
