import nodemailer from 'nodemailer';
import { phoneE164 } from '@shared/phone';
import type { Config } from '../config';

export type OutgoingMessage = { channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string };

/** One way out for one channel; the outbox row is written whatever the adapter, so it is the log of every message. */
export type NotificationAdapter = { send: (message: OutgoingMessage) => Promise<void> };
export type NotificationAdapters = Record<OutgoingMessage['channel'], NotificationAdapter>;

// without SMTP_URL or TWILIO_* the outbox row itself is the delivery (development, tests)
const outboxOnly: NotificationAdapter = { send: async () => undefined };

function smtpAdapter(smtpUrl: string, from: string): NotificationAdapter {
  // short timeouts: a stuck mail server must fail the attempt so the queue retries it, not hold a worker
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.recipient, subject: message.subject ?? 'Earl', text: message.body });
    },
  };
}

type TwilioConfig = NonNullable<Config['twilio']>;

/**
 * Twilio's Messages API (form-encoded POST, basic auth); any non-2xx answer fails the attempt. To and From go in
 * E.164, the only form Twilio accepts (error 60703): a number stored as "(831) 555-0162" is sent as +18315550162.
 */
function twilioSmsAdapter(twilio: TwilioConfig): NotificationAdapter {
  // a sender that is not a number (a messaging service or alphanumeric id) goes as configured
  const from = phoneE164(twilio.fromNumber) ?? twilio.fromNumber;
  const url = `${twilio.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const to = phoneE164(message.recipient);
      if (!to) throw new Error(`Not a phone number an SMS can go to: "${message.recipient.slice(0, 40)}"`);
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          To: to,
          From: from,
          Body: message.body.slice(0, 1600),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`Twilio answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    },
  };
}

export function notificationAdaptersFor(config: Pick<Config, 'mail' | 'twilio'>): NotificationAdapters {
  return {
    email: config.mail.smtpUrl ? smtpAdapter(config.mail.smtpUrl, config.mail.from) : outboxOnly,
    sms: config.twilio ? twilioSmsAdapter(config.twilio) : outboxOnly,
  };
}
