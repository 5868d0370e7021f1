import crypto from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { conciergeSessions, outbox, phoneVerifications } from '../db/schema';
import { startConversation } from './engine/engine';
import { insertSession } from './repository';
import { startVerification } from './verification';

// startVerification is one statement outside any transaction (ADR 0018): lock_lead_within_limits checks the session's
// version and the lead limits, and nothing is written unless it finds room.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const limits = {
  idleSeconds: 600,
  sessionsPerMinute: 1000,
  turnsPerMinute: 1000,
  leadsPerIpPerHour: 2,
  leadsPerPhonePerDay: 3,
};
// numbers and addresses of this file's own, so other files' leads on the shared database count against nothing here
const tag = crypto.randomInt(0, 10_000).toString().padStart(4, '0');
const phone = (n: number) => `+1831559${String((Number(tag) + n) % 10_000).padStart(4, '0')}`;
const ip = (n: number) => `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${n}`;

const newSession = () =>
  insertSession(t.db, {
    state: startConversation({ now: new Date() }).state,
    phoneNumber: '+18005550199',
    source: 'web',
    idleSeconds: 600,
  });
type Session = Awaited<ReturnType<typeof newSession>>;

const start = (session: Session, readTurn: number, to: string, from: string | undefined) =>
  startVerification(t.db, {
    limits,
    sessionId: session.id,
    readTurn,
    phone: to,
    clientIp: from,
    language: 'en',
    now: new Date(),
    stateIfSent: session.state,
  });

const written = async (session: Session) => {
  const verifications = await t.db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.sessionId, session.id));
  const texts = await Promise.all(
    verifications.map((v) =>
      t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `verify:${v.id}:%`)),
    ),
  );
  const [row] = await t.db.select().from(conciergeSessions).where(eq(conciergeSessions.id, session.id));
  return { verifications: verifications.length, texts: texts.flat().length, turn: row!.turn };
};

describe("a web lead's verification, started in one statement", () => {
  it('writes nothing when the session took a turn or ended since it was read (the turn starts over)', async () => {
    const session = await newSession();
    const from = ip(1);
    // read before a turn that another instance saved
    expect(await start(session, session.turn - 1, phone(1), from)).toBe('moved');
    expect(await written(session)).toEqual({ verifications: 0, texts: 0, turn: session.turn });

    expect(await start(session, session.turn, phone(1), from)).toBe('sent');
    expect(await written(session)).toEqual({ verifications: 1, texts: 1, turn: session.turn + 1 });
    // the same read again: its turn has been taken
    expect(await start(session, session.turn, phone(1), from)).toBe('moved');
    expect(await written(session)).toEqual({ verifications: 1, texts: 1, turn: session.turn + 1 });

    const ended = await newSession();
    await t.db.update(conciergeSessions).set({ status: 'ended' }).where(eq(conciergeSessions.id, ended.id));
    expect(await start(ended, ended.turn, phone(2), from)).toBe('moved');
    expect(await written(ended)).toEqual({ verifications: 0, texts: 0, turn: ended.turn });
  });

  it("stops at the client IP's hourly limit and the number's daily one, writing nothing past them", async () => {
    const from = ip(2);
    const sessions = await Promise.all([newSession(), newSession(), newSession()]);
    // three numbers from one address: the third is over its limit of two an hour
    const outcomes = await Promise.all(sessions.map((s, i) => start(s, s.turn, phone(10 + i), from)));
    expect([...outcomes].sort()).toEqual(['limited', 'sent', 'sent']);
    const limited = sessions[outcomes.indexOf('limited')]!;
    expect(await written(limited)).toEqual({ verifications: 0, texts: 0, turn: limited.turn });

    // one number from four addresses: the fourth is over its limit of three a day
    const more = await Promise.all([newSession(), newSession(), newSession(), newSession()]);
    const byNumber = [];
    for (const [i, s] of more.entries()) byNumber.push(await start(s, s.turn, phone(20), ip(10 + i)));
    expect(byNumber).toEqual(['sent', 'sent', 'sent', 'limited']);
    // without a client IP only the number's limit counts
    const noAddress = await newSession();
    expect(await start(noAddress, noAddress.turn, phone(21), undefined)).toBe('sent');
  });
});
