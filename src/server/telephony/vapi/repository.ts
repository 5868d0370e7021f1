import { and, eq, sql } from 'drizzle-orm';
import type { ServiceCategory } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { calls, vendors } from '../../db/schema';
import type { VapiCallFields } from './call-report';

const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, calls.${column})`);

/**
 * Stores the call keyed on Vapi's call id: a replay or a later report updates the same row, and a
 * field the new message lacks keeps what an earlier one (save_request, a previous report) stored.
 * Status and assignment belong to the admins and are never touched here.
 */
export async function upsertVapiCall(db: Db, externalId: string, fields: Partial<VapiCallFields>) {
  const [row] = await db
    .insert(calls)
    .values({ ...fields, externalId, source: 'vapi' })
    .onConflictDoUpdate({
      target: calls.externalId,
      set: {
        customerName: keep('customer_name'),
        customerPhone: keep('customer_phone'),
        serviceType: keep('service_type'),
        serviceAddress: keep('service_address'),
        summary: keep('summary'),
        transcript: keep('transcript'),
        callDuration: keep('call_duration'),
        preferredTime1: keep('preferred_time_1'),
        preferredTime2: keep('preferred_time_2'),
        phoneNumber: keep('phone_number'),
        // an emergency heard once stays urgent
        urgency: sql`case when excluded.urgency = 'urgent' then 'urgent' else calls.urgency end`,
        updatedAt: sql`now()`,
      },
      // another channel's row that happens to share the id is never overwritten
      setWhere: eq(calls.source, 'vapi'),
    })
    .returning({ id: calls.id });
  return row?.id ?? null;
}

export async function findVapiCall(db: Db, externalId: string) {
  const [row] = await db.select().from(calls).where(and(eq(calls.externalId, externalId), eq(calls.source, 'vapi')));
  return row;
}

/** The best-rated vendors whose service_type names the category (it may name several). */
export async function vendorsForCategory(db: Db, category: ServiceCategory, limit = 3) {
  return db
    .select({ name: vendors.name, phone: vendors.phone, rating: vendors.rating })
    .from(vendors)
    .where(sql`strpos(lower(${vendors.serviceType}), ${category.toLowerCase()}) > 0`)
    .orderBy(sql`${vendors.rating} desc nulls last`, vendors.name)
    .limit(limit);
}
