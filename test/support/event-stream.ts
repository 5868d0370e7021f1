import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

export type SseEvent = { event: string; data: string };

/** Opens a server-sent-event stream on a listening app and collects its events as they arrive. */
export async function openEventStream(app: FastifyInstance, path: string, cookie: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return openEventStreamAt(`http://127.0.0.1:${port}${path}`, cookie);
}

/** The same for a stream at a URL (a server process). */
export async function openEventStreamAt(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data !== undefined) events.push({ event, data });
            for (const wake of waiters.splice(0)) wake();
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  /** Resolves with the first event matching, failing after the timeout with what did arrive. */
  const next = async (match: (e: SseEvent) => boolean, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
  };
  return { response, events, next, close: () => controller.abort() };
}
