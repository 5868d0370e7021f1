// What an outbox message is for, as the start of its dedupe key (ADR 0003): a job's offers
// `offer:<job>:<member>:<channel>[:<round>]`, its "job taken" notes `taken:<job>:<member>:<channel>` and the
// customer's confirmation `confirmation:<job>` (a pro took it; `confirmation:<job>:<round>` after a release), the
// customer's receipt `received:<job>` (reference and status link), the customer's texts about the claimed job (a
// confirmed window `visit:<job>:<id>`, a release `released:<job>:<round>`) and the winner's note that the customer
// cancelled `cancelled:<job>:<member>:<channel>`. Dispatch, the job's progress and the requests service write them;
// the admin outbox and the privacy erasure find one job's messages by them.
export const jobMessageKeys = {
  offer: (jobId: string) => `offer:${jobId}`,
  taken: (jobId: string) => `taken:${jobId}`,
  confirmation: (jobId: string) => `confirmation:${jobId}`,
  visit: (jobId: string) => `visit:${jobId}`,
  released: (jobId: string) => `released:${jobId}`,
  received: (jobId: string) => `received:${jobId}`,
  cancelled: (jobId: string) => `cancelled:${jobId}`,
} as const;

/** The job an offer is for (`offer:<job>:…`), or undefined for any other message. */
export const offeredJobOf = (dedupeKey: string) => /^offer:([0-9a-f-]{36}):/.exec(dedupeKey)?.[1];
