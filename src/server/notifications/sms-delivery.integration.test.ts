import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { startFakeTwilioApi, type FakeTwilioApi } from '../../../test/support/fake-twilio-api';
import { loadConfig } from '../config';
import { uniqueSuffix } from '../db/factories';
import { outbox } from '../db/schema';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { waitFor } from '../../../test/support/wait-for';
import { notificationAdaptersFor } from './adapters';
import { deliverNotification, queueNotifications } from './service';

let t: TestApp;
let twilio: FakeTwilioApi;

// as an operator might type the sender in the environment
const TWILIO_ENV = (url: string) => ({
  TWILIO_ACCOUNT_SID: 'AC33333333333333333333333333333333',
  TWILIO_AUTH_TOKEN: 'sms-test-token',
  TWILIO_FROM_NUMBER: '(800) 555-0199',
  TWILIO_API_URL: url,
});

beforeAll(async () => {
  twilio = await startFakeTwilioApi();
  // a database of its own: in the shared one, another test file's app (whose texts go to the local outbox, not to
  // this fake Twilio) could take the queued delivery first
  t = await createTestApp({ DATABASE_URL: await createIsolatedDatabase('sms_delivery'), ...TWILIO_ENV(twilio.url) });
}, 60_000);
afterAll(async () => {
  await twilio.close();
  await t.close();
});

const adapters = () => notificationAdaptersFor(loadConfig({ NODE_ENV: 'test', ...TWILIO_ENV(twilio.url) }));

async function queueSms(recipient: string) {
  const body = `Earl test ${uniqueSuffix()}`;
  const [id] = await t.db.transaction((tx) =>
    queueNotifications(tx, [{ channel: 'sms', recipient, body, dedupeKey: `test:${uniqueSuffix()}` }]),
  );
  return { id: id!, body };
}

describe('outgoing SMS', () => {
  it('reaches Twilio with To and From in E.164 when the number was typed "(831) 555-0162"', async () => {
    const { id, body } = await queueSms('(831) 555-0162');
    const [queued] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(queued!.recipient).toBe('+18315550162');

    // the app's own worker delivers it
    await waitFor(async () => twilio.requests.find((r) => r.body === body));
    expect(twilio.requests.filter((r) => r.body === body)).toEqual([
      { to: '+18315550162', from: '+18005550199', body, status: 201 },
    ]);
    await waitFor(async () => {
      const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
      return row!.status === 'sent' ? row : undefined;
    });
  });

  it('sends a number stored in another form before E.164 (an old outbox row) in E.164 too', async () => {
    const body = `Earl legacy ${uniqueSuffix()}`;
    const [row] = await t.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: '831.555.0177', body, dedupeKey: `test:${uniqueSuffix()}` })
      .returning();
    await deliverNotification({ db: t.db, adapters: adapters() }, row!.id);
    expect(twilio.requests.filter((r) => r.body === body).map((r) => r.to)).toEqual(['+18315550177']);
  });

  it('records a recipient that is no phone number as a failure without asking Twilio', async () => {
    const body = `Earl nonsense ${uniqueSuffix()}`;
    const [row] = await t.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: 'call me maybe', body, dedupeKey: `test:${uniqueSuffix()}` })
      .returning();
    const id = row!.id;
    await expect(deliverNotification({ db: t.db, adapters: adapters() }, id)).rejects.toThrow(/Not a phone number/);
    expect(twilio.requests.filter((r) => r.body === body)).toEqual([]);
    const [failed] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('the fake refuses a national-format number as Twilio does (so the tests above can fail)', async () => {
    const res = await fetch(`${twilio.url}/2010-04-01/Accounts/AC1/Messages.json`, {
      method: 'POST',
      body: new URLSearchParams({ To: '(831) 555-0162', From: '+18005550199', Body: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(21211);
  });
});
