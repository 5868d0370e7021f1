import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HubMessage, NotificationHub } from './hub';

// Server-sent events for any topic of the hub: a plugin calls `eventStreams(app)` once, then
// `stream(reply, ...)` in a route handler turns the request into a text/event-stream that
// forwards the channel's notifications until the browser leaves.

const HEARTBEAT_MS = 15_000;
// a client that stops reading is cut off rather than buffered without bound
const MAX_BUFFERED_BYTES = 1_048_576;

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

export function eventStreams(app: FastifyInstance) {
  const streams = new Set<ServerResponse>();
  // end every open stream when the app closes, so shutdown does not wait on browsers that never leave
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });
  return { stream: (reply: FastifyReply, opts: StreamOptions) => stream(streams, reply, opts) };
}

async function stream(streams: Set<ServerResponse>, reply: FastifyReply, opts: StreamOptions) {
  // subscribe first: a failure here still gets a normal JSON error response
  const pending: HubMessage[] = [];
  let deliver = (message: HubMessage) => void pending.push(message);
  const unsubscribe = await opts.hub.subscribe(opts.channel, (message) => deliver(message));

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
  });
}
