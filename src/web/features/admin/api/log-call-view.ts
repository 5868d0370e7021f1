import type { CallViewAudit } from '@shared/schemas/audit';
import { apiPost } from '@web/lib/api';

/** Writes the audit entry for viewing a call (spec section 2). A failure is only logged (spec section 8). */
export async function logCallView(callId: string, page: string) {
  const entry: CallViewAudit = {
    action: 'view_call_details',
    resourceType: 'calls',
    resourceId: callId,
    details: { page },
  };
  try {
    await apiPost('/api/audit-logs', entry);
  } catch (err) {
    console.warn('Could not write the audit log entry', err);
  }
}
