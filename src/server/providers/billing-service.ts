import { PLAN_PRICE_PER_MONTH } from '@shared/constants';
import type { BillingView } from '@shared/schemas/provider';
import type { Db } from '../db/database';
import type { Actor } from '../http/access';
import { notFound } from '../http/errors';
import { calendarDateIn, isoDate, nextBillingDate } from './billing';
import { findProvider } from './repository';

/**
 * The signed-in provider's plan: nothing is billed before approval or after a rejection; an active provider is
 * billed monthly from the approval. Payments are still a mock, so this describes the schedule and charges nothing.
 */
export async function getOwnBilling({
  db,
  actor,
  now = new Date(),
}: {
  db: Db;
  actor: Actor;
  now?: Date;
}): Promise<BillingView> {
  if (!actor.providerId) throw notFound('Provider');
  const row = await findProvider(db, actor.providerId);
  if (!row) throw notFound('Provider');
  const { status } = row;
  const billed = status === 'active' && row.approvedAt !== null;
  return {
    status,
    pricePerMonth: PLAN_PRICE_PER_MONTH,
    approvedOn: billed ? isoDate(calendarDateIn(row.approvedAt!)) : null,
    nextBillingDate: billed ? nextBillingDate(row.approvedAt!, now) : null,
  };
}
