import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calls } from '../../db/schema';
import type { VapiCallFields } from './call-report';

const STORED_COLUMNS = [
  'customer_name',
  'customer_phone',
  'service_type',
  'service_address',
  'summary',
  'transcript',
  'call_duration',
  'preferred_time_1',
  'preferred_time_2',
  'phone_number',
  'caller_id',
] as const;
type StoredColumn = (typeof STORED_COLUMNS)[number];
const keep = (column: StoredColumn) => sql.raw(`coalesce(excluded.${column}, calls.${column})`);
// an identical replay writes nothing: no row churn, and no live-update notification for a change that is not one
const changes = sql.raw(
  `(${STORED_COLUMNS.map((c) => `calls.${c}`).join(', ')}, calls.urgency) is distinct from (${STORED_COLUMNS.map((c) => `coalesce(excluded.${c}, calls.${c})`).join(', ')}, case when excluded.urgency = 'urgent' then 'urgent' else calls.urgency end)`,
);

export type VapiCallWrite = { externalId: string; fields: Partial<VapiCallFields> };

/**
 * Stores calls keyed on Vapi's call id: a replay or a later report updates the same row, and a
 * field the new message lacks keeps what an earlier one (save_request, a previous report) stored.
 * Status and assignment belong to the admins and are never touched here. Several writes go in one
 * statement (see groupCommit); writes to the same id within it are merged first, later fields winning.
 */
export async function upsertVapiCalls(db: Db, writes: VapiCallWrite[]) {
  await db
    .insert(calls)
    .values(mergeById(writes).map(({ externalId, fields }) => ({ ...fields, externalId, source: 'vapi' as const })))
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
        callerId: keep('caller_id'),
        // an emergency heard once stays urgent
        urgency: sql`case when excluded.urgency = 'urgent' then 'urgent' else calls.urgency end`,
        updatedAt: sql`now()`,
      },
      // another channel's row that happens to share the id is never overwritten
      setWhere: and(eq(calls.source, 'vapi'), changes),
    });
}

export const upsertVapiCall = (db: Db, externalId: string, fields: Partial<VapiCallFields>) =>
  upsertVapiCalls(db, [{ externalId, fields }]);

// one statement cannot update the same row twice, so a batch holding two reports of one call sends one
function mergeById(writes: VapiCallWrite[]): VapiCallWrite[] {
  const merged = new Map<string, Partial<VapiCallFields>>();
  for (const { externalId, fields } of writes) {
    const before = merged.get(externalId) ?? {};
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));
    merged.set(externalId, {
      ...before,
      ...given,
      ...(before.urgency === 'urgent' ? { urgency: 'urgent' as const } : {}),
    });
  }
  return [...merged].map(([externalId, fields]) => ({ externalId, fields }));
}
