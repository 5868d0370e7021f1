import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../http/errors';
import type { HubMessage, NotificationHub } from './hub';

// Server-sent events for any topic of the hub: a plugin calls `eventStreams(app)` once, then
// `stream(reply, ...)` in a route handler turns the request into a text/event-stream that
// forwards the channel's notifications until the browser leaves.

const HEARTBEAT_MS = 15_000;
// a client that stops reading is cut off rather than buffered without bound
const MAX_BUFFERED_BYTES = 1_048_576;
// Each open stream holds a socket and a subscription. A signed-in page needs one or two (the admin call detail
// opens the calls and the jobs stream); beyond STREAMS_PER_SESSION / STREAMS_PER_IP a client is refused with 429
// rather than exhaust the instance.
export type StreamLimits = { perSession: number; perIp: number };
export const tooManyStreamsMessage = 'Too many live updates open at once. Close another tab and try again.';

/** Open streams per session and per client IP, across every kind of stream of one server. */
type StreamCounts = { limits: StreamLimits; bySession: Map<string, number>; byIp: Map<string, number> };
const countsByServer = new WeakMap<object, StreamCounts>();
const bump = (map: Map<string, number>, key: string, by: number) => {
  const n = (map.get(key) ?? 0) + by;
  if (n > 0) map.set(key, n);
  else map.delete(key);
};

// each notification is encoded once, not once per connected browser (1,000 admins, one JSON.parse)
const encodedFrames = new WeakMap<HubMessage, Map<string, string | undefined>>();

function frameOf(message: HubMessage, opts: StreamOptions) {
  let byEvent = encodedFrames.get(message);
  if (!byEvent) encodedFrames.set(message, (byEvent = new Map()));
  if (!byEvent.has(opts.event)) {
    const data = opts.toData(message);
    byEvent.set(opts.event, data === undefined ? undefined : `event: ${opts.event}\ndata: ${data}\n\n`);
  }
  return byEvent.get(opts.event);
}

/** One event name per kind of stream: its frames are cached by event name. */
export type StreamOptions = {
  hub: NotificationHub;
  channel: string;
  event: string;
  toData: (message: HubMessage) => string | undefined;
};

/** Live-update streams open on this server, every kind together (metrics). */
export const openStreamCount = (server: object) => {
  let open = 0;
  for (const n of countsByServer.get(server)?.byIp.values() ?? []) open += n;
  return open;
};

export function eventStreams(app: FastifyInstance, limits: StreamLimits) {
  const streams = new Set<ServerResponse>();
  let counts = countsByServer.get(app.server);
  if (!counts) countsByServer.set(app.server, (counts = { limits, bySession: new Map(), byIp: new Map() }));
  const open = counts;
  // end every open stream when the app closes, so shutdown does not wait on browsers that never leave
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });
  return { stream: (reply: FastifyReply, opts: StreamOptions) => stream(streams, open, reply, opts) };
}

async function stream(streams: Set<ServerResponse>, counts: StreamCounts, reply: FastifyReply, opts: StreamOptions) {
  // every stream route needs a session; the IP counts too, for many sessions from one place
  const session = reply.request.sessionToken ?? '';
  const ip = reply.request.ip;
  if (
    (counts.bySession.get(session) ?? 0) >= counts.limits.perSession ||
    (counts.byIp.get(ip) ?? 0) >= counts.limits.perIp
  )
    throw new AppError('rate_limited', tooManyStreamsMessage, undefined, 5);
  bump(counts.bySession, session, 1);
  bump(counts.byIp, ip, 1);
  let counted = true;
  const release = () => {
    if (!counted) return;
    counted = false;
    bump(counts.bySession, session, -1);
    bump(counts.byIp, ip, -1);
  };

  // subscribe first: a failure here still gets a normal JSON error response
  const pending: HubMessage[] = [];
  let deliver = (message: HubMessage) => void pending.push(message);
  let unsubscribe: () => void;
  try {
    unsubscribe = await opts.hub.subscribe(opts.channel, (message) => deliver(message));
  } catch (err) {
    release();
    throw err;
  }

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders), // the security headers every response carries
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // proxies such as nginx would otherwise hold events back in their buffer
    'x-accel-buffering': 'no',
  });
  streams.add(res);

  const write = (chunk: string) => {
    if (res.writableEnded) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return;
    }
    res.write(chunk);
  };
  deliver = (message) => {
    const frame = frameOf(message, opts);
    if (frame !== undefined) write(frame);
  };
  write('retry: 2000\n\nevent: ready\ndata: {}\n\n');
  for (const message of pending) deliver(message);

  const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    streams.delete(res);
    release();
  });
}
