import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { eq } from 'drizzle-orm';
import { uniqueSuffix } from '../db/factories';
import { calls } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VAPI_WEBHOOK_SECRET: 'nul-secret' });
});
afterAll(() => t.close());

describe('NUL characters in API input', () => {
  it('are refused with a 400 wherever they are, instead of failing in PostgreSQL', async () => {
    const cookie = await signInNewAdmin(t);
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/vendors?serviceType=%00', headers: { cookie } });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().error.code).toBe('bad_request');
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/concierge/sessions',
      payload: { callerPhone: '831\u0000555' },
    });
    expect(inBody.statusCode).toBe(400);
    const inParams = await t.app.inject({ method: 'POST', url: '/api/concierge/sessions/%00/end' });
    expect(inParams.statusCode).toBe(400);
  });

  it('are dropped from a Vapi report, which is stored rather than lost to a 500', async () => {
    const callId = `nul-${uniqueSuffix()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/vapi',
      headers: { 'x-vapi-secret': 'nul-secret' },
      payload: {
        message: {
          type: 'end-of-call-report',
          call: { id: callId },
          analysis: { summary: 'Sink\u0000 leaks' },
          artifact: { transcript: 'user: my sink\u0000 leaks' },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const [call] = await t.db.select().from(calls).where(eq(calls.externalId, callId));
    expect(call?.summary).toBe('Sink leaks');
  });
});
