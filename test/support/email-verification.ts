import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { outbox } from '../../src/server/db/schema';

/** The token of the newest verification link emailed to this address (read from the outbox), or undefined. */
export async function verificationTokenFor(db: Db, email: string): Promise<string | undefined> {
  const [message] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.dedupeKey, 'verify-email:%')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return message && /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(message.body)?.[1];
}

/** How many verification links were emailed to this address. */
export async function verificationEmailCount(db: Db, email: string) {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.dedupeKey, 'verify-email:%')));
  return rows.length;
}

/** The tokens of every password reset link emailed to this address (read from the outbox), oldest first. */
export async function passwordResetTokensFor(db: Db, email: string): Promise<string[]> {
  const messages = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.dedupeKey, 'password-reset:%')))
    .orderBy(asc(outbox.createdAt));
  return messages.map((m) => /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(m.body)![1]!);
}
