import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { uniqueEmail } from '../db/factories';

// Every abuse-prone public endpoint, at a limit of 2 per client address per minute: the third request from one
// address is refused with 429, a Retry-After header and the usual JSON error body; another address is unaffected.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '2',
    CONCIERGE_SESSIONS_PER_MINUTE: '2',
    CLAIM_RATE_LIMIT_PER_MINUTE: '2',
  });
});
afterAll(() => t.close());

const LIMIT = 2;
const endpoints: { name: string; url: string; payload: () => unknown }[] = [
  {
    name: 'sign-in',
    url: '/api/auth/sign-in',
    payload: () => ({ email: uniqueEmail(), password: 'not-the-password' }),
  },
  { name: 'sign-up', url: '/api/auth/sign-up', payload: () => ({ email: 'not-an-email', password: 'x' }) },
  {
    name: 'provider sign-in',
    url: '/api/provider/sign-in',
    payload: () => ({ email: uniqueEmail(), password: 'not-the-password' }),
  },
  { name: 'provider signup application', url: '/api/providers/applications', payload: () => ({}) },
  { name: 'concierge session', url: '/api/concierge/sessions', payload: () => ({}) },
  { name: 'claim link', url: `/api/claims/${'A'.repeat(43)}`, payload: () => ({}) },
];

describe('rate limits', () => {
  // each endpoint from addresses of its own: the two sign-ins share one count (account-security tests show that)
  it.each(endpoints.map((endpoint, index) => ({ ...endpoint, index })))(
    'answer the $name endpoint with 429, Retry-After and a JSON error once one address exceeds the limit',
    async ({ url, payload, index }) => {
      const from = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url, payload: payload() as object, remoteAddress });
      for (let i = 0; i < LIMIT; i++) expect((await from(`10.9.${index}.1`)).statusCode).not.toBe(429);
      const refused = await from(`10.9.${index}.1`);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
        },
      });
      expect((await from(`10.9.${index}.2`)).statusCode).not.toBe(429);
    },
  );
});
