import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conciergeCallSummarySchema,
  conciergeReplySchema,
  conciergeSessionParamsSchema,
  conciergeSessionStartedSchema,
  conciergeTurnSchema,
  startConciergeSessionSchema,
} from '@shared/schemas/concierge';
import type { AppDeps } from '../app';
import { rateLimited } from '../http/rate-limit';
import { sweepIdleSessions } from './idle-sweep';
import { conciergeService, END_IDLE_SESSION_TASK } from './service';

export const conciergeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const concierge = conciergeService(deps);
    const { sessionsPerMinute, turnsPerMinute } = deps.config.concierge;

    // background work runs on the worker's pool, as every background task does
    const background = conciergeService({ ...deps, db: deps.workerDb });
    // jobs an earlier version queued on every turn: they end their session if it is still idle, nothing more
    deps.jobs.define(END_IDLE_SESSION_TASK, async () => {
      await background.endIdleSessions();
    });
    sweepIdleSessions(app, deps, background);

    app.post(
      '/api/concierge/sessions',
      {
        config: { access: 'public', callerWaiting: true, ...rateLimited(sessionsPerMinute) },
        schema: {
          tags: ['concierge'],
          body: startConciergeSessionSchema,
          response: { 201: conciergeSessionStartedSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await concierge.startSession({
            callerPhone: request.body?.callerPhone,
            language: request.body?.language,
            clientIp: request.ip,
          }),
        ),
    );

    app.post(
      '/api/concierge/sessions/:id/turns',
      {
        config: { access: 'public', callerWaiting: true, ...rateLimited(turnsPerMinute) },
        schema: {
          tags: ['concierge'],
          params: conciergeSessionParamsSchema,
          body: conciergeTurnSchema,
          response: { 200: conciergeReplySchema },
        },
      },
      async (request) =>
        deps.metrics.timeConciergeTurn('web', () =>
          concierge.takeTurn(request.params.id, request.body.text, { clientIp: request.ip }),
        ),
    );

    app.post(
      '/api/concierge/sessions/:id/end',
      {
        config: { access: 'public', ...rateLimited(turnsPerMinute) },
        schema: {
          tags: ['concierge'],
          params: conciergeSessionParamsSchema,
          response: { 200: conciergeCallSummarySchema },
        },
      },
      async (request) => concierge.endSession(request.params.id),
    );
  };
