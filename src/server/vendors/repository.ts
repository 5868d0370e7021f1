import { desc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vendors } from '../db/schema';

// LIKE treats % and _ as wildcards and \ as its escape: a service type is matched as plain text
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Vendors whose service_type contains the text, case-insensitively; best rated first. */
export function findVendors(db: Db, serviceType?: string) {
  return db
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
    .where(serviceType ? ilike(vendors.serviceType, `%${escapeLike(serviceType)}%`) : undefined)
    .orderBy(sql`${vendors.rating} desc nulls last`, desc(vendors.createdAt));
}
