import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadLimitMessages } from '@shared/messages';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { codeTextsTo, uniqueCallbackNumber } from '../../../test/support/verification';
import { calls, phoneVerifications } from '../db/schema';

// The lead limits hold across app instances: they are counted in PostgreSQL, under advisory locks, in the transaction
// that starts a verification. Two app instances on one database, as behind a load balancer.

let a: TestApp;
let b: TestApp;
let now = new Date();
const clock = () => now;

beforeAll(async () => {
  const env = {
    DATABASE_URL: await createIsolatedDatabase('lead_limits'),
    LEADS_PER_IP_PER_HOUR: '2',
    LEADS_PER_PHONE_PER_DAY: '2',
  };
  a = await createTestApp(env, undefined, { clock });
  b = await createTestApp(env, undefined, { clock });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const startOn = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {}, remoteAddress: ip });

async function sessionOn(app: FastifyInstance, ip: string) {
  const res = await startOn(app, ip);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const say = async (app: FastifyInstance, id: string, text: string, ip: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/concierge/sessions/${id}/turns`,
    payload: { text },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ reply: string; done: boolean }>();
};

const INTAKE = (phone: string) => [
  'The kitchen outlets stopped working',
  'Ana Ruiz',
  phone,
  'yes',
  '12 Soquel Ave, Santa Cruz',
  'tomorrow morning or Friday afternoon',
  'yes',
];

/** Every turn of the intake but the last (the recap's "yes", which starts the verification). */
async function upToRecap(app: FastifyInstance, id: string, phone: string, ip: string) {
  for (const text of INTAKE(phone)) await say(app, id, text, ip);
}

const uniqueIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

describe('lead limits across two app instances', () => {
  it('texts codes for two leads per client IP per hour, then answers politely and refuses new conversations with a 429', async () => {
    const ip = uniqueIp();
    const sessions = [
      { app: a.app, id: await sessionOn(a.app, ip), phone: uniqueCallbackNumber() },
      { app: b.app, id: await sessionOn(b.app, ip), phone: uniqueCallbackNumber() },
      { app: a.app, id: await sessionOn(a.app, ip), phone: uniqueCallbackNumber() },
    ];
    const replies = [];
    for (const s of sessions) {
      await upToRecap(s.app, s.id, s.phone.typed, ip);
      replies.push(await say(s.app, s.id, 'yes', ip));
    }
    expect(replies.map((r) => r.done)).toEqual([false, false, true]);
    expect(replies[2]!.reply).toContain("I can't text a code right now");
    expect(await codeTextsTo(a.db, sessions[2]!.phone.stored)).toEqual([]);
    // the third lead is kept for the admins, unverified
    const [third] = await a.db.select().from(calls).where(eq(calls.externalId, sessions[2]!.id));
    expect(third!.leadCheck).toBe('unverified');

    for (const app of [a.app, b.app]) {
      const refused = await startOn(app, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'rate_limited', message: leadLimitMessages.tooManyFromConnection },
      });
      expect(refused.headers['retry-after']).toBe('3600');
    }
    expect((await startOn(b.app, uniqueIp())).statusCode).toBe(201);
    now = new Date(now.getTime() + 3_600_000 + 1000);
    expect((await startOn(a.app, ip)).statusCode).toBe(201);
  });

  it('texts codes for two leads per number per day, whichever instance and client IP they come from', async () => {
    const phone = uniqueCallbackNumber();
    const first = await sessionOn(a.app, uniqueIp());
    const second = await sessionOn(b.app, uniqueIp());
    const third = await sessionOn(a.app, uniqueIp());
    for (const [app, id] of [
      [a.app, first],
      [b.app, second],
      [a.app, third],
    ] as const) {
      const ip = uniqueIp();
      await upToRecap(app, id, phone.typed, ip);
      await say(app, id, 'yes', ip);
    }
    expect(await codeTextsTo(a.db, phone.stored)).toHaveLength(2);
    now = new Date(now.getTime() + 24 * 3_600_000 + 1000);
    const nextDay = await sessionOn(b.app, uniqueIp());
    await upToRecap(b.app, nextDay, phone.typed, '10.200.0.1');
    expect(await say(b.app, nextDay, 'yes', '10.200.0.1')).toMatchObject({ done: false });
    expect(await codeTextsTo(a.db, phone.stored)).toHaveLength(3);
  });

  it('lets exactly two of six racing leads for one number through, three on each instance', async () => {
    const phone = uniqueCallbackNumber();
    const racers = await Promise.all(
      [a.app, b.app, a.app, b.app, a.app, b.app].map(async (app) => {
        const ip = uniqueIp();
        const id = await sessionOn(app, ip);
        await upToRecap(app, id, phone.typed, ip);
        return { app, id, ip };
      }),
    );
    const replies = await Promise.all(racers.map((r) => say(r.app, r.id, 'yes', r.ip)));
    expect(replies.filter((r) => !r.done)).toHaveLength(2);
    expect(await a.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone.stored))).toHaveLength(
      2,
    );
    expect(await codeTextsTo(a.db, phone.stored)).toHaveLength(2);
  });
});
