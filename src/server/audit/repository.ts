import type { Db } from '../db/database';
import { auditLogs } from '../db/schema';

export async function insertAuditLog(db: Db, row: typeof auditLogs.$inferInsert) {
  await db.insert(auditLogs).values(row);
}
