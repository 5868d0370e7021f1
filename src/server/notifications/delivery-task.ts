import { z } from 'zod';
import type { AppDeps } from '../app';
import { notificationAdaptersFor } from './adapters';
import { DELIVER_NOTIFICATION_TASK, deliverNotification } from './service';

const deliverPayload = z.object({ outboxId: z.uuid() });

/** The graphile-worker task that sends one outbox message (queued by queueNotifications, one job per message). */
export function defineDeliveryTask(deps: Pick<AppDeps, 'workerDb' | 'config' | 'jobs' | 'metrics' | 'clock'>) {
  const adapters = notificationAdaptersFor(deps.config);
  const smsBudget = { perHour: deps.config.smsBudgetPerHour, clock: deps.clock };
  // on the worker's pool: a delivery holds its connection while the mail server or Twilio answers
  deps.jobs.define(DELIVER_NOTIFICATION_TASK, async (payload) =>
    deliverNotification(
      { db: deps.workerDb, adapters, smsBudget, observer: deps.metrics },
      deliverPayload.parse(payload).outboxId,
    ),
  );
}
