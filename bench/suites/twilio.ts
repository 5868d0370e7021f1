import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import twilio from 'twilio';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createPool } from '../../src/server/db/database';
import * as schema from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { startFakeTwilioApi } from '../../test/support/fake-twilio-api';
import { freePort, startServerProcess } from '../../test/support/server-process';
import { WARM_UP_SECONDS } from './concierge';
import { databaseOfItsOwn, type BenchSuite } from '../lib/context';
import { post } from '../lib/post';
import { leadWorkSoFar, secondsUntilLeadWorkDone } from '../lib/speed-to-lead';
import { percentile } from '../lib/stats';

// Whole phone calls as Twilio drives them: signed form posts to the voice webhook, then each utterance to the
// action URL of the last <Gather>, then the status callback. A second server runs with Twilio configured.

export const AUTH_TOKEN = 'bench-auth-token-0123456789abcdef';
const SCRIPT = [
  'Hi, my water heater is leaking all over the garage floor',
  'Maria Gonzalez',
  'yes',
  '214 Seabright Avenue in Santa Cruz',
  'tomorrow morning or Saturday after 3',
  'yes',
  'yes',
];

async function signedPost(baseUrl: string, pathAndQuery: string, params: Record<string, string>) {
  const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, baseUrl + pathAndQuery, params);
  const res = await post(baseUrl + pathAndQuery, new URLSearchParams(params).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': signature,
  });
  if (res.status >= 300) throw new Error(`${pathAndQuery}: ${res.status} ${res.text}`);
  return res.text;
}

const actionIn = (twiml: string) => /<Gather [^>]*action="([^"]+)"/.exec(twiml)?.[1]?.replaceAll('&amp;', '&');

/** `concurrent` callers in parallel, each making whole calls back to back until the time is up. */
export async function phoneCalls(baseUrl: string, concurrent: number, seconds: number) {
  const times: number[] = [];
  const byTurn: number[][] = SCRIPT.map(() => []);
  const until = Date.now() + seconds * 1000;
  let calls = 0;
  const caller = async (index: number) => {
    let round = 0;
    while (Date.now() < until) {
      const call = {
        CallSid: `CA${crypto.randomBytes(16).toString('hex')}`,
        // each caller from a number of their own, as real callers: their calls are leads verified by caller ID
        From: `+1831${300 + (index % 600)}${String(round++ % 10_000).padStart(4, '0')}`,
        To: '+18005550199',
        CallStatus: 'in-progress',
      };
      let twiml = await signedPost(baseUrl, '/webhooks/twilio/voice', call);
      // each call its own address, as in the concierge suite (the engine remembers lines it has read)
      const address = `${100 + ((index * 10_000 + round) % 9_800)} Seabright Avenue in Santa Cruz`;
      for (const [step, line] of SCRIPT.entries()) {
        const SpeechResult = step === 3 ? address : line;
        const action = actionIn(twiml);
        if (!action) throw new Error(`no <Gather> to answer in ${twiml}`);
        const t0 = performance.now();
        twiml = await signedPost(baseUrl, action, { ...call, SpeechResult, Confidence: '0.92' });
        times.push(performance.now() - t0);
        byTurn[step]!.push(performance.now() - t0);
      }
      await signedPost(baseUrl, '/webhooks/twilio/status', { ...call, CallStatus: 'completed', CallDuration: '90' });
      calls += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrent }, (_, i) => caller(i)));
  return {
    times: times.sort((a, b) => a - b),
    byTurn: byTurn.map((step) => step.sort((a, b) => a - b)),
    calls,
    elapsedSeconds: (performance.now() - t0) / 1000,
  };
}

/** A server with Twilio configured, answering at PUBLIC_URL on `port` (the signatures cover that URL). */
export const twilioEnv = (port: number, apiUrl: string) => ({
  PORT: String(port),
  // Twilio's REST API (the leads' texts and urgent calls) answered by a local fake, as the real one would answer
  TWILIO_API_URL: apiUrl,
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  TWILIO_FROM_NUMBER: '+18005550199',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});

export const suite: BenchSuite = {
  name: 'twilio',
  async run(ctx) {
    // the server's PUBLIC_URL (which signatures cover) must be known before it starts
    const port = await freePort();
    const twilioApi = await startFakeTwilioApi();
    // one instance on a database of its own, with the demo providers its calls' leads are offered to
    const database = await databaseOfItsOwn(ctx, 'earl_twilio');
    const server = await startServerProcess({
      ...ctx.env,
      ...twilioEnv(port, twilioApi.url),
      DATABASE_URL: database.url,
    });
    const pool = createPool(database.url, pino({ level: 'silent' }), 2);
    try {
      await seedDatabase(drizzle(pool, { schema }), pino({ level: 'silent' }));
      await phoneCalls(server.url, 20, WARM_UP_SECONDS); // warm-up at the concurrency measured (see the concierge suite)
      const run = await phoneCalls(server.url, 20, ctx.seconds);
      // the leads' work that shared the cores with the turns: how far dispatch and the deliveries kept up
      const leadWork = await leadWorkSoFar(pool);
      // while callers are answered the leads' work is paced (jobs/callers-first): how long it took to catch up
      const caughtUp = await secondsUntilLeadWorkDone(pool, 180);
      return [
        {
          name: 'signed Twilio gather turns, 20 concurrent calls',
          value: Math.round(run.times.length / run.elapsedSeconds),
          unit: 'turns/s',
          note:
            `${run.calls} calls stored; by its end ${leadWork} (Twilio's API a local fake); ` +
            (caughtUp === undefined
              ? 'their work was not done 180 s later'
              : `all dispatched and sent ${caughtUp.toFixed(0)} s later`),
        },
        {
          name: 'signed Twilio gather turn, 20 concurrent calls, p99',
          value: percentile(run.times, 99),
          unit: 'ms',
          goal: { op: '<=', value: 30 },
          note: `p50 ${percentile(run.times, 50).toFixed(1)} ms, ${run.times.length} turns; the last turn (it stores the call) p50 ${percentile(run.byTurn.at(-1)!, 50).toFixed(1)} ms, p99 ${percentile(run.byTurn.at(-1)!, 99).toFixed(1)} ms`,
        },
      ];
    } finally {
      await server.stop();
      await twilioApi.close();
      await pool.end();
      await database.drop();
    }
  },
};
