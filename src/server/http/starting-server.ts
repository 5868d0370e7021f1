import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyServerFactory } from 'fastify';
import { body, UNAVAILABLE_MESSAGE_TEXT } from './errors';

/**
 * The HTTP server of a starting instance: it listens before the database answers, so a load balancer or a
 * container health check sees a 503 (not a refused connection) while the instance waits, and hands every request to
 * the app once the app is built. The app receives this server through Fastify's `serverFactory`.
 */
export type StartingServer = {
  server: http.Server;
  port: number;
  serverFactory: FastifyServerFactory;
  /** stops accepting connections; resolves once every open connection has ended */
  close: () => Promise<void>;
};

export async function listenWhileStarting(opts: { port: number; host: string }): Promise<StartingServer> {
  let handler: http.RequestListener = answerStarting;
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const closed = new Promise<void>((resolve) => server.once('close', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serverFactory: (appHandler, options) => {
      handler = appHandler;
      // what Fastify sets on a server it creates itself
      const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? server.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout ?? server.requestTimeout;
      if (timeouts.connectionTimeout) server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    close() {
      if (server.listening) {
        server.close();
        // a keep-alive connection whose request was in flight turns idle later: close it then, not at its timeout
        const reaper = setInterval(() => server.closeIdleConnections(), 250);
        server.closeIdleConnections();
        void closed.then(() => clearInterval(reaper));
      }
      return closed;
    },
  };
}

/** Health says the database is not there yet; every other request is told to come back (Retry-After). */
function answerStarting(req: http.IncomingMessage, res: http.ServerResponse) {
  const urlPath = (req.url ?? '/').split('?')[0]!;
  const headers = { 'retry-after': '5', 'cache-control': 'no-store' };
  if (urlPath === '/api/health') {
    res.writeHead(503, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    return res.end(JSON.stringify({ status: 'unhealthy', db: 'down' }));
  }
  if (urlPath.startsWith('/api/') || urlPath.startsWith('/webhooks/')) {
    res.writeHead(503, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    return res.end(JSON.stringify(body('unavailable', UNAVAILABLE_MESSAGE_TEXT)));
  }
  res.writeHead(503, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
  res.end('Earl is starting. Please try again in a few seconds.\n');
}
