import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TwilioMessageRequest = { to: string; from: string; body: string; status: number };
/** A Calls API request: the call Twilio would place, and the webhooks it would use. */
export type TwilioCallRequest = {
  sid: string;
  to: string;
  from: string;
  url: string;
  method: string;
  timeout: string;
  statusCallback: string;
  authorization: string | undefined;
};

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
  /** every Calls API request (all answered 201) */
  calls: TwilioCallRequest[];
  /** every recording download, by path, with the Authorization it carried */
  recordingDownloads: { path: string; authorization: string | undefined }[];
  close: () => Promise<void>;
};

/** The audio the fake serves for any recording (`GET …/Recordings/{sid}.wav`): a short silent WAV. */
export const FAKE_RECORDING_WAV = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24 + 800, 0x03, 0, 0].map((b) => b & 0xff)),
  Buffer.from('WAVEfmt '),
  Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0]),
  Buffer.from('data'),
  Buffer.from([0x20, 0x03, 0, 0]),
  Buffer.alloc(800),
]);

/**
 * A local stand-in for Twilio's REST API: the Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`), the
 * Calls API (`POST …/Calls.json`, recorded in `calls`) and recordings (`GET …/Recordings/{sid}.wav`). `answer` picks the
 * status of each request from the number of earlier requests with the same recipient and body (0 for the first),
 * so a test can make Twilio fail a message's first attempt and accept the retry. Like Twilio, it refuses a To or From
 * that is not E.164 (400, code 21211) whatever `answer` says.
 */
export async function startFakeTwilioApi(
  answer: (attempt: number, request: { to: string; body: string }) => number = () => 201,
  opts: { /** answer each request this long after it arrived, as the real API's latency */ delayMs?: number } = {},
): Promise<FakeTwilioApi> {
  const requests: TwilioMessageRequest[] = [];
  const calls: TwilioCallRequest[] = [];
  const recordingDownloads: { path: string; authorization: string | undefined }[] = [];
  const attempts = new Map<string, number>();
  let held: { finish: (status?: number) => void }[] | undefined;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      if (req.method === 'GET' && /\/Recordings\/RE[A-Za-z0-9]+\.wav$/.test(path)) {
        recordingDownloads.push({ path, authorization: req.headers.authorization });
        res.writeHead(200, { 'content-type': 'audio/x-wav' }).end(FAKE_RECORDING_WAV);
        return;
      }
      const form = new URLSearchParams(raw);
      if (req.method === 'POST' && path.endsWith('/Calls.json')) {
        const sid = `CA${String(calls.length + 1).padStart(32, '0')}`;
        calls.push({
          sid,
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          url: form.get('Url') ?? '',
          method: form.get('Method') ?? '',
          timeout: form.get('Timeout') ?? '',
          statusCallback: form.get('StatusCallback') ?? '',
          authorization: req.headers.authorization,
        });
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid, status: 'queued' }));
        return;
      }
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
      else if (opts.delayMs) setTimeout(() => finish(), opts.delayMs);
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
    calls,
    recordingDownloads,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
