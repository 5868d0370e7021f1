import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { dispatchedJobOf, randomPhoneNumber, teamMember, uniqueCategory } from '../../../test/support/marketplace';
import { createCall, createProvider } from '../db/factories';
import { claimTokens, outbox } from '../db/schema';
import { jobMessageKeys } from '../notifications/dedupe-keys';

// A job's offers go out a few team members per transaction (DISPATCH_BATCH_MEMBERS, 2 here): every member of every
// matching team still gets exactly one link and one offer per method, the customer one receipt, and the job counts
// every team it was offered to once the last batch is out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    DATABASE_URL: await createIsolatedDatabase('dispatch_batches'),
    DISPATCH_BATCH_MEMBERS: '2',
  });
});
afterAll(() => t.close());

describe('dispatch in batches', () => {
  it('offers every member of every matching team once, across many batches', async () => {
    const category = uniqueCategory();
    const teams = await Promise.all(
      [1, 2, 3, 1, 2].map((size) =>
        createProvider(t.db, {
          status: 'active',
          serviceCategories: [category],
          team: Array.from({ length: size }, (_, i) => ({ ...teamMember('sms'), isPrimary: i === 0 })),
        }),
      ),
    );
    const members = teams.flatMap((team) => team.members.map((m) => m.id));
    expect(members).toHaveLength(9);

    const call = await createCall(t.db, { serviceType: category, customerPhone: randomPhoneNumber() });
    const job = await dispatchedJobOf(t.db, call.id);
    expect(job.offeredProviderCount).toBe(5);

    const links = await t.db.select().from(claimTokens).where(eq(claimTokens.jobId, job.id));
    expect(links.map((l) => l.memberId).sort()).toEqual([...members].sort());
    const offers = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `offer:${job.id}:%`));
    expect(offers.map((o) => o.dedupeKey.split(':')[2]).sort()).toEqual([...members].sort());
    const receipts = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, jobMessageKeys.received(job.id)));
    expect(receipts).toHaveLength(1);
  });
});
