import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type OutgoingMessage = { channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string };

/** One way out for one channel; the outbox row is written whatever the adapter, so it is the log of every message. */
export type NotificationAdapter = { send: (message: OutgoingMessage) => Promise<void> };
export type NotificationAdapters = Record<OutgoingMessage['channel'], NotificationAdapter>;

// without SMTP_URL (or, for SMS, until Twilio sending lands) the outbox row itself is the delivery
const outboxOnly: NotificationAdapter = { send: async () => undefined };

function smtpAdapter(smtpUrl: string, from: string): NotificationAdapter {
  // short timeouts: a stuck mail server must fail the attempt so the queue retries it, not hold a worker
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.recipient, subject: message.subject ?? 'Earl', text: message.body });
    },
  };
}

export function notificationAdaptersFor(config: Pick<Config, 'mail'>): NotificationAdapters {
  return { email: config.mail.smtpUrl ? smtpAdapter(config.mail.smtpUrl, config.mail.from) : outboxOnly, sms: outboxOnly };
}
