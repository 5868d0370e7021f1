import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { AppError } from '../../http/errors';
import { isSignedByTwilio, twilioVoiceService, type FormParams } from './service';
import { defineVoiceMessageTask } from './voice-message-task';
import { offerCallService } from './offer-call';

const formBody = z.record(z.string(), z.string());
const twimlReply = { 200: z.string().describe('TwiML') };

/** Twilio's voice webhooks: form posts signed with X-Twilio-Signature, answered in TwiML. 404 until Twilio is configured. */
export const twilioRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const twilioConfig = deps.config.twilio;
    const voice = twilioVoiceService(deps);
    const offerCalls = offerCallService(deps);
    defineVoiceMessageTask(deps);

    // scoped to this plugin: only Twilio's webhooks accept form bodies
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(text as string)));
    });

    // before body validation, so an unsigned request gets 403 whatever it carries
    app.addHook('preValidation', async (request) => {
      if (!twilioConfig) throw new AppError('not_found', `No route ${request.method} ${request.url.split('?')[0]}`);
      const signature = request.headers['x-twilio-signature'];
      const params = (request.body ?? {}) as FormParams;
      if (
        !isSignedByTwilio(
          twilioConfig.authToken,
          typeof signature === 'string' ? signature : undefined,
          deps.config.publicUrl,
          request.url,
          params,
        )
      ) {
        throw new AppError('forbidden', 'Invalid Twilio signature');
      }
    });

    const twiml = { tags: ['twilio'], body: formBody, response: twimlReply };

    // someone is on the line for these: their answers are what the caller (or the offered team member) hears next
    const callerWaiting = { access: 'public', callerWaiting: true } as const;
    app.post('/webhooks/twilio/voice', { config: callerWaiting, schema: twiml }, async (request, reply) =>
      reply.type('text/xml').send(await voice.incomingCall(request.body)),
    );

    app.post(
      '/webhooks/twilio/gather',
      { config: callerWaiting, schema: { ...twiml, querystring: z.object({ turn: z.string().optional() }) } },
      async (request, reply) =>
        reply
          .type('text/xml')
          .send(await deps.metrics.timeConciergeTurn('twilio', () => voice.gather(request.query, request.body))),
    );

    app.post(
      '/webhooks/twilio/message',
      { config: callerWaiting, schema: { ...twiml, querystring: z.object({ turn: z.string().optional() }) } },
      async (request, reply) => reply.type('text/xml').send(await voice.recordedMessage(request.query, request.body)),
    );

    app.post(
      '/webhooks/twilio/recording',
      { config: { access: 'public' }, schema: { tags: ['twilio'], body: formBody, response: { 204: z.null() } } },
      async (request, reply) => {
        await voice.recordingStatus(request.body);
        return reply.code(204).send(null);
      },
    );

    // an urgent job's calls to team members (placed by the callUrgentOffers task)
    const offerCall = { ...twiml, querystring: z.object({ offer: z.string().optional() }) };
    app.post('/webhooks/twilio/offer-call', { config: callerWaiting, schema: offerCall }, async (request, reply) =>
      reply.type('text/xml').send(await offerCalls.answered(request.query)),
    );
    app.post(
      '/webhooks/twilio/offer-call/press',
      { config: callerWaiting, schema: offerCall },
      async (request, reply) => reply.type('text/xml').send(await offerCalls.pressed(request.query, request.body)),
    );
    app.post(
      '/webhooks/twilio/offer-call/connect',
      { config: callerWaiting, schema: offerCall },
      async (request, reply) => reply.type('text/xml').send(await offerCalls.connect(request.query, request.body)),
    );
    app.post(
      '/webhooks/twilio/offer-call/status',
      {
        config: { access: 'public' },
        schema: {
          tags: ['twilio'],
          body: formBody,
          querystring: z.object({ offer: z.string().optional() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await offerCalls.status(request.query, request.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/webhooks/twilio/status',
      { config: { access: 'public' }, schema: { tags: ['twilio'], body: formBody, response: { 204: z.null() } } },
      async (request, reply) => {
        await voice.status(request.body);
        return reply.code(204).send(null);
      },
    );
  };
