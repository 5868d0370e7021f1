// The job keys and priorities of the graphile-worker queue, in one place. A job key means one waiting job per key:
// queueing again replaces (or, with preserve_run_at, keeps) the waiting one instead of adding a second.

/**
 * graphile-worker runs numerically lower priorities first: dispatch runs before any waiting delivery, so a new
 * call's offers reach the outbox while earlier calls' messages are still being sent (ADR 0003). The calls trigger
 * (migration dispatch_before_delivery) queues dispatches with the same numbers.
 */
export const JOB_PRIORITY = { urgentDispatch: -30, dispatch: -20, urgentDelivery: -10, delivery: 0 } as const;

export const dispatchPriority = (urgency: string) =>
  urgency === 'urgent' ? JOB_PRIORITY.urgentDispatch : JOB_PRIORITY.dispatch;

/** An urgent lead's dispatch, texts and calls, and a web caller's code. */
export const isUrgentPriority = (priority: number) =>
  priority === JOB_PRIORITY.urgentDispatch || priority === JOB_PRIORITY.urgentDelivery;

// urgent leads jump the queue for their notifications too
export const deliveryPriority = (urgency: string) =>
  urgency === 'urgent' ? JOB_PRIORITY.urgentDelivery : JOB_PRIORITY.delivery;

/** The prefix of each per-row key, for SQL that builds the key from a column (`prefix || id`). */
export const JOB_KEY_PREFIX = {
  // the calls trigger uses the same key, so a sweep or a re-dispatch never queues a second dispatch of a job
  dispatch: 'dispatch:',
  // the second step of a Spanish-speaking caller's dispatch: everyone, once the head start ends
  dispatchToAll: 'dispatch-all:',
  // the batches of a dispatch after its first (many matching teams), on the main lane
  dispatchRest: 'dispatch-rest:',
  expire: 'expire:',
  deliver: 'deliver:',
  conciergeIdle: 'concierge-idle:',
  voiceMessage: 'voice-message:',
  offerCalls: 'offer-calls:',
  // one processing job per Stripe webhook event, whatever number of times Stripe delivers it
  stripeEvent: 'stripe-event:',
} as const;

export const jobKeys = {
  dispatch: (jobId: string) => `${JOB_KEY_PREFIX.dispatch}${jobId}`,
  dispatchToAll: (jobId: string) => `${JOB_KEY_PREFIX.dispatchToAll}${jobId}`,
  dispatchRest: (jobId: string) => `${JOB_KEY_PREFIX.dispatchRest}${jobId}`,
  expire: (jobId: string) => `${JOB_KEY_PREFIX.expire}${jobId}`,
  deliver: (outboxId: string) => `${JOB_KEY_PREFIX.deliver}${outboxId}`,
  conciergeIdle: (sessionId: string) => `${JOB_KEY_PREFIX.conciergeIdle}${sessionId}`,
  // one transcription per recording (Twilio's RecordingSid), however often its status callback comes
  voiceMessage: (recordingSid: string) => `${JOB_KEY_PREFIX.voiceMessage}${recordingSid}`,
  // one call round per job and offer round
  offerCalls: (jobId: string, round: number) => `${JOB_KEY_PREFIX.offerCalls}${jobId}:${round}`,
  stripeEvent: (eventId: string) => `${JOB_KEY_PREFIX.stripeEvent}${eventId}`,
  sweepUndispatchedJobs: 'sweep-undispatched-jobs',
  sweepRateLimits: 'sweep-rate-limits',
} as const;
