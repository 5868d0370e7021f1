import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callViewAuditSchema } from '@shared/schemas/audit';
import type { AppDeps } from '../app';
import { actorOf } from '../http/access';
import { insertAuditLog } from './repository';

export const auditRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // the detail page reports the view itself, so GET /api/calls/:id stays a pure read
    app.post(
      '/api/audit-logs',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['audit'],
          description: 'Records that an admin viewed a call',
          body: callViewAuditSchema,
          response: { 201: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const { action, resourceType, resourceId, details } = request.body;
        await insertAuditLog(db, {
          adminUserId: actorOf(request).userId,
          action,
          resourceType,
          resourceId,
          // the time comes from the server, not the browser clock
          details: { timestamp: new Date().toISOString(), page: details.page },
        });
        return reply.code(201).send({ ok: true as const });
      },
    );
  };
