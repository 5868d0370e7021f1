import type { CallStatus, CallUrgency, ServiceCategory } from '@shared/constants';
import type { ConversationState, Outcome } from './engine';
import { hazardOf } from './hazards';
import { withSpanishAccents } from './names';
import { storedPhone } from './phone-numbers';
import { AS_SOON_AS_POSSIBLE, sameLocalDay } from './time-windows';
import { TIPS, TRADE_NAMES } from './knowledge-base';
import { addressOf, capitalize, joinProblem, listOf, streetOf } from './wording';

// The calls row a conversation leaves behind, and its summary for the admin and the provider who takes the job.

/** The calls row a conversation leaves behind, whether it finished or was cut short. */
export type CallRecord = {
  customerName: string | null;
  customerPhone: string | null;
  serviceType: ServiceCategory | null;
  serviceAddress: string | null;
  summary: string;
  transcript: string;
  status: CallStatus;
  urgency: CallUrgency;
  callDuration: number;
  preferredTime1: string | null;
  preferredTime2: string | null;
  /** the language the caller spoke */
  language: 'en' | 'es';
};

/** The first window of an urgent call in which the caller named no time. */
export const URGENT_WINDOW = 'As soon as possible (urgent)';

/**
 * What the call came to, had it ended now: the outcome reached, or — for a caller who hangs up once told — out of the
 * area (told we only serve the county) or a trade we don't cover (told, and offered a message).
 */
export function outcomeOf(s: ConversationState): Outcome | null {
  if (s.outcome) return s.outcome;
  if (s.awaiting === 'out-of-area' && s.outOfAreaPlace) return 'out-of-area';
  if (s.uncoveredTrade && !s.serviceType) return 'not-covered';
  return null;
}

export function callRecordOf(s: ConversationState, endedAt: Date): CallRecord {
  const outcome = outcomeOf(s);
  return {
    // the phone line hears a Spanish name without its accents; a name typed without them is kept as typed
    customerName:
      s.customerName && s.language === 'es' && s.callerId ? withSpanishAccents(s.customerName) : s.customerName,
    // a phone call that ended before its number was asked (fixed, out of the area, a trade we don't cover) keeps the
    // number that called, for the team to call back
    customerPhone: storedPhone(s.customerPhone ?? (outcomeOf(s) ? s.callerId : null)),
    serviceType: s.serviceType,
    serviceAddress: s.outOfAreaPlace
      ? [streetOf(s) ?? s.outOfAreaStreet, s.outOfAreaPlace].filter(Boolean).join(', ')
      : addressOf(s),
    summary: summaryOf(s),
    transcript: s.transcript.map((t) => `${t.role}: ${t.text}`).join('\n'),
    status: outcome === 'resolved' || outcome === 'out-of-area' ? 'resolved' : 'pending',
    urgency: s.hazards.length ? 'urgent' : 'normal',
    language: s.language ?? 'en',
    callDuration: Math.max(0, Math.round((endedAt.getTime() - new Date(s.startedAt).getTime()) / 1000)),
    ...preferredTimesOf(s),
  };
}

/**
 * The two windows as stored. An urgent call's "as soon as possible" is the urgent window the dispatcher looks for, and
 * a window later today said with it ("hoy mismo, lo más pronto posible"), or alone, is that same request.
 */
function preferredTimesOf(s: ConversationState): { preferredTime1: string | null; preferredTime2: string | null } {
  const urgent = s.hazards.length > 0;
  const today = (w: { start: string }) => sameLocalDay(new Date(w.start), new Date(s.startedAt));
  // ("cuando puedan, hoy mismo", "today if anyone can": on an urgent call, today alone is the soonest too)
  const asap =
    s.windows.some((w) => w.label === AS_SOON_AS_POSSIBLE) || (s.windows.length > 0 && s.windows.every(today));
  const windows =
    urgent && asap
      ? [URGENT_WINDOW, ...s.windows.filter((w) => w.label !== AS_SOON_AS_POSSIBLE && !today(w)).map((w) => w.label)]
      : s.windows.map((w) => w.label);
  return {
    preferredTime1: windows[0] ?? (urgent ? URGENT_WINDOW : null),
    preferredTime2: windows[1] ?? null,
  };
}

/** One or two plain English sentences an admin and any provider can act on, whatever language the call was in. */
export function summaryOf(s: ConversationState): string {
  if (s.language !== 'es') return summaryInEnglish(s);
  // the rules read a Spanish description through a glossary, which is no English for a summary: quote the caller
  const inEnglish = summaryInEnglish({ ...s, problem: null });
  const words = s.problemInCallerWords ? ` In the caller's words: "${s.problemInCallerWords}".` : '';
  return `${inEnglish.replace(/: a problem they did not describe|, because a problem they did not describe/, '')}${words} Caller speaks Spanish.`;
}

function summaryInEnglish(s: ConversationState): string {
  const who = s.customerName ?? 'The caller';
  const problem = s.problem ?? 'a problem they did not describe';
  const caller = s.customerName ? `${s.customerName} called because` : 'Caller reported that';
  const trade = s.serviceType ? TRADE_NAMES[s.serviceType] : 'help';
  const where = s.city ? ` in ${s.city}` : '';
  const tip = TIPS.find((t) => t.id === s.tip?.id);
  const emergency = s.hazards.map((kind) => hazardOf(kind).summary);

  if (s.outcome === 'resolved')
    return tip
      ? `${caller} ${problem}; resolved by assistant after ${tip.summary}.`
      : `${caller} ${problem}; it started working again during the call, so no pro was needed.`;
  if (s.outcome === 'not-covered' || (s.uncoveredTrade && !s.serviceType))
    return `${who} asked for ${s.uncoveredTrade}${joinProblem(s.problem, ':')}. Earl does not cover ${s.uncoveredTrade} yet, so a message was taken${s.message ? `: "${s.message}"` : ''}. Please call back.`;
  if (outcomeOf(s) === 'out-of-area')
    return `${who} called from ${s.outOfAreaPlace}, outside Santa Cruz County${joinProblem(s.problem, ', because')}. They were told politely that Earl only serves Santa Cruz County.`;
  if (s.outcome === 'message') {
    const heard = s.message
      ? `"${s.message}"`
      : s.voiceMessage
        ? 'a voice message (listen to the recording)'
        : 'no message';
    return `The assistant could not complete the intake, so ${s.customerName ?? 'the caller'} left a message: ${heard}. Please call back.`;
  }
  const first = `${who} needs ${trade}${where}${joinProblem(s.problem, ':')}.`;
  if (emergency.length) return `${first} Urgent: ${listOf(emergency)}.`;
  if (!s.done) return `${first} The call ended before the intake was complete.`;
  if (tip && s.tip?.result === 'unsolved') return `${first} ${capitalize(tip.summary)} did not fix it.`;
  return first;
}
