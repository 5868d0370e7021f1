import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { openEventStream } from '../../../test/support/event-stream';
import { waitFor } from '../../../test/support/wait-for';
import { createAdmin } from '../db/factories';
import { tooManyStreamsMessage } from './event-stream';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STREAMS_PER_SESSION: '2', STREAMS_PER_IP: '3' });
});
afterAll(() => t.close());

const newAdminSession = async () => {
  const admin = await createAdmin(t.db);
  return signIn(t.app, admin.email, admin.password);
};

describe('live stream limits', () => {
  it('refuses a session more streams than its cap, of any kind, with a JSON 429', async () => {
    const cookie = await newAdminSession();
    const a = await openEventStream(t.app, '/api/calls/stream', cookie);
    const b = await openEventStream(t.app, '/api/admin/jobs/stream', cookie);
    const c = await openEventStream(t.app, '/api/calls/stream', cookie);
    expect([a.response.status, b.response.status, c.response.status]).toEqual([200, 200, 429]);
    expect(await c.response.json()).toEqual({ error: { code: 'rate_limited', message: tooManyStreamsMessage } });

    // another session from the same address gets one more (the address's cap is 3), then none
    const other = await newAdminSession();
    const d = await openEventStream(t.app, '/api/calls/stream', other);
    const e = await openEventStream(t.app, '/api/calls/stream', other);
    expect([d.response.status, e.response.status]).toEqual([200, 429]);

    // a closed stream gives its place back
    a.close();
    const again = await waitFor(async () => {
      const s = await openEventStream(t.app, '/api/calls/stream', other);
      return s.response.status === 200 ? s : undefined;
    }, 5_000);
    for (const s of [b, d, again]) s.close();
  });
});
