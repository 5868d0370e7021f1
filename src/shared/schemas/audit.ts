import { z } from 'zod';

/** What the call detail page records when an admin opens it (spec section 2, "Viewing the detail writes an audit entry"). */
export const callViewAuditSchema = z.object({
  action: z.literal('view_call_details'),
  resourceType: z.literal('calls'),
  resourceId: z.uuid(),
  details: z.object({ page: z.string().max(500) }),
});
export type CallViewAudit = z.infer<typeof callViewAuditSchema>;
