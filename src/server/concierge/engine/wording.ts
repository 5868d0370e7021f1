import type { ConversationContext, ConversationState } from './engine';
import { TRADE_NAMES } from './knowledge-base';
import { spokenPhone } from './phone-numbers';

// What the assistant says at fixed moments of a call (greeting, read-back, closings), and the small phrase builders
// the call record shares. The questions and their re-asks are in engine.ts and questions.ts.

export const GREETING =
  "Hi, you've reached Earl, Santa Cruz County's home-services assistant. This call is recorded. What's going on at your place today?";

export const firstName = (name: string | null) => name?.split(' ')[0] ?? '';
/** "Pájaro" → "Pajaro", "Zúñiga" → "Zuniga": words compared as written without their accents */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
export const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
/** The street as written for the caller and the team: a mobile home's "espacio 14" is "#14" in Spanish, as they write it. */
export const streetOf = (s: Pick<ConversationState, 'street' | 'language'>) =>
  s.language === 'es' ? (s.street?.replace(/ Space (\w+)$/, ' #$1') ?? null) : s.street;
export const addressOf = (s: ConversationState) => {
  const street = streetOf(s);
  return street && s.city ? `${street}, ${s.city}` : (street ?? s.city);
};

/** "needs a handyman to hang a door" reads on; "needs a plumber: the sink is clogged" needs a joint. */
export const joinProblem = (problem: string | null, joint: string) =>
  !problem ? '' : /^(to|for|with|about) /.test(problem) ? ` ${problem}` : `${joint} ${problem}`;

export const capitalize = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function readBack(s: ConversationState, ctx: ConversationContext): string {
  const who = s.customerName ? `${s.customerName} needs` : 'You need';
  const where = addressOf(s) ? ` at ${addressOf(s)}` : '';
  const phone = s.customerPhone ? ` Callback number ${spokenPhone(s.customerPhone)}.` : '';
  const windows = s.windows.length === 2 ? ` Preferred times: ${s.windows[0]!.label}, or ${s.windows[1]!.label}.` : '';
  const urgent = s.hazards.length
    ? ' I have marked this as urgent, so a pro is asked to come as soon as possible.'
    : '';
  const introduction = whoGetsTheRequest(s.serviceType ? ctx.prosByCategory?.[s.serviceType] : undefined);
  return `Here's what I have: ${who} ${s.serviceType ? TRADE_NAMES[s.serviceType] : 'a pro'}${where}${joinProblem(s.problem, ', because')}.${phone}${windows}${urgent}${introduction} Did I get everything right?`;
}

/**
 * Who the request goes to, without naming anyone: the marketplace's own providers get the lead, and naming a firm
 * would send the caller to one that may never see it. Unknown (no count given) keeps the plain promise.
 */
export function whoGetsTheRequest(pros: number | undefined): string {
  if (pros === undefined) return ' A vetted local provider will confirm one of your two time windows shortly.';
  if (pros === 0)
    return ' No vetted local pro takes this kind of job through Earl yet, so our team will find one and call you back to confirm a time.';
  if (pros === 1)
    return ' Your request goes to 1 vetted local pro, who will confirm one of your two time windows shortly.';
  return ` Your request goes to ${pros} vetted local pros, and the one who takes it will confirm one of your two time windows shortly.`;
}

export function closingLine(s: ConversationState) {
  const name = firstName(s.customerName);
  const safety = s.hazards.length ? ' Please stay safe in the meantime.' : '';
  return `Thanks${name ? `, ${name}` : ''}! You're all set.${safety} Goodbye!`;
}

export function resolvedClosing(s: ConversationState) {
  const name = firstName(s.customerName);
  return `Thanks${name ? `, ${name}` : ''}! I've noted that the fix worked. If it happens again, just call us back. Goodbye!`;
}

export const TAKE_A_MESSAGE =
  "I'm sorry, I'm having trouble understanding. Let me take a message instead: please tell me in one sentence what you need and how to reach you, and someone from our team will call you back.";
