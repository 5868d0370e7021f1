import { SERVICE_CATEGORIES, type ServiceCategory } from '@shared/constants';
import type { Db } from '../db/database';
import { findVendors } from './repository';

/** Vendor names per category, best rated first (see findVendors); a vendor's service_type may name several categories. */
export async function vendorNamesByCategory(db: Db): Promise<Partial<Record<ServiceCategory, string[]>>> {
  // one query for every category: the concierge asks on each turn
  const rows = await findVendors(db);
  const byCategory: Partial<Record<ServiceCategory, string[]>> = {};
  for (const category of SERVICE_CATEGORIES) {
    byCategory[category] = rows
      .filter((v) => v.serviceType.toLowerCase().includes(category.toLowerCase()))
      .map((v) => v.name)
      .slice(0, 3);
  }
  return byCategory;
}
