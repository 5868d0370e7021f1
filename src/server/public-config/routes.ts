import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@shared/schemas/public-config';
import type { AppDeps } from '../app';

export const publicConfigRoutes =
  ({ config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const body: PublicConfig = {
      conciergePhone: config.conciergePhone,
      voice:
        config.vapi.publicKey && config.vapi.assistantId
          ? {
              mode: 'vapi',
              publicKey: config.vapi.publicKey,
              assistantId: config.vapi.assistantId,
              apiUrl: config.vapi.apiUrl,
            }
          : { mode: 'local', speechToText: config.stt ? 'server' : 'browser' },
      payments: config.stripe ? 'stripe' : 'development',
    };
    app.get(
      '/api/public-config',
      { config: { access: 'public' }, schema: { tags: ['config'], response: { 200: publicConfigSchema } } },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
    );
  };
