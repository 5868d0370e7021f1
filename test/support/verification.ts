import { and, desc, eq, like } from 'drizzle-orm';
import { phoneE164 } from '@shared/phone';
import type { Database } from '../../src/server/db/database';
import { outbox, phoneVerifications } from '../../src/server/db/schema';

type Db = Database['db'];

/**
 * The texts carrying a verification code to a number, newest first (as the customer's phone shows them); with a
 * session id, only that conversation's (test files share the database, and some share a number).
 */
export async function codeTextsTo(db: Db, phone: string, sessionId?: string) {
  const [verification] = sessionId
    ? await db.select().from(phoneVerifications).where(eq(phoneVerifications.sessionId, sessionId))
    : [];
  if (sessionId && !verification) return [];
  return db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'sms'),
        // texts are addressed in E.164, whatever the form the number was typed or stored in
        eq(outbox.recipient, phoneE164(phone) ?? phone),
        like(outbox.dedupeKey, verification ? `verify:${verification.id}:%` : 'verify:%'),
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.dedupeKey));
}

/** The 6-digit code of the newest text to the number, read as the customer reads their phone. */
export async function codeTextedTo(db: Db, phone: string, sessionId?: string): Promise<string> {
  const [text] = await codeTextsTo(db, phone, sessionId);
  const code = text?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code was texted to ${phone}`);
  return code;
}

/**
 * A Santa Cruz County number of its own per test (the limits count leads per number): as typed, as shown to people,
 * and as stored (E.164, the form texts are addressed to as well).
 */
export function uniqueCallbackNumber() {
  const exchange = 200 + Math.floor(Math.random() * 700);
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const e164 = `+1831${exchange}${line}`;
  return { typed: `831-${exchange}-${line}`, shown: `(831) ${exchange}-${line}`, stored: e164, e164 };
}
