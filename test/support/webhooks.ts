import twilio from 'twilio';

// Provider webhooks as Vapi and Twilio send them, for tests that drive a server process over HTTP.

/** A Vapi end-of-call report for a plumbing lead in Santa Cruz (the call's id is the idempotency key). */
export function vapiEndOfCallReport(callId: string, opts: { customerPhone?: string } = {}) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      startedAt: '2026-11-24T16:30:00.000Z',
      endedAt: '2026-11-24T16:33:07.000Z',
      call: {
        id: callId,
        type: 'inboundPhoneCall',
        // the caller calls from the number they give, so the lead is verified by its caller ID (docs/security.md)
        customer: { number: `+1${(opts.customerPhone ?? '831-555-0177').replace(/\D/g, '')}` },
        phoneNumber: { number: '+18005550199' },
      },
      artifact: {
        messages: [
          { role: 'bot', message: 'Hi, this is Earl. How can I help?' },
          { role: 'user', message: 'My water heater is leaking all over the garage.' },
        ],
      },
      analysis: {
        summary: 'Maria Lopez has a leaking water heater at 214 Seabright Ave, Santa Cruz.',
        structuredData: {
          customerName: 'Maria Lopez',
          callbackPhone: opts.customerPhone ?? '831-555-0177',
          serviceType: 'plumbing',
          serviceAddress: '214 Seabright Ave, Santa Cruz',
          preferredTime1: 'Wednesday morning',
          preferredTime2: 'Thursday after 3',
        },
      },
    },
  };
}

/** Posts to a server's Vapi webhook with the shared secret; status 0 when no answer came (connection lost, timeout). */
export async function postVapi(baseUrl: string, secret: string, payload: unknown, timeoutMs = 10_000) {
  try {
    const res = await fetch(`${baseUrl}/webhooks/vapi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vapi-secret': secret },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 0, body: String((err as Error).cause ?? err) };
  }
}

/** Posts a form to a Twilio webhook, signed for the server's PUBLIC_URL as Twilio signs it. */
export async function postTwilio(
  baseUrl: string,
  opts: { publicUrl: string; authToken: string; path: string; params: Record<string, string>; timeoutMs?: number },
) {
  const signature = twilio.getExpectedTwilioSignature(opts.authToken, opts.publicUrl + opts.path, opts.params);
  const res = await fetch(baseUrl + opts.path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(opts.params).toString(),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
  });
  return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') };
}

/** Signs in through the API and returns the Cookie header for later requests. */
export async function signInOver(baseUrl: string, email: string, password: string, origin = baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(origin).origin },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
