import http from 'node:http';

// The scripted callers' HTTP client: node:http on kept-alive sockets. Node's fetch (undici's WHATWG streams) cost
// the load generator about 0.6 ms of CPU a request, a fifth of a turn's whole cost on the cores it shares with the
// server and PostgreSQL; this client does the same requests for a fraction of that.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export type Answer = { status: number; text: string };

/** POSTs `body` (already encoded) and reads the whole answer. */
export function post(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Closes the kept-alive sockets, so the bench's process can exit. */
export const closeConnections = () => agent.destroy();
