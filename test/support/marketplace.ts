import { eq, like } from 'drizzle-orm';
import type { NotificationMethod, ServiceCategory } from '@shared/constants';
import type { Database } from '../../src/server/db/database';
import { uniqueEmail, uniqueSuffix, type TeamMemberInput } from '../../src/server/db/factories';
import { jobs, outbox } from '../../src/server/db/schema';
import { waitFor } from './wait-for';

// The marketplace's test helpers: jobs are made by a trigger and dispatched in the background, so tests wait for them
// and read claim links from the outbox, as a team member would.

type Db = Database['db'];

/** A category of its own per test, so jobs of other tests (running in any order) never match or count. */
export const uniqueCategory = () => `Chimney ${uniqueSuffix()}` as ServiceCategory;

// one after another from a random start: a test file's numbers never repeat (two members drawn the same number read
// each other's calls in the fake Twilio API: a night-time test once found its sleeping team "rung")
let nextPhoneNumber = Math.floor(Math.random() * 10_000);

/** A Santa Cruz phone number, different from test to test. */
export const randomPhoneNumber = () => `(831) 555-${String(nextPhoneNumber++ % 10_000).padStart(4, '0')}`;

/** A team member with its own name, email and phone number. */
export const teamMember = (notificationMethod: NotificationMethod = 'email'): TeamMemberInput => ({
  name: `Member ${uniqueSuffix()}`,
  phone: randomPhoneNumber(),
  email: uniqueEmail('member'),
  notificationMethod,
});

/** The call's job once it has been dispatched (in the given offer round, when one is named). */
export function dispatchedJobOf(db: Db, callId: string, round?: number) {
  return waitFor(async () => {
    const [job] = await db.select().from(jobs).where(eq(jobs.callId, callId));
    return job?.dispatchedAt && (round === undefined || job.offerRound === round) ? job : undefined;
  });
}

const claimTokenMatch = (body: string) => body.match(/\/claim\/([A-Za-z0-9_-]{43})/)?.[1];

/** The claim token in an offer's text. */
export const claimTokenIn = (body: string) => claimTokenMatch(body)!;

/** The claim link the dispatch sent to one team member. */
export function claimLinkOf(db: Db, jobId: string, memberId: string) {
  return waitFor(async () => {
    const [row] = await db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `offer:${jobId}:${memberId}:%`));
    return row && claimTokenMatch(row.body);
  });
}
