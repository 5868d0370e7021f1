import type { ServiceCategory } from '@shared/constants';
import type { calls } from '../db/schema';
import { SERVICE_TYPES_ES } from '../marketplace/texts';

// The customer's own texts, in the language of the call. Short: one SMS segment where the link allows.

type Call = typeof calls.$inferSelect;

const tradeEs = (serviceType: string | null) => SERVICE_TYPES_ES[serviceType as ServiceCategory] as string | undefined;

/** Right after the call: the reference, who calls back and how soon, and the status link. */
export function requestConfirmationText(call: Call, statusUrl: string, expectedMinutes: number | null) {
  if (call.language === 'es') {
    const trade = tradeEs(call.serviceType);
    const soon = expectedMinutes === null ? '' : `, normalmente en unos ${expectedMinutes} min`;
    return (
      `Earl: recibimos su solicitud${trade ? ` de ${trade}` : ''} (ref. ${call.reference}). ` +
      `Un profesional local verificado le llamará desde su número${soon}. Estado o cancelar: ${statusUrl}`
    );
  }
  const trade = call.serviceType ? `${call.serviceType.toLowerCase()} ` : '';
  const soon = expectedMinutes === null ? '' : `, usually within ${expectedMinutes} min`;
  return (
    `Earl: we got your ${trade}request (ref ${call.reference}). ` +
    `A vetted local pro will call you from their number${soon}. Status or cancel: ${statusUrl}`
  );
}

/** To the team that took the job, when the customer cancels it. */
export function requestCancelledText(call: Call, town: string | null) {
  const subject = `Earl: ${call.serviceType ?? 'service'} job${town ? ` in ${town}` : ''} was cancelled`;
  return {
    subject,
    body: `${subject} by the customer (ref ${call.reference}). No need to call them.`,
  };
}
