import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBillingViewSchema,
  billingRedirectSchema,
  billingViewSchema,
  complimentaryUpdateSchema,
} from '@shared/schemas/billing';
import type { AppDeps } from '../app';
import { actorOf } from '../http/access';
import { AppError } from '../http/errors';
import { withoutNul } from '../http/nul-characters';
import {
  getOwnBilling,
  getProviderBillingForAdmin,
  openBillingPortal,
  setProviderComplimentary,
  startCheckout,
  type BillingDeps,
} from './service';
import { createStripeGateway } from './stripe-gateway';
import { PROCESS_STRIPE_EVENT_TASK, processStripeEvent, receiveStripeEvent } from './webhook-service';

const idParams = z.object({ id: z.uuid() });
const eventPayload = z.object({ eventId: z.string() });

/**
 * The provider's plan (/provider/billing), Stripe Checkout and the customer portal, the admin's view of a provider's
 * billing, and Stripe's webhook. Without Stripe configured (development mode) nothing is charged.
 */
export const billingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const stripe = deps.config.stripe ? createStripeGateway(deps.config.stripe) : undefined;
    const billingDeps: BillingDeps = {
      db: deps.db,
      stripe,
      billing: deps.config.billing,
      publicUrl: deps.config.publicUrl,
      clock: deps.clock,
    };

    app.get(
      '/api/provider/billing',
      { config: { access: 'provider' }, schema: { tags: ['billing'], response: { 200: billingViewSchema } } },
      async (request) => getOwnBilling({ ...billingDeps, actor: actorOf(request) }),
    );

    app.post(
      '/api/provider/billing/checkout',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['billing'],
          description: 'Starts Stripe Checkout for the monthly subscription; `url` is the Checkout page',
          response: { 200: billingRedirectSchema },
        },
      },
      async (request) => startCheckout({ ...billingDeps, actor: actorOf(request) }),
    );

    app.post(
      '/api/provider/billing/portal',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['billing'],
          description: "Opens Stripe's customer portal (card, invoices, cancellation); `url` is the portal page",
          response: { 200: billingRedirectSchema },
        },
      },
      async (request) => openBillingPortal({ ...billingDeps, actor: actorOf(request) }),
    );

    app.get(
      '/api/providers/:id/billing',
      {
        config: { access: 'admin' },
        schema: { tags: ['billing'], params: idParams, response: { 200: adminBillingViewSchema } },
      },
      async (request) => getProviderBillingForAdmin(billingDeps, request.params.id),
    );

    app.put(
      '/api/providers/:id/complimentary',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['billing'],
          params: idParams,
          body: complimentaryUpdateSchema,
          response: { 200: adminBillingViewSchema },
        },
      },
      async (request) =>
        setProviderComplimentary({
          ...billingDeps,
          actor: actorOf(request),
          providerId: request.params.id,
          complimentary: request.body.complimentary,
        }),
    );

    // Stripe's webhook, in a context of its own: the signature is computed over the exact bytes Stripe sent
    await app.register(async (webhook) => {
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      if (stripe) {
        const webhookDeps = { ...billingDeps, stripe };
        deps.jobs.define(PROCESS_STRIPE_EVENT_TASK, async (payload) =>
          processStripeEvent(webhookDeps, eventPayload.parse(payload).eventId),
        );
      }
      webhook.post(
        '/webhooks/stripe',
        {
          config: { access: 'public' },
          schema: {
            tags: ['webhooks'],
            description: 'Stripe events, verified by the Stripe-Signature header; processed in the background',
            response: { 200: z.object({ received: z.literal(true) }) },
          },
        },
        async (request) => {
          if (!stripe) throw new AppError('not_found', `No route POST ${request.url.split('?')[0]}`);
          const signature = request.headers['stripe-signature'];
          const raw = request.body;
          if (typeof signature !== 'string' || !Buffer.isBuffer(raw))
            throw new AppError('bad_request', 'Missing Stripe signature or body.');
          let event;
          try {
            event = stripe.verifyEvent(raw, signature);
          } catch {
            throw new AppError('bad_request', 'Invalid Stripe signature.');
          }
          // PostgreSQL's jsonb cannot hold NUL: a stray one must not make Stripe redeliver the event forever
          await receiveStripeEvent(deps.db, event, withoutNul(JSON.parse(raw.toString('utf8')) as unknown));
          return { received: true as const };
        },
      );
    });
  };
