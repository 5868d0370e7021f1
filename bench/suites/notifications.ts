import { eq, like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import type { ServiceCategory } from '@shared/constants';
import { createPool } from '../../src/server/db/database';
import { createCall, createProvider, uniqueEmail, uniqueSuffix } from '../../src/server/db/factories';
import * as schema from '../../src/server/db/schema';
import { startFakeSmtpServer } from '../../test/support/fake-smtp-server';
import { startFakeTwilioApi } from '../../test/support/fake-twilio-api';
import { startServerProcess } from '../../test/support/server-process';
import { databaseOfItsOwn, type BenchSuite } from '../lib/context';
import type { BenchRow } from '../lib/report';

// One lead offered to 300 team members (100 providers × 3, by email or SMS in turn) while the mail server and
// Twilio each take 200 ms to answer a message: how long until the last member has the offer. A server of its own on
// a database of its own, so no other instance's worker takes the deliveries.

const PROVIDERS = 100;
const MEMBERS = 3;
const LATENCY_MS = 200;
const GOAL_SECONDS = 10;

type Db = ReturnType<typeof drizzle<typeof schema>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const round = (seconds: number) => Number(seconds.toFixed(2));

/** Inserts a call of the category and waits until every offer of its job is sent: seconds from the job's creation. */
async function offerLead(db: Db, category: ServiceCategory) {
  const call = await createCall(db, { serviceType: category });
  const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.callId, call.id));
  const offers = like(schema.outbox.dedupeKey, `offer:${job!.id}:%`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [row] = await db
      .select({ sent: sql<number>`count(*) filter (where ${schema.outbox.status} = 'sent')::int` })
      .from(schema.outbox)
      .where(offers);
    if (row!.sent >= PROVIDERS * MEMBERS) break;
    if (Date.now() > deadline) throw new Error(`only ${row!.sent} of ${PROVIDERS * MEMBERS} offers sent in 120 s`);
    await sleep(100);
  }
  const createdAt = job!.createdAt.toISOString();
  const [times] = await db
    .select({
      first: sql<number>`extract(epoch from min(${schema.outbox.sentAt}) - ${createdAt}::timestamptz)::float8`,
      last: sql<number>`extract(epoch from max(${schema.outbox.sentAt}) - ${createdAt}::timestamptz)::float8`,
    })
    .from(schema.outbox)
    .where(offers);
  return times!;
}

export const suite: BenchSuite = {
  name: 'notifications',
  async run(ctx) {
    const database = await databaseOfItsOwn(ctx, 'earl_notify');
    const databaseUrl = database.url;
    // both fakes read the latency at each message, so the suite can change it between leads
    const latency = { delayMs: LATENCY_MS };
    const smtp = await startFakeSmtpServer(latency);
    const twilio = await startFakeTwilioApi(() => 201, latency);
    const concurrency = process.env.WORKER_CONCURRENCY ?? '8';
    const server = await startServerProcess({
      ...ctx.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      TWILIO_ACCOUNT_SID: 'ACbench',
      TWILIO_AUTH_TOKEN: 'bench-token',
      TWILIO_FROM_NUMBER: '+18005550199',
      TWILIO_API_URL: twilio.url,
      WORKER_CONCURRENCY: concurrency,
    });
    const pool = createPool(databaseUrl, pino({ level: 'silent' }), 4);
    const db = drizzle(pool, { schema });
    try {
      const category = `Bench ${uniqueSuffix()}` as ServiceCategory;
      for (let p = 0; p < PROVIDERS; p += 1)
        await createProvider(db, {
          status: 'active',
          serviceCategories: [category],
          team: Array.from({ length: MEMBERS }, (_, m) => ({
            name: `Member ${m}`,
            phone: `(831) 555-${String(1000 + p * MEMBERS + m).slice(-4)}`,
            email: uniqueEmail('notify'),
            notificationMethod: (p * MEMBERS + m) % 2 ? ('sms' as const) : ('email' as const),
          })),
        });
      const slow = await offerLead(db, category);
      // the same lead with the fakes answering at once: what the deliveries cost this machine without any latency
      latency.delayMs = 0;
      const instant = await offerLead(db, category);
      const note = `${PROVIDERS * MEMBERS} offers (half email, half SMS), WORKER_CONCURRENCY=${concurrency}`;
      const rows: BenchRow[] = [
        {
          name: `lead → last of 300 members reached (${LATENCY_MS} ms SMTP/Twilio)`,
          value: round(slow.last),
          unit: 's',
          goal: { op: '<=', value: GOAL_SECONDS },
          note: `${note}; first offer ${round(slow.first)} s`,
        },
        {
          name: 'lead → last of 300 members reached (SMTP/Twilio answering at once)',
          value: round(instant.last),
          unit: 's',
          note: `${note}; first offer ${round(instant.first)} s`,
        },
      ];
      return rows;
    } finally {
      await pool.end();
      await server.stop();
      await smtp.close();
      await twilio.close();
      await database.drop();
    }
  },
};
