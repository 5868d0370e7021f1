// What an offer may say about the problem before anyone has won the job. Offers go to every eligible team, so the
// caller's words are cut down to the trouble itself: no street, house or unit number, no name, phone number or
// email, wherever in the summary they are and whatever shape they take. Full details come with the claim.
import { escapeRegExp } from '../lib/escape-regexp';

type CallDetails = {
  serviceType: string | null;
  summary: string | null;
  customerName: string | null;
  customerPhone: string | null;
  serviceAddress: string | null;
};

const STREET_SUFFIXES =
  'street|st|avenue|ave|av|road|rd|drive|dr|lane|ln|way|boulevard|blvd|court|ct|place|pl|circle|cir|terrace|ter|highway|hwy|parkway|pkwy|trail|trl|loop|alley|aly|row|path|square|sq|crescent|cres|grade|expressway|expy';
const SUFFIX_WORDS = new Set(STREET_SUFFIXES.split('|'));
const WORD = "[\\p{L}\\p{M}][\\p{L}\\p{M}'’.-]*";
const same = (text: string) => text.normalize('NFC').replace(/[’‘`´]/g, "'");
// \b knows only ASCII letters: "Núñez" needs letter-aware edges
const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}\\d])${escapeRegExp(word)}(?![\\p{L}\\p{M}\\d])`, 'giu');

// (case-insensitive introductions before a capitalised name: JavaScript has no inline flags, so each letter is a class)
const anyCase = (words: string) => words.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
const EMAIL = /[\p{L}\p{M}\d._%+-]+@[\p{L}\p{M}\d-]+(?:\.[\p{L}\p{M}\d-]+)+/gu;
// an address read out: "zoe dot obrien at gmail dot com"
const SPOKEN_EMAIL = new RegExp(
  `[\\p{L}\\d._-]+(?:\\s+${anyCase('dot')}\\s+[\\p{L}\\d_-]+)*\\s+(?:${anyCase('at')}|\\(${anyCase('at')}\\))\\s+[\\p{L}\\d-]+(?:\\s+(?:${anyCase('dot')}|\\(${anyCase('dot')}\\))\\s+[\\p{L}\\d-]+)+`,
  'gu',
);
const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
// a number said as words: three or more digit words in a row ("eight three one, five five five")
const SPOKEN_DIGITS =
  /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple)[\s,.-]+){2,}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/gi;
// "415 Soquel Avenue", "1720 17th Ave", "12-B N. Branciforte Dr": a number, up to four words, a street suffix
const NUMBERED_STREET = new RegExp(`\\b\\d+[\\p{L}-]*\\s+(?:${WORD}\\s+){0,4}?(?:${STREET_SUFFIXES})\\b\\.?`, 'giu');
// "on Soquel Avenue", "off Mission St": a street named without its number
const NAMED_STREET = new RegExp(`(?:\\p{Lu}${WORD}\\s+){1,3}(?:${anyCase(STREET_SUFFIXES)})\\b\\.?`, 'gu');
const UNIT = new RegExp(
  `(?:(?<![\\p{L}])(?:${['apt', 'apartment', 'unit', 'suite', 'ste', 'space', 'spc', 'lot', 'room', 'rm', 'building', 'bldg'].map((w) => anyCase(w)).join('|')})\\.?\\s*(?:#\\s*)?(?:\\d[\\p{L}\\d-]*|\\p{Lu}(?![\\p{L}]))|#\\s*[\\p{L}\\d-]+)`,
  'gu',
);
// "my name is Zoë O'Brien", "this is Dana", "Mr. Reyes", "ask for Pat": whoever is named after these is a name
const INTRODUCTIONS = [
  "(?:my|her|his|their|the tenant's|the owner's) name is",
  "name's",
  'this is',
  'i am',
  "i'm",
  'ask for',
  'speak (?:to|with)',
  'talk to',
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
].map(anyCase);
const NAMED_PERSON = new RegExp(
  `(?<![\\p{L}])(?:${INTRODUCTIONS.join('|')})\\.?,?\\s+(?:\\p{Lu}${WORD}\\s*){1,4}`,
  'gu',
);
// seven digits or more with a phone number's separators: (831) 555-0162, +1 831 555 0162, 831.555.0162
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const phoneGone = (run: string) => (run.replace(/\D/g, '').length >= 7 ? ` ${GONE} ` : run);
const ANY_DIGITS = /[\p{L}]*\d[\p{L}\d'’/:-]*/gu;

/** The words of the service address's street part ("415 Soquel Avenue, Santa Cruz" → ["Soquel"]): removed anywhere. */
function streetWords(address: string | null): string[] {
  const street = (address ?? '').split(',')[0] ?? '';
  return (street.match(/[\p{L}\p{M}'’]+/gu) ?? []).filter(
    (w) => w.length >= 3 && !SUFFIX_WORDS.has(w.toLowerCase()) && !/^(north|south|east|west|the)$/i.test(w),
  );
}

/** The name's words, longest first, and the whole name: each is "the customer" in an offer. */
function nameWords(name: string | null): string[] {
  const whole = (name ?? '').trim();
  if (!whole) return [];
  const words = (whole.match(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu) ?? []).flatMap((w) => [w, ...w.split(/[-'’]/)]);
  return [whole, ...words.filter((w) => w.length >= 2).sort((a, b) => b.length - a.length)];
}

// Where a detail was cut out; tidy() then removes the words that led up to it ("call me at", "under") and the mark.
const GONE = '\u2063';
const LEAD_IN =
  /(?:\b(?:(?:please\s+)?(?:call|text|reach|email|e-mail|contact|phone)(?:\s+(?:me|her|him|them|us|back))*(?:\s+(?:at|on))?|(?:(?:my|her|his|their|the)\s+)?(?:phone|cell|number|email|e-mail|address)(?:\s+(?:number|is|was))*|at|on|off|near|under|in|to|from|by|of|is|are|named|called)\s*[:,]?\s*)+\u2063/giu;

// leftovers once the details are gone: "call me at ⁣ or ⁣", "at ⁣, Santa Cruz", empty quotes, doubled punctuation
function tidy(text: string): string {
  let out = text
    .replace(/\u2063(?:\s*(?:or|and|,|\/|-)?\s*\u2063)+/giu, GONE)
    .replace(LEAD_IN, GONE)
    .replaceAll(GONE, ' ');
  for (let i = 0; i < 3; i++)
    out = out
      .replace(/\([\s,.;:!?]*\)|\[[\s,.;:!?]*\]|"[\s,.;:!?]*"|“[\s,.;:!?]*”/g, ' ')
      .replace(/(^|\s)[+#]+(?=\s|[,.;:!?]|$)/g, '$1')
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/([,;:])\s*([,.;:!?])/g, '$2')
      .replace(/\.{2,}/g, '.')
      .replace(/\s{2,}/g, ' ')
      .trim();
  return out.replace(/^[,.;:!?\s-]+/, '');
}

const MAX_PROBLEM_LENGTH = 240;

/** The customer as an offer may name them: the first name's initial at most ("Z."). */
export function customerInitial(name: string | null): string | null {
  const first = /[\p{L}]/u.exec(name ?? '')?.[0];
  return first ? `${first.toUpperCase()}.` : null;
}

/** Removes from any text what only the winner may see: contact details, address, names. */
export function withoutPrivateDetails(text: string, call: Omit<CallDetails, 'summary' | 'serviceType'>): string {
  // one spelling of apostrophes and accents, so "O’Brien" is found as "O'Brien" and a decomposed "Zoë" as Zoë
  let out = ` ${same(text).replaceAll(GONE, ' ')} `
    .replace(URL, ` ${GONE} `)
    .replace(EMAIL, ` ${GONE} `)
    .replace(SPOKEN_EMAIL, ` ${GONE} `)
    .replace(NAMED_PERSON, ` ${GONE} `)
    .replace(NUMBERED_STREET, ` ${GONE} `)
    .replace(NAMED_STREET, ` ${GONE} `)
    .replace(UNIT, ` ${GONE} `)
    .replace(PHONE, phoneGone)
    .replace(SPOKEN_DIGITS, ` ${GONE} `);
  for (const word of nameWords(call.customerName && same(call.customerName)))
    out = out.replace(wordPattern(word), 'the customer');
  for (const word of streetWords(call.serviceAddress && same(call.serviceAddress)))
    out = out.replace(wordPattern(word), ` ${GONE} `);
  out = out
    .replace(/\bthe customer(?:[\s,'-]+the customer)+/gi, 'the customer')
    .replace(/\bthe customer['’]s?\b/gi, "the customer's");
  return out;
}

/**
 * The problem as offers tell it: the summary without private details, and without any number at all (a house,
 * unit or phone number in whatever shape it was written); the category's name when nothing is left.
 */
export function offerProblem(call: CallDetails): string {
  const fallback = `${call.serviceType ?? 'Service'} request.`;
  if (!call.summary) return fallback;
  const cleaned = tidy(withoutPrivateDetails(call.summary, call).replace(ANY_DIGITS, ` ${GONE} `));
  // "The customer, ." says nothing: the category does
  const content = cleaned.replace(/\b(?:the customer|the caller|caller)\b/gi, '');
  if ((content.match(/\p{L}/gu) ?? []).length < 8) return fallback;
  const short =
    cleaned.length > MAX_PROBLEM_LENGTH ? `${cleaned.slice(0, MAX_PROBLEM_LENGTH).replace(/\s+\S*$/, '')}…` : cleaned;
  const sentence = short.charAt(0).toUpperCase() + short.slice(1);
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * A preferred time as offers show it. The concierge stores concrete windows ("Saturday, Mar 7, 8 AM - 12 PM"); a
 * window stored as said may carry anything, so it gets the same cleaning without losing its hours.
 */
export function offerWindow(window: string, call: Omit<CallDetails, 'summary' | 'serviceType'>): string | null {
  const cleaned = tidy(withoutPrivateDetails(window, call)).slice(0, 80);
  return /\p{L}|\d/u.test(cleaned) ? cleaned : null;
}
