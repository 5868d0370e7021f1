import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in for the parts of Stripe's API Earl calls (STRIPE_API_URL points the app at it): customers,
// Checkout Sessions, billing portal sessions and reading a subscription. Its Checkout and portal "pages" are plain
// HTML at the URLs the sessions return. Tests complete a checkout here, then send the webhook events Stripe would,
// signed with the official library.

export type FakeStripeRequest = { method: string; path: string; form: Record<string, string>; idempotencyKey?: string };
type Json = Record<string, unknown>;

export type FakeStripeApi = {
  /** base URL for STRIPE_API_URL */
  url: string;
  requests: FakeStripeRequest[];
  customers: Map<string, Json>;
  checkoutSessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The customer pays: the session completes and an active subscription exists (returned with the session). */
  completeCheckout: (
    sessionId: string,
    opts?: { periodEnd?: Date; unitAmount?: number },
  ) => { session: Json; subscription: Json };
  /** A customer that exists already (as one made by an earlier checkout). */
  addCustomer: (fields?: Json) => string;
  /** Changes a stored subscription (the retrieve call then answers the new state). */
  updateSubscription: (id: string, fields: Json) => Json;
  close: () => Promise<void>;
};

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, Json>();
  const checkoutSessions = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  let base = '';

  const send = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json') =>
    res
      .writeHead(status, { 'content-type': type, 'request-id': newId('req') })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
  const missing = (res: http.ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const path = url.pathname;
      if (path.startsWith('/v1/')) requests.push({ method: req.method ?? '', path, form, idempotencyKey });

      if (req.method === 'POST' && path === '/v1/customers') {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return send(res, 200, known);
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: form.email ?? null,
          name: form.name ?? null,
          metadata: { provider_id: form['metadata[provider_id]'] },
        };
        customers.set(customer.id, customer);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, customer);
        return send(res, 200, customer);
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (!form.customer || !customers.has(form.customer)) return missing(res, `customer: '${form.customer}'`);
        const id = newId('cs_test');
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          customer: form.customer,
          client_reference_id: form.client_reference_id ?? null,
          metadata: { provider_id: form['metadata[provider_id]'] },
          subscription: null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          line_items_price: form['line_items[0][price]'],
          url: `${base}/checkout/${id}`,
        };
        checkoutSessions.set(id, session);
        return send(res, 200, session);
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        if (!form.customer || !customers.has(form.customer)) return missing(res, `customer: '${form.customer}'`);
        const id = newId('bps');
        const session = {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `${base}/portal/${id}`,
        };
        portalSessions.set(id, session);
        return send(res, 200, session);
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && subscription) {
        const found = subscriptions.get(decodeURIComponent(subscription[1]!));
        return found ? send(res, 200, found) : missing(res, `subscription: '${subscription[1]}'`);
      }
      const page = /^\/(checkout|portal)\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && page) {
        const title = page[1] === 'checkout' ? 'Fake Stripe Checkout' : 'Fake Stripe customer portal';
        return send(
          res,
          200,
          `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1><p>${page[2]}</p></html>`,
          'text/html',
        );
      }
      // the browser on a fake page asks for its icon
      if (path === '/favicon.ico') return res.writeHead(204).end();
      return send(res, 404, { error: { type: 'invalid_request_error', message: `Unknown route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    customers,
    checkoutSessions,
    subscriptions,
    completeCheckout(sessionId, opts = {}) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const periodEnd = opts.periodEnd ?? new Date(Date.now() + 30 * 86_400_000);
      const sub = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: session.metadata,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              quantity: 1,
              current_period_start: epoch(new Date(periodEnd.getTime() - 30 * 86_400_000)),
              current_period_end: epoch(periodEnd),
              price: { id: session.line_items_price, object: 'price', unit_amount: opts.unitAmount ?? 19_900 },
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      return { session, subscription: sub };
    },
    addCustomer(fields = {}) {
      const id = newId('cus');
      customers.set(id, { id, object: 'customer', ...fields });
      return id;
    },
    updateSubscription(id, fields) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      Object.assign(sub, fields);
      return sub;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Stripe event as its webhook delivers it; `created` orders events (Stripe does not deliver in order). */
export function stripeEvent(type: string, object: Json, opts: { created?: Date; id?: string } = {}) {
  return {
    id: opts.id ?? newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: epoch(opts.created ?? new Date()),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  };
}

/** A subscription's invoice as invoice.paid / invoice.payment_failed carry it. */
export function stripeInvoice(subscription: Json, opts: { paid: boolean; created?: Date; periodEnd?: Date }) {
  const created = opts.created ?? new Date();
  return {
    id: newId('in'),
    object: 'invoice',
    number: `EARL-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
    customer: subscription.customer,
    amount_due: 19_900,
    amount_paid: opts.paid ? 19_900 : 0,
    currency: 'usd',
    created: epoch(created),
    status: opts.paid ? 'paid' : 'open',
    hosted_invoice_url: `https://invoice.stripe.test/${crypto.randomBytes(4).toString('hex')}`,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    lines: {
      object: 'list',
      data: [
        {
          period: {
            start: epoch(created),
            end: epoch(opts.periodEnd ?? new Date(created.getTime() + 30 * 86_400_000)),
          },
        },
      ],
    },
  };
}

/** The body and headers of a webhook delivery, signed as Stripe signs it (`timestamp` in seconds, default now). */
export function signedStripeWebhook(event: unknown, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
