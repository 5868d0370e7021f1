import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, uniqueEmail } from '../src/server/db/factories';
import { openDatabase, type Database } from '../src/server/db/database';
import pino from 'pino';
import { createIsolatedDatabase } from './support/isolated-database';
import { startPublicServerProcess } from './support/server-process';
import { postTwilio, postVapi, signInOver, vapiEndOfCallReport } from './support/webhooks';

// The built server at LOG_LEVEL=debug with every secret set, driven through sign-up, sign-in, webhooks, the
// concierge (its LLM unreachable) and a failing mail delivery: none of the secrets' values may reach its output.

const PUBLIC_URL = 'https://earl-secrets.example';
const SECRETS = {
  TWILIO_AUTH_TOKEN: 'twilio-token-6c1f0e2d9b',
  VAPI_WEBHOOK_SECRET: 'vapi-secret-4a7d2b91ce',
  SMTP_PASSWORD: 'smtp-pass-93bd01aa7f',
  LLM_API_KEY: 'llm-key-1f8e6c0d2a',
  STT_API_KEY: 'stt-key-5e2b7a9c41',
  STRIPE_SECRET_KEY: 'sk_test_stripe0b3e9d',
  STRIPE_WEBHOOK_SECRET: 'whsec_stripe7c2a1f',
  METRICS_TOKEN: 'metrics-token-8d4c2e',
  SESSION_SECRET: 'session-secret-2f9a6b',
  ADMIN_PASSWORD: 'admin-password-71c3e5',
};

/** A TCP port that accepts and at once closes connections: mail and LLM requests fail with an error to log. */
async function slammingPort() {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

let server: Awaited<ReturnType<typeof startPublicServerProcess>>;
let database: Database;
let dbPassword: string;
let slammer: Awaited<ReturnType<typeof slammingPort>>;

beforeAll(async () => {
  const url = await createIsolatedDatabase('earl_secrets');
  dbPassword = decodeURIComponent(new URL(url).password);
  database = await openDatabase({ databaseUrl: url, dataDir: '.data', log: pino({ level: 'silent' }) });
  slammer = await slammingPort();
  server = await startPublicServerProcess({
    DATABASE_URL: url,
    PUBLIC_URL,
    LOG_LEVEL: 'debug',
    LOG_FORMAT: 'json',
    TWILIO_ACCOUNT_SID: 'ACsecrets',
    TWILIO_AUTH_TOKEN: SECRETS.TWILIO_AUTH_TOKEN,
    TWILIO_FROM_NUMBER: '+18005550199',
    TWILIO_API_URL: `http://127.0.0.1:${slammer.port}`,
    VAPI_WEBHOOK_SECRET: SECRETS.VAPI_WEBHOOK_SECRET,
    SMTP_URL: `smtp://earl:${SECRETS.SMTP_PASSWORD}@127.0.0.1:${slammer.port}`,
    LLM_BASE_URL: `http://127.0.0.1:${slammer.port}/v1`,
    LLM_API_KEY: SECRETS.LLM_API_KEY,
    STT_BASE_URL: `http://127.0.0.1:${slammer.port}/v1`,
    STT_API_KEY: SECRETS.STT_API_KEY,
    STRIPE_SECRET_KEY: SECRETS.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: SECRETS.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_earl_monthly', // not a secret: Stripe wants all three or none
    METRICS_TOKEN: SECRETS.METRICS_TOKEN,
    SESSION_SECRET: SECRETS.SESSION_SECRET,
  });
});

afterAll(async () => {
  await server?.stop();
  await database?.close();
  slammer?.close();
});

describe('the server log at debug level', () => {
  it('never shows a secret, a password or the database credentials', async () => {
    const origin = { origin: PUBLIC_URL, 'content-type': 'application/json' };
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // sign-up queues a verification email; its delivery fails against the closed mail port and is logged
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ email: uniqueEmail('secrets'), password: SECRETS.ADMIN_PASSWORD }),
    });
    expect(signUp.status).toBe(201);
    const admin = await createAdmin(database.db, { password: SECRETS.ADMIN_PASSWORD });
    const cookie = await signInOver(server.url, admin.email, SECRETS.ADMIN_PASSWORD, PUBLIC_URL);
    expect((await fetch(`${server.url}/api/calls`, { headers: { cookie } })).status).toBe(200);

    expect(
      (await postVapi(server.url, SECRETS.VAPI_WEBHOOK_SECRET, vapiEndOfCallReport('call-secrets-1'))).status,
    ).toBe(200);
    expect((await postVapi(server.url, 'a-wrong-secret', vapiEndOfCallReport('call-secrets-2'))).status).toBe(401);
    const twilioStatus = await postTwilio(server.url, {
      publicUrl: PUBLIC_URL,
      authToken: SECRETS.TWILIO_AUTH_TOKEN,
      path: '/webhooks/twilio/status',
      params: { CallSid: 'CAsecrets', CallStatus: 'completed', CallDuration: '12' },
    });
    expect(twilioStatus.status).toBeLessThan(500);

    const session = await fetch(`${server.url}/api/concierge/sessions`, {
      method: 'POST',
      headers: origin,
      body: '{}',
    });
    const { id: sessionId } = (await session.json()) as { id: string };
    const turn = await fetch(`${server.url}/api/concierge/sessions/${sessionId}/turns`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ text: 'My kitchen sink is leaking' }),
    });
    expect(turn.status).toBe(200);

    // the verification email's first delivery attempt has failed (and was logged with its error)
    await waitForOutput(/"component":"jobs".*"level":40|"level":40.*"component":"jobs"/);

    const output = server.output();
    expect(output).toContain('/api/auth/sign-up'); // requests were logged at this level
    expect(output).toMatch(/"level":20,/); // and debug lines were written
    for (const [name, value] of Object.entries({ ...SECRETS, DATABASE_PASSWORD: dbPassword }))
      expect(output.includes(value), `${name} appears in the log`).toBe(false);
  });
});

async function waitForOutput(pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in the server output:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
