import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsBudgetMessages } from '@shared/messages';
import { createTestApp, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { waitFor } from '../../../test/support/wait-for';
import { uniqueSuffix } from '../db/factories';
import { outbox } from '../db/schema';
import { markOutboxMessage, reserveSmsSlot } from './repository';
import { queueNotifications } from './service';

// The global budget of text messages (SMS_BUDGET_PER_HOUR): beyond it, texts wait in the outbox (not sent, not lost),
// the admin console says so and the admins get one email; when the hour is over the delivery tasks send them.

let t: TestApp;
let adminCookie: string;
let now = new Date();
const clock = () => now;

beforeAll(async () => {
  // its own database: the budget counts every text sent in the hour
  t = await createTestApp(
    { DATABASE_URL: await createIsolatedDatabase('sms_budget'), SMS_BUDGET_PER_HOUR: '3' },
    undefined,
    { clock },
  );
  adminCookie = await signInNewAdmin(t);
});
afterAll(() => t?.close());

const tag = uniqueSuffix();
const texts = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    channel: 'sms' as const,
    recipient: `+1831555${String(from + i).padStart(4, '0')}`,
    body: `Budget test ${from + i}`,
    dedupeKey: `budget-test:${tag}:${from + i}`,
  }));

const statuses = async () =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `budget-test:${tag}:%`))
  ).map((m) => m.status);
const countOf = (list: string[], status: string) => list.filter((s) => s === status).length;
const alerts = () =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), like(outbox.dedupeKey, 'sms-budget:%')));
const banner = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/sms-budget', headers: { cookie: adminCookie } })).json<{
    perHour: number;
    sentLastHour: number;
    waiting: number;
    reached: boolean;
  }>();

describe('the SMS budget', () => {
  it('keeps texts beyond the hourly budget queued, tells the admins once, and sends them when the hour is over', async () => {
    expect(await banner()).toEqual({ perHour: 3, sentLastHour: 0, waiting: 0, reached: false });
    await t.db.transaction((tx) => queueNotifications(tx, texts(0, 5)));
    await waitFor(async () => ((await alerts()).length ? true : undefined));
    await waitFor(async () => {
      const s = await statuses();
      return countOf(s, 'sent') === 3 && countOf(s, 'queued') === 2 ? true : undefined;
    });
    expect(await banner()).toEqual({ perHour: 3, sentLastHour: 3, waiting: 2, reached: true });
    // an email is not held by the budget of texts
    const alert = await waitFor(async () => (await alerts()).find((m) => m.status === 'sent'));
    expect(alert.subject).toBe(smsBudgetMessages.alertSubject);
    expect(alert.body).toContain('budget of 3 text messages');
    expect(smsBudgetMessages.banner(2)).toBe('SMS budget reached: 2 messages waiting');

    // a later text waits too, and no second email goes out within the hour
    now = new Date(now.getTime() + 20 * 60_000);
    await t.db.transaction((tx) => queueNotifications(tx, texts(5, 1)));
    await waitFor(async () =>
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from graphile_worker.jobs where key like 'deliver:%' and run_at > now() + interval '30 minutes'`,
        )
      ).rows[0]!.n === 3
        ? true
        : undefined,
    );
    expect(countOf(await statuses(), 'queued')).toBe(3);
    expect(await alerts()).toHaveLength(1);

    // the hour is over: the app's clock moves on, and the queue (on the database's clock) is brought to it
    now = new Date(now.getTime() + 3_600_000);
    await t.db.execute(
      sql`select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs where key like 'deliver:%'), run_at => now())`,
    );
    await waitFor(async () => (countOf(await statuses(), 'sent') === 6 ? true : undefined));
    expect(await banner()).toMatchObject({ sentLastHour: 3, waiting: 0, reached: true });
    expect(await alerts()).toHaveLength(1);
  });

  it("reserves a text's slot under the budget's lock in one statement; an email takes no lock and no slot", async () => {
    const [text, email] = await t.db
      .insert(outbox)
      .values([
        { channel: 'sms', recipient: '+18315550190', body: 'lock test', dedupeKey: `budget-lock:${tag}:sms` },
        {
          channel: 'email',
          recipient: 'lock@example.test',
          subject: 'Lock',
          body: 'lock test',
          dedupeKey: `budget-lock:${tag}:email`,
        },
      ])
      .returning();
    const at = new Date();
    const reserving = async (id: string) =>
      t.db.transaction(async (tx) => {
        const slot = await reserveSmsSlot(tx, id, at, 1000);
        const [{ pid }] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows as [
          { pid: number },
        ];
        // seen from another connection, as another instance's text would find it
        const held = await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and pid = ${pid}`,
        );
        return { slot, advisoryLocks: held.rows[0]!.n };
      });
    const minuteCount = async () =>
      (
        await t.db.execute<{ n: number }>(
          sql`select coalesce(sum(texts), 0)::int as n from sms_budget_minutes where minute = date_trunc('minute', ${at.toISOString()}::timestamptz)`,
        )
      ).rows[0]!.n;
    const before = await minuteCount();

    expect(await reserving(text!.id)).toEqual({
      slot: expect.objectContaining({ channel: 'sms', status: 'queued', reserved: true }),
      advisoryLocks: 1,
    });
    expect(await minuteCount()).toBe(before + 1);
    // a second attempt after one that never ended (a crash mid-send) keeps its slot: not counted twice
    expect((await reserving(text!.id)).slot?.reserved).toBe(true);
    expect(await minuteCount()).toBe(before + 1);
    // a failed send gives the slot back
    await t.db.transaction((tx) => markOutboxMessage(tx, text!.id, { sent: false, error: 'refused' }));
    expect(await minuteCount()).toBe(before);

    expect(await reserving(email!.id)).toEqual({
      slot: expect.objectContaining({ channel: 'email', reserved: true }),
      advisoryLocks: 0,
    });
    expect(await minuteCount()).toBe(before);
    expect(await reserving('00000000-0000-7000-8000-000000000000')).toEqual({ slot: undefined, advisoryLocks: 0 });
  });

  it('counts the window in whole minutes and says when its oldest minute leaves it', async () => {
    // a budget of 2 in a window of its own, hours after the other tests' texts (the first moves its clock 80 minutes)
    const start = new Date(Date.now() + 4 * 3_600_000);
    const messages = await t.db
      .insert(outbox)
      .values(
        [0, 1, 2].map((i) => ({
          channel: 'sms' as const,
          recipient: `+1831555019${i}`,
          body: 'window test',
          dedupeKey: `budget-window:${tag}:${i}`,
        })),
      )
      .returning();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const reserve = (i: number, minutes: number) => reserveSmsSlot(t.db, messages[i]!.id, at(minutes), 2);
    expect((await reserve(0, 0))?.reserved).toBe(true);
    expect((await reserve(1, 30))?.reserved).toBe(true);
    const full = await reserve(2, 45);
    expect(full?.reserved).toBe(false);
    // the first text's minute leaves the window 61 minutes after it began
    const firstMinute = Math.floor(start.getTime() / 60_000) * 60_000;
    expect(full?.freeAt?.getTime()).toBe(firstMinute + 61 * 60_000);
    expect((await reserve(2, 60))?.reserved).toBe(false);
    expect((await reserve(2, 62))?.reserved).toBe(true);
  });
});
