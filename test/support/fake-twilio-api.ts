import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TwilioMessageRequest = { to: string; from: string; body: string; status: number };

export type FakeTwilioApi = {
  /** base URL for TWILIO_API_URL */
  url: string;
  /** every Messages API request, with the status it was answered */
  requests: TwilioMessageRequest[];
  /** requests answered 2xx: the messages Twilio would have sent */
  delivered: () => TwilioMessageRequest[];
  /** while held, requests wait unanswered; release answers them with `status` (or the usual answer) */
  hold: () => void;
  release: (status?: number) => void;
  /** how many requests are waiting on a hold */
  waiting: () => number;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`). `answer` picks the
 * status of each request from the number of earlier requests with the same recipient and body (0 for the first),
 * so a test can make Twilio fail a message's first attempt and accept the retry. Like Twilio, it refuses a To or From
 * that is not E.164 (400, code 21211) whatever `answer` says.
 */
export async function startFakeTwilioApi(
  answer: (attempt: number, request: { to: string; body: string }) => number = () => 201,
): Promise<FakeTwilioApi> {
  const requests: TwilioMessageRequest[] = [];
  const attempts = new Map<string, number>();
  let held: { finish: (status?: number) => void }[] | undefined;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const message = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
      const e164 = /^\+[1-9]\d{1,14}$/;
      const key = `${message.to}\n${message.body}`;
      const attempt = attempts.get(key) ?? 0;
      attempts.set(key, attempt + 1);
      const invalidNumber = !e164.test(message.to) || !e164.test(message.from);
      const finish = (status = invalidNumber ? 400 : answer(attempt, message)) => {
        requests.push({ ...message, status });
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              status < 300
                ? { sid: `SM${requests.length}` }
                : invalidNumber
                  ? { code: 21211, message: `The 'To' number ${message.to} is not a valid phone number.` }
                  : { code: 20500, message: 'Internal Server Error' },
            ),
          );
      };
      if (held) held.push({ finish });
      else finish();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    delivered: () => requests.filter((r) => r.status >= 200 && r.status < 300),
    hold: () => void (held ??= []),
    release: (status) => {
      const waiting = held ?? [];
      held = undefined;
      for (const w of waiting) w.finish(status);
    },
    waiting: () => held?.length ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
