import Stripe from 'stripe';
import type { Config } from '../config';
import { AppError } from '../http/errors';

// Everything Earl asks of Stripe, behind one small adapter. Without Stripe configured there is no gateway at all:
// development mode charges nothing (the billing service says so). STRIPE_API_URL points every call elsewhere
// (tests use test/support/fake-stripe-api.ts).

/** Stripe answers webhooks within this many seconds of signing them, or the signature counts as stale. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
// under the request deadline (REQUEST_TIMEOUT_MS), so a slow Stripe gets our own 503 rather than a cut connection
const STRIPE_TIMEOUT_MS = 8_000;

export type StripeGateway = {
  /** The customer for a provider; the idempotency key makes two racing first checkouts create one customer. */
  createCustomer: (p: { providerId: string; email: string; name: string }) => Promise<string>;
  createCheckoutSession: (p: {
    customerId: string;
    providerId: string;
    successUrl: string;
    cancelUrl: string;
  }) => Promise<string>;
  createPortalSession: (p: { customerId: string; returnUrl: string }) => Promise<string>;
  retrieveSubscription: (subscriptionId: string) => Promise<Stripe.Subscription>;
  /** Verifies the Stripe-Signature header against the raw body (throws on a forged or stale one). */
  verifyEvent: (rawBody: Buffer | string, signature: string) => Stripe.Event;
};

export function createStripeGateway(config: NonNullable<Config['stripe']>): StripeGateway {
  const api = new URL(config.apiUrl);
  const client = new Stripe(config.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? 80 : 443),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
  });
  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (err) {
      // a Stripe outage or refusal is not the provider's fault: the page asks them to try again
      const error = new AppError('unavailable', `Stripe could not ${what} right now. Please try again in a minute.`);
      error.cause = err;
      throw error;
    }
  };
  return {
    createCustomer: ({ providerId, email, name }) =>
      call('create your billing account', async () => {
        const customer = await client.customers.create(
          { email, name, metadata: { provider_id: providerId } },
          { idempotencyKey: `earl-customer-${providerId}` },
        );
        return customer.id;
      }),
    createCheckoutSession: ({ customerId, providerId, successUrl, cancelUrl }) =>
      call('start checkout', async () => {
        const session = await client.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: providerId,
          line_items: [{ price: config.priceId, quantity: 1 }],
          subscription_data: { metadata: { provider_id: providerId } },
          metadata: { provider_id: providerId },
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
        return session.url;
      }),
    createPortalSession: ({ customerId, returnUrl }) =>
      call('open billing management', async () => {
        const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return session.url;
      }),
    retrieveSubscription: (subscriptionId) => client.subscriptions.retrieve(subscriptionId),
    verifyEvent: (rawBody, signature) =>
      Stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS),
  };
}
