import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { closedPort, startFakeSmtpServer } from '../../../test/support/fake-smtp-server';
import { marketplaceMessages } from '@shared/messages';
import { loadConfig } from '../config';
import type { ServiceCategory } from '@shared/constants';
import { createCall, createProvider, uniqueEmail, uniqueSuffix, DEVELOPMENT_BILLING } from '../db/factories';
import { auditLogs, calls, claimTokens, jobs, outbox, providers } from '../db/schema';
import { notificationAdaptersFor } from '../notifications/adapters';
import { deliverNotification } from '../notifications/service';
import { dispatchJob, expireJob } from './service';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { waitFor } from '../../../test/support/wait-for';
import {
  claimTokenIn,
  dispatchedJobOf,
  randomPhoneNumber,
  teamMember,
  uniqueCategory,
} from '../../../test/support/marketplace';
import { usPhoneE164 } from '@shared/phone';

const PUBLIC_URL = 'https://earl.example';
let t: TestApp;
beforeAll(async () => {
  // a database of its own: in the shared one, another test file's app (with another PUBLIC_URL) could run the
  // dispatch and write its own links into the offers
  t = await createTestApp({ DATABASE_URL: await createIsolatedDatabase('marketplace'), PUBLIC_URL });
}, 60_000);
afterAll(() => t.close());

const outboxOf = (prefix: string) =>
  t.db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `${prefix}%`));

async function claimLinksFor(jobId: string, memberIds: string[]) {
  const rows = await outboxOf(`offer:${jobId}:`);
  return new Map(
    rows
      .filter((r) => r.channel === 'sms' || r.channel === 'email')
      .map((r) => [r.dedupeKey.split(':')[2]!, claimTokenIn(r.body)] as const)
      .filter(([m]) => memberIds.includes(m)),
  );
}

describe('jobs from calls', () => {
  it('creates one job for a call with a service type and none for resolved or untyped calls', async () => {
    const lead = await createCall(t.db, { serviceType: 'Electrical', urgency: 'urgent' });
    const resolved = await createCall(t.db, { status: 'resolved' });
    const untyped = await createCall(t.db, { serviceType: null });
    const rows = await t.db
      .select()
      .from(jobs)
      .where(inArray(jobs.callId, [lead.id, resolved.id, untyped.id]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ callId: lead.id, serviceType: 'Electrical', urgency: 'urgent', status: 'open' });
    await t.db.update(calls).set({ summary: 'updated' }).where(eq(calls.id, lead.id));
    await t.db.update(calls).set({ status: 'followup' }).where(eq(calls.id, lead.id));
    expect(await t.db.select().from(jobs).where(eq(jobs.callId, lead.id))).toHaveLength(1);
  });

  it('records on the job that no provider matched', async () => {
    const call = await createCall(t.db, { serviceType: `Roofing ${uniqueSuffix()}` });
    const job = await dispatchedJobOf(t.db, call.id);
    expect(job.offeredProviderCount).toBe(0);
  });
});

describe('expiry', () => {
  it('schedules the expiry of a dispatched job and expires it only once its time is up and nobody claimed it', async () => {
    const call = await createCall(t.db, { serviceType: `Roofing ${uniqueSuffix()}` });
    const job = await dispatchedJobOf(t.db, call.id);
    const scheduled = await t.database.pool.query('select run_at from graphile_worker.jobs where key = $1', [
      `expire:${job.id}`,
    ]);
    expect(new Date(scheduled.rows[0].run_at).getTime()).toBe(job.expiresAt.getTime());

    expect(await expireJob(t.db, job.id)).toBe(false);
    await t.db
      .update(jobs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    expect(await expireJob(t.db, job.id)).toBe(true);
    const [expired] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(expired!.status).toBe('expired');
  });
});

describe('admin', () => {
  it("shows a call's job, re-dispatches it to newly approved providers, and cancels it so its links stop working", async () => {
    const cookie = await signInNewAdmin(t);
    // a category of its own, so only this test's provider can match
    const category = uniqueCategory();
    const applicant = await createProvider(t.db, {
      status: 'pending',
      serviceCategories: [category],
      team: [teamMember('sms')],
    });
    const call = await createCall(t.db, { serviceType: category });
    const job = await dispatchedJobOf(t.db, call.id);

    const shown = await t.app.inject({ method: 'GET', url: `/api/calls/${call.id}/job`, headers: { cookie } });
    expect(shown.json().job).toMatchObject({ id: job.id, status: 'open', offeredProviderCount: 0, claimedBy: null });
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/calls/${(await createCall(t.db, { status: 'resolved' })).id}/job`,
      headers: { cookie },
    });
    expect(none.json()).toEqual({ job: null });

    await t.db.update(providers).set({ status: 'active' }).where(eq(providers.id, applicant.provider.id));
    const redispatched = await t.app.inject({
      method: 'POST',
      url: `/api/calls/${call.id}/job/dispatch`,
      headers: { cookie },
    });
    expect(redispatched.statusCode).toBe(200);
    const memberId = applicant.members[0]!.id;
    const token = await waitFor(async () => (await claimLinksFor(job.id, [memberId])).get(memberId));
    await waitFor(async () =>
      (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.offeredProviderCount === 1 ? true : undefined,
    );

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/calls/${call.id}/job/cancel`,
      headers: { cookie },
    });
    expect(cancelled.json().job.status).toBe('cancelled');
    const again = await t.app.inject({ method: 'POST', url: `/api/calls/${call.id}/job/cancel`, headers: { cookie } });
    expect(again.statusCode).toBe(409);
    const claim = await t.app.inject({ method: 'POST', url: `/api/claims/${token}` });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error.message).toBe(marketplaceMessages.jobNotClaimable);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, call.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['job.cancel', 'job.redispatch']);

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=200', headers: { cookie } });
    expect(listed.json().messages.some((m: { body: string }) => m.body.includes(`/claim/${token}`))).toBe(true);
    const providerCookie = await signIn(t.app, applicant.user.email, applicant.user.password);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: providerCookie },
    });
    expect(forbidden.statusCode).not.toBe(200);
  });
});

describe('dispatch', () => {
  it("offers a Plumbing call to exactly the active, receiving Plumbing providers' members by their methods", async () => {
    const active = await createProvider(t.db, {
      status: 'active',
      serviceCategories: ['Plumbing', 'Handyman'],
      team: [teamMember('sms'), teamMember('email'), teamMember('both')],
    });
    const ineligible = await Promise.all([
      createProvider(t.db, { status: 'active', isReceivingJobs: false, team: [teamMember('both')] }),
      createProvider(t.db, { status: 'pending', team: [teamMember('both')] }),
      createProvider(t.db, { status: 'rejected', team: [teamMember('both')] }),
      createProvider(t.db, { status: 'active', serviceCategories: ['Electrical'], team: [teamMember('both')] }),
    ]);
    const call = await createCall(t.db, {
      serviceType: 'Plumbing',
      serviceAddress: '123 Pacific Ave, Santa Cruz, CA 95060',
      customerName: 'Dana Reyes',
      summary: 'Dana Reyes called because the kitchen sink leaks.',
    });
    const job = await dispatchedJobOf(t.db, call.id);
    expect(job.offeredProviderCount).toBeGreaterThanOrEqual(1);

    const mine = new Set([...active.members, ...ineligible.flatMap((p) => p.members)].map((m) => m.id));
    const sent = (await outboxOf(`offer:${job.id}:`)).filter((r) => mine.has(r.dedupeKey.split(':')[2]!));
    const [sms, email, both] = active.members;
    expect(sent.map((r) => `${r.channel} ${r.recipient}`).sort()).toEqual(
      [`sms ${sms!.phone}`, `email ${email!.email}`, `sms ${both!.phone}`, `email ${both!.email}`].sort(),
    );
    for (const row of sent) {
      expect(row.body).toContain('Santa Cruz');
      expect(row.body).not.toContain('Pacific Ave');
      expect(row.body).not.toContain('Dana Reyes');
      expect(row.body).toContain('Tomorrow 9 AM - 12 PM');
      expect(row.body).toContain('Tomorrow 1 PM - 5 PM');
      expect(row.body).toMatch(new RegExp(`${PUBLIC_URL}/claim/[A-Za-z0-9_-]{43}`));
    }
    // every member's link is distinct and stored only as a hash
    const tokens = sent.map((r) => claimTokenIn(r.body));
    expect(new Set(tokens).size).toBe(3);
    const stored = await t.db.select().from(claimTokens).where(eq(claimTokens.jobId, job.id));
    expect(stored.some((s) => tokens.includes(s.tokenHash))).toBe(false);

    await waitFor(async () =>
      (await outboxOf(`offer:${job.id}:${sms!.id}`))[0]?.status === 'sent' ? true : undefined,
    );

    // a repeated dispatch issues no second link and no second message
    const before = (await outboxOf(`offer:${job.id}:`)).length;
    await dispatchJob(
      { db: t.db, publicUrl: PUBLIC_URL, spanishHeadStartSeconds: 120, billing: DEVELOPMENT_BILLING },
      job.id,
    );
    expect((await outboxOf(`offer:${job.id}:`)).length).toBe(before);
  });
});

describe('claiming', () => {
  it('lets a link claim racing a re-dispatch wait for it instead of deadlocking', async () => {
    const { members } = await createProvider(t.db, {
      status: 'active',
      serviceCategories: ['Handyman'],
      team: [teamMember('sms')],
    });
    const call = await createCall(t.db, { serviceType: 'Handyman' });
    const job = await dispatchedJobOf(t.db, call.id);
    const token = (await claimLinksFor(job.id, [members[0]!.id])).get(members[0]!.id)!;

    // what a re-dispatch does: lock the job, then (re)insert the job's links
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('select id from jobs where id = $1 for update', [job.id]);
      const claim = t.app.inject({ method: 'POST', url: `/api/claims/${token}` });
      await new Promise((resolve) => setTimeout(resolve, 300)); // the claim is now waiting on a lock
      await client.query(
        `insert into claim_tokens (token_hash, job_id, provider_id, member_id, expires_at)
         select 'redispatch-' || gen_random_uuid(), job_id, provider_id, member_id, expires_at from claim_tokens where job_id = $1
         on conflict do nothing`,
        [job.id],
      );
      await client.query('commit');
      expect((await claim).statusCode).toBe(200);
    } finally {
      client.release();
    }
  });

  it('lets exactly one of 20 concurrent claims win; the others learn who won', async () => {
    const rivals = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createProvider(t.db, {
          status: 'active',
          serviceCategories: ['Appliance Installation & Repair'],
          businessName: `Rival ${i} ${uniqueSuffix()}`,
          team: [teamMember('sms')],
        }),
      ),
    );
    const customerPhone = randomPhoneNumber();
    const call = await createCall(t.db, { serviceType: 'Appliance Installation & Repair', customerPhone });
    const job = await dispatchedJobOf(t.db, call.id);
    const links = await claimLinksFor(
      job.id,
      rivals.map((r) => r.members[0]!.id),
    );
    expect(links.size).toBe(20);

    const responses = await Promise.all(
      [...links.values()].map((token) => t.app.inject({ method: 'POST', url: `/api/claims/${token}` })),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.json();
    expect(winner.job.customer).toMatchObject({
      phone: customerPhone,
      address: call.serviceAddress,
      transcript: call.transcript,
    });
    expect(winner.job).toMatchObject({
      status: 'claimed',
      preferredTime1: call.preferredTime1,
      preferredTime2: call.preferredTime2,
    });
    const losers = responses.filter((r) => r.statusCode === 409);
    expect(losers).toHaveLength(19);
    for (const r of losers)
      expect(r.json().error.message).toBe(marketplaceMessages.alreadyClaimed(winner.businessName));

    const [stored] = await t.db.select().from(calls).where(eq(calls.id, call.id));
    expect(stored!.status).toBe('assigned');
    const confirmation = await outboxOf(`confirmation:${job.id}`);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatchObject({ channel: 'sms', recipient: usPhoneE164(customerPhone) });
    expect(confirmation[0]!.body).toContain(winner.businessName);
    expect(confirmation[0]!.body).toContain(call.preferredTime1!);
    const loserMembers = new Set(
      rivals.filter((r) => r.provider.businessName !== winner.businessName).map((r) => r.members[0]!.id),
    );
    const taken = (await outboxOf(`taken:${job.id}:`)).filter((r) => loserMembers.has(r.dedupeKey.split(':')[2]!));
    expect(taken).toHaveLength(19);
  });

  it('accepts a claim link once, only before it expires, and only for its own job', async () => {
    const provider = await createProvider(t.db, {
      status: 'active',
      serviceCategories: ['Electrical'],
      team: [teamMember('email')],
    });
    const memberId = provider.members[0]!.id;
    const first = await createCall(t.db, { serviceType: 'Electrical' });
    const second = await createCall(t.db, { serviceType: 'Electrical' });
    const firstJob = await dispatchedJobOf(t.db, first.id);
    const secondJob = await dispatchedJobOf(t.db, second.id);
    const firstToken = (await claimLinksFor(firstJob.id, [memberId])).get(memberId)!;
    const secondToken = (await claimLinksFor(secondJob.id, [memberId])).get(memberId)!;

    await t.db
      .update(claimTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(claimTokens.jobId, secondJob.id), eq(claimTokens.memberId, memberId)));
    const expired = await t.app.inject({ method: 'POST', url: `/api/claims/${secondToken}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(marketplaceMessages.claimLinkInvalid);

    const claimed = await t.app.inject({ method: 'POST', url: `/api/claims/${firstToken}` });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().job.id).toBe(firstJob.id);
    const [untouched] = await t.db.select().from(jobs).where(eq(jobs.id, secondJob.id));
    expect(untouched!.status).toBe('open');

    const reused = await t.app.inject({ method: 'POST', url: `/api/claims/${firstToken}` });
    expect(reused.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/claims/not-a-token' });
    expect(malformed.statusCode).toBe(400);
  });

  it('lets an eligible signed-in provider claim from the dashboard and hides customers of jobs it does not own', async () => {
    const category: ServiceCategory = 'Handyman';
    const winner = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      team: [teamMember('sms')],
    });
    const rival = await createProvider(t.db, {
      status: 'active',
      serviceCategories: [category],
      team: [teamMember('sms')],
    });
    const pending = await createProvider(t.db, {
      status: 'pending',
      serviceCategories: [category],
      team: [teamMember('sms')],
    });
    const paused = await createProvider(t.db, {
      status: 'active',
      isReceivingJobs: false,
      serviceCategories: [category],
      team: [teamMember('sms')],
    });
    const call = await createCall(t.db, { serviceType: category });
    const job = await dispatchedJobOf(t.db, call.id);
    const [winnerCookie, rivalCookie, pendingCookie, pausedCookie] = await Promise.all(
      [winner, rival, pending, paused].map((p) => signIn(t.app, p.user.email, p.user.password)),
    );

    const hidden = await t.app.inject({ method: 'GET', url: '/api/provider/jobs', headers: { cookie: pausedCookie } });
    expect(hidden.json().jobs.find((j: { id: string }) => j.id === job.id)).toBeUndefined();
    const pausedClaim = await t.app.inject({
      method: 'POST',
      url: `/api/provider/jobs/${job.id}/claim`,
      headers: { cookie: pausedCookie },
    });
    expect(pausedClaim.statusCode).toBe(404);

    const available = await t.app.inject({
      method: 'GET',
      url: '/api/provider/jobs',
      headers: { cookie: rivalCookie },
    });
    const offered = available.json().jobs.find((j: { id: string }) => j.id === job.id);
    expect(offered).toMatchObject({ status: 'open', town: 'Santa Cruz', customer: null });

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/provider/jobs/${job.id}/claim`,
      headers: { cookie: pendingCookie },
    });
    expect(refused.statusCode).toBe(404);

    const won = await t.app.inject({
      method: 'POST',
      url: `/api/provider/jobs/${job.id}/claim`,
      headers: { cookie: winnerCookie },
    });
    expect(won.statusCode).toBe(200);
    const lost = await t.app.inject({
      method: 'POST',
      url: `/api/provider/jobs/${job.id}/claim`,
      headers: { cookie: rivalCookie },
    });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.message).toBe(marketplaceMessages.alreadyClaimed(winner.provider.businessName));

    const mine = await t.app.inject({ method: 'GET', url: '/api/provider/jobs', headers: { cookie: winnerCookie } });
    expect(mine.json().jobs.find((j: { id: string }) => j.id === job.id).customer).toMatchObject({
      name: call.customerName,
      address: call.serviceAddress,
    });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/provider/jobs', headers: { cookie: rivalCookie } });
    expect(theirs.json().jobs.find((j: { id: string }) => j.id === job.id)).toBeUndefined();
    expect(await outboxOf(`confirmation:${job.id}`)).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('retries a failed send and never sends a message twice', async () => {
    const [message] = await t.db
      .insert(outbox)
      .values({
        channel: 'email',
        recipient: uniqueEmail('customer'),
        subject: 'Hello',
        body: 'Hello',
        dedupeKey: `test:${uniqueSuffix()}`,
      })
      .returning();
    const sends: string[] = [];
    let failNext = true;
    const adapter = {
      send: async (m: { recipient: string }) => {
        if (failNext) {
          failNext = false;
          throw new Error('connect ECONNREFUSED 127.0.0.1:1');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        sends.push(m.recipient);
      },
    };
    const adapters = { email: adapter, sms: adapter };
    await expect(deliverNotification({ db: t.db, adapters }, message!.id)).rejects.toThrow('ECONNREFUSED');
    let [row] = await t.db.select().from(outbox).where(eq(outbox.id, message!.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, error: 'connect ECONNREFUSED 127.0.0.1:1' });

    // the retry and a duplicate of it race: one send
    await Promise.all([
      deliverNotification({ db: t.db, adapters }, message!.id),
      deliverNotification({ db: t.db, adapters }, message!.id),
    ]);
    await deliverNotification({ db: t.db, adapters }, message!.id);
    expect(sends).toEqual([message!.recipient]);
    [row] = await t.db.select().from(outbox).where(eq(outbox.id, message!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('records an SMTP failure, then sends the email once when the mail server answers', async () => {
    const [message] = await t.db
      .insert(outbox)
      .values({
        channel: 'email',
        recipient: uniqueEmail('member'),
        subject: 'New job',
        body: `Claim it ${uniqueSuffix()}`,
        dedupeKey: `test:${uniqueSuffix()}`,
      })
      .returning();
    const from = 'Earl <no-reply@earl.example>';
    const down = notificationAdaptersFor({
      mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from },
      twilio: undefined,
    });
    await expect(deliverNotification({ db: t.db, adapters: down }, message!.id)).rejects.toThrow();
    const [failed] = await t.db.select().from(outbox).where(eq(outbox.id, message!.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.error).toMatch(/ECONNREFUSED/);

    const smtp = await startFakeSmtpServer();
    try {
      const up = notificationAdaptersFor({ mail: { smtpUrl: smtp.url, from }, twilio: undefined });
      await deliverNotification({ db: t.db, adapters: up }, message!.id);
      await deliverNotification({ db: t.db, adapters: up }, message!.id);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain(message!.body);
      const [sent] = await t.db.select().from(outbox).where(eq(outbox.id, message!.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it("sends an SMS through Twilio's Messages API and retries when Twilio refuses it", async () => {
    const requests: { path: string; authorization: string | undefined; form: URLSearchParams }[] = [];
    let refuseNext = true;
    const twilio = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        requests.push({
          path: req.url ?? '',
          authorization: req.headers.authorization,
          form: new URLSearchParams(raw),
        });
        const status = refuseNext ? 503 : 201;
        refuseNext = false;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM1' }));
      });
    });
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = twilio.address() as AddressInfo;
      const config = loadConfig({
        NODE_ENV: 'test',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM_NUMBER: '+18005550199',
        TWILIO_API_URL: `http://127.0.0.1:${port}`,
      });
      const adapters = notificationAdaptersFor(config);
      const [message] = await t.db
        .insert(outbox)
        .values({
          channel: 'sms',
          recipient: '+18315550142',
          body: `Earl: claim it ${uniqueSuffix()}`,
          dedupeKey: `test:${uniqueSuffix()}`,
        })
        .returning();
      await expect(deliverNotification({ db: t.db, adapters }, message!.id)).rejects.toThrow('Twilio answered 503');
      await deliverNotification({ db: t.db, adapters }, message!.id);
      await deliverNotification({ db: t.db, adapters }, message!.id);
      expect(requests).toHaveLength(2);
      expect(requests[1]!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(requests[1]!.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
      expect(Object.fromEntries(requests[1]!.form)).toEqual({
        To: '+18315550142',
        From: '+18005550199',
        Body: message!.body,
      });
      const [sent] = await t.db.select().from(outbox).where(eq(outbox.id, message!.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await new Promise((resolve) => twilio.close(resolve));
    }
  });
});
