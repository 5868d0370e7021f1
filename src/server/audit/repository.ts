import type { Executor } from '../db/database';
import { auditLogs } from '../db/schema';

/** Takes a transaction too, so an entry is written together with the change it records. */
export async function insertAuditLog(db: Executor, row: typeof auditLogs.$inferInsert) {
  await db.insert(auditLogs).values(row);
}
