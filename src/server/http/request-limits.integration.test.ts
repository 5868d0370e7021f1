import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLAIM_RATE_LIMIT_PER_MINUTE: '2' });
});
afterAll(() => t.close());

/** One raw HTTP/1.1 exchange, so Node's own parser limits apply (app.inject skips them). */
async function rawRequest(port: number, request: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('over-long requests', () => {
  it('answers an over-long path parameter 414 with the JSON error body and security headers, within the claim rate limit', async () => {
    const url = `/api/claims/${'a'.repeat(5_000)}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(414);
    expect(first.json()).toEqual({ error: { code: 'uri_too_long', message: 'The request URL is too long.' } });
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(414);
    // the third request of the minute is over the claim limit (2): the long path does not slip past it
    const third = await t.app.inject({ method: 'GET', url });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('rate_limited');
  });

  it('answers headers over 16 KiB 431 with the JSON error body and security headers', async () => {
    const server = await createTestApp();
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      const answer = await rawRequest(
        port,
        `GET /api/health HTTP/1.1\r\nhost: localhost\r\nx-big: ${'b'.repeat(20_000)}\r\n\r\n`,
      );
      const [head, text] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head).toContain('content-security-policy: ');
      expect(head).toContain('x-frame-options: DENY');
      expect(JSON.parse(text!)).toEqual({
        error: { code: 'request_header_fields_too_large', message: 'The request headers are too large.' },
      });
    } finally {
      await server.close();
    }
  });
});
