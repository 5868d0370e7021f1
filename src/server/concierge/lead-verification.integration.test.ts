import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { claimLinkOf, dispatchedJobOf, teamMember } from '../../../test/support/marketplace';
import { startTwilioCall, TWILIO_TEST_ENV } from '../../../test/support/twilio-call';
import { codeTextedTo, codeTextsTo, uniqueCallbackNumber } from '../../../test/support/verification';
import { vapiEndOfCallReport } from '../../../test/support/webhooks';
import { createProvider } from '../db/factories';
import { auditLogs, calls, jobs, outbox, phoneVerifications } from '../db/schema';
import { webIntakeLines } from '../../../test/support/intake';

// Regression tests of "anonymous fake leads send real SMS": one turn and /end used to make a job offered to every
// matching team, and the customer's confirmation went to any number typed. Now a web lead reaches providers only
// complete and with its callback number confirmed by a texted code; a phone call's caller ID counts when kept.

const VAPI_SECRET = 'leads-vapi-secret';
let t: TestApp;
let now = new Date();
const clock = () => now;
let member: Awaited<ReturnType<typeof createProvider>>['members'][number];

beforeAll(async () => {
  // its own database: these tests count jobs and outbox rows and run the dispatch
  t = await createTestApp(
    {
      ...TWILIO_TEST_ENV,
      DATABASE_URL: await createIsolatedDatabase('leads'),
      CONCIERGE_SESSIONS_PER_MINUTE: '1000',
      VAPI_WEBHOOK_SECRET: VAPI_SECRET,
    },
    undefined,
    {
      clock,
    },
  );
  const provider = await createProvider(t.db, {
    status: 'active',
    serviceCategories: ['Appliance Installation & Repair', 'Handyman'],
    team: [teamMember('sms')],
  });
  member = provider.members[0]!;
});
afterAll(() => t?.close());

async function start(payload: object = {}, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload, remoteAddress });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
async function say(id: string, text: string, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/concierge/sessions/${id}/turns`,
    payload: { text },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ reply: string; done: boolean }>();
}
const end = (id: string) => t.app.inject({ method: 'POST', url: `/api/concierge/sessions/${id}/end` });
const callOf = async (externalId: string) =>
  (await t.db.select().from(calls).where(eq(calls.externalId, externalId)))[0];
const jobOf = async (callId: string) => (await t.db.select().from(jobs).where(eq(jobs.callId, callId)))[0];

/** A complete web intake up to the recap, with its own callback number; returns the session and the number. */
async function intake(phone = uniqueCallbackNumber(), remoteAddress = '127.0.0.1') {
  const id = await start({}, remoteAddress);
  let last = { reply: '', done: false };
  for (const text of webIntakeLines(phone.typed)) last = await say(id, text, remoteAddress);
  return { id, phone, last };
}

describe('a web lead', () => {
  it('is stored unverified and offered to nobody when the conversation ends without the code', async () => {
    const { id, phone, last } = await intake();
    expect(last.done).toBe(false);
    expect(last.reply).toContain('code');
    // the reply shows the number as people write it, never the stored E.164
    expect(last.reply).toContain(phone.shown);
    expect(last.reply).not.toContain(phone.e164);
    // the code went out by text to the number typed, six digits, stored only hashed
    const [text] = await codeTextsTo(t.db, phone.stored, id);
    expect(text).toMatchObject({ channel: 'sms', recipient: phone.e164 });
    const code = text!.body.match(/\b(\d{6})\b/)![1]!;
    const [verification] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.sessionId, id));
    expect(verification!.codeHash).not.toContain(code);
    // "831-xxx-xxxx" as typed, kept in E.164 like the call's number
    expect(verification!.phone).toBe(phone.e164);

    expect((await end(id)).json()).toMatchObject({ status: 'pending' });
    const call = (await callOf(id))!;
    expect(call).toMatchObject({ leadCheck: 'unverified', customerPhone: phone.stored, phoneVerifiedAt: null });
    expect(await jobOf(call.id)).toBeUndefined();
    // no text but the code ever went to the customer
    const toCustomer = await t.db.select().from(outbox).where(eq(outbox.recipient, phone.e164));
    expect(toCustomer.map((m) => m.dedupeKey)).toEqual([`verify:${verification!.id}:1`]);
  });

  it('is offered to providers once the caller types the code texted to them', async () => {
    const { id, phone } = await intake();
    const done = await say(id, `it's ${await codeTextedTo(t.db, phone.stored, id)}`);
    expect(done).toMatchObject({ done: true, reply: expect.stringContaining('your number is confirmed') });
    const call = (await callOf(id))!;
    expect(call.leadCheck).toBe('verified');
    expect(call.phoneVerifiedAt).toEqual(now);
    const job = await dispatchedJobOf(t.db, call.id);
    expect(await claimLinkOf(t.db, job.id, member.id)).toBeTruthy();
    expect((await end(id)).json()).toMatchObject({ callId: call.id });
  });

  it('locks the verification after three wrong codes and offers the lead to nobody', async () => {
    const { id, phone } = await intake();
    const right = await codeTextedTo(t.db, phone.stored, id);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(await say(id, wrong)).toMatchObject({ done: false, reply: expect.stringContaining("doesn't match") });
    expect(await say(id, wrong)).toMatchObject({ done: false });
    const locked = await say(id, wrong);
    expect(locked).toMatchObject({ done: true, reply: expect.stringContaining("couldn't confirm your number") });
    // the right code comes too late: the conversation is over
    const after = await t.app.inject({
      method: 'POST',
      url: `/api/concierge/sessions/${id}/turns`,
      payload: { text: right },
    });
    expect(after.statusCode).toBe(409);
    const call = (await callOf(id))!;
    expect(call.leadCheck).toBe('unverified');
    expect(await jobOf(call.id)).toBeUndefined();
  });

  it('refuses a code after ten minutes, and sends a new one when asked, a bounded number of times', async () => {
    const { id, phone } = await intake();
    const first = await codeTextedTo(t.db, phone.stored, id);
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    try {
      expect(await say(id, first)).toMatchObject({ done: false, reply: expect.stringContaining('expired') });
      const resent = await say(id, 'please send it again');
      expect(resent).toMatchObject({ done: false, reply: expect.stringContaining('new 6-digit code') });
      expect(resent.reply).toContain('code');
      await say(id, "I didn't get it, send another code");
      expect(await codeTextsTo(t.db, phone.stored, id)).toHaveLength(3);
      // two more codes at most
      expect(await say(id, 'send it again')).toMatchObject({
        done: true,
        reply: expect.stringContaining("can't send more codes"),
      });
      expect(await codeTextsTo(t.db, phone.stored, id)).toHaveLength(3);
      expect((await callOf(id))!.leadCheck).toBe('unverified');
    } finally {
      now = new Date();
    }
  });

  it('takes the newest code after a resend', async () => {
    const { id, phone } = await intake();
    await say(id, 'resend the code please');
    expect(await say(id, await codeTextedTo(t.db, phone.stored, id))).toMatchObject({ done: true });
    expect((await callOf(id))!.leadCheck).toBe('verified');
  });

  it('asks for the "código" in a Spanish conversation, and texts it in Spanish', async () => {
    const id = await start({ language: 'es' });
    const phone = uniqueCallbackNumber();
    let last = { reply: '', done: false };
    for (const text of [
      'tengo una fuga debajo del fregadero de la cocina',
      'me llamo José Cárdenas',
      phone.typed,
      'sí',
      'calle Main 250, Watsonville',
      'mañana en la mañana o el viernes en la tarde',
      'sí',
      'sí',
    ])
      last = await say(id, text);
    expect(last).toMatchObject({ done: false, reply: expect.stringContaining('código') });
    const [text] = await codeTextsTo(t.db, phone.stored, id);
    expect(text!.body).toMatch(/^Su código de Earl es \d{6}\./);
    expect(await say(id, 'no me llegó, envíelo de nuevo')).toMatchObject({
      reply: expect.stringContaining('código nuevo'),
    });
    expect(await say(id, await codeTextedTo(t.db, phone.stored, id))).toMatchObject({
      done: true,
      reply: expect.stringContaining('su número quedó confirmado'),
    });
  });

  it('with no way to reach the customer is stored as incomplete and offered to nobody (one turn, then /end)', async () => {
    const id = await start();
    await say(id, 'my kitchen sink is leaking');
    expect((await end(id)).statusCode).toBe(200);
    const call = (await callOf(id))!;
    expect(call).toMatchObject({ serviceType: 'Plumbing', customerPhone: null, leadCheck: 'incomplete' });
    expect(await jobOf(call.id)).toBeUndefined();
    expect(await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.sessionId, id))).toEqual([]);
  });

  it('never counts a caller ID the browser sent as proof of the number', async () => {
    const phone = uniqueCallbackNumber();
    const id = await start({ callerPhone: phone.e164 });
    await say(id, 'I need a handyman to hang a door');
    await say(id, 'Sam Cho');
    const offered = await say(id, 'yes');
    expect(offered.reply).toContain('address');
    for (const text of ['40 Main St, Felton', 'Monday morning or Tuesday after 3', 'yes', 'yes']) await say(id, text);
    await end(id);
    const call = (await callOf(id))!;
    expect(call).toMatchObject({ customerPhone: phone.stored, callerId: null, leadCheck: 'unverified' });
    expect(await jobOf(call.id)).toBeUndefined();
  });
});

describe('a phone lead', () => {
  const phoneIntake = async (from: string, callback: string[]) => {
    const call = await startTwilioCall(t.app, { from });
    for (const line of [
      'I need a handyman to hang a door',
      'Sam Cho',
      ...callback,
      '40 Main St, Felton',
      'Monday morning or Tuesday after 3',
      'yes',
      'yes',
    ])
      if (call.twiml.gatherAction) await call.say(line);
    await call.hangUp(90);
    return (await callOf(call.callSid))!;
  };

  it('is verified by its caller ID when the caller keeps that number, and offered without a code', async () => {
    const phone = uniqueCallbackNumber();
    const call = await phoneIntake(phone.e164, ['yes']);
    expect(call).toMatchObject({ customerPhone: phone.stored, callerId: phone.stored, leadCheck: 'verified' });
    const job = await dispatchedJobOf(t.db, call.id);
    expect(await claimLinkOf(t.db, job.id, member.id)).toBeTruthy();
    expect(await codeTextsTo(t.db, phone.stored)).toEqual([]);
  });

  it('is unverified when the caller gives another number than the one they call from', async () => {
    const callerId = uniqueCallbackNumber();
    const other = uniqueCallbackNumber();
    const call = await phoneIntake(callerId.e164, [`no, call me at ${other.typed}`, 'yes']);
    expect(call).toMatchObject({ customerPhone: other.stored, callerId: callerId.stored, leadCheck: 'unverified' });
    expect(await jobOf(call.id)).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, other.e164), like(outbox.dedupeKey, 'confirmation:%'))),
    ).toEqual([]);
  });
});

describe('a Vapi lead', () => {
  const report = (callId: string, callback: string, customerNumber: string) => {
    const payload = vapiEndOfCallReport(callId, { customerPhone: callback });
    payload.message.call.customer = { number: customerNumber };
    return t.app.inject({
      method: 'POST',
      url: '/webhooks/vapi',
      headers: { 'x-vapi-secret': VAPI_SECRET },
      payload,
    });
  };

  it("is verified when the callback number is the call's customer number, and unverified otherwise", async () => {
    const phone = uniqueCallbackNumber();
    const other = uniqueCallbackNumber();
    const kept = `vapi-kept-${phone.e164}`;
    const changed = `vapi-other-${phone.e164}`;
    expect((await report(kept, phone.typed, phone.e164)).statusCode).toBe(200);
    expect((await report(changed, other.typed, phone.e164)).statusCode).toBe(200);
    const verified = (await callOf(kept))!;
    expect(verified).toMatchObject({ customerPhone: phone.stored, callerId: phone.stored, leadCheck: 'verified' });
    await dispatchedJobOf(t.db, verified.id);
    const unverified = (await callOf(changed))!;
    expect(unverified).toMatchObject({ customerPhone: other.stored, leadCheck: 'unverified' });
    expect(await jobOf(unverified.id)).toBeUndefined();
  });
});

describe('an unverified lead in the admin console', () => {
  it('is listed under the Unverified filter, and an admin may release it to providers (audited, no text to the customer)', async () => {
    const adminCookie = await signInNewAdmin(t);
    const { id, phone } = await intake();
    await end(id);
    const call = (await callOf(id))!;
    const asAdmin = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { cookie: adminCookie } });

    const unverified = (await asAdmin('GET', '/api/calls?leadCheck=unverified&limit=200')).json<{
      calls: { id: string; leadCheck: string }[];
      total: number;
    }>();
    expect(unverified.calls).toContainEqual(expect.objectContaining({ id: call.id, leadCheck: 'unverified' }));
    expect(unverified.calls.every((c) => c.leadCheck === 'unverified')).toBe(true);
    const incomplete = (await asAdmin('GET', '/api/calls?leadCheck=incomplete&limit=200')).json<{
      calls: { id: string }[];
    }>();
    expect(incomplete.calls.map((c) => c.id)).not.toContain(call.id);
    expect((await asAdmin('GET', `/api/calls/${call.id}`)).json()).toMatchObject({
      leadCheck: 'unverified',
      releasedAt: null,
    });

    const released = await asAdmin('POST', `/api/calls/${call.id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ leadCheck: 'unverified', releasedAt: expect.any(String) });
    expect((await asAdmin('POST', `/api/calls/${call.id}/release`)).statusCode).toBe(409);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, call.id));
    expect(audit).toMatchObject({ action: 'call.release', resourceType: 'call' });

    // the job goes out; its claim texts nothing to the unproven number
    const job = await dispatchedJobOf(t.db, call.id);
    const token = await claimLinkOf(t.db, job.id, member.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${token}` })).statusCode).toBe(200);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status).toBe('claimed');
    const toCustomer = await t.db.select().from(outbox).where(eq(outbox.recipient, phone.e164));
    expect(toCustomer.map((m) => m.dedupeKey.split(':')[0])).toEqual(['verify']);
  });

  it('sends the confirmation text to a verified customer when their job is claimed', async () => {
    const { id, phone } = await intake();
    await say(id, await codeTextedTo(t.db, phone.stored, id));
    const call = (await callOf(id))!;
    const job = await dispatchedJobOf(t.db, call.id);
    const token = await claimLinkOf(t.db, job.id, member.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${token}` })).statusCode).toBe(200);
    const toCustomer = await t.db.select().from(outbox).where(eq(outbox.recipient, phone.e164));
    // the code, the receipt with the reference and status link (issue 18), and the confirmation of the claim
    expect(toCustomer.map((m) => m.dedupeKey.split(':')[0]).sort()).toEqual(['confirmation', 'received', 'verify']);
  });

  it('refuses to release a verified or incomplete call, and answers 404 for an unknown one', async () => {
    const adminCookie = await signInNewAdmin(t);
    const id = await start();
    await say(id, 'my kitchen sink is leaking');
    await end(id);
    const incomplete = (await callOf(id))!;
    const release = (callId: string) =>
      t.app.inject({ method: 'POST', url: `/api/calls/${callId}/release`, headers: { cookie: adminCookie } });
    expect((await release(incomplete.id)).statusCode).toBe(409);
    expect((await release('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await jobOf(incomplete.id)).toBeUndefined();
  });
});
