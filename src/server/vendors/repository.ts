import { asc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vendors } from '../db/schema';

// LIKE treats % and _ as wildcards and \ as its escape: a service type is matched as plain text
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Vendors whose service_type contains the text, case-insensitively (a service_type may name several categories);
 * best rated first, unrated vendors after every rated one, then by name. For the admin's suggestions only: callers
 * never hear a vendor's name (the vendors are not the marketplace's providers and never get the lead).
 */
export function findVendors(db: Db, opts: { serviceType?: string; limit?: number } = {}) {
  const query = db
    .select({
      id: vendors.id,
      name: vendors.name,
      phone: vendors.phone,
      email: vendors.email,
      rating: vendors.rating,
      notes: vendors.notes,
      serviceType: vendors.serviceType,
    })
    .from(vendors)
    .where(opts.serviceType ? ilike(vendors.serviceType, `%${escapeLike(opts.serviceType)}%`) : undefined)
    .orderBy(sql`${vendors.rating} desc nulls last`, asc(vendors.name))
    .$dynamic();
  return opts.limit === undefined ? query : query.limit(opts.limit);
}
