import crypto from 'node:crypto';
import { and, eq, like, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppWithAdmin } from '../../../test/support/app';
import { dispatchedJobOf } from '../../../test/support/marketplace';
import { waitFor } from '../../../test/support/wait-for';
import { ERASED_SUMMARY } from '../calls/repository';
import type { ConversationState } from '../concierge/engine/engine';
import { createCall, uniqueSuffix } from '../db/factories';
import { auditLogs, calls, conciergeSessions, jobs, outbox } from '../db/schema';

const t = testAppWithAdmin();

/** A number no other test uses: 209-555-01xx is reserved for fiction, the rest is random. */
const randomNumber = () => {
  const digits = String(crypto.randomInt(0, 10_000_000)).padStart(7, '0');
  return { area: '209', exchange: digits.slice(0, 3), line: digits.slice(3) };
};

async function customerWithData() {
  const n = randomNumber();
  const e164 = `+1209${n.exchange}${n.line}`;
  // the same caller, stored in the formats the channels use
  const webCall = await createCall(t.db, { customerPhone: `(209) ${n.exchange}-${n.line}`, customerName: 'Ana Ruiz' });
  const vapiCall = await createCall(t.db, { customerPhone: `+1 209 ${n.exchange} ${n.line}`, source: 'vapi' });
  const otherCall = await createCall(t.db, { customerPhone: `(209) ${n.exchange}-${(Number(n.line) + 1) % 10_000}` });
  const [session] = await t.db
    .insert(conciergeSessions)
    .values({
      state: {
        customerPhone: `209${n.exchange}${n.line}`,
        callerId: null,
        transcript: [],
      } as unknown as ConversationState,
      status: 'ended',
      callId: null,
    })
    .returning();
  const [linkedSession] = await t.db
    .insert(conciergeSessions)
    .values({ state: { transcript: [] } as unknown as ConversationState, status: 'ended', callId: webCall.id })
    .returning();
  const [job] = await t.db.select().from(jobs).where(eq(jobs.callId, webCall.id));
  const [toCustomer, aboutJob, unrelated] = await t.db
    .insert(outbox)
    .values([
      {
        channel: 'sms',
        recipient: `209-${n.exchange}-${n.line}`,
        body: 'Your plumber is on the way',
        dedupeKey: `confirmation:${job!.id}`,
      },
      {
        channel: 'sms',
        recipient: '+18315550111',
        body: 'New lead: Ana Ruiz, 123 Pacific Ave',
        dedupeKey: `offer:${job!.id}:m:sms`,
      },
      { channel: 'sms', recipient: '+18315550111', body: 'Another lead', dedupeKey: `privacy:${uniqueSuffix()}` },
    ])
    .returning();
  return {
    e164,
    n,
    webCall,
    vapiCall,
    otherCall,
    session: session!,
    linkedSession: linkedSession!,
    toCustomer: toCustomer!,
    aboutJob: aboutJob!,
    unrelated: unrelated!,
  };
}

describe('GET /api/admin/customers/export', () => {
  it("returns the caller's calls, messages and concierge sessions, whatever format the number was typed in", async () => {
    const c = await customerWithData();
    // both calls became jobs and their dispatch texted the caller a receipt (issue 18): those are theirs too
    const receipts = await Promise.all(
      [c.webCall.id, c.vapiCall.id].map(async (callId) => {
        const job = await dispatchedJobOf(t.db, callId);
        return waitFor(
          async () =>
            (
              await t.db
                .select()
                .from(outbox)
                .where(eq(outbox.dedupeKey, `received:${job.id}`))
            )[0],
        );
      }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/export?phone=${encodeURIComponent(`209.${c.n.exchange}.${c.n.line}`)}`,
      headers: { cookie: t.adminCookie },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.phone).toBe(c.e164);
    expect(data.calls.map((r: { id: string }) => r.id).sort()).toEqual([c.webCall.id, c.vapiCall.id].sort());
    expect(data.calls.find((r: { id: string }) => r.id === c.webCall.id).customerName).toBe('Ana Ruiz');
    expect(data.messages.map((r: { id: string }) => r.id).sort()).toEqual(
      [c.toCustomer.id, ...receipts.map((r) => r!.id)].sort(),
    );
    expect(data.conciergeSessions.map((r: { id: string }) => r.id).sort()).toEqual(
      [c.session.id, c.linkedSession.id].sort(),
    );
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'customer.export'), eq(auditLogs.resourceId, `+1********${c.n.line.slice(2)}`)));
    expect(audit?.details).toEqual({ calls: 2, messages: 3, conciergeSessions: 2 });
  });

  it('refuses something that is not a phone number', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers/export?phone=hello',
      headers: { cookie: t.adminCookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.phone).toBe('Enter a valid phone number');
  });
});

describe('POST /api/admin/customers/erase', () => {
  it('anonymises their calls, deletes their messages and sessions, and audits it without the number', async () => {
    const c = await customerWithData();
    // the caller's two calls became jobs, offered to whichever teams serve the trade in this shared database: once
    // both dispatches are done, every message about those jobs and every text to the caller is theirs to erase
    const jobIds = [(await dispatchedJobOf(t.db, c.webCall.id)).id, (await dispatchedJobOf(t.db, c.vapiCall.id)).id];
    const theirs = await t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(or(eq(outbox.id, c.toCustomer.id), ...jobIds.map((id) => like(outbox.dedupeKey, `%:${id}%`))));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers/erase',
      headers: { cookie: t.adminCookie },
      payload: { phone: `(209) ${c.n.exchange}-${c.n.line}` },
    });
    expect(res.statusCode).toBe(200);
    const erased = res.json();
    expect(theirs.length).toBeGreaterThanOrEqual(2);
    expect(erased).toEqual({
      phone: c.e164,
      callsAnonymised: 2,
      messagesDeleted: theirs.length,
      conciergeSessionsDeleted: 2,
    });

    const [web] = await t.db.select().from(calls).where(eq(calls.id, c.webCall.id));
    expect(web).toMatchObject({
      customerName: null,
      customerPhone: null,
      serviceAddress: null,
      transcript: null,
      summary: ERASED_SUMMARY,
      externalId: c.webCall.externalId,
    });
    const [other] = await t.db.select().from(calls).where(eq(calls.id, c.otherCall.id));
    expect(other?.customerName).toBe('Test Caller');
    // the job built on the call stays
    expect(await t.db.select().from(jobs).where(eq(jobs.callId, c.webCall.id))).toHaveLength(1);

    const messageIds = (await t.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(messageIds).not.toContain(c.toCustomer.id);
    expect(messageIds).not.toContain(c.aboutJob.id);
    expect(messageIds).toContain(c.unrelated.id);
    const sessionIds = (await t.db.select({ id: conciergeSessions.id }).from(conciergeSessions)).map((r) => r.id);
    expect(sessionIds).not.toContain(c.session.id);
    expect(sessionIds).not.toContain(c.linkedSession.id);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'customer.erase'), eq(auditLogs.resourceId, `+1********${c.n.line.slice(2)}`)));
    expect(audit?.details).toMatchObject({
      callsAnonymised: 2,
      messagesDeleted: erased.messagesDeleted,
      conciergeSessionsDeleted: 2,
    });
    expect(JSON.stringify(audit)).not.toContain(c.n.exchange + c.n.line);

    // nothing is left to export
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/export?phone=${encodeURIComponent(c.e164)}`,
      headers: { cookie: t.adminCookie },
    });
    expect(after.json()).toMatchObject({ calls: [], messages: [], conciergeSessions: [] });
  });
});
