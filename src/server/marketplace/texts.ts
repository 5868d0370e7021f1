import type { calls } from '../db/schema';

type Call = typeof calls.$inferSelect;

/** The town of a stored address ("123 Pacific Ave, Santa Cruz, CA 95060" → "Santa Cruz"): offers never show the street. */
export function townOf(address: string | null): string | null {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !/^[A-Z]{2}(\s+\d{5}(-\d{4})?)?$/.test(p) && !/^\d{5}(-\d{4})?$/.test(p));
  return parts.length > 1 ? parts[parts.length - 1]! : null;
}

// the summary may name the caller; offers go to many businesses, so the name stays with the winner
export function problemOf(call: Call): string {
  const summary = call.summary ?? `${call.serviceType} request`;
  return call.customerName ? summary.split(call.customerName).join('The customer') : summary;
}

const windowsOf = (call: Call) => [call.preferredTime1, call.preferredTime2].filter(Boolean).join(' or ') || 'flexible';

export function offerText(call: Call, claimUrl: string) {
  const town = townOf(call.serviceAddress);
  const urgent = call.urgency === 'urgent' ? 'URGENT ' : '';
  const subject = `Earl: new ${urgent}${call.serviceType} job${town ? ` in ${town}` : ''}`;
  const body = `${subject}. ${problemOf(call)} Windows: ${windowsOf(call)}. First to claim wins: ${claimUrl}`;
  return { subject, body };
}

export function jobTakenText(call: Call) {
  const town = townOf(call.serviceAddress);
  const subject = `Earl: ${call.serviceType} job${town ? ` in ${town}` : ''} was taken`;
  return { subject, body: `${subject} by another provider. No action needed.` };
}

export function customerConfirmationText(call: Call, businessName: string) {
  return `Earl: ${businessName} will handle your ${call.serviceType} request and will contact you for your preferred times: ${windowsOf(call)}.`;
}
