import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppWithAdmin } from '../../../test/support/app';
import { encodeCursor } from '../http/cursor';
import type { OutboxPage } from '@shared/schemas/jobs';
import { createProvider, uniqueSuffix } from '../db/factories';
import { outbox } from '../db/schema';

const t = testAppWithAdmin();

describe('GET /api/admin/outbox', () => {
  it('pages newest first without gaps or repeats, even through messages queued in one transaction', async () => {
    const tag = uniqueSuffix();
    const inserted = await t.db.transaction(async (tx) =>
      tx
        .insert(outbox)
        .values(
          Array.from({ length: 7 }, (_, i) => ({
            channel: 'sms' as const,
            recipient: '+18315550100',
            body: `Page test ${tag} ${i}`,
            dedupeKey: `test:${tag}:${i}`,
          })),
        )
        .returning(),
    );
    const [{ position }] = (
      await t.db.execute<{ position: string }>(
        sql`select created_at::text as position from outbox where id = ${inserted[0]!.id}`,
      )
    ).rows as [{ position: string }];
    // start just above this test's messages (all share one created_at), three per page
    let cursor: string | null = encodeCursor({ createdAt: position, id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' });
    const seen: string[] = [];
    for (let pages = 0; cursor && pages < 3; pages++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/outbox?limit=3&cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: t.adminCookie },
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as {
        messages: { id: string; body: string; status: string; createdAt: string }[];
        nextCursor: string | null;
      };
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.push(...page.messages.filter((m) => m.body.startsWith(`Page test ${tag}`)).map((m) => m.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(
      inserted
        .map((m) => m.id)
        .sort()
        .reverse(),
    );

    const first = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: t.adminCookie } });
    expect(first.json().messages.length).toBeLessThanOrEqual(50);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?cursor=nonsense',
      headers: { cookie: t.adminCookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/outbox: the business behind each recipient', () => {
  it("names the provider of a team member's offer, of an application email and of a billing email; none for a customer", async () => {
    const { provider, members } = await createProvider(t.db, { businessName: `Biz ${uniqueSuffix()}` });
    const member = members[0]!;
    const jobId = crypto.randomUUID();
    const tag = uniqueSuffix();
    const rows = await t.db
      .insert(outbox)
      .values([
        { channel: 'sms', recipient: member.phone, body: `${tag} offer`, dedupeKey: `offer:${jobId}:${member.id}:sms` },
        {
          channel: 'email',
          recipient: provider.email,
          body: `${tag} received`,
          dedupeKey: `provider-received:${provider.id}:${tag}`,
        },
        {
          channel: 'email',
          recipient: provider.email.toUpperCase(),
          body: `${tag} billing`,
          dedupeKey: `billing-payment-failed:evt_${tag}`,
        },
        { channel: 'sms', recipient: '+18315550199', body: `${tag} customer`, dedupeKey: `confirmation:${jobId}` },
      ])
      .returning();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: t.adminCookie } });
    expect(res.statusCode).toBe(200);
    const shown = (res.json() as OutboxPage).messages.filter((m) => m.body.startsWith(tag));
    const business = { providerId: provider.id, businessName: provider.businessName };
    expect(Object.fromEntries(shown.map((m) => [m.body, m.business]))).toEqual({
      [`${tag} offer`]: business,
      [`${tag} received`]: business,
      [`${tag} billing`]: business,
      [`${tag} customer`]: null,
    });
    expect(shown.map((m) => m.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});
