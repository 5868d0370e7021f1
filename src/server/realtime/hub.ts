import { retryWithBackoff } from '../lib/retry-with-backoff';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * One dedicated PostgreSQL connection per app instance that LISTENs on the channels someone subscribed
 * to, and hands each NOTIFY payload to the in-process subscribers. Triggers send the NOTIFYs, so every
 * instance on the same database sees every change. When the connection drops it reconnects by itself
 * and tells subscribers to resynchronise, since notifications sent meanwhile are lost.
 */
export type HubMessage = { kind: 'notification'; payload: string } | { kind: 'resync' };
export type HubListener = (message: HubMessage) => void;

export type NotificationHub = {
  /** Resolves once the channel is being listened to, so nothing sent after that is missed. */
  subscribe: (channel: string, listener: HubListener) => Promise<() => void>;
  subscriberCount: (channel: string) => number;
  close: () => Promise<void>;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export function createNotificationHub(opts: {
  connectionString: string;
  log: Logger;
  applicationName?: string;
}): NotificationHub {
  const { log } = opts;
  const listeners = new Map<string, Set<HubListener>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const broadcast = (channel: string, message: HubMessage) => {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(message);
      } catch (err) {
        log.warn({ err, channel }, 'realtime listener failed');
      }
    }
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: opts.connectionString,
        connectionTimeoutMillis: 3_000,
        // a vanished database host is noticed (and the connection remade) instead of waited on forever
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        // names the connection in pg_stat_activity
        application_name: opts.applicationName ?? 'earl-realtime',
      });
      next.on('notification', (n) => {
        if (n.payload !== undefined) broadcast(n.channel, { kind: 'notification', payload: n.payload });
      });
      next.on('error', (err) => {
        log.warn({ err: err.message }, 'realtime connection error');
        dropped(next);
      });
      next.on('end', () => dropped(next));
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${channel}`);
      } catch (err) {
        next.removeAllListeners('end');
        await next.end().catch(() => undefined);
        throw err;
      }
      client = next;
      reconnect.reset();
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  // the LISTEN connection died: come back with back-off, then let every subscriber catch up
  const dropped = (which: pg.Client) => {
    if (client !== which && client !== undefined) return;
    client = undefined;
    if (closed || reconnect.scheduled || listeners.size === 0) return;
    scheduleReconnect();
  };

  const reconnect = retryWithBackoff({
    minMs: RECONNECT_MIN_MS,
    maxMs: RECONNECT_MAX_MS,
    attempt: async () => {
      await connect();
    },
    onSuccess: () => {
      log.info('realtime connection restored');
      for (const channel of listeners.keys()) broadcast(channel, { kind: 'resync' });
    },
    onFailure: (err, retryInMs) => log.warn({ err: err.message, retryInMs }, 'realtime reconnect failed'),
    isStopped: () => closed,
  });
  const scheduleReconnect = () => reconnect.schedule();

  return {
    async subscribe(channel, listener) {
      if (closed) throw new Error('the realtime hub is closed');
      if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
      const isNewChannel = !listeners.has(channel);
      const set = listeners.get(channel) ?? new Set<HubListener>();
      set.add(listener);
      listeners.set(channel, set);
      const unsubscribe = () => {
        set.delete(listener);
      };
      try {
        const active = await connect();
        if (isNewChannel) await active.query(`LISTEN ${channel}`);
      } catch (err) {
        unsubscribe();
        if (set.size === 0) listeners.delete(channel);
        throw err;
      }
      return unsubscribe;
    },
    subscriberCount: (channel) => listeners.get(channel)?.size ?? 0,
    async close() {
      closed = true;
      reconnect.cancel();
      listeners.clear();
      const active = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (active) {
        active.removeAllListeners('end');
        await active.end().catch(() => undefined);
      }
    },
  };
}
