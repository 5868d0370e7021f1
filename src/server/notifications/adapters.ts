import type { Config } from '../config';

export type OutgoingMessage = { channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string };

/** One way out for one channel; the outbox row is written whatever the adapter, so it is the log of every message. */
export type NotificationAdapter = { send: (message: OutgoingMessage) => Promise<void> };
export type NotificationAdapters = Record<OutgoingMessage['channel'], NotificationAdapter>;

// without SMTP_URL or TWILIO_* the outbox row itself is the delivery (development, tests)
const outboxOnly: NotificationAdapter = { send: async () => undefined };

export function notificationAdaptersFor(_config: Config): NotificationAdapters {
  return { email: outboxOnly, sms: outboxOnly };
}
