import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callChangeSchema,
  callLogPageSchema,
  callLogQuerySchema,
  callSchema,
  callUpdateSchema,
  type CallChange,
} from '@shared/schemas/calls';
import type { AppDeps } from '../app';
import { eventStreams } from '../realtime/event-stream';
import { actorOf } from '../http/access';
import { changeCall, getCall, listCallLog, releaseUnverifiedLead } from './service';

/** The channel the calls trigger notifies (migration calls_notify). */
export const CALLS_CHANNEL = 'calls_changes';

const idParams = z.object({ id: z.string().max(100) });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const callRoutes =
  ({ db, realtime, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { stream } = eventStreams(app, config.streamLimits);

    app.get(
      '/api/calls',
      {
        config: { access: 'admin' },
        schema: { tags: ['calls'], querystring: callLogQuerySchema, response: { 200: callLogPageSchema } },
      },
      async (request) => listCallLog(db, request.query),
    );

    app.get(
      '/api/calls/stream',
      {
        config: { access: 'admin' },
        schema: { tags: ['calls'], description: 'Server-sent events: `calls` with {op, id} on every change to calls' },
      },
      async (_request, reply) =>
        stream(reply, {
          hub: realtime,
          channel: CALLS_CHANNEL,
          event: 'calls',
          toData: (message) => {
            if (message.kind === 'resync') return JSON.stringify({ op: 'RESYNC', id: null } satisfies CallChange);
            const change = callChangeSchema.safeParse(parseJson(message.payload));
            return change.success ? JSON.stringify(change.data) : undefined;
          },
        }),
    );

    app.get(
      '/api/calls/:id',
      { config: { access: 'admin' }, schema: { tags: ['calls'], params: idParams, response: { 200: callSchema } } },
      async (request) => getCall(db, request.params.id),
    );

    app.patch(
      '/api/calls/:id',
      {
        config: { access: 'admin' },
        schema: { tags: ['calls'], params: idParams, body: callUpdateSchema, response: { 200: callSchema } },
      },
      async (request) => changeCall(db, request.params.id, request.body),
    );

    app.post(
      '/api/calls/:id/release',
      {
        config: { access: 'admin' },
        schema: { tags: ['calls'], params: idParams, response: { 200: callSchema } },
      },
      async (request) => releaseUnverifiedLead({ db, actor: actorOf(request), callId: request.params.id }),
    );
  };
