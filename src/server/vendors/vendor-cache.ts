import type { ServiceCategory } from '@shared/constants';
import type { Db } from '../db/database';
import type { NotificationHub } from '../realtime/hub';
import { vendorNamesByCategory } from './service';

/**
 * The vendor names each concierge turn reads back, kept per instance: they change when an admin edits the vendors,
 * not per call. A statement trigger on vendors (migration vendor_change_notifications) announces every change on
 * `vendors_changes`, whoever made it, so every instance reads the table again on its next turn. A reconnect of the
 * hub ("resync": notifications may have been missed) drops the copy too.
 */
export const VENDORS_CHANNEL = 'vendors_changes';

export type VendorNames = () => Promise<Partial<Record<ServiceCategory, string[]>>>;

export async function cachedVendorNames(db: Db, realtime: NotificationHub): Promise<VendorNames> {
  let cached: ReturnType<VendorNames> | undefined;
  // listening before the first read: a change committed after that read started is never missed
  await realtime.subscribe(VENDORS_CHANNEL, () => {
    cached = undefined;
  });
  return () => {
    if (cached) return cached;
    const reading = vendorNamesByCategory(db);
    cached = reading;
    reading.catch(() => {
      if (cached === reading) cached = undefined; // a failed read is not kept
    });
    return reading;
  };
}
