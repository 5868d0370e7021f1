import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { registerRequestDeadline } from './request-deadline';

const stall = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const app = Fastify();
registerErrorHandling(app);
registerRequestDeadline(app, 200);
app.get('/stalls', async () => (await stall(1_000), { ok: true }));
app.post('/stalls', async () => (await stall(1_000), { ok: true }));
app.post('/patient', { config: { timeoutMs: 5_000 } }, async () => (await stall(400), { ok: true }));
app.post('/quick', async (request) => ({ got: request.body }));
afterAll(() => app.close());

describe('request deadline', () => {
  it('answers 503 with the JSON error when a request outlives its deadline, with or without a body', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: '/stalls' }),
      await app.inject({ method: 'POST', url: '/stalls', payload: { webhook: 'report' } }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: { code: 'unavailable', message: 'Service temporarily unavailable. Please try again shortly.' },
      });
    }
  });

  it('lets a route allow itself longer, and leaves quick requests alone', async () => {
    expect((await app.inject({ method: 'POST', url: '/patient', payload: {} })).json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'POST', url: '/quick', payload: { a: 1 } })).json()).toEqual({ got: { a: 1 } });
  });
});
