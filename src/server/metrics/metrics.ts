import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import type { Logger } from 'pino';

export type ConciergeChannel = 'web' | 'twilio' | 'vapi';
export type DeliveryOutcome = 'sent' | 'failed';

/** What the gauges read at scrape time. */
export type MetricSources = {
  log: Logger;
  pools: Record<string, pg.Pool>;
  openStreams: () => number;
  /** background tasks waiting for this instance's callers to be answered (jobs/callers-first) */
  tasksWaitingForCallers: () => number;
  /** jobs due now (running or waiting) and the age of the oldest, by task */
  jobQueue: () => Promise<{ task: string; depth: number; oldestSeconds: number }[]>;
  /** outbox messages not sent, by channel and status (queued, failed) */
  unsentOutbox: () => Promise<{ channel: string; status: string; count: number }[]>;
};

const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics, in a registry of its own (two apps in one process, as in tests, do not clash).
 * Counters and histograms are fed as things happen on this instance; gauges read their sources at each scrape.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  // process CPU, memory, GC and the event-loop lag (nodejs_eventloop_lag_seconds)
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'earl_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (never the raw URL) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: secondsBuckets,
    registers,
  });
  const conciergeTurn = new Histogram({
    name: 'earl_concierge_turn_duration_seconds',
    help: 'Time to answer one turn of a caller, by channel (web concierge, Twilio phone line, Vapi tool calls)',
    labelNames: ['channel'] as const,
    buckets: secondsBuckets,
    registers,
  });
  const speedToLead = new Histogram({
    name: 'earl_speed_to_lead_seconds',
    help: "From a job's creation to its first offer delivered",
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers,
  });
  const deliveries = new Counter({
    name: 'earl_notification_deliveries_total',
    help: 'Delivery attempts of outbox messages by channel and outcome (a failed attempt is retried with back-off)',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });

  const readFailed = (what: string) => (err: unknown) =>
    sources.log.warn({ err: (err as Error).message }, `metrics: could not read ${what}`);

  new Gauge({
    name: 'earl_sse_clients',
    help: 'Open live-update streams (server-sent events) on this instance',
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'earl_jobs_waiting_for_callers',
    help: 'Background tasks of this instance waiting to start while it answers callers',
    registers,
    collect() {
      this.set(sources.tasksWaitingForCallers());
    },
  });
  const poolGauge = (state: 'total' | 'idle' | 'waiting', read: (pool: pg.Pool) => number) =>
    new Gauge({
      name: `earl_db_pool_${state}`,
      help: `PostgreSQL pool: ${state === 'waiting' ? 'queries waiting for a connection' : `${state} connections`}`,
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const [name, pool] of Object.entries(sources.pools)) this.set({ pool: name }, read(pool));
      },
    });
  poolGauge('total', (p) => p.totalCount);
  poolGauge('idle', (p) => p.idleCount);
  poolGauge('waiting', (p) => p.waitingCount);

  // one query feeds both queue gauges: the registry collects every metric at once, so the second shares the first's
  let queueRead: Promise<Awaited<ReturnType<MetricSources['jobQueue']>> | void> | undefined;
  const readQueue = () =>
    (queueRead ??= sources
      .jobQueue()
      .catch(readFailed('the job queue'))
      .finally(() => (queueRead = undefined)));
  const queueGauge = (name: string, help: string, value: (row: { depth: number; oldestSeconds: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['task'] as const,
      registers,
      async collect() {
        const rows = await readQueue();
        this.reset();
        for (const row of rows ?? []) this.set({ task: row.task }, value(row));
      },
    });
  queueGauge('earl_job_queue_depth', 'Background jobs due now (waiting or running), by task', (r) => r.depth);
  queueGauge(
    'earl_job_queue_oldest_age_seconds',
    'Age of the oldest job due now, by task (how long it has waited past its run time)',
    (r) => r.oldestSeconds,
  );

  new Gauge({
    name: 'earl_outbox_messages',
    help: 'Outbox messages not sent, by channel and status (queued: waiting or being retried; failed: last attempt failed)',
    labelNames: ['channel', 'status'] as const,
    registers,
    async collect() {
      const rows = await sources.unsentOutbox().catch(readFailed('the outbox'));
      this.reset();
      for (const channel of ['email', 'sms'])
        for (const status of ['queued', 'failed']) this.set({ channel, status }, 0);
      for (const row of rows ?? []) this.set({ channel: row.channel, status: row.status }, row.count);
    },
  });

  return {
    registry,
    observeRequest(labels: { method: string; route: string; status_code: number }, seconds: number) {
      httpDuration.observe(labels, seconds);
    },
    /** Runs one turn of a caller and records how long it took (whether it answered or failed). */
    async timeConciergeTurn<T>(channel: ConciergeChannel, turn: () => Promise<T>): Promise<T> {
      const end = conciergeTurn.startTimer({ channel });
      try {
        return await turn();
      } finally {
        end();
      }
    },
    countDelivery(channel: string, outcome: DeliveryOutcome) {
      deliveries.inc({ channel, outcome });
    },
    observeSpeedToLead(seconds: number) {
      speedToLead.observe(seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
