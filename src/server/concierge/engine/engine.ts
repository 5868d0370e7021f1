import type { ServiceCategory } from '@shared/constants';
import { remembered } from '../../lib/remembered';
import { regExpOf } from '../../lib/regexp-of';
import { callRecordOf, URGENT_WINDOW, type CallRecord } from './call-record';
import {
  areaIn,
  type Area,
  categoryIn,
  uncoveredTradeIn,
  fixVerdict,
  TROUBLE_STOPPED,
  isNo,
  isRefusal,
  isStreetSuffix,
  isYes,
  nameIn,
  normalize,
  phoneIn,
  problemIn,
  spokenPhone,
  streetIn,
  streetWithoutNumberIn,
  UNIT_AT_END,
  unitIn,
  withoutUnit,
} from './extract';
import { hazardOf, hazardsIn, type HazardKind } from './hazards';
import {
  clearlySpanish,
  fromSpanish,
  hasSpanishWords,
  languageAskedFor,
  looksEnglish,
  looksSpanish,
  toSpanish,
  type Language,
} from './spanish';
import { contactNamedIn, correctedName, fullNameAfterFirst, nameAnsweredInstead, nameSaidAlone } from './names';
import { usPhoneOf, lastDigitIn, lastFourIn, ordinalOf, spokenHouseNumbers } from './phone-numbers';
import { answersToQuestions, REASK_WITH_EXAMPLE, wantsToLeaveMessage } from './questions';
import { HAZARD_TRADE_CHOICES, TIPS, TRADE_NAMES } from './knowledge-base';
import {
  closingLine,
  firstName,
  GREETING,
  readBack,
  resolvedClosing,
  streetOf,
  TAKE_A_MESSAGE,
  withoutAccents,
} from './wording';
import {
  AS_SOON_AS_POSSIBLE,
  asksForSoonest,
  dayOfMonthAfter,
  parseTimeWindows,
  sameLocalDay,
  WEEKDAY_NAMES,
  type TimeWindow,
} from './time-windows';
import { fromTyped } from './typed';

// The concierge's dialogue: a pure, deterministic function of (state, utterance, context) → (state, reply).
// It knows nothing of HTTP, telephony or storage, so the web widget and the phone line share it.

export type Speaker = 'assistant' | 'user';
export type Awaiting =
  | 'problem'
  | 'category'
  | 'fix-result'
  | 'name'
  | 'phone'
  | 'phone-confirm'
  | 'address'
  | 'city'
  | 'community'
  | 'out-of-area'
  | 'times'
  | 'times-confirm'
  | 'wrap-up'
  | 'correction'
  | 'message'
  | 'closing-name';

export type Outcome = 'booked' | 'resolved' | 'out-of-area' | 'not-covered' | 'message';

export type ConversationState = {
  startedAt: string;
  /** the language the assistant speaks (the caller's): English unless they speak or ask for Spanish */
  language?: Language;
  callerId: string | null;
  awaiting: Awaiting;
  customerName: string | null;
  customerPhone: string | null;
  /** digits of a number the caller has begun but not finished ("831 555…") */
  pendingDigits?: string | null;
  phoneConfirmed: boolean;
  callerIdOffered: boolean;
  serviceType: ServiceCategory | null;
  problem: string | null;
  street: string | null;
  city: string | null;
  outOfAreaPlace: string | null;
  /** the caller said that place is where they are, not only named it */
  outOfAreaHome?: boolean;
  /** the street of a place outside the county, said without a house number ("on Church Street in Gilroy") */
  outOfAreaStreet?: string | null;
  /** the town was said on its own, in answer to the address question ("I'm in Aptos"), before the street */
  townFirst?: boolean;
  /** a Spanish-speaking caller's description of the problem, as they said it (the summary quotes it) */
  problemInCallerWords?: string;
  /** a trade Earl does not cover yet that the caller asked for (the call becomes a message naming it) */
  uncoveredTrade?: string | null;
  /** the trade question was asked, and (passed) the caller could not answer it: the intake went on without it */
  askedCategory?: boolean;
  categoryPassed?: boolean;
  windows: TimeWindow[];
  windowsConfirmed: boolean;
  declined: ('name' | 'phone' | 'address' | 'times')[];
  /** hazards recognised (safety instructions given), first one first */
  hazards: HazardKind[];
  /** weather hazards the caller since said are not so (mild out, everyone well): not raised again by the same words */
  hazardsCleared?: HazardKind[];
  tip: { id: string; result: 'offered' | 'solved' | 'unsolved' } | null;
  misses: number;
  totalMisses: number;
  message: string | null;
  /** a message the caller asked to leave, and whether a web caller who gave no number was then asked for one */
  messageStep?: 'requested' | 'number-asked';
  /** the message was recorded by the channel (the phone line's <Record>): its words arrive after the call */
  voiceMessage?: boolean;
  outcome: Outcome | null;
  done: boolean;
  transcript: { role: Speaker; text: string }[];
};

/**
 * A turn's working copy of the state: every array and object a turn may change is a new one. Much cheaper than
 * `structuredClone`, which was a fifth of a long call's turn; a test checks that no object is shared, so a field added
 * to the state is copied here too.
 */
export function copyState(state: ConversationState): ConversationState {
  return {
    ...state,
    windows: state.windows.map((w) => ({ ...w })),
    declined: [...state.declined],
    hazards: [...state.hazards],
    hazardsCleared: state.hazardsCleared && [...state.hazardsCleared],
    tip: state.tip && { ...state.tip },
    transcript: state.transcript.map((t) => ({ ...t })),
  };
}

/** Fields an optional language model read in one utterance (see ../llm.ts): hints, checked again by the rules. */
export type LlmHints = {
  customerName?: string;
  callbackPhone?: string;
  serviceType?: ServiceCategory;
  problem?: string;
  street?: string;
  city?: string;
};

export type ConversationContext = {
  /** the moment of this turn: time windows and the call duration are computed from it */
  now: Date;
  /**
   * How many vetted local pros a request of each category goes to (the providers dispatch would offer it to; the
   * service layer counts them). Earl names no company before one takes the job: a count is all the caller hears.
   */
  prosByCategory?: Partial<Record<ServiceCategory, number>>;
  /** fields an optional language model read in this utterance; used only where the rules found nothing */
  hints?: LlmHints;
};

// the call record and the fixed wording live beside the engine; callers keep importing them from here
export { callRecordOf, URGENT_WINDOW, GREETING, type CallRecord };
export { summaryOf } from './call-record';

export type TurnResult = { state: ConversationState; reply: string; done: boolean };

// Questions a caller may decline to answer, and the field each leaves empty.
/** Said after the English greeting on the phone, in Spanish, so a Spanish speaker knows to ask. */
export const OFFER_SPANISH = "Para español, diga 'español'.";

const REFUSABLE: Partial<Record<Awaiting, ConversationState['declined'][number]>> = {
  name: 'name',
  'closing-name': 'name',
  phone: 'phone',
  'phone-confirm': 'phone',
  address: 'address',
  city: 'address',
  times: 'times',
};

// Consecutive misses on one question, or misses in the whole call, before the assistant takes a message instead.
const MAX_MISSES_IN_A_ROW = 3;
const MAX_MISSES = 6;

export function startConversation(opts: {
  now: Date;
  callerId?: string | null;
  /** the caller chose a language before speaking (the web page's language) */
  language?: Language;
  /** a phone line: the English greeting offers Spanish */
  offerSpanish?: boolean;
}): TurnResult {
  const language = opts.language ?? 'en';
  const greeting =
    language === 'es' ? toSpanish(GREETING) : opts.offerSpanish ? `${GREETING} ${OFFER_SPANISH}` : GREETING;
  const callerId = opts.callerId ? (phoneIn(opts.callerId).phone ?? null) : null;
  const state: ConversationState = {
    startedAt: opts.now.toISOString(),
    callerId,
    awaiting: 'problem',
    customerName: null,
    customerPhone: null,
    phoneConfirmed: false,
    callerIdOffered: false,
    serviceType: null,
    problem: null,
    street: null,
    city: null,
    outOfAreaPlace: null,
    windows: [],
    windowsConfirmed: false,
    declined: [],
    hazards: [],
    tip: null,
    misses: 0,
    totalMisses: 0,
    message: null,
    outcome: null,
    done: false,
    transcript: [{ role: 'assistant', text: greeting }],
    language,
  };
  return { state, reply: greeting, done: false };
}

/** The fields that count as progress: a turn that changes none of them was not understood. */
const progressKey = (s: ConversationState) =>
  JSON.stringify([
    s.customerName,
    s.customerPhone,
    s.pendingDigits,
    s.phoneConfirmed,
    s.serviceType,
    s.problem,
    s.street,
    s.city,
    s.outOfAreaPlace,
    s.uncoveredTrade,
    s.windows,
    s.windowsConfirmed,
    s.declined,
    s.hazards,
    s.tip,
    s.outcome,
    s.done,
  ]);

/** One caller utterance: read every answer in it, then say what comes next. */
export function converse(previous: ConversationState, utterance: string, ctx: ConversationContext): TurnResult {
  const s = copyState(previous);
  const spoken = utterance.trim().slice(0, 1000);
  if (s.done) return { state: s, reply: speak(s, 'This call has ended. Thanks for calling Earl!'), done: true };
  // (a greeting or a silence before is no first words: "hello?… se me tapó el baño")
  const firstWords = s.transcript.every((t) => t.role !== 'user' || !t.text.trim() || isGreetingOnly(t.text));
  s.transcript.push({ role: 'user', text: spoken });
  const before = progressKey(s);
  const said: string[] = [];

  // the caller's language: asked for at any time ("¿habla español?", "in English please"), else heard in the first words
  const askedFor = languageAskedFor(spoken);
  const switched = askedFor !== undefined && askedFor !== (s.language ?? 'en');
  if (askedFor) s.language = askedFor;
  else if (firstWords && looksSpanish(spoken)) s.language = 'es';
  // "hola… my kitchen sink is leaking": the first words after a greeting decide
  else if (firstWords && s.language === 'es' && !hasSpanishWords(spoken) && looksEnglish(spoken)) s.language = 'en';
  // a caller who began in English (or mixed) and goes on in plain Spanish is answered in Spanish, unless they asked
  // for English
  else if (
    s.language !== 'es' &&
    clearlySpanish(spoken) &&
    !s.transcript.some((t) => t.role === 'user' && languageAskedFor(t.text) === 'en')
  )
    s.language = 'es';
  if (switched) said.push(s.language === 'es' ? 'Sí, hablo español.' : "Of course, let's go on in English.");
  // Spanish and mixed sentences are read through the glossary; the transcript keeps the caller's own words
  const text = heardAs(s, spoken);

  if (s.awaiting === 'message') {
    s.message = [s.message, spoken].filter(Boolean).join(' ') || null;
    // the name and number said in the message are the caller's; a web caller who asked to leave one and gave no
    // number is asked for it once (a caller who could not be understood is not kept on)
    s.customerName ??= nameIn(text, s.messageStep !== undefined) ?? null;
    noteJobInMessage(s, text);
    const phone = phoneIn(text).phone;
    if (phone) s.customerPhone = phone;
    // on the phone line the number calling is the one to call back, unless another was said
    s.customerPhone ??= s.callerId;
    if (!s.customerPhone && !s.callerId && s.messageStep === 'requested') {
      s.messageStep = 'number-asked';
      return say(s, 'What number should our team call?');
    }
    // a message about a trade Earl does not cover stays a request for that trade, told apart in the call log
    s.outcome = s.uncoveredTrade && !s.serviceType ? 'not-covered' : 'message';
    return finish(
      s,
      'Thank you. I have passed your message on, and someone from our team will call you back as soon as possible. Goodbye!',
    );
  }

  // "what's that, dear?", "can you repeat the days?", "¿mande?": the last question said again, nothing in the words
  // taken as an answer; it counts as a miss, so a caller who never hears the questions ends in a message
  const lastReply = previous.transcript.findLast((t) => t.role === 'assistant')?.text;
  if (lastReply && ASKS_TO_REPEAT.test(normalize(spoken))) {
    s.misses += 1;
    s.totalMisses += 1;
    if (s.misses < MAX_MISSES_IN_A_ROW && s.totalMisses < MAX_MISSES) {
      const again = s.language === 'es' ? 'Claro. ' : 'Of course. ';
      const reply = again + lastReply.replace(/^(Of course|Claro)\. /, '');
      s.transcript.push({ role: 'assistant', text: reply });
      return { state: s, reply, done: false };
    }
  }

  // "hola", "hello? can you hear me?": a greeting, or a check of the line, before the trouble is told is answered in
  // kind ("bueno, ¿me escucha?" in Spanish); it still counts toward the call's misses, so a line that only ever greets
  // ends in a message like any other
  if (s.awaiting === 'problem' && !s.problem && !s.serviceType && !s.hazards.length && isGreetingOnly(spoken)) {
    if (!askedFor && SPANISH_GREETING.test(greetingWordsOf(spoken))) s.language = 'es';
    s.totalMisses += 1;
    if (s.totalMisses >= MAX_MISSES) {
      s.awaiting = 'message';
      return say(s, TAKE_A_MESSAGE);
    }
    return say(s, [...said, "Hi, I'm here. What's going on at your place today?"].join(' '));
  }

  // safety first, whatever else the caller said: a hazard's instructions open the reply, and no fix is suggested
  const heardSoFar = callerSaidSoFar(s);
  const hazardsBefore = s.hazards.length;
  // (before anything else already said: "Sí, hablo español" comes after the instructions)
  let instructionsSaid = 0;
  // what this utterance tells by itself: a weather hazard is read in the whole call, so it is heard again each turn
  // (read only when a weather warning is in question: the hazards are most of a turn's reading)
  let toldNow: HazardKind[] | undefined;
  const saidNow = () => (toldNow ??= hazardsIn(text, text));
  for (const kind of hazardsFor(typedAs(s, spoken), text, heardSoFar)) {
    if (s.hazards.includes(kind)) continue;
    // (a cleared weather hazard comes back only when this utterance tells it again)
    if (s.hazardsCleared?.includes(kind) && !saidNow().includes(kind)) continue;
    s.hazards.push(kind);
    said.splice(instructionsSaid++, 0, hazardOf(kind).instructions);
  }
  // "it's not that cold, about 65 today, she's fine in her sweater, no rush": told after a no-heat (or no-cooling)
  // warning that the weather is mild and the person at risk is well, the call is an ordinary one again
  if (
    s.hazards.length === 1 &&
    WEATHER_HAZARDS.has(s.hazards[0]!) &&
    s.hazards.length === hazardsBefore &&
    MILD_WEATHER.test(text) &&
    ALL_WELL.test(text) &&
    !saidNow().length
  ) {
    s.hazardsCleared = [...(s.hazardsCleared ?? []), s.hazards[0]!];
    s.hazards = [];
    said.push("Good, I'm glad everyone is okay. I'll send it as a regular request.");
  }
  // "that's all right, oh and also the carpet near the power strip is soaked… can someone come right away": a hazard
  // told at the read-back makes the call urgent; the times said before it give way to as soon as possible
  const hazardNow = s.hazards.length > hazardsBefore;
  if (hazardNow && hazardsBefore === 0 && s.windows.length) {
    s.windows = [];
    s.windowsConfirmed = false;
  }
  if (s.hazards.length && s.tip?.result === 'offered') {
    // a fix suggested before the hazard came out is withdrawn: nobody resets a breaker on a hot panel
    s.tip = null;
    if (s.awaiting === 'fix-result') s.awaiting = 'problem';
  }

  const asked = s.awaiting;
  const answeredNo = isNo(text);
  const answeredYes = isYes(text);
  // "let me look… hold on": the caller is trying the fix; the question stands without counting as a miss
  let heldOn = false;

  // "ah ok no worries, thanks anyway", "I'll call a septic outfit then": told the trade is not covered, the caller
  // leaves no message
  if (
    asked === 'name' &&
    s.uncoveredTrade &&
    !s.customerName &&
    NO_MESSAGE_THEN.test(text) &&
    !nameIn(text, true) &&
    !wantsToLeaveMessage(text)
  ) {
    s.outcome = 'not-covered';
    return finish(s, 'No problem! If you ever need help at home, Earl is here. Goodbye!');
  }

  switch (asked) {
    case 'fix-result': {
      // "sí, a este número": a yes about the number just read back, not about the fix
      const aboutSomethingElse = /\b(number|n[úu]mero|phone|tel[ée]fono|cell|celular|address|direcci[óo]n)\b/i.test(
        spoken,
      );
      const verdict =
        fixVerdict(text) === 'solved' && aboutSomethingElse && !SOLVED_ON_ITS_OWN.test(text)
          ? undefined
          : fixVerdict(text);
      if (verdict === 'solved') {
        s.tip = { id: s.tip!.id, result: 'solved' };
        s.outcome = 'resolved';
        said.push("Great, I'm glad that did it!");
      } else if (verdict !== 'unsolved' && HOLD_ON.test(text) && !phoneIn(text).phone) {
        heldOn = true;
        said.push('Sure, take your time.');
      } else if (verdict === undefined && FIX_DONE.test(text) && !phoneIn(text).phone && !nameIn(text, false)) {
        // the question is the fix's, in other words: nothing else in the answer is read
        return say(s, [...said, 'Okay. Is it working now?'].join(' '));
      } else if (verdict === 'unsolved' || categoryIn(text) || phoneIn(text).phone || nameIn(text, true)) {
        // a caller who answers with their name or number has moved on: the fix did not do it
        s.tip = { id: s.tip!.id, result: 'unsolved' };
        said.push("Okay, let's get a pro out to you.");
      }
      break;
    }
    case 'phone':
      if (s.callerIdOffered && s.callerId && (answeredYes || SAME_NUMBER.test(text)) && !phoneIn(text).phone) {
        s.customerPhone = s.callerId;
        s.phoneConfirmed = true;
      }
      break;
    case 'phone-confirm':
      // a yes, or the next fact said without a word against the number ("twenty-six eighty freedom boulevard")
      // (or the times: "Saturday at 10, or Sunday at lunchtime")
      if ((answeredYes || (!answeredNo && (streetIn(text, false) || SAYS_A_TIME.test(text)))) && !phoneIn(text).phone)
        s.phoneConfirmed = true;
      else if (answeredNo && !phoneIn(text).phone && !lastFourIn(text, true) && !lastDigitIn(text))
        s.customerPhone = null;
      break;
    case 'times-confirm':
      if (answeredYes) s.windowsConfirmed = true;
      // "no, change the first one to Monday" and "no, Monday I can't, Tuesday instead" keep the other window; a plain
      // "no" drops both
      // ("no, it's four eighteen, not four eighty": the no is the address's, the times stand)
      else if (
        answeredNo &&
        !(s.street && renumberedStreet(text, s.street)) &&
        !/\b(first|second|other|last|1st|2nd|former|latter)( one| time| window)\b/i.test(text) &&
        dayMoved(text, s.windows) === text &&
        s.windows.filter((w) => turnedDown(withDaysNamed(text, ctx.now), w, ctx.now)).length !== 1 &&
        // "actually, make monday the morning": one new window changes one of the two (absorbAnswers says which)
        parseTimeWindows(newTimeWords(text, s.windows), ctx.now).windows.length !== 1
      )
        s.windows = [];
      break;
    case 'wrap-up':
      // "then just send someone as soon as you can, forget Thursday": an urgent call's times give way to the soonest
      if (s.hazards.length && s.windows.length && asksForSoonest(text)) {
        s.windows = [];
        s.windowsConfirmed = false;
      }
      // (a yes said with a new hazard is read back again, urgent, after the safety instructions)
      if (answeredYes && !hazardNow) {
        s.outcome = 'booked';
        return finish(s, closingLine(s));
      }
      if (answeredNo) s.awaiting = 'correction';
      break;
    case 'out-of-area':
      // anything but a new address in the county ends the call politely ("ah okay, thanks anyway")
      {
        // "ah, I didn't know it was only Santa Cruz": the county named back is no new address
        const countyNamedBack = /\b(only|just|nom[áa]s|solo|s[óo]lo|era|is|was)\s+(in\s+|en\s+)?santa cruz\b/i.test(
          text,
        );
        // "it's like 2 minutes from watsonville": a town named as how near it is, no new address
        const townAsDistance =
          /\b(from|near|close to|next to|right by|same as|like|across (the \w+ )?from|de|cerca de|cerquita de|junto a|al lado de|pegado a|igual que|como)\s+(\w+\s+){0,1}\w+(\W*(ok|okay|oh well|bueno|pues|thanks?|thank you|gracias|muchas gracias))*\W*$/i.test(
            text.split(/[.!?]\s+/).find((sentence) => areaIn(sentence)?.kind === 'in') ?? '',
          );
        // "even though it says watsonville on the mail", "it's a watsonville address": the mail's town, not another home
        // ("i thought you covered the watsonville zip": what the caller believed, not another home)
        const mailingTown =
          /\b(on the (mail|envelope|bill|letters?)|mailing address|post office|(it|the address|mail) says|en el correo|dice (el correo|la carta)|en las cartas|counts? as|count(ed)? as|cuenta como|part of|zip( code)?|c[óo]digo postal|i thought (you|u|y'all|you guys)|pens[ée] que)\b/i.test(
            text,
          );
        // "it's basically watsonville though": a town the place is like, not one it is in
        const townItIsLike =
          /\b(basically|practically|pretty much|almost|technically|kind of|kinda|sort of|more or less|casi|pr[áa]cticamente|como si fuera|es como)\s+(in\s+|en\s+)?\w+/i.test(
            text,
          );
        if (
          !streetIn(text, false) &&
          (areaIn(text)?.kind !== 'in' || countyNamedBack || townAsDistance || mailingTown || townItIsLike)
        ) {
          s.outcome = 'out-of-area';
          return finish(
            s,
            "I understand. I'm sorry we can't help outside Santa Cruz County. Thanks for calling Earl, and take care!",
          );
        }
      }
      break;
    default:
      // the other questions' answers are read by absorbAnswers below
      break;
  }
  // "oh, my number's the one I'm calling from", said before the number is asked
  if (asked !== 'phone' && !s.customerPhone && s.callerId && CALLING_FROM.test(text) && !phoneIn(text).phone) {
    s.customerPhone = s.callerId;
    s.phoneConfirmed = true;
  }

  // "ah, it came back on, that was it": the problem went away before any fix was suggested, or after the suggested
  // one was given up on ("omg it works!! spinning again" as the name is asked), whatever was asked ("ya prendió, era
  // eso" as the address is asked)
  const resolvedNow =
    ['problem', 'category', 'name', 'phone', 'phone-confirm', 'address', 'city', 'times'].includes(asked) &&
    Boolean(s.problem) &&
    !s.hazards.length &&
    (!s.tip || s.tip.result === 'unsolved') &&
    (SOLVED_ON_ITS_OWN.test(text) || TROUBLE_STOPPED.test(text)) &&
    fixVerdict(text) === 'solved';
  if (resolvedNow) {
    if (s.tip) s.tip = { id: s.tip.id, result: 'solved' };
    s.outcome = 'resolved';
    said.push("Great, I'm glad it's working again!");
  }

  // "oh sorry, wrong number": nothing to take down; the call is logged with what was said
  if (asked === 'problem' && !s.problem && !s.serviceType && !s.hazards.length && WRONG_NUMBER.test(text)) {
    s.message = spoken;
    s.outcome = 'message';
    return finish(s, 'No problem! If you ever need help at home, Earl is here. Goodbye!');
  }

  // "that's the only time I'm free, I can't give you a second option": one window it is
  // (asked for a second window after "as soon as possible", a bare "yes, that's right" or "no" keeps that one too)
  const onlyAsap = s.windows.length === 1 && s.windows[0]!.label === AS_SOON_AS_POSSIBLE;
  const oneWindow =
    ((asked === 'times' || asked === 'times-confirm') && ONE_WINDOW_ONLY.test(text)) ||
    // ("…¿me da otro horario?" "sí, nomás ese": the one said is the one)
    (asked === 'times' &&
      s.windows.length === 1 &&
      (onlyAsap || /\b(ese|esa|that one|that's it|just that|only that)\b/i.test(text)) &&
      (answeredYes || answeredNo) &&
      !parseTimeWindows(text, ctx.now).windows.length);
  if (oneWindow && !s.declined.includes('times')) s.declined.push('times');

  if (isRefusal(text)) {
    const field = REFUSABLE[asked];
    if (field && !s.declined.includes(field)) {
      s.declined.push(field);
      said.push('No problem.');
    }
  }

  const answers = answersToQuestions(text);
  said.push(...answers);
  if (wantsToLeaveMessage(text) && s.outcome === null) {
    s.awaiting = 'message';
    s.messageStep = 'requested';
    // "…can somebody just call me back? it's about redoing the tile": what it is about is part of the message, and a
    // name said with the request ("yeah take a message. anh pham") is the caller's
    if (problemIn(text, false) || spoken.split(/\s+/).length > 6) s.message = spoken;
    s.customerName ??= nameIn(text, asked === 'name') ?? null;
    noteJobInMessage(s, text);
    return say(
      s,
      [...said, 'Sure. Please tell me your message, with your name and number, and our team will call you back.'].join(
        ' ',
      ),
    );
  }

  // (told as the name was asked, "…the screen's back on, heater just kicked on" names no one: read as the fix's answer)
  const answering = resolvedNow ? 'fix-result' : asked;
  absorbAnswers(s, text, spoken, answering, said, ctx.now, ctx.hints ?? {}, hazardNow && hazardsBefore === 0);
  // a Spanish caller's problem is kept in their own words too, for the English summary to quote
  if (s.language === 'es' && s.problem && !s.problemInCallerWords) s.problemInCallerWords = spoken.slice(0, 200);

  // a trade Earl does not cover: say so, and take a message with the caller's name and number
  // ("a roofer" named outright outweighs a trade only guessed from the words: "it's not leaking inside yet")
  // ("the leak got fixed last year, the roofer took care of it": a trade that came before is no trade asked for)
  const withoutPastTrades = text.replace(UNCOVERED_TRADE_DONE, ' ');
  const namedUncovered = UNCOVERED_TRADE_NAMED.test(withoutPastTrades) && !categoryIn(text)?.explicit;
  const uncovered =
    (!s.serviceType || namedUncovered) && !s.hazards.length && !s.uncoveredTrade
      ? uncoveredTradeIn(withoutPastTrades)
      : undefined;
  if (uncovered && (asked === 'problem' || asked === 'category')) {
    s.uncoveredTrade = uncovered;
    s.serviceType = null;
    // no trade of ours was guessed after all
    const guessed = said.findIndex((line) => line.startsWith('That sounds like a job for'));
    if (guessed !== -1) said.splice(guessed, 1);
    s.problem ??= problemIn(text, true) ?? null;
    said.push(
      `I'm sorry, Earl doesn't cover ${uncovered} yet: we connect you with plumbing, electrical, handyman, painting, carpentry, heating and cooling, landscaping and appliance pros. I can take a message for our team, and they'll call you back.`,
    );
  }

  if (s.outcome === 'resolved' && asked === 'closing-name') return finish(s, resolvedClosing(s));

  const fieldsChanged = progressKey(s) !== before;
  // "no" to the read-back is progress too: the caller is about to say what to change
  const progressed =
    fieldsChanged || (asked === 'wrap-up' && s.awaiting === 'correction') || answers.length > 0 || switched || heldOn;
  // "hold on" at any question, or a caller dealing with the emergency between them ("it's still coming… where's the
  // shutoff?… okay, I found it"), is no miss in a row; it still counts toward the call's total, so a call that never
  // moves on still ends in a message
  const busy =
    !progressed && asked !== 'wrap-up' && (HOLD_ON.test(text) || (s.hazards.length > 0 && DEALING_WITH_IT.test(text)));
  if (progressed) s.misses = 0;
  else if (busy) {
    s.totalMisses += 1;
    if (s.totalMisses >= MAX_MISSES && !isComplete(s)) {
      s.awaiting = 'message';
      return say(s, TAKE_A_MESSAGE);
    }
  } else {
    s.misses += 1;
    s.totalMisses += 1;
    // a complete booking is never downgraded to a message: after a correction we could not follow, keep what we have
    if (isComplete(s) && (asked === 'correction' || asked === 'wrap-up')) {
      if (s.misses >= MAX_MISSES_IN_A_ROW) {
        s.outcome = 'booked';
        return finish(s, `I'll keep everything as I have it. ${closingLine(s)}`);
      }
    } else if (s.misses >= MAX_MISSES_IN_A_ROW || s.totalMisses >= MAX_MISSES) {
      s.awaiting = 'message';
      return say(s, TAKE_A_MESSAGE);
    }
  }

  const explained = said.length > 0;
  const next = nextQuestion(s, ctx, !progressed && !busy && !explained, fieldsChanged);
  if (next.done) return finish(s, [...said, next.text].join(' '));
  s.awaiting = next.awaiting;
  return say(s, [...said, next.text].join(' '));
}

/** Every answer the utterance carries, whichever question was asked; later answers replace earlier ones. */
function absorbAnswers(
  s: ConversationState,
  text: string,
  /** the caller's own words (a Spanish caller's before the glossary: it keeps the capitals of a name) */
  spoken: string,
  asked: Awaiting,
  said: string[],
  now: Date,
  hints: LlmHints,
  /** this turn told the call's first hazard: the call is urgent from now on */
  turnedUrgent = false,
) {
  // someone else made the contact ("put my mother down as the contact… her name is Eleanor"): theirs is the name
  const contact = contactNamedIn(text);
  const name =
    contact ??
    (s.customerName ? (correctedName(text, s.customerName) ?? fullNameAfterFirst(text, s.customerName)) : undefined) ??
    nameIn(
      text,
      // a bare name is taken when asked for, or instead of a verdict on a suggested fix (the caller moved on)
      asked === 'name' || asked === 'closing-name' || (asked === 'fix-result' && !fixVerdict(text)),
    ) ??
    (hints.customerName ? nameIn(hints.customerName, true) : undefined) ??
    nameSaidAlone(spoken) ??
    (s.customerName || !['problem', 'category', 'fix-result'].includes(asked)
      ? undefined
      : nameSaidApart(text, asked)) ??
    (s.customerName || asked !== 'category'
      ? undefined
      : nameAnsweredInstead(text, (words) => Boolean(categoryIn(words) || areaIn(words) || uncoveredTradeIn(words))));
  if (name && name !== s.customerName) {
    s.customerName = name;
    said.push(contact ? `I'll put ${name} down as the contact.` : `Thanks, ${firstName(name)}.`);
  }

  const atReadBack = asked === 'wrap-up' || asked === 'correction';
  const heardPhone = phoneIn(text);
  const askedForPhone = asked === 'phone' || asked === 'phone-confirm';
  let phone = heardPhone.phone ?? (hints.callbackPhone ? phoneIn(hints.callbackPhone).phone : undefined);
  // "the last four are 0143", "it's zero one five three at the end": a correction of the number just given (even in
  // the same breath: "831 555 0142 wait no, the last four are 0143")
  // "no, it's 0174" right after the read-back: the last four corrected
  const lastFour = lastFourIn(text, asked === 'phone-confirm' && isNo(text));
  const lastDigit = lastFour ? undefined : lastDigitIn(text);
  const base = phone ?? s.customerPhone;
  // corrected whenever the number is what the caller speaks of ("those times are fine, but the number's wrong…")
  // ("ay no perdón, es 2075 al final": the end of the number just said)
  const aboutThePhone =
    askedForPhone || atReadBack || Boolean(phone) || /\b(number|phone|cell|at the end|al final|ends in)\b/i.test(text);
  if (lastFour && base && aboutThePhone) phone = usPhoneOf(base.replace(/\D/g, '').slice(-10, -4) + lastFour) ?? phone;
  else if (lastDigit && base && aboutThePhone)
    phone = usPhoneOf(base.replace(/\D/g, '').slice(-10, -1) + lastDigit) ?? phone;
  // a number said over two turns ("831 555…", "…0142")
  else if (!phone && heardPhone.partial && askedForPhone) {
    if (s.pendingDigits) phone = usPhoneOf(s.pendingDigits + heardPhone.partial);
    if (!phone) s.pendingDigits = (s.pendingDigits ?? '') + heardPhone.partial;
  }
  if (phone) s.pendingDigits = null;
  if (phone && phone !== s.customerPhone) {
    s.customerPhone = phone;
    // a number changed at the final read-back (or as the times are read back, everything else said) is read back with
    // everything else, not on its own
    s.phoneConfirmed = atReadBack || asked === 'times-confirm';
  }

  const tradeBefore = s.serviceType;
  const category =
    categoryIn(text) ?? (hints.serviceType ? { category: hints.serviceType, explicit: false } : undefined);
  // (a trade Earl does not cover, once told, is not guessed over from the words: "I'll call a septic outfit then")
  if (
    category &&
    (!s.uncoveredTrade || category.explicit) &&
    (!s.serviceType || category.explicit || asked === 'category' || asked === 'correction')
  ) {
    if (category.category !== s.serviceType && !s.hazards.length && s.tip?.result !== 'offered') {
      said.push(`That sounds like a job for ${TRADE_NAMES[category.category]}.`);
    }
    s.serviceType = category.category;
  }
  // a hazard with no trade named yet goes to the trade that handles it
  if (s.hazards.length) {
    const choices = HAZARD_TRADE_CHOICES[s.hazards[0]!];
    // "…and the gate latch. Oh, and the CO alarm by the wall heater keeps going off": the danger told among other jobs
    // goes to the trade of the thing it is at
    const atTheDanger = turnedUrgent ? tradeWhereHazardIs(text, s.hazards[0]!, tradeBefore !== null) : undefined;
    if (atTheDanger && choices.includes(atTheDanger)) s.serviceType = atTheDanger;
    else if (!s.serviceType || (!choices.includes(s.serviceType) && !category?.explicit)) s.serviceType = choices[0]!;
    // "the outlet behind the fridge is warm": the hot outlet, switch or panel is the electrician's, wherever it is
    if (
      s.hazards[0] === 'electrical-fire' &&
      (s.serviceType === 'Appliance Installation & Repair' || s.serviceType === 'Heating & Cooling (HVAC)') &&
      !category?.explicit &&
      HOT_WIRING.test(text)
    )
      s.serviceType = 'Electrical';
    // "storm water is coming in under the garage door… the power strip", "rain dripping out of the kitchen light… the
    // roofer can't come till next week": no pipe to mend, so not the plumber's; the caller's own trade if they named
    // one ("repaint"), else the electrician who makes the wiring safe
    if (s.hazards[0] === 'water-electrical' && s.serviceType === 'Plumbing' && !category?.explicit) {
      const call = callerSaidSoFar(s);
      if (WEATHER_WATER.test(call) && !PLUMBING_WATER.test(call)) {
        const own = categoryIn(call)?.category;
        s.serviceType = own && NOT_PLUMBING_AT_WET_WIRING.includes(own) ? own : 'Electrical';
      }
    }
    // "the generator's going in the garage… I want somebody to hook it up properly", "necesito un electricista": the
    // fumes of a generator indoors, and an electrician asked to wire it to the house
    if (s.hazards[0] === 'carbon-monoxide' && s.serviceType !== 'Electrical') {
      const call = callerSaidSoFar(s);
      if (/\bgenerators?\b/.test(call) && categoryIn(call)?.category === 'Electrical') s.serviceType = 'Electrical';
    }
  }

  const askedForAddress =
    asked === 'address' ||
    asked === 'city' ||
    asked === 'community' ||
    asked === 'out-of-area' ||
    asked === 'correction';
  // "not watsonville, it's soquel": the place taken back is not read as said ("right across the bridge from
  // watsonville" is where it is near, not where)
  const placeText = text
    .replace(/\b(?:right |just )?across (?:the \w+ )?from\s+\p{L}+(?:\s+\p{L}+)?/giu, ' ')
    .replace(
      /\bnot\s+(?:in\s+|on\s+|at\s+)?(?:the\s+)?\p{L}+(?:\s+\p{L}+){0,2}?(?=[,.]?\s+(?:it's|its|it is|but)\b)/giu,
      ' ',
    );
  const street = streetIn(placeText, askedForAddress) ?? (hints.street ? streetIn(hints.street, true) : undefined);
  const ruleArea =
    townPutRightLater(placeText) ?? (street ? areaAroundStreet(placeText, street) : areaIn(placeText, askedForAddress));
  // the model's city still goes through the county check
  const area = homeOverCaller(placeText, ruleArea) ?? (hints.city ? areaIn(hints.city) : undefined);
  // "the house number is 315, not 350": the street kept, its number corrected
  const renumbered =
    !street &&
    s.street &&
    (atReadBack ||
      askedForAddress ||
      asked === 'times-confirm' ||
      /\baddress\b/i.test(text) ||
      houseNumberTakenBack(text, s.street))
      ? renumberedStreet(text, s.street)
      : undefined;
  if (renumbered) {
    s.street = renumbered;
    // said back when the address was not what was asked ("no, it's four eighteen" as the times are read back)
    if (!askedForAddress && !atReadBack) said.push(`I've changed the address to ${renumbered}.`);
  }
  if (street) {
    // the same street said again ("42, not 24", "unit B") keeps its town; another street needs its own
    // (a street put right as the times or everything is read back, with no town said, stays in the same town)
    const putRight = (asked === 'times-confirm' || atReadBack) && s.street && !area;
    if (!putRight && (s.street ? streetName(s.street) !== streetName(street) : !s.townFirst)) s.city = null;
    // "217 Brennan St… wait no, it's 271, not 217": the house number put right in the same breath
    s.street = numberPutRightLater(placeText, street) ?? street;
    s.outOfAreaPlace = null;
  }
  // "vivo en la alisal st en salinas", "I'm on Church Street in Gilroy": outside the county, a street with no number
  const outsideStreet = !street && area?.kind === 'out' ? streetWithoutNumberIn(placeText) : undefined;
  if (
    area &&
    (street ||
      outsideStreet ||
      askedForAddress ||
      asked === 'problem' ||
      (s.street && townOfTheHome(text, area, s.city)))
  ) {
    if (area.kind === 'in') {
      s.city = area.city;
      if (!street && !s.street && askedForAddress) s.townFirst = true;
      s.outOfAreaPlace = null;
    } else if (area.kind === 'out') {
      s.outOfAreaPlace = area.place;
      s.outOfAreaHome = livesIn(text, area.place) || Boolean(outsideStreet);
      if (outsideStreet) s.outOfAreaStreet = outsideStreet;
      s.city = null;
    } else if (area.kind === 'ask-community') {
      s.city = null;
      s.awaiting = 'community';
    }
  }

  if (!s.problem || asked === 'correction') {
    const saidOtherThings = Boolean(name || phone || street || area);
    const problem = problemIn(text, asked === 'problem' && !saidOtherThings) ?? hints.problem;
    if (problem && (category || asked === 'problem' || s.hazards.length)) s.problem = problem;
  }

  const timesAsked = ['times', 'times-confirm', 'wrap-up', 'correction'].includes(asked);
  const asksForATime = /\b(available|come (by|out|over)|free|works? for me|prefer|can do|anytime)\b/i.test(text);
  // an urgent call is booked for the soonest: the times of the turn that tells the hazard, and times said in passing
  // ("this morning her hands were purple", "the heat will go on all day"), are no windows; a time asked for in so many
  // words is ("anytime" and "free" are too common in an emergency's story to count)
  const wantsTimes = s.hazards.length
    ? (asksForATime && !/\b(anytime|free)\b/i.test(text)) || (timesAsked && !turnedUrgent)
    : timesAsked || asksForATime || SAYS_A_TIME.test(text);
  if (wantsTimes) {
    // "swap Monday evening for Saturday morning": the first is turned down, the second said instead (a day alone,
    // "swap Monday for Friday, same hours", is moved with its hours below)
    const timesSaid = text.replace(SWAPPED_DAY, (swap: string, from: string, to: string) =>
      HOURS_WORD.test(to) ? `${from} doesn't work, ${to} instead` : swap,
    );
    // "monday afternoon instead of morning": what is turned down is no time asked for
    const parsed = parseTimeWindows(newTimeWords(dayMoved(timesSaid, s.windows), s.windows), now);
    const { pastWindow, weekdayMismatch } = parsed;
    // "Sunday doesn't work, Monday morning instead": a day turned down is no window ("not friday morning" turns down
    // that morning, not the afternoon said with it)
    const named = withDaysNamed(timesSaid, now);
    const turningDown = timesSaid.replace(/\bnot\s+(on\s+)?\w+day\s+(morning|afternoon|evening)\b/gi, ' ');
    let windows = parsed.windows.filter((w) => !turnedDown(turningDown, w, now));
    // "sí, sábado o domingo" as the two are read back: the days said again, confirmed, their hours kept
    const sameDaysSaidAgain =
      asked === 'times-confirm' &&
      isYes(timesSaid) &&
      windows.length > 0 &&
      windows.every((w) => s.windows.some((had) => had.label.split(',')[0] === w.label.split(',')[0])) &&
      !/\d|\b(morning|afternoon|evening|noon|midday|lunch|early|after|before|between|anytime|any time|all day)\b/i.test(
        timesSaid,
      );
    if (sameDaysSaidAgain) windows = [];
    if (weekdayMismatch && windows.length)
      said.push(
        `Just to check: I've put down ${weekdayMismatch.dateTaken}. If you meant ${weekdayMismatch.weekdaySaid} instead, just tell me.`,
      );
    // "make the second one Friday afternoon instead", "Sunday doesn't work, Monday morning" change that window only
    const which = /\b(second|other|last|2nd|latter)( one| time| window)?\b/i.test(timesSaid)
      ? 1
      : /\b(first|1st|former)( one| time| window)\b/i.test(timesSaid)
        ? 0
        : windowNamedAgain(named, s.windows, windows);
    // one window changed as the two are read back is read back again with everything else, not on its own
    const settled = atReadBack || asked === 'times-confirm';
    if (windows.length && which !== undefined && s.windows.length === 2 && windows.length === 1) {
      s.windows = s.windows.map((w, i) => (i === which ? windows[0]! : w));
      s.windowsConfirmed = settled;
    } else if (windows.length) {
      // "if saturday doesn't work, sunday morning": a second window offered as a fallback joins the first
      const another = asked === 'times' || FALLBACK_WINDOW.test(timesSaid);
      const fresh = windows.filter((w) => !s.windows.some((had) => had.label === w.label));
      // (two said now are the two: "pueden venir en domingo?"… "bueno, el domingo en la mañana o el lunes en la noche")
      s.windows =
        another && s.windows.length === 1 && windows.length === 1
          ? [...s.windows, ...fresh].slice(0, 2)
          : windows.slice(0, 2);
      // two new windows are read back on their own
      s.windowsConfirmed = atReadBack;
    } else if (pastWindow) said.push('That time has already passed.');
  }
}

/**
 * "make thursday friday, same time", "move Thursday to Friday", "swap Monday for Friday": a window moved to another day
 * keeps its hours, said
 * as the new day with them ("friday 12 PM - 5 PM"); the day left is then named only as the one replaced.
 */
function dayMoved(text: string, had: TimeWindow[]): string {
  const moved =
    /\b(?:make|change|move|switch|swap)\s+(?:the\s+)?(\w+day)(?:\s+one)?\s+(?:to\s+|into\s+|for\s+|with\s+)?(\w+day)\b/i.exec(
      text,
    );
  // "make the second one Wednesday instead of Tuesday, same time": a window named by its place keeps its hours when
  // the caller says so
  const byPlace =
    /\b(?:make|change|move|switch)\s+(?:the\s+)?(first|1st|second|2nd|last|other)(?:\s+(?:one|window|time|day))?\s+(?:to\s+|into\s+)?(\w+day)\b(?=.*\bsame (time|hours?)\b)/i.exec(
      text,
    );
  if (byPlace && had.length === 2 && WEEKDAY_NAMES.includes(byPlace[2]!.toLowerCase())) {
    const place = byPlace[1]!.toLowerCase();
    const window = place === 'first' || place === '1st' ? had[0]! : had[1]!;
    const hours = window.label.split(', ').at(-1)!;
    return text
      .replace(byPlace[0], `${dayNear(window, byPlace[2]!)} ${hours} instead of ${dayOf(window)}`)
      .replace(/,?\s*(instead of \w+day,?\s*)?same (time|hours?)\b/i, '');
  }
  const from = had.find((w) => dayOf(w) === moved?.[1]?.toLowerCase());
  if (!moved || !from || !WEEKDAY_NAMES.includes(moved[2]!.toLowerCase())) return text;
  const hours = from.label.split(', ').at(-1)!;
  return text
    .replace(moved[0], `${dayNear(from, moved[2]!)} ${hours} instead of ${moved[1]}`)
    .replace(/,?\s*same (time|hours?)\b/i, '');
}

/** The weekday a moved window goes to, nearest the day it leaves ("make Tuesday the 10th Wednesday": the 11th). */
function dayNear(window: TimeWindow, weekday: string): string {
  const from = WEEKDAY_NAMES.indexOf(dayOf(window));
  const to = WEEKDAY_NAMES.indexOf(weekday.toLowerCase());
  if (from === -1 || to === -1) return weekday;
  let days = (to - from + 7) % 7;
  if (days > 3) days -= 7;
  return `${weekday} the ${ordinalOf(String(dayOfMonthAfter(new Date(window.start), days)))}`;
}

/**
 * The words of an utterance that can name new windows: without the times it turns down ("instead of the morning",
 * "not friday morning"), the windows it only refers to ("the Friday one is fine", "keep Saturday") and the day of a
 * condition ("if saturday doesn't work, sunday morning").
 */
function newTimeWords(text: string, had: TimeWindow[]): string {
  return (
    text
      .replace(/\b(instead of|rather than)\s+(the\s+)?(morning|afternoon|evening|\w+day)\b/gi, '')
      // "not friday, i work friday": the day the caller works is no new time
      .replace(/\b(i|we) (work|have work|'m working|am working|are working)( on)? (\w+day)s?\b/gi, ' ')
      // "has to be after it arrives Fri": the day something happens first is no time to come
      .replace(
        /\b(after|once|when) (it|they|the \w+|that|my \w+) (arrives?|gets? (here|delivered|in)|is delivered|comes? in|shows? up|is (installed|done|finished))( on)? (\w+day|mon|tues?|wed|thur?s?|fri|sat|sun)\b/gi,
        ' ',
      )
      .replace(
        /\b(the\s+)?(\w+day)('s|\s+one('s)?|\s+one is|\s+is)\s+(fine|good|ok|okay|great|perfect)\b|\bkeep\s+(the\s+)?(\w+day)(\s+one)?\b|\b(the\s+)?(\w+day)(\s+one)?\s+(stays|can stay|still works|is still (fine|good|ok|okay))\b/gi,
        // ("Tuesday stays")
        (said: string, ...groups: (string | undefined)[]) =>
          had.some((w) => dayOf(w) === (groups[1] ?? groups[6] ?? groups[9] ?? '').toLowerCase()) ? ' ' : said,
      )
      .replace(/\bnot\s+(on\s+)?(the\s+)?(\w+day|tomorrow)?\s*(morning|afternoon|evening)?\b/gi, (m) =>
        /\w+day|tomorrow|morning|afternoon|evening/i.test(m) ? ' ' : m,
      )
      .replace(IF_THAT_FAILS, ' ')
  );
}

const IF_THAT_FAILS =
  /\bif (\w+day|tomorrow|today|that|it|this|the \w+)( morning| afternoon| evening)? (doesn't|does not|won't|will not|can't|isn't|is not) (work|suit|do|happen|pan out)( for (you|them|him|her|the \w+))?\b/gi;
const ONE_WINDOW_ONLY =
  /\b((can't|cannot|can not|don't have|do not have) (give you |do |offer )?(a |any )?(second|another|other|2nd)( one| time| option| window| day)?|(that's|thats|that is|it's|it is) the only (time|day|window|one|option)|only (time|day) (i'm|i am|we're|we are) (free|home|available)|no (second|other) (time|window|option|day)|(\w+day|tomorrow) (morning |afternoon |evening )?only\b|solo (ese|esa|ese d[íi]a|esa hora|puedo ese)|nada m[áa]s ese d[íi]a|(es )?el [úu]nico d[íi]a|no tengo otro|otro d[íi]a no|only (day|time|one) (that )?works|(don't|do not|dont) need (a |another )?(second|2nd|other)|nom[áa]s (el |la |ese |esa )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|ese|esa)|solo puedo)\b/i;
const SOLVED_ON_ITS_OWN =
  /\b(it works now|works now|(?<!\b(?:to|at|back|from|for) )(works?|runs?|turns? on|comes? on|spins?) again|it worked|that worked|it's working (again|now)|(came|come|it's|is) back on|came (right )?on|lit up|(is|it's|'s|are) (all )?(coming on|going|running|working|heating|blowing|humming|cooling|spinning|draining|flushing|pumping) (again|now)|(coming|going|running) again|that was it|that did it|it's fine now|all good now|(drains?|draining|flushes|flushing|works|working|runs|running) (totally |just |perfectly |completely |all )?(fine|good|great|normal(ly)?) now|that's all i needed|(it's|is) on now|everything('s| is)? (works|working)( now| again)?|(they|it all|all of them) (work|works|are working) (now|again)|(can |i |we )hear (it|the \w+) (going|running|kick(ing|ed|s) on|click(ing|ed|s)? on|start(ing|ed|s)? up)|(it's|its|it is|is) (grinding|spinning|whirring) (again|now)|(it's|is) blowing (warm|hot) air (again|now)\b|(it's|is) draining (again|now)\b|(heater|furnace|heat|it) (has|have) started( up)?( again)?|(heat|heater|furnace|ac|fan|compressor|boiler|burner) (just |finally )?(kicked|clicked|fired) (back )?(on|up)|(screen|display) is (showing|on|back)|(the )?(screen|display|power|lights?|heat|hot water)( is| are|'s| came| come) (back|on again)\b(?! (to|in|there|here|up))|(is|it's|'s|are) on again|(it's|it is|its) (running|working|on)\b[^.]{0,20}\b(thanks|thank you)|(kick(ing|ed|s)|fired|firing) (back )?(on|up)\b.{0,30}\bblowing (warm|hot|cold)|(it's|is) blowing (warm|hot) (air )?(again|now)?\s*(thanks|thank you))\b|(?<=\w )works( now| again)?\s*!/i;
const WRONG_NUMBER =
  /\b(wrong number|dialed the wrong|called the wrong|meant to (call|dial)|(trying|tried|wanted) to (call|reach) (my|the|a|an) \w+|n[úu]mero equivocado|me equivoqu[ée] de n[úu]mero)\b/i;
const FALLBACK_WINDOW =
  /\b(if (that|it|this|\w+day|tomorrow|the \w+) (doesn't|does not|won't|can't|isn't|is not)|if not|otherwise|or else|as a backup|backup|second choice|as a second|alternatively)\b/i;
// "swap Monday evening for Saturday morning": a window traded for another (HOURS_WORD: one with its own hours)
const DAY_WORD = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today)';
const SWAPPED_DAY = new RegExp(
  `\\b(?:swap|switch|trade|change|replace)(?: out)? (?:the )?(${DAY_WORD}[^,.;!?]*?) (?:for|with|to) ((?:the )?${DAY_WORD}[^,.;!?]*)`,
  'i',
);

const HOURS_WORD =
  /\b(mornings?|afternoons?|evenings?|noon|night|\d{1,2}(:\d\d)?\s*(am|pm)?|all day|anytime|any time)\b/i;

// a day with a part of it ("thursday afternoon", "tomorrow after 3"), or a weekend offered: a time window, whatever
// was asked
const SAYS_A_TIME =
  // ("Tuesday the 10th or Thursday the 12th": two dates offered; "this weekend" said alone; "solo puedo después del
  // trabajo, mañana o el viernes": the hours, then the days offered)
  /^\W*(this|next|the|over the) weekend\W*$|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday) the \d{1,2}(st|nd|rd|th)\b.{0,10}\bor\b.{0,10}\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(can|could) (someone|somebody|anyone|anybody|you|u|they|a pro)\b[^.?!]{0,60}\b(this weekend|next week|tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b((it )?(can|could) be|puede ser)\b.{0,20}\b(weekend|fin de semana|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|s[áa]bado|domingo)\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|this weekend|next week)\b.{0,20}\b(mornings?|afternoons?|evenings?|after \d{1,2}|before \d{1,2}|at \d{1,2}|between|anytime|any time|all day|lunchtime|noon|midday|\d{1,2}(:\d{2})?\s*(am|pm)?\s*[-–]\s*\d{1,2}(:\d{2})?\s*(am|pm))\b|\b(after (work|school)|after \d{1,2}|before \d{1,2})\b.{0,25}\b(tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b.{0,15}\bor\b/i;

/**
 * A first and last name said apart from the answer to something else: at the very end ("i put new batteries in
 * already, nothing. it's aaron feld") or as a sentence of its own first ("Sandra Okafor. Oh, and now water's dripping
 * out of the light"); not a thing or a town ("…it's water heater", "Santa Cruz.").
 */
function nameSaidApart(text: string, asked: Awaiting): string | undefined {
  // "…it's totally dead" ends a description as often: a name said last only where the trade was just asked
  const last =
    asked === 'category'
      ? /[.,;!?]\s*(?:it's|its|i'm|im|this is)\s+(\p{L}[\p{L}'-]+\s+\p{L}[\p{L}'-]+)\s*[.!]?\s*$/iu.exec(text)?.[1]
      : undefined;
  const said =
    last ??
    /^\s*(\p{L}[\p{L}'-]+\s+\p{L}[\p{L}'-]+)\s*[.!](?=\s|$)/u.exec(text)?.[1] ??
    // "Hi — Tanvir Hossain, 831-555-0226, 145 Holohan Rd…": a name, then the number, as a chat opens
    /^\s*(?:(?:hi|hello|hey|hola)\b[\s,.!:—–-]*)?(\p{L}[\p{L}'-]+\s+\p{L}[\p{L}'-]+)\s*[,:—–-]+\s*(?=\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})/iu.exec(
      text,
    )?.[1] ??
    // "I've plunged it like 20 times, no luck. Rosa Medina": a sentence of its own, last
    (asked === 'problem' ? undefined : /[.!?]\s+(\p{L}[\p{L}'-]+\s+\p{L}[\p{L}'-]+)\s*[.!]?\s*$/u.exec(text)?.[1]);
  if (!said || categoryIn(said) || areaIn(said) || uncoveredTradeIn(said)) return undefined;
  return nameIn(said, true);
}

/** A street without its house number and unit ("42 Cayuga St Apt 2" → "cayuga st"). */
const streetName = (street: string) =>
  withoutUnit(street)
    .replace(/^\S+\s+/, '')
    .toLowerCase();

const dayOf = (w: TimeWindow) => w.label.split(',')[0]!.toLowerCase();
// building an Intl formatter costs far more than using one (it was a seventh of a turn's time)
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Los_Angeles' });
const weekdayName = (at: Date) => WEEKDAY.format(at).toLowerCase();
/** "tomorrow can't" names Thursday's window on a Wednesday: the days said relatively, named */
const withDaysNamed = (text: string, now: Date) =>
  text
    .replace(/\btomorrow\b/gi, () => weekdayName(new Date(now.getTime() + 86_400_000)))
    .replace(/\btoday\b/gi, () => weekdayName(now));
/** A window whose day the caller turns down; "not today" only today's, not the same weekday next week. */
const turnedDown = (text: string, w: TimeWindow, now: Date) => {
  const relative = [
    ['today', now],
    ['tomorrow', new Date(now.getTime() + 86_400_000)],
  ] as const;
  const days = [dayOf(w), ...relative.filter(([, at]) => sameLocalDay(at, new Date(w.start))).map(([word]) => word)];
  const day = `(${days.join('|')})`;
  return regExpOf(
    `(?<!\\bif\\s+)\\b${day}\\b[^.,;]{0,15}\\b(doesn't|does not|won't|can't|cannot|is no good|isn't good|is bad|is out|not good)\\b|\\b(not|can't do|can't make|cannot do|except|forget( about)?|don't worry about|never ?mind|scratch)\\s+(on\\s+)?${day}\\b`,
    'i',
  ).test(text);
};

// what a caller says while dealing with an emergency, between the questions
const DEALING_WITH_IT =
  /\b(shut ?-?off|valve|main|breaker|water|smell|smoke|outside|still (coming|leaking|going|there)|stopped|turned (it|the)|found (it|the)|llave|agua|humo|afuera|ya (la|lo) (cerr[ée]|apagu[ée]|encontr[ée]))\b/i;
// a greeting or a check of the line and nothing else (read without accents or punctuation)
const GREETING_ONLY =
  /^((hi|hello|hey|hiya|howdy|there|good (morning|afternoon|evening)|are you there|you there|(is )?(anyone|anybody|somebody|someone) there|can you hear me|hola|bueno|buenas|buenos dias|buenas (tardes|noches)|alo|oiga|oigame|me (escucha|escuchas|oye|oyes)|hay alguien|esta ahi|earl)\s*)+$/;
const greetingWordsOf = (text: string) =>
  withoutAccents(normalize(text))
    .replace(/[^\p{L}\s]+/gu, ' ')
    .trim();
const isGreetingOnly = (text: string) => GREETING_ONLY.test(greetingWordsOf(text));
const SPANISH_GREETING =
  /\b(hola|bueno|buenas|buenos dias|alo|oiga|oigame|me (escucha|escuchas|oye|oyes)|hay alguien|esta ahi)\b/;
// "ok turned it off… found the red button, pushed it": the fix done, how it went not said yet
const FIX_DONE =
  /\b(i |just |ok |okay |and )?(pushed|pressed|hit|flipped|reset|switched|swapped|replaced|changed|cleaned|cleared|unplugged|plugged|relit|turned|jiggled|tightened) (it|that|them|the \w+|in the \w+|it back|it off and on)\b|\bya (le |lo |la |los )?(apret[ée]|pic[ée]|sub[íi]|baj[ée]|desconect[ée]|conect[ée]|cambi[ée]|limpi[ée]|prend[íi]|mov[íi])\b/i;
// the caller busy trying something or finding it ("hold on", "let me look", "where's the breaker box?")
const HOLD_ON =
  /\b(hold on|hang on|one sec(ond)?|just a sec(ond)?|give me a (sec(ond)?|minute|moment)|let me (look|check|see|go (look|check|see)|try)|i'll (go )?(look|check|try)|checking now|espéreme|espereme|esp[ée]rame|esp[ée]rate|esp[ée]rese|un momento|un momentito|d[ée]j[ae]me (ir a )?(ver|checar|revisar)|d[ée]j[ae]me ir (al|a la|a) [a-záéíóúñ]+|voy a (ver|checar|revisar)|ahorita (veo|checo|reviso)|where('?s| is) (the|my|our) (breaker|panel|box|fuse|shut ?off|valve|reset)|d[óo]nde (est[áa]|queda) (la|el|ese|esa|este|esta) (caja|panel|breaker|llave|v[áa]lvula|bot[óo]n|botoncito)|(where|d[óo]nde)\b[^.?]{0,30}\b(breakers?|panel|fuse box)\b)/i;
// "same number I'm calling from", "this one's fine", "you can call me back on this number"
const CALLING_FROM =
  /\b(number('s| is)? (the one )?(i'm|i am) calling (from|on)|(the )?(one|number) i'm calling (from|on)|this number('s| is) (fine|good|the one|my cell)|(call|reach|text) me (back )?(on|at) this (number|phone|one))\b/i;
const SAME_NUMBER =
  /\b(same (number|one)|this (number|one)|the (number|one) i'm calling from|calling from|this phone)\b/i;
const NO_MESSAGE_THEN =
  /\b(thanks anyway|thank you anyway|no worries|never ?mind|no thanks|no thank you|(i'll|i will|we'll|we will) (call|try|look for|find|get) |that's (ok|okay|fine|alright)|no message|no,? that's (all|it)|gracias de todos modos|no se preocupe|as[íi] d[ée]jelo|no,? gracias|ni modo|(voy a|vamos a) (llamar|buscar))/i;
const UNCOVERED_TRADE_DONE =
  /\b(fix|fixed|repaired|patched|done|replaced|sealed)\b[^.,;]{0,30}\bby (the |a |our )?(roofers?|exterminators?|pest control|locksmith)\b|\b(the |a |our |my )?(roofers?|exterminators?|pest control( guy| company)?|pool (guy|company)|locksmith)\b[^.,;]{0,30}\b(took care of|fixed|came out|came|already|did|replaced|patched|handled|was (here|out))\b[^.,;]*|\b(they|we|he|she|the landlord|the owner|someone)( already)? (fixed|replaced|patched|redid|repaired|re-?roofed) the roof\b|\bthe roof (was|got|has been|is) (already )?(fixed|replaced|repaired|patched|done)\b/gi;
const UNCOVERED_TRADE_NAMED =
  /\b(roofer|roofers|roofing (company|contractor)|exterminator|pest control|pool (guy|service|company|cleaner)|lock ?smith|chimney sweep|(need|want|looking for|hire|book|get) (some |a )?movers|do (you|u) (guys |all )?(do|fix|repair|handle|work on|service) (roofs?|roofing|pests?|pools?|septic|hot tubs?|spas?|jacuzzis?)|septic (outfit|company|service|guys?|pumper)|septic( tank)? (pumped|pumping|emptied)|pump(ed|ing)? (out )?(the |our |my )?septic|(is that|is this|is it) (something|anything) (you|u|y'all|earl) (guys )?(handle|do|cover|service|take care of)|(arreglan|hacen|trabajan) (techos?|el techo|albercas?|plagas)|(patch|fix|repair|replace|redo)\w* (the |our |my )?roof|get rid of (the |these |those |all the )?(rats?|mice|roach(es)?|cockroach(es)?|ants|pests?|wasps?|hornets?|bees|yellow ?jackets?)|(wasp|hornet|yellow ?jacket|bee|avispas?|abejas?)s?('s)? (nest|hive|panal)|(panal|nido) de (avispas|abejas)|(nest|hive) of (wasps|hornets|bees|yellow ?jackets)|fumig\w*|(tengo|tenemos|hay|salen) (muchas |much[íi]simas |un mont[óo]n de )?pests)\b/i;

const WEATHER_HAZARDS = new Set<HazardKind>(['no-heat-vulnerable', 'no-cooling-vulnerable']);
const MILD_WEATHER =
  /\b((it's|its|it is|today|today's|today is|hoy) (est[áa] )?(mild|templad\w*|nice|not (that |very |too )?(cold|hot)|fresc\w*)|no hace (mucho |tanto |un )?(fr[íi]o|calor)( fuerte)?|not (that |very |too )?(cold|hot) (out|outside|today)|(6\d|7[0-5]) (degrees|grados))\b/;
const ALL_WELL =
  /\b((she's|he's|they're|everyone's|everybody's|we're|she is|he is|they are|everyone is|ella est[áa]|[ée]l est[áa]|est[áa]n?|todos est[áa]n) (fine|ok|okay|good|bien)|no rush|no hurry|no hay prisa|not urgent|no es urgente)\b/;

const WEATHER_WATER =
  /\b(rain\w*|storm ?water|storms?|(roof|roofer)\b|lluvia|llueve|llovi\w*|lloviendo|tormenta|aguacero)/i;
const NOT_PLUMBING_AT_WET_WIRING: ServiceCategory[] = ['Electrical', 'Painting & Drywall', 'Handyman', 'Carpentry'];
const PLUMBING_WATER =
  /\b(sump pumps?|pipes?|tubs?|bathtubs?|showers?|toilets?|sinks?|upstairs (bathroom|neighbou?rs?|unit|apartment)|water heater|washer|washing machine|dishwasher|faucets?|tinas?|regaderas?|duchas?|inodoros?|tuber[íi]as?|ba[ñn]o de arriba|vecinos de arriba)\b/i;
// (a fishy smell is what overheating wiring gives off: "a fishy smell from behind the couch where the heater's plugged in")
const HOT_WIRING =
  /\b(fishy|(burnt|burning) fish|(like|a) pescado)\b|\b(outlets?|sockets?|plugs?|switch(es)?|dimmers?|(cover |switch |outlet |wall )?plates?|panel|breakers?|breaker box|fuse box|wiring|(extension |power )?cords?|power strips?)\b.{0,80}\b(warm|hot|burn\w*|melt\w*|scorch\w*|smok\w*|spark\w*|buzz\w*|soft|squishy|char(red|ring)?)\b/i;

/** What a message says of the job (its trade, problem and address), kept for the team who calls back. */
function noteJobInMessage(s: ConversationState, text: string) {
  if (!s.uncoveredTrade) s.serviceType ??= categoryIn(text)?.category ?? null;
  s.problem ??= problemIn(text, false) ?? null;
  // only a street said with its suffix: a message's other numbers are no house numbers ("call me at 831 555 0102 about")
  const street = s.street ? undefined : streetIn(text, false);
  if (!street) return;
  s.street = street;
  const area = areaAroundStreet(text, street);
  if (area?.kind === 'in') s.city = area.city;
}

// "i'm up in", "we live in", "vivimos en": where the caller is
const WHERE_I_AM =
  "\\b(?:i'm|im|i am|we're|we are|i live|we live|live|living|located|vivo|vivimos|estoy|estamos)\\b(?: (?:up|down|out|over|here|aqui))? (?:in|en) ";

const HOME_TOWN_SAID = new RegExp(`${WHERE_I_AM}([\\p{L}' ]{3,30})`, 'iu');

/** The county town an earlier line says the caller is in ("i'm up in bunny doon", "vivimos en Freedom"), heard by sound. */
function townSaidAsHome(s: ConversationState): string | undefined {
  for (const line of s.transcript) {
    if (line.role !== 'user') continue;
    const home = HOME_TOWN_SAID.exec(heardAs(s, line.text));
    const area = home && areaIn(home[1]!, true);
    if (area?.kind === 'in') return area.city;
  }
  return undefined;
}

/**
 * "i'm down in monterey", "vivimos en Gilroy": the caller is at the place named; or the one the call is for is ("a mi
 * hermana no le sale agua caliente… ella vive en Pájaro", not "mi hijo me dijo que les hablara, él vive en San José")
 */
const livesIn = (text: string, place: string) => {
  const plain = withoutAccents(text.toLowerCase());
  const town = withoutAccents(place.toLowerCase());
  if (regExpOf(`${WHERE_I_AM}${town}\\b`).test(plain)) return true;
  return (
    CALL_IS_FOR_SOMEONE.test(plain) &&
    regExpOf(`\\b(?:she|he|they|ella|el) (?:lives|live|vive|viven) (?:at|in|en) ${town}\\b`).test(plain)
  );
};
// ("a mi hermana", not the pronoun in "me pidió a mí que llamara")
const CALL_IS_FOR_SOMEONE =
  /\b(?:a|para|for) (?:mi|my) (?!(?:que|me|no|se|nos|lo|la|le|y|ya|si|pero|de|en|tambien|nomas|me)\b)[a-z]+\b|\bmy [a-z]+'s\b/;

const outOfArea = (place: string): Next => ({
  awaiting: 'out-of-area',
  text: `I'm sorry, ${place} is outside our service area: we only cover Santa Cruz County. If the work is at another address in the county, tell me that address; otherwise I'll let you go.`,
});

/**
 * The window a single new one replaces: the one on the same day ("friday at eleven, not ten"), or the one whose day the
 * caller turns down for another ("Sunday can't, Monday…").
 */
function windowNamedAgain(text: string, had: TimeWindow[], heard: TimeWindow[]): number | undefined {
  // "friday at eleven, not ten": a new time on the day of one of the two windows changes that one
  const sameDay = heard.length === 1 ? had.filter((w) => dayOf(w) === dayOf(heard[0]!)) : [];
  if (sameDay.length === 1) return had.indexOf(sameDay[0]!);
  const at = had.findIndex(
    (w) => regExpOf(`\\b${dayOf(w)}\\b`, 'i').test(text) && !heard.some((h) => dayOf(h) === dayOf(w)),
  );
  return at === -1 || had.filter((w) => dayOf(w) === dayOf(had[at]!)).length > 1 ? undefined : at;
}

/** "perdón me equivoqué, es 9250, no 9520", whatever was asked: the house number given is the one taken back. */
function houseNumberTakenBack(text: string, street: string) {
  // asked on most turns once the address is known: a number taken back always says "not" or "no"
  if (!/\bn[oó]/i.test(text)) return false;
  // ("sorry, it's suite 6, not 5": the unit, the same way)
  const unit = UNIT_AT_END.exec(street)?.[0].trim().split(/\s+|#/).at(-1);
  if (
    unit &&
    regExpOf(
      `\\b(?:suite|ste|unit|apt|apartment|space|#)\\s*#?\\s*\\w+,? not (?:the )?(?:suite |ste |unit |apt |apartment |space |#)?${unit}\\b`,
      'i',
    ).test(text)
  )
    return true;
  const number = street.split(' ')[0]!;
  return regExpOf(`\\b\\d{1,6}[a-z]?,? (?:not|no) (?:the |el )?${number}\\b`, 'i').test(
    spokenHouseNumbers(normalize(text)),
  );
}

const STREET_SUFFIX = '(avenue|ave|street|st|road|rd|drive|dr|lane|ln|way|court|ct|boulevard|blvd|place|pl|circle|cir)';
// "the street's wrong, it's seabright avenue, s e a b r i g h t, not sea breeze": the street renamed, its number kept
const STREET_RENAMED = new RegExp(
  `\\b(?:it's|its|it is|should be|street is|street's)\\s+((?:[a-z]+ ){1,3}?)${STREET_SUFFIX}\\b[^.]*?\\bnot\\s+([a-z]+(?: [a-z]+){0,2})`,
);
// "not bay street, bay avenue", "not portola, it's east cliff drive": the wrong one first
const STREET_RENAMED_AFTER = new RegExp(
  `\\bnot\\s+(?:the\\s+)?([a-z]+(?: [a-z]+){0,2}?)(?: ${STREET_SUFFIX})?[,.]?\\s+(?:it's |its |it is |but )?((?:[a-z]+ ){1,3}?)${STREET_SUFFIX}\\b`,
);

/**
 * "the house number is 315", "315, not 350", "not 350, 315": the street with its house number corrected; "it's
 * apartment five, not three": with its unit corrected.
 */
function renumberedStreet(text: string, street: string): string | undefined {
  // "it's four eighteen not four eighty. four one eight": a number's pieces said last in a sentence are one number
  const t = spokenHouseNumbers(normalize(text))
    .replace(/\b\d{1,3}(?: \d{1,2}){1,3}\b(?=\s*(?:[.,;!?]|$|\s(?:not|no)\b))/g, (run) => run.replace(/ /g, ''))
    // "the apartment is 214, not 241", "el apartamento es el 214 no el 241": the unit said as a sentence
    .replace(
      /\b(apartment|apartamento|departamento|apt|unit|unidad|suite|space)( number| n[úu]mero)? (?:is|es) (?:the |el |la )?(?=#?\w)/g,
      (_m, kind: string) =>
        /^(apartamento|departamento)$/.test(kind) ? 'apartment ' : kind === 'unidad' ? 'unit ' : `${kind} `,
    );
  const renamed = STREET_RENAMED.exec(t);
  const renamedAfter = STREET_RENAMED_AFTER.exec(t);
  const [wrong, right] = renamed
    ? [renamed[3]!, `${renamed[1]}${renamed[2]}`]
    : renamedAfter
      ? [renamedAfter[1]!, `${renamedAfter[3]}${renamedAfter[4]}`]
      : [];
  if (wrong && right && streetName(street).startsWith(wrong)) {
    const number = street.split(' ')[0]!;
    const unit = UNIT_AT_END.exec(street)?.[0] ?? '';
    const again = streetIn(`${number} ${right}`, true);
    if (again && again !== street) return `${again}${unit}`;
  }
  // "I said 5C? It's 5D": a unit with the same number said with another letter (the last one said)
  const hadUnit = UNIT_AT_END.exec(street)?.[0] ?? '';
  const relettered = /\d/.test(hadUnit)
    ? ([...t.matchAll(/\b(\d{1,4})([a-z])\b/gi)]
        .filter((m) => m[1] === hadUnit.replace(/\D/g, ''))
        .map((m) => m[0].toUpperCase())
        .filter((u) => !hadUnit.toUpperCase().endsWith(u))
        .map((u) => hadUnit.replace(/\d+[A-Z]?$/i, u))
        .at(-1) ?? '')
    : '';
  const unit =
    relettered ||
    (/\b(apartment|apt|unit|suite|space|#)\s*#?\s*\w+/.exec(t)
      ? unitIn(t.slice(t.search(/\b(apartment|apt|unit|suite|space)\b|#/)))
      : '');
  // "it's four twelve, not four twenty, and it's apartment three": the unit and the number may change together
  const withUnit = unit ? `${withoutUnit(street)}${unit}` : street;
  const current = street.split(' ')[0]!.toLowerCase();
  const stated = /\b(?:house|street|building) number (?:is|should be|was supposed to be|it's) (\d{1,6}[a-z]?)\b/.exec(
    t,
  )?.[1];
  // (a unit put right, "suite 6, not 5", is no house number's)
  const numbers = t.replace(
    /\b(?:apartment|apt|unit|suite|ste|space|#)\s*#?\s*\w+,? not (?:the )?(?:(?:apartment|apt|unit|suite|ste|space|#)\s*)?\w+/g,
    ' ',
  );
  const instead = /\b(\d{1,6}[a-z]?),? (?:not|no) (\d{1,6}[a-z]?)\b/.exec(numbers);
  const insteadOf = /\bnot (\d{1,6}[a-z]?),? (?:it's |its |it is )?(\d{1,6}[a-z]?)\b/.exec(numbers);
  const number =
    stated ??
    // ("it's fifteen twenty-four, not forty-two": the wrong part said alone, the end of the number)
    (instead && (instead[2] === current || (instead[2]!.length < current.length && current.endsWith(instead[2]!)))
      ? instead[1]
      : undefined) ??
    (insteadOf?.[1] === current ? insteadOf[2] : undefined);
  const renumbered =
    number && number !== current ? `${number.toUpperCase()}${withUnit.slice(current.length)}` : withUnit;
  return renumbered === street ? undefined : renumbered;
}

/**
 * A county town said, then taken back for another in the same turn ("3340 Portola Drive, in Santa Cruz. Oh wait, she
 * says to put Live Oak"): the later one, when it is said of the home (not "…I work in Santa Cruz").
 */
function townPutRightLater(text: string): Area | undefined {
  for (const marker of text.matchAll(/\b(wait|actually|sorry|i mean|says|said|dice|dijo|perd[oó]n|mejor|no),?\s/gi)) {
    const before = areaIn(text.slice(0, marker.index));
    if (before?.kind !== 'in') continue;
    const after = areaIn(text.slice(marker.index));
    return after?.kind === 'in' &&
      after.city !== before.city &&
      townOfTheHome(text.slice(marker.index), after, before.city)
      ? after
      : undefined;
  }
  return undefined;
}

/**
 * The street's house number put right later in the same turn ("215 Rio Del Mar Blvd. No, espéreme, dice mi esposa que
 * es el 251"): a number of as many digits said after a word that takes something back.
 */
function numberPutRightLater(text: string, street: string): string | undefined {
  const current = street.split(' ')[0]!;
  const t = normalize(text);
  const at = t.indexOf(current.toLowerCase());
  if (at < 0) return undefined;
  const fix =
    /\b(wait|no|sorry|actually|i mean|perd[oó]n|esp[eé]r[ea](me)?|mejor|digo)\b[^0-9]{0,60}?\b(\d{1,6}[a-z]?)\b(?!\s*(am|pm|a\.m|p\.m|o'?clock|:\d|de la|in the|por la|en la))/.exec(
      t.slice(at + current.length),
    );
  const number = fix?.[3];
  if (!number || number === current.toLowerCase() || number.length !== current.length) return undefined;
  return `${number.toUpperCase()}${street.slice(current.length)}`;
}

/**
 * "my grandma lives in Watsonville, I'm in Salinas": a place outside the county said as where the caller is, beside a
 * county town said as the home, leaves the home's town.
 */
function homeOverCaller(text: string, area: Area | undefined): Area | undefined {
  if (area?.kind !== 'out') return area;
  // ("yo estoy en San José": the place as the caller wrote it, accents and all)
  const plain = withoutAccents(text);
  const callerIsThere = regExpOf(
    `\\b(i am in|i'm in|im in|i am at|i'm at|i live in|i work in|calling from|i'm calling from|llamo desde|estoy en|vivo en|trabajo en)\\s+${withoutAccents(area.place.toLowerCase())}\\b`,
    'i',
  );
  // …and the county town is someone else's home ("she lives in Watsonville", "mi abuelita que vive sola en Live Oak";
  // not "I live in Pajaro")
  const theirHome =
    /\b(she|he|they|her|his|their|ella|el|ellos|que|who) (lives|live|vive|viven)\s+((alone|by (her|him|them)self|sol[oa]s?)\s+)?(in|en)\b|\b(her|his|their|su) (house|home|place|casa) (is|esta|queda) (in|en)\b|\b(moved|se mudo|se acaba de mudar|acaba de mudarse|se mudaron)\b[^.]{0,40}\b(in|en|to)\b/i;
  const place = withoutAccents(area.place.toLowerCase());
  if (callerIsThere.test(plain) && (theirHome.test(plain) || SOMEONE_ELSES_PLACE.test(plain))) {
    // (the work's town not said yet, "my tenants just called… I live in Gilroy": it comes with the address)
    const home = areaIn(plain.replace(callerIsThere, ' '), true);
    return home?.kind === 'in' || home?.kind === 'out' ? home : undefined;
  }
  // "la casa es de mi primo, él vive en Salinas, pero yo vivo aquí": the owner's town, not the house's
  const ownerIsThere = regExpOf(`\\b(she|he|they|ella|el|who|que) (lives?|vive|viven) (at|in|en) ${place}\\b`, 'i');
  if (
    ownerIsThere.test(plain) &&
    /\b(pero|but|and|y) (yo|i) (vivo|live) (aqui|here|ahi|there|alli|in it|en ella)\b/i.test(plain)
  )
    return areaIn(plain.replace(ownerIsThere, ' '), true);
  return area;
}

// the work is at someone else's home or at a property the caller owns ("my tenants just called", "my mother's condo",
// "a mi mamá…"), so the caller's own town is not where it is
const SOMEONE_ELSES_PLACE =
  /\b(my|mi|our) (tenants?|renters?|rentals?|duplex|triplex|fourplex|rental (house|unit|property)|investment property|vacation rental|airbnb|listing|clients?'?s?|mother'?s?|mom'?s?|dad'?s?|father'?s?|parents'?|grandma'?s?|grandmother'?s?|grandpa'?s?|sister'?s?|brother'?s?|son'?s?|daughter'?s?|aunt'?s?|uncle'?s?|abuel\w*|mama|papa|hermana|hermano|hij[oa]|ti[oa]|suegr[oa]|prim[oa]|inquilin[oa]s?)\b|\b(la casa|el apartamento|el depa|the (house|home|place|condo)) (de|of) mi\b/i;

/**
 * Whether a town said later in the call, with no street, is where the work is. Until the town is known any will do; once
 * it is, only one said of the home counts ("actually the house is in Soquel"), not the caller's doctor or work ("my
 * doctor is in Santa Cruz", "I work in Watsonville", "we moved here from Watsonville").
 */
function townOfTheHome(text: string, area: Area, known: string | null) {
  if (!known) return true;
  if (area.kind !== 'in' && area.kind !== 'out') return true;
  const town = (area.kind === 'in' ? area.city : area.place).toLowerCase().replace(/ /g, '\\s+');
  return regExpOf(
    `\\b(live|living|house|home|place|address|property|located|it's|its|it is|that's|that is|we're|we are|actually|sorry|i mean|meant|not|no|put|ponga|pon|es en|está en|esta en|queda en)\\b[^.;,]{0,25}\\b${town}\\b`,
    'i',
  ).test(normalize(text));
}

/**
 * The town of a street address: the one named right after the street ("12 Main St, Aptos"), else the one named before
 * it ("in Aptos, 300 Trout Gulch Road"). A town said further on about something else does not count, and a town in the
 * street's own name ("1200 Soquel Drive") is skipped.
 */
function areaAroundStreet(text: string, street: string) {
  const spoken = spokenHouseNumbers(text);
  const number = street.split(' ')[0]!;
  // the last time the number is said: a street corrected in the same breath is said again
  const at = [...spoken.matchAll(regExpOf(`\\b${number}\\b`, 'gi'))].at(-1)?.index ?? -1;
  if (at === -1) return areaIn(text, true);
  const words = spoken.slice(at).split(/\s+/);
  // the street's own words, not its unit (a mobile home's space may be said before the street), nor a suffix the
  // street list gave it ("45 seabright, santa cruz" is 45 Seabright Ave)
  const streetWords = withoutUnit(street).split(' ');
  const suffixAdded = isStreetSuffix(streetWords.at(-1)!) && !isStreetSuffix(words[streetWords.length - 1] ?? '');
  // "san andreas road three hundred twelve la selva beach": the street said before its number, the town right after
  // ("Highway 9, number 11260, in Brookdale": Hwy is said "highway")
  const firstWord = (streetWords[1] ?? '').toLowerCase();
  const saidAs = firstWord === 'hwy' ? ['hwy', 'highway'] : [firstWord];
  const wordsBefore = spoken
    .slice(0, at)
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  const streetSaidFirst =
    firstWord.length > 1 &&
    saidAs.some((w) => wordsBefore.includes(w)) &&
    !words.slice(1, 4).some((w) => w.toLowerCase().replace(/\W/g, '') === firstWord);
  const after = words.slice(streetSaidFirst ? 1 : streetWords.length - (suffixAdded ? 1 : 0)).join(' ');
  const sameThought = after.split(/[.;!?]|\b(?:my|our|i|i'm|we|she|he|they)\b/i)[0] ?? '';
  const afterArea = areaIn(sameThought, true);
  // a town right after the street is its town; one further on may be a landmark ("…road, past the bridge from
  // Watsonville, on the Monterey side"), and then a town said just before the street wins
  const rightAfter = sameThought
    .replace(/^[\s,]*(?:apt|apartment|unit|suite|ste|space|number|#)\s*#?\s*\w+[\s,]*/i, '')
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');
  if (afterArea && areaIn(rightAfter, true)) return afterArea;
  // before it, the town said nearest the street ("I'm at work in Watsonville, but her house is in Aptos, 2315 Soquel")
  const before = spoken.slice(0, at).split(/[.;!?,]|\b(?:but|pero)\b/);
  for (const part of before.reverse()) {
    const area = areaIn(part, true);
    if (area) return area;
  }
  // "…espacio 22. Es un parque de casas móviles, en Watsonville": the town said last, as where it all is
  // ("…unit four. live oak": the town alone, last)
  const saidLast =
    /(?:^|[\s,.])(?:en|in)\s+(\p{L}[\p{L}' ]{2,30}?)\s*[.!]?\s*$/iu.exec(after)?.[1] ??
    /[.,]\s*(\p{L}+(?: \p{L}+){0,2})\s*[.!]?\s*$/iu.exec(after)?.[1];
  return afterArea ?? (saidLast ? areaIn(saidLast, true) : undefined);
}

/** The callback number, until it is known and confirmed: the caller ID offered first, the rest of a begun number. */
function askForPhone(s: ConversationState, again: (full: string, brief: string) => string): Next | undefined {
  if (!s.customerPhone && !s.declined.includes('phone')) {
    if (s.pendingDigits)
      return {
        awaiting: 'phone',
        text: `I have ${s.pendingDigits.split('').join(' ')} so far. What are the rest of the digits?`,
      };
    if (s.callerId && !s.callerIdOffered) {
      s.callerIdOffered = true;
      return { awaiting: 'phone', text: `Is ${spokenPhone(s.callerId)} the best number to reach you?` };
    }
    return {
      awaiting: 'phone',
      text: again("What's the best callback number?", 'What number should the provider call, with the area code?'),
    };
  }
  if (s.customerPhone && !s.phoneConfirmed)
    return { awaiting: 'phone-confirm', text: `I have ${spokenPhone(s.customerPhone)}. Is that right?` };
  return undefined;
}

type Next = { awaiting: Awaiting; text: string; done?: false } | { done: true; text: string };

/** The next thing a good dispatcher would ask, given what is known; a brief re-ask when the last answer was missed. */
function nextQuestion(s: ConversationState, ctx: ConversationContext, missed: boolean, fieldsChanged: boolean): Next {
  // a first miss gets the brief question; a second one a new wording with an example of the answer expected
  const again = (full: string, brief: string): string =>
    !missed
      ? full
      : s.misses >= 2 && REASK_WITH_EXAMPLE[s.awaiting]
        ? `Let me put it another way. ${REASK_WITH_EXAMPLE[s.awaiting]}`
        : `Sorry, I didn't catch that. ${brief}`;

  if (s.outcome === 'resolved') {
    if (!s.customerName && !s.declined.includes('name'))
      return { awaiting: 'closing-name', text: 'Can I get your name for our records?' };
    return { done: true, text: resolvedClosing(s) };
  }
  if (s.uncoveredTrade) {
    if (!s.customerName && !s.declined.includes('name'))
      return { awaiting: 'name', text: again('Can I get your name?', "What's your name?") };
    const phoneQuestion = askForPhone(s, again);
    if (phoneQuestion) return phoneQuestion;
    s.outcome = 'not-covered';
    const name = firstName(s.customerName);
    return {
      done: true,
      text: `Thanks${name ? `, ${name}` : ''}. I've passed your message on, and someone from our team will call you back. Goodbye!`,
    };
  }
  if (!s.problem && !s.serviceType)
    return { awaiting: 'problem', text: again("What's going on at your place?", 'What needs fixing?') };
  // the trade is asked once; a caller who cannot say goes on with the intake, and the admin sorts it out
  if (!s.serviceType && !s.categoryPassed) {
    if (s.askedCategory && missed) s.categoryPassed = true;
    else {
      s.askedCategory = true;
      return {
        awaiting: 'category',
        text: again(
          'What kind of pro do you need: plumbing, electrical, handyman, painting, carpentry, heating and cooling, yard work or appliances?',
          'Which trade is it: plumbing, electrical, handyman, painting, carpentry, heating and cooling, yard work or appliances?',
        ),
      };
    }
  }

  // a caller who says the work is outside the county is told so before any fix is suggested
  const outsideNow = s.outOfAreaPlace && (s.street || s.outOfAreaHome);
  const tip =
    s.hazards.length || s.tip || outsideNow
      ? undefined
      : TIPS.find(
          (t) =>
            t.category === s.serviceType &&
            t.matches.test((s.problem ?? '').toLowerCase()) &&
            // a fix the caller says they already tried is not suggested again
            !t.tried.test(callerSaidSoFar(s).toLowerCase()),
        );
  if (tip) {
    s.tip = { id: tip.id, result: 'offered' };
    return { awaiting: 'fix-result', text: `${tip.advice} Did that solve it?` };
  }
  if (s.tip?.result === 'offered' && !outsideNow)
    return { awaiting: 'fix-result', text: again('Did that solve it?', 'Did that fix the problem, yes or no?') };

  // a street outside the county is said at once: no name or number is asked for work we can't send (a place said
  // without a street, "my sister in Salinas told me about you", waits for the address question)
  // …nor when the caller says that is where they are ("I'm down in Monterey", "vivo en Gilroy")
  if (s.outOfAreaPlace && (s.street || s.outOfAreaHome)) return outOfArea(s.outOfAreaPlace);

  if (!s.customerName && !s.declined.includes('name'))
    return { awaiting: 'name', text: again('Can I get your name?', "What's your name?") };

  const phoneQuestion = askForPhone(s, again);
  if (phoneQuestion) return phoneQuestion;

  if (s.outOfAreaPlace) return outOfArea(s.outOfAreaPlace);

  if (s.awaiting === 'community' && !s.city) {
    return {
      awaiting: 'community',
      text: 'The Summit area is split between two counties. Which community is the home in?',
    };
  }
  if (!s.declined.includes('address')) {
    if (!s.street)
      return {
        awaiting: 'address',
        text: again(
          "What's the address where you need the work done? Street and city, please.",
          'What is the street address and city?',
        ),
      };
    // "i'm up in bunny doon off ice cream grade": the town the caller said they are in, earlier in the call
    if (!s.city) s.city = townSaidAsHome(s) ?? null;
    if (!s.city)
      return { awaiting: 'city', text: again(`Which city or town is ${streetOf(s)} in?`, 'Which city is that in?') };
  }

  // an emergency is booked for as soon as possible: no time is asked for, one the caller names is kept
  const asksForTimes = !s.hazards.length;
  if (asksForTimes && s.windows.length < 2 && !s.declined.includes('times')) {
    if (s.windows.length === 1)
      return { awaiting: 'times', text: `Got it: ${s.windows[0]!.label}. What's a second time window, just in case?` };
    return {
      awaiting: 'times',
      text: again(
        'When would you like someone to come out? Please give me two time windows, like tomorrow morning or Saturday afternoon.',
        'Two time windows that work for you, like tomorrow morning or Monday after 3?',
      ),
    };
  }
  if (asksForTimes && s.windows.length === 2 && !s.windowsConfirmed) {
    return {
      awaiting: 'times-confirm',
      text: `So that's ${s.windows[0]!.label}, or ${s.windows[1]!.label}. Does that work?`,
    };
  }

  if (s.awaiting === 'correction' && !fieldsChanged)
    return { awaiting: 'correction', text: again('Sure, what should I change?', 'What should I change?') };
  return { awaiting: 'wrap-up', text: readBack(s, ctx) };
}

/** Silences a speech channel re-prompts before the assistant asks for a message instead. */
export const MAX_REPROMPTS = 2;

const lastAssistantLine = (state: ConversationState) =>
  state.transcript.findLast((t) => t.role === 'assistant')?.text ?? '';

/**
 * A speech channel heard nothing (the `silences`-th time in a row): ask again, in other words the second time; then
 * ask for a message; then end with what was collected. A complete booking is sent as it is, never made a message.
 */
export function hearNothing(previous: ConversationState, silences: number): TurnResult {
  if (silences <= MAX_REPROMPTS) {
    const again =
      silences > 1 ? (REASK_WITH_EXAMPLE[previous.awaiting] ?? 'Are you still there?') : lastAssistantLine(previous);
    return { state: previous, reply: speak(previous, `Sorry, I didn't hear anything. ${again}`), done: false };
  }
  const s = copyState(previous);
  if (isComplete(s) && s.outcome === null) {
    s.outcome = 'booked';
    return finish(s, `I have everything I need, so I'll send your request now. ${closingLine(s)}`);
  }
  if (s.awaiting !== 'message') {
    s.awaiting = 'message';
    return say(s, TAKE_A_MESSAGE);
  }
  s.outcome = 'message';
  return finish(s, "I still can't hear you, so I'll let our team know you called. Goodbye!");
}

/** What the transcript shows of a recorded voice message until its words are known. */
export const VOICE_MESSAGE = '(voice message)';

/** A speech channel recorded the caller's message: thank them and end; the words are added when transcribed. */
export function hearRecordedMessage(previous: ConversationState): TurnResult {
  const s = copyState(previous);
  s.transcript.push({ role: 'user', text: VOICE_MESSAGE });
  s.voiceMessage = true;
  // the recording is the message (its words replace this once transcribed); what the caller said when asking to
  // leave it stays in the transcript
  s.message = null;
  s.outcome = 'message';
  return finish(
    s,
    'Thank you. I have passed your message on, and someone from our team will call you back as soon as possible. Goodbye!',
  );
}

/** The conversation with its recorded message's words, once transcribed: the summary quotes them. */
export function withVoiceMessage(state: ConversationState, text: string): ConversationState {
  const s = copyState(state);
  s.message = text || null;
  const entry = s.transcript.findLast((t) => t.role === 'user' && t.text === VOICE_MESSAGE);
  if (entry && text) entry.text = `${VOICE_MESSAGE} ${text}`;
  return s;
}

/** A speech channel heard words it is unsure of: ask the last question again. */
export function hearUnclear(state: ConversationState): TurnResult {
  return { state, reply: speak(state, `Sorry, I didn't quite catch that. ${lastAssistantLine(state)}`), done: false };
}

/** Everything a provider needs is known: the trade, a reachable caller, the place and the times (or an emergency). */
function isComplete(s: ConversationState) {
  return Boolean(
    s.serviceType &&
    (s.customerPhone || s.declined.includes('phone')) &&
    ((s.street && s.city) || s.declined.includes('address')) &&
    (s.windows.length === 2 || s.hazards.length || s.declined.includes('times')),
  );
}

// a caller asking to hear the last question again, and nothing else
const ASKS_TO_REPEAT =
  /^(?![\s,.]*(?:uh[- ]?huh|mm+[- ]?hm+|mhm)\b)[\s,.¿]*(?:(?:oh|sorry|um|uh|i'm sorry|eh|ay|perdón|perdon|disculpe)[,.]?\s+)*(?:what|huh|pardon(?: me)?|come again|say (?:that|it) again|(?:can|could|would) you (?:please )?(?:repeat|say) (?:that|it|this|the \w+|what you said)(?: again)?|(?:please )?repeat (?:that|it|the \w+)|what did you (?:just )?say|i didn't (?:catch|hear|get) (?:that|you|it|the last part|what you said)|what was that|what's that|what was the question|mande|c[óo]mo (?:dice|dijo)|qu[ée] (?:dijo|dice)|rep[íi]ta(?:me|lo|melo)?|no (?:le )?(?:escuch[ée]|o[íi]|entend[íi])|(?:me )?lo puede repetir|puede repetir)(?:[,\s]+(?:dear|hon|honey|again|please|sorry|joven|mija|mijo|señorita|se[ñn]orita|por favor|otra vez))*[\s?.!]*$/i;

function say(s: ConversationState, english: string): TurnResult {
  let reply = speak(s, english);
  // never the same sentence twice in a row: a repeated reply is re-worded with an example of the answer expected
  const previous = s.transcript.findLast((t) => t.role === 'assistant')?.text;
  if (reply === previous) reply = speak(s, `Let me put it another way. ${REASK_WITH_EXAMPLE[s.awaiting] ?? english}`);
  if (reply === previous) reply = speak(s, `Sorry, let me try once more. ${english}`);
  s.transcript.push({ role: 'assistant', text: reply });
  return { state: s, reply, done: false };
}

function finish(s: ConversationState, english: string): TurnResult {
  const reply = speak(s, english);
  s.done = true;
  s.awaiting = 'wrap-up';
  s.transcript.push({ role: 'assistant', text: reply });
  return { state: s, reply, done: true };
}

/** The assistant's words in the caller's language (the rules write English; spanish.ts says it in Spanish). */
const speak = (s: ConversationState, english: string) => (s.language === 'es' ? toSpanish(english) : english);

/**
 * The hazards an utterance describes. A sentence read as English may still carry its warning in Spanish words ("the
 * heater no sirve and my baby is sick"): safety reads it through the glossary too, and takes what either reading finds.
 */
/**
 * The trade of what the caller says from the hazard on, when other jobs came first: in the sentences before it
 * ("the faucet drips and the gate won't latch. Oh, and the CO alarm… the wall heater…"), or in an earlier turn.
 */
function tradeWhereHazardIs(text: string, kind: HazardKind, otherJobBefore: boolean): ServiceCategory | undefined {
  const sentences = text.split(/(?<=[.!?;])\s+|\s+[—–]\s+/);
  // (a sign may take two sentences: "the CO alarm's beeping. I've been so sleepy")
  const toldIn = (size: number) =>
    sentences.findIndex((_, i) => {
      const told = sentences.slice(i, i + size).join(' ');
      return hazardsIn(told, told).includes(kind);
    });
  const alone = toldIn(1);
  const first = alone >= 0 ? alone : toldIn(2);
  if (first < 0 || (first === 0 && !otherJobBefore)) return undefined;
  return categoryIn(sentences.slice(first).join(' '))?.category;
}

function hazardsFor(typed: string, text: string, heardSoFar: string) {
  const found = hazardsIn(text, heardSoFar);
  if (text !== typed || !hasSpanishWords(typed)) return found;
  const glossed = fromSpanish(typed);
  if (glossed === typed) return found;
  const more = hazardsIn(glossed, `${heardSoFar}. ${glossed}`).filter((kind) => !found.includes(kind));
  return [...found, ...more];
}

/** Everything the caller has said in the call, each line as the rules read it. */
const callerSaidSoFar = (s: ConversationState) =>
  s.transcript
    .filter((t) => t.role === 'user')
    .map((t) => heardAs(s, t.text))
    .join('. ');

/** What the rules read of an utterance: Spanish and mixed sentences through the glossary, English as it is. */
// every turn reads the whole call again for safety (heardSoFar): each line is read once, not once per later turn (the
// lines of some thousands of calls at once, a few hundred bytes each)
const heardAs = (s: ConversationState, words: string) => readingOf(s, words).heard;
/** The utterance as the typed-text rules leave it, before any glossary. */
const typedAs = (s: ConversationState, words: string) => readingOf(s, words).typed;
const readingOf = (s: ConversationState, words: string) =>
  readLine({ language: s.language === 'es' ? 'es' : 'en', words });
const readLine = remembered(
  ({ language, words }: { language: 'en' | 'es'; words: string }) => {
    const typed = fromTyped(words);
    return { typed, heard: language === 'es' || looksSpanish(typed) ? fromSpanish(typed) : typed };
  },
  50_000,
  ({ language, words }) => `${language}|${words}`,
);
