import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema, credentialsSchema } from '@shared/schemas/auth';
import { providerStatsSchema } from '@shared/schemas/jobs';
import { ownProviderUpdateSchema, providerApplicationSchema, providerViewSchema } from '@shared/schemas/provider';
import type { AppDeps } from '../app';
import { setSessionCookie } from '../auth/plugin';
import { endSession, startSession } from '../auth/service';
import { actorOf } from '../http/access';
import { rateLimited } from '../http/rate-limit';
import { getOwnProvider, submitProviderApplication, updateOwnProvider, verifyProviderCredentials } from './service';
import { eventStreams } from '../realtime/event-stream';
import { PROVIDERS_CHANNEL } from './repository';
import { getOwnProviderStats } from './stats-service';

export const providerRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const limit = rateLimited(config.authRateLimitPerMinute);

    /** Starts a session for the user, replacing whatever session this browser had. */
    const signInAs = async (
      request: FastifyRequest,
      reply: FastifyReply,
      user: { id: string; email: string },
      providerId: string,
    ) => {
      if (request.sessionToken) await endSession(db, request.sessionToken, deps.sessionCache);
      const { token, expiresAt } = await startSession(db, user.id, config.session);
      setSessionCookie(reply, token, expiresAt, config.secureCookies);
      return { user: { id: user.id, email: user.email }, roles: [], providerId };
    };

    app.post(
      '/api/providers/applications',
      {
        config: { access: 'public', ...limit },
        schema: { tags: ['providers'], body: providerApplicationSchema, response: { 201: sessionSchema } },
      },
      async (request, reply) => {
        const { user, providerId } = await submitProviderApplication({ db, publicUrl: config.publicUrl }, request.body);
        // the applicant just chose this password: signing them in lets them follow their application's status
        return reply.code(201).send(await signInAs(request, reply, user, providerId));
      },
    );

    app.post(
      '/api/provider/sign-in',
      {
        config: { access: 'public' },
        // one per-IP count with /api/auth/sign-in: guesses cannot be split across the two doors
        onRequest: deps.signInRateLimit,
        schema: { tags: ['providers'], body: credentialsSchema, response: { 200: sessionSchema } },
      },
      async (request, reply) => {
        const { user, providerId } = await verifyProviderCredentials({ db, publicUrl: config.publicUrl }, request.body);
        return signInAs(request, reply, user, providerId);
      },
    );

    app.get(
      '/api/provider/me',
      { config: { access: 'provider' }, schema: { tags: ['providers'], response: { 200: providerViewSchema } } },
      async (request) => getOwnProvider({ db, actor: actorOf(request) }),
    );

    app.patch(
      '/api/provider/me',
      {
        config: { access: 'provider' },
        schema: { tags: ['providers'], body: ownProviderUpdateSchema, response: { 200: providerViewSchema } },
      },
      async (request) => updateOwnProvider({ db, actor: actorOf(request), update: request.body }),
    );

    // the dashboard follows its own application: an admin's approval shows without a reload
    const { stream } = eventStreams(app, config.streamLimits);
    app.get(
      '/api/provider/stream',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['providers'],
          description:
            'Server-sent events: `provider` (no data) whenever an admin decides an application or moves it back to pending; refetch /api/provider/me',
        },
      },
      async (_request, reply) =>
        // which provider changed is nobody else's business: the refetch reads the caller's own record
        stream(reply, { hub: deps.realtime, channel: PROVIDERS_CHANNEL, event: 'provider', toData: () => '{}' }),
    );

    // the counters of the provider dashboard (the jobs themselves are the marketplace's: marketplace/routes.ts)
    app.get(
      '/api/provider/stats',
      { config: { access: 'provider' }, schema: { tags: ['providers'], response: { 200: providerStatsSchema } } },
      async (request) => getOwnProviderStats({ db, actor: actorOf(request), billing: config.billing }),
    );
  };
