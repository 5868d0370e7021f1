import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMessages } from '@shared/messages';
import { displayPhone } from '@shared/phone';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { claimLinkOf, dispatchedJobOf, teamMember, uniqueCategory } from '../../../test/support/marketplace';
import { startTwilioCall, TWILIO_TEST_ENV } from '../../../test/support/twilio-call';
import { codeTextedTo, uniqueCallbackNumber } from '../../../test/support/verification';
import { waitFor } from '../../../test/support/wait-for';
import { createCall, createProvider } from '../db/factories';
import { auditLogs, calls, jobs, outbox } from '../db/schema';
import { MIN_JOBS_FOR_CALLBACK_ESTIMATE } from './service';
import { webIntakeLines } from '../../../test/support/intake';

// Issue 18: the customer's reference, the receipt texted after the call with a status link, the status page's API
// and cancelling, and the second text once a pro takes the job.

// Twilio's signatures are computed on PUBLIC_URL
const PUBLIC_URL = TWILIO_TEST_ENV.PUBLIC_URL;
let t: TestApp;
let member: Awaited<ReturnType<typeof createProvider>>['members'][number];
let provider: Awaited<ReturnType<typeof createProvider>>['provider'];

beforeAll(async () => {
  // its own database: these tests read the outbox and run the dispatch
  t = await createTestApp({
    ...TWILIO_TEST_ENV,
    DATABASE_URL: await createIsolatedDatabase('requests'),
    CONCIERGE_SESSIONS_PER_MINUTE: '1000',
  });
  const created = await createProvider(t.db, {
    status: 'active',
    serviceCategories: ['Appliance Installation & Repair', 'Handyman', 'Plumbing'],
    businessName: 'Harbor Flow Plumbing',
    team: [teamMember('both')],
  });
  member = created.members[0]!;
  provider = created.provider;
});
afterAll(() => t?.close());

const receiptOf = (jobId: string) =>
  waitFor(
    async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(eq(outbox.dedupeKey, `received:${jobId}`))
      )[0],
  );
const tokenIn = (text: string) => text.match(/\/r\/([A-Za-z0-9_-]{32})/)![1]!;
const status = (token: string) => t.app.inject({ method: 'GET', url: `/api/requests/${token}` });
const cancel = (token: string) => t.app.inject({ method: 'POST', url: `/api/requests/${token}/cancel`, payload: {} });
const callOf = async (externalId: string) =>
  (await t.db.select().from(calls).where(eq(calls.externalId, externalId)))[0]!;

async function say(id: string, text: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/concierge/sessions/${id}/turns`, payload: { text } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ reply: string; done: boolean }>();
}

describe('a web lead', () => {
  it('gets its reference and a status link from /end, and its receipt by text once the code is confirmed', async () => {
    const phone = uniqueCallbackNumber();
    const started = await t.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {} });
    const { id } = started.json<{ id: string }>();
    for (const text of webIntakeLines(phone.typed)) await say(id, text);
    expect(await say(id, await codeTextedTo(t.db, phone.stored, id))).toMatchObject({ done: true });

    const ended = await t.app.inject({ method: 'POST', url: `/api/concierge/sessions/${id}/end` });
    const summary = ended.json();
    const call = await callOf(id);
    expect(summary).toMatchObject({
      callId: call.id,
      reference: call.reference,
      serviceType: 'Appliance Installation & Repair',
      town: 'Capitola',
      leadCheck: 'verified',
      preferredTime1: call.preferredTime1,
      preferredTime2: call.preferredTime2,
      expectedCallbackMinutes: null,
    });
    expect(call.reference).toMatch(/^EARL-[2-9A-HJKMNP-Z]{6}$/);
    expect(summary.statusUrl).toMatch(new RegExp(`^${PUBLIC_URL}/r/[A-Za-z0-9_-]{32}$`));

    // the status link of the answer works without signing in
    const page = await status(tokenIn(summary.statusUrl));
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ reference: call.reference, state: 'finding', town: 'Capitola' });

    // the receipt, to the confirmed number, with a link of its own
    const job = await dispatchedJobOf(t.db, call.id);
    const receipt = await receiptOf(job.id);
    expect(receipt).toMatchObject({ channel: 'sms', recipient: phone.e164 });
    expect(receipt!.body).toContain(`ref ${call.reference}`);
    expect(receipt!.body).toMatch(/^Earl: we got your appliance installation & repair request/);
    expect(tokenIn(receipt!.body)).not.toBe(tokenIn(summary.statusUrl));
    expect((await status(tokenIn(receipt!.body))).json()).toMatchObject({ reference: call.reference });
  });

  it('that is not confirmed still gets a reference, and no text', async () => {
    const started = await t.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {} });
    const { id } = started.json<{ id: string }>();
    await say(id, 'my kitchen sink is leaking');
    const summary = (await t.app.inject({ method: 'POST', url: `/api/concierge/sessions/${id}/end` })).json();
    const call = await callOf(id);
    expect(summary).toMatchObject({ reference: call.reference, leadCheck: 'incomplete' });
    expect((await status(tokenIn(summary.statusUrl))).json()).toMatchObject({ state: 'received', canCancel: false });
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(like(outbox.body, `%${call.reference}%`)),
    ).toEqual([]);
  });
});

describe('a phone lead', () => {
  it('whose caller ID is the callback number gets the receipt with the reference and status link', async () => {
    const phone = uniqueCallbackNumber();
    const twilio = await startTwilioCall(t.app, { from: phone.e164 });
    for (const line of [
      'I need a handyman to hang a door',
      'Sam Cho',
      'yes',
      '40 Main St, Felton',
      'Monday morning or Tuesday after 3',
      'yes',
      'yes',
    ])
      if (twilio.twiml.gatherAction) await twilio.say(line);
    await twilio.hangUp(90);
    const call = await callOf(twilio.callSid);
    const job = await dispatchedJobOf(t.db, call.id);
    const receipt = await receiptOf(job.id);
    expect(receipt).toMatchObject({ channel: 'sms', recipient: phone.e164 });
    expect(receipt!.body).toContain(`(ref ${call.reference})`);
    expect(receipt!.body).toContain(`${PUBLIC_URL}/r/`);
    expect((await status(tokenIn(receipt!.body))).json()).toMatchObject({ state: 'finding', town: 'Felton' });
  });

  it('in Spanish gets the receipt in Spanish', async () => {
    const call = await createCall(t.db, { language: 'es', serviceType: 'Plumbing', customerPhone: '(831) 555-0177' });
    const job = await dispatchedJobOf(t.db, call.id);
    const receipt = await receiptOf(job.id);
    expect(receipt!.body).toMatch(
      new RegExp(`^Earl: recibimos su solicitud de plomería \\(ref\\. ${call.reference}\\)\\. Un profesional local`),
    );
    expect(receipt!.body).toContain(`Estado o cancelar: ${PUBLIC_URL}/r/`);
  });
});

describe('the status link', () => {
  async function openRequest(fields: Parameters<typeof createCall>[1] = {}) {
    const call = await createCall(t.db, { serviceType: 'Plumbing', ...fields });
    const job = await dispatchedJobOf(t.db, call.id);
    return { call, job, token: tokenIn((await receiptOf(job.id))!.body) };
  }

  it('answers 404 in JSON for an unknown token, to read or to cancel', async () => {
    for (const res of [await status('x'.repeat(32)), await cancel('x'.repeat(32))]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: requestMessages.notFound });
    }
  });

  it('cancels an open request once: claims are refused after it, and cancelling again changes nothing', async () => {
    const { call, job, token } = await openRequest();
    const first = await cancel(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ state: 'cancelled', canCancel: false, reference: call.reference });
    const again = await cancel(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'cancelled' });
    const [stored] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored!.status).toBe('cancelled');
    const [storedCall] = await t.db.select().from(calls).where(eq(calls.id, call.id));
    expect(storedCall!.status).toBe('resolved');
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'request.cancel'), eq(auditLogs.resourceId, call.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.adminUserId).toBeNull();

    // the offer already sent now says the job is gone, and its claim is refused
    const claimToken = await claimLinkOf(t.db, job.id, member.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/claims/${claimToken}` })).json().state).toBe('unavailable');
    const claim = await t.app.inject({ method: 'POST', url: `/api/claims/${claimToken}` });
    expect(claim.statusCode).toBe(409);
  });

  it('after a claim names the pro, texts the customer who will call, and a cancel tells the winner', async () => {
    const customerPhone = '(831) 555-0188';
    const { call, job, token } = await openRequest({ customerPhone });
    const claimToken = await claimLinkOf(t.db, job.id, member.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${claimToken}` })).statusCode).toBe(200);

    const [second] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `confirmation:${job.id}`));
    expect(second!.body).toContain(
      `Harbor Flow Plumbing will handle your Plumbing request and will call you at ${displayPhone(customerPhone)}`,
    );
    expect(second!.body).toContain(`Ref ${call.reference}.`);
    expect((await status(token)).json()).toMatchObject({
      state: 'claimed',
      businessName: provider.businessName,
      canCancel: true,
    });

    expect((await cancel(token)).json()).toMatchObject({ state: 'cancelled', businessName: null });
    const notes = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `cancelled:${job.id}:%`));
    expect(notes.map((n) => n.dedupeKey).sort()).toEqual(
      [`cancelled:${job.id}:${member.id}:email`, `cancelled:${job.id}:${member.id}:sms`].sort(),
    );
    expect(notes[0]!.body).toContain(`cancelled by the customer (ref ${call.reference})`);
    // the claimed call stays as the team left it
    const [storedCall] = await t.db.select().from(calls).where(eq(calls.id, call.id));
    expect(storedCall!.status).toBe('assigned');
    await cancel(token);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `cancelled:${job.id}:%`)),
    ).toHaveLength(2);
  });

  it('refuses to cancel an expired request', async () => {
    const { job, token } = await openRequest();
    await t.db.update(jobs).set({ status: 'expired' }).where(eq(jobs.id, job.id));
    const res = await cancel(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(requestMessages.cannotCancel);
    expect((await status(token)).json()).toMatchObject({ state: 'expired', canCancel: false });
  });
});

describe('the callback estimate', () => {
  it("is the median claim time of the trade's recent jobs, and none with fewer than five", async () => {
    const trade = uniqueCategory();
    const claimedAfter = async (minutes: number) => {
      const call = await createCall(t.db, { serviceType: trade, phoneVerifiedAt: null });
      const created = new Date(Date.now() - 60 * 60_000);
      await t.db.insert(jobs).values({
        callId: call.id,
        serviceType: trade,
        status: 'claimed',
        createdAt: created,
        claimedAt: new Date(created.getTime() + minutes * 60_000),
      });
    };
    for (const minutes of [4, 6, 10, 30]) await claimedAfter(minutes);
    const summaryFor = async () => {
      const started = await t.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {} });
      const { id } = started.json<{ id: string }>();
      await say(id, 'my kitchen sink is leaking');
      await t.app.inject({ method: 'POST', url: `/api/concierge/sessions/${id}/end` });
      // the stored call takes this test's trade; ending again reads the stored call
      await t.db.update(calls).set({ serviceType: trade }).where(eq(calls.externalId, id));
      const ended = await t.app.inject({ method: 'POST', url: `/api/concierge/sessions/${id}/end` });
      return ended.json();
    };
    expect(MIN_JOBS_FOR_CALLBACK_ESTIMATE).toBe(5);
    expect((await summaryFor()).expectedCallbackMinutes).toBeNull();
    await claimedAfter(12);
    // 4, 6, 10, 12, 30: the median is 10
    expect((await summaryFor()).expectedCallbackMinutes).toBe(10);
  });
});
