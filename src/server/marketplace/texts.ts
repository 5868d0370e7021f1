import type { ServiceCategory } from '@shared/constants';
import { displayPhone } from '@shared/phone';
import { toSpanish } from '../concierge/engine/spanish';
import type { calls } from '../db/schema';
import { customerInitial, offerProblem, offerWindow } from './offer-privacy';

type Call = typeof calls.$inferSelect;

/** The town of a stored address ("123 Pacific Ave, Santa Cruz, CA 95060" → "Santa Cruz"): offers never show the street. */
export function townOf(address: string | null): string | null {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !/^[A-Z]{2}(\s+\d{5}(-\d{4})?)?$/.test(p) && !/^\d{5}(-\d{4})?$/.test(p));
  return parts.length > 1 ? parts[parts.length - 1]! : null;
}

/** The problem as anyone offered the job may read it: never who, where exactly, or how to reach them. */
export const problemOf = (call: Parameters<typeof offerProblem>[0]): string => offerProblem(call);

const windowsOf = (call: Call) => [call.preferredTime1, call.preferredTime2].filter(Boolean).join(' or ') || 'flexible';

/**
 * Everything an offer (SMS, email, or a voice call) may say before the job is won, from structured fields only:
 * the category, the town, the first name's initial, the problem without private details, and the windows.
 */
export function offerFacts(call: Call) {
  const windows = [call.preferredTime1, call.preferredTime2].flatMap((w) => (w ? [offerWindow(w, call)] : []));
  return {
    serviceType: call.serviceType,
    town: townOf(call.serviceAddress),
    urgent: call.urgency === 'urgent',
    spanishSpeaking: call.language === 'es',
    customerInitial: customerInitial(call.customerName),
    problem: offerProblem(call),
    windows: windows.filter((w): w is string => Boolean(w)),
  };
}

// Offers and "job taken" notes go to providers and stay in English; a Spanish-speaking caller's job says so.
export function offerText(call: Call, claimUrl: string) {
  return offerTexts(call)(claimUrl);
}

/**
 * The offer's text for any claim link: the facts are worked out once (the problem's redaction costs about half a
 * millisecond), so a dispatch to 1,500 team members does not repeat it for each link.
 */
export function offerTexts(call: Call) {
  const facts = offerFacts(call);
  const urgent = facts.urgent ? 'URGENT ' : '';
  const spanish = facts.spanishSpeaking ? ' (Spanish-speaking customer)' : '';
  const subject = `Earl: new ${urgent}${facts.serviceType} job${facts.town ? ` in ${facts.town}` : ''}${spanish}`;
  const windows = facts.windows.join(' or ') || 'flexible';
  const lead = `${subject}. ${facts.problem} Windows: ${windows}. First to claim wins: `;
  return (claimUrl: string) => ({ subject, body: `${lead}${claimUrl}` });
}

export function jobTakenText(call: Call) {
  const town = townOf(call.serviceAddress);
  const subject = `Earl: ${call.serviceType} job${town ? ` in ${town}` : ''} was taken`;
  return { subject, body: `${subject} by another provider. No action needed.` };
}

// The customer hears back in the language of the call: who took the request, the number they will call, and the
// customer's reference.
export function customerConfirmationText(call: Call, businessName: string) {
  if (call.language === 'es') return customerConfirmationTextEs(call, businessName);
  return `Earl: ${businessName} will handle your ${call.serviceType} request and will call you at ${phoneOf(call)} about your preferred times: ${windowsOf(call)}. Ref ${call.reference}.`;
}

const phoneOf = (call: Call) => displayPhone(call.customerPhone ?? '');

/** The trade as a Spanish-speaking customer names the request ("su solicitud de plomería"). */
export const SERVICE_TYPES_ES: Record<ServiceCategory, string> = {
  Plumbing: 'plomería',
  Electrical: 'electricidad',
  Handyman: 'reparaciones',
  'Painting & Drywall': 'pintura y tablaroca',
  Carpentry: 'carpintería',
  'Heating & Cooling (HVAC)': 'calefacción y aire acondicionado',
  'Landscaping & Yard Work': 'jardinería',
  'Appliance Installation & Repair': 'electrodomésticos',
};

// the windows are stored in English: the concierge's "Thursday, Mar 5, 8 AM - 12 PM" (said in Spanish by the
// engine's own words), older or typed ones such as "Tomorrow, 8 AM - 12 PM" or "Today, as soon as possible"
const DAYS_ES: Record<string, string> = {
  today: 'hoy',
  tomorrow: 'mañana',
  monday: 'el lunes',
  tuesday: 'el martes',
  wednesday: 'el miércoles',
  thursday: 'el jueves',
  friday: 'el viernes',
  saturday: 'el sábado',
  sunday: 'el domingo',
};
const hourEs = (hour: string, half: string) =>
  half === 'AM' ? `${hour} de la mañana` : hour === '12' ? '12 del mediodía' : `${hour} de la tarde`;

// "de 1 de la tarde a 5 de la tarde" → "de 1 a 5 de la tarde"
const shorter = (said: string) =>
  said.replace(/\bde (\d{1,2}) (de la (?:mañana|tarde|noche)) a (\d{1,2}) \2/, 'de $1 a $3 $2');

function windowEs(window: string) {
  const said = toSpanish(window);
  if (said !== window) return shorter(said);
  return window
    .replace(
      /^(today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
      (day) => DAYS_ES[day.toLowerCase()]!,
    )
    .replace(/\bas soon as possible\b/i, 'lo antes posible')
    .replace(
      /\b(\d{1,2}) (AM|PM) - (\d{1,2}) (AM|PM)\b/,
      (_m, from: string, fromHalf: string, to: string, toHalf: string) =>
        // "de 1 a 5 de la tarde", "de 8 de la mañana a 12 del mediodía"
        fromHalf === toHalf && !(toHalf === 'PM' && to === '12')
          ? `de ${from} a ${hourEs(to, toHalf)}`
          : `de ${hourEs(from, fromHalf)} a ${hourEs(to, toHalf)}`,
    );
}

function customerConfirmationTextEs(call: Call, businessName: string) {
  const request = requestEs(call);
  const windows = [call.preferredTime1, call.preferredTime2].filter((w): w is string => Boolean(w)).map(windowEs);
  const when = windows.length
    ? `para confirmar uno de sus horarios: ${windows.join(' o ')}`
    : 'para acordar un horario';
  return `Earl: ${businessName} atenderá ${request} y le llamará al ${phoneOf(call)} ${when}. Ref. ${call.reference}.`;
}

const requestEs = (call: Call) => {
  const trade = SERVICE_TYPES_ES[call.serviceType as ServiceCategory] as string | undefined;
  return trade ? `su solicitud de ${trade}` : 'su solicitud';
};

/** The customer's text once the provider confirms one of their windows (in the call's language). */
export function visitConfirmedText(call: Call, businessName: string, window: string) {
  if (call.language === 'es') return `Earl: ${businessName} confirmó su visita para ${windowEs(window)}.`;
  return `Earl: ${businessName} confirmed your ${call.serviceType} visit for ${window}.`;
}

/** The customer's text when the provider gives the job back: it is offered to the others. */
export function jobReleasedText(call: Call, businessName: string) {
  if (call.language === 'es')
    return `Earl: ${businessName} ya no puede atender ${requestEs(call)}. Estamos buscando otro profesional y le avisaremos cuando alguien la acepte.`;
  return `Earl: ${businessName} can no longer take your ${call.serviceType} request. We are finding you another pro and will text you when one takes it.`;
}
