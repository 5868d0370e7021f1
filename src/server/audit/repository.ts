import type { Executor } from '../db/database';
import { auditLogs } from '../db/schema';

export async function insertAuditLog(db: Executor, row: typeof auditLogs.$inferInsert) {
  await db.insert(auditLogs).values(row);
}
