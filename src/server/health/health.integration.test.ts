import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stable interfaces', () => {
  it('GET /api/health reports the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('GET /api/openapi.json documents the auth routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/sign-out'])
      expect(doc.paths[path].post).toBeDefined();
    expect(doc.paths['/api/auth/session'].get).toBeDefined();
    expect(doc.paths['/api/health'].get).toBeDefined();
    expect(
      doc.paths['/api/auth/sign-in'].post.requestBody.content['application/json'].schema.properties.email,
    ).toBeDefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /api/nope' } });
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});

describe('GET /api/public-config', () => {
  it('tells the browser the concierge phone and the local voice mode by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      conciergePhone: '(800) 555-0199',
      voice: { mode: 'local', speechToText: 'browser' },
      payments: 'development',
    });
  });

  it('switches to Vapi and to Stripe payments when they are configured, exposing no secret', async () => {
    const vapi = await createTestApp({
      VAPI_PUBLIC_KEY: 'pk_test',
      VAPI_ASSISTANT_ID: 'asst_1',
      VAPI_WEBHOOK_SECRET: 'hush',
      CONCIERGE_PHONE: '(800) 555-0142',
      STRIPE_SECRET_KEY: 'sk_test_hush',
      STRIPE_WEBHOOK_SECRET: 'whsec_hush',
      STRIPE_PRICE_ID: 'price_monthly',
    });
    try {
      const res = await vapi.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(res.json()).toEqual({
        conciergePhone: '(800) 555-0142',
        voice: { mode: 'vapi', publicKey: 'pk_test', assistantId: 'asst_1', apiUrl: 'https://api.vapi.ai' },
        payments: 'stripe',
      });
      expect(res.body).not.toContain('hush');
    } finally {
      await vapi.close();
    }
  });
});
