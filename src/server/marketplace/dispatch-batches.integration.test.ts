import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { dispatchedJobOf, randomPhoneNumber, teamMember, uniqueCategory } from '../../../test/support/marketplace';
import { createCall, createProvider, DEVELOPMENT_BILLING } from '../db/factories';
import { claimTokens, jobs, outbox } from '../db/schema';
import { jobMessageKeys } from '../notifications/dedupe-keys';
import { dispatchRest } from './service';

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

  it('offers the rest of a dispatch (the main lane) to the members holding no link yet, and nothing for another round', async () => {
    const category = uniqueCategory();
    const teams = await Promise.all(
      [2, 2, 2].map((size) =>
        createProvider(t.db, {
          status: 'active',
          serviceCategories: [category],
          team: Array.from({ length: size }, (_, i) => ({ ...teamMember('sms'), isPrimary: i === 0 })),
        }),
      ),
    );
    const call = await createCall(t.db, { serviceType: category, customerPhone: randomPhoneNumber() });
    const job = await dispatchedJobOf(t.db, call.id);
    const [, missed] = teams.map((team) => team.members.map((m) => m.id));
    const offersOf = async () =>
      t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `offer:${job.id}:%`));
    const offersTo = async (members: string[]) =>
      (await offersOf()).filter((o) => members.includes(o.dedupeKey.split(':')[2]!));
    // as if the dispatch had stopped after its first batches: one team has neither links nor offers
    await t.db.delete(outbox).where(
      inArray(
        outbox.id,
        (await offersTo(missed!)).map((o) => o.id),
      ),
    );
    await t.db.delete(claimTokens).where(and(eq(claimTokens.jobId, job.id), inArray(claimTokens.memberId, missed!)));
    const deps = {
      db: t.db,
      publicUrl: 'https://earl.example',
      spanishHeadStartSeconds: 0,
      billing: DEVELOPMENT_BILLING,
    };

    // a rest queued by an earlier offer round does nothing
    await dispatchRest(deps, job.id, { step: 'first' }, job.offerRound + 1);
    expect(await offersTo(missed!)).toHaveLength(0);

    expect(await offersOf()).toHaveLength(4);
    await dispatchRest(deps, job.id, { step: 'first' }, job.offerRound);
    // the missing team's two members, once each; nobody else offered twice
    expect(await offersOf()).toHaveLength(6);
    expect((await offersTo(missed!)).map((o) => o.dedupeKey.split(':')[2]).sort()).toEqual([...missed!].sort());
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.offeredProviderCount).toBe(3);
  });
});
