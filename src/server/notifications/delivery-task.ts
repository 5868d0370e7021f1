import { z } from 'zod';
import type { AppDeps } from '../app';
import { notificationAdaptersFor } from './adapters';
import { DELIVER_NOTIFICATION_TASK, deliverNotification } from './service';

const deliverPayload = z.object({ outboxId: z.uuid() });

/** The graphile-worker task that sends one outbox message (queued by queueNotifications, one job per message). */
export function defineDeliveryTask(deps: Pick<AppDeps, 'db' | 'config' | 'jobs' | 'clock'>) {
  const adapters = notificationAdaptersFor(deps.config);
  const smsBudget = { perHour: deps.config.smsBudgetPerHour, clock: deps.clock };
  deps.jobs.define(DELIVER_NOTIFICATION_TASK, async (payload) =>
    deliverNotification({ db: deps.db, adapters, smsBudget }, deliverPayload.parse(payload).outboxId),
  );
}
