import { z } from 'zod';
import type { Config } from '../../config';

type TwilioConfig = NonNullable<Config['twilio']>;

export type OutboundCall = {
  /** E.164 */
  to: string;
  /** absolute URL Twilio fetches the call's TwiML from when it is answered */
  url: string;
  /** absolute URL Twilio posts the call's final status to */
  statusCallback: string;
  /** seconds it rings before Twilio gives up (no-answer) */
  timeout: number;
};

const createdCall = z.object({ sid: z.string().min(1) });

/**
 * Places an outbound call from our line through Twilio's Calls API (`POST /2010-04-01/Accounts/{sid}/Calls.json`,
 * form-encoded, basic auth), as `client.calls.create({ to, from, url, method, timeout, statusCallback })` does.
 * Returns the CallSid; any non-2xx answer throws.
 */
export async function placeTwilioCall(twilio: TwilioConfig, call: OutboundCall): Promise<string> {
  const url = `${twilio.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Calls.json`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      To: call.to,
      From: twilio.fromNumber,
      Url: call.url,
      Method: 'POST',
      Timeout: String(call.timeout),
      StatusCallback: call.statusCallback,
      StatusCallbackMethod: 'POST',
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`Twilio answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return createdCall.parse(await res.json()).sid;
}
