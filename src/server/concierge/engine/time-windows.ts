import * as chrono from 'chrono-node';
import { remembered } from '../../lib/remembered';
import { regExpOf } from '../../lib/regexp-of';
import { NUMBER_WORDS, ORDINALS } from './phone-numbers';
import { SERVICE_AREA_TIME_ZONE } from './service-area';

/** A concrete appointment window: instants (ISO, UTC) plus the readable text stored on the call. */
export type TimeWindow = { start: string; end: string; label: string };

type LocalDate = { year: number; month: number; day: number };

// Named parts of the day, as a dispatcher would book them (24 h clock).
const PARTS_OF_DAY: [RegExp, number, number][] = [
  // ("early friday morning", "early on thursday morning")
  [/\b(first thing|early( in the)? morning|early( on)? (\w+day|tomorrow)( morning)?|(\w+day|tomorrow) early)\b/, 8, 10],
  // "mornings are better but not too early" (timeWordsOf writes it so): the late morning
  [/\blate mornings?\b/, 10, 12],
  [/\bmornings?\b/, 8, 12],
  [/\bafter lunch\b/, 12, 17],
  [/\b(lunch ?time|midday|around noon|(around|at|about) lunch)\b/, 11, 13],
  [/\blate afternoons?\b/, 15, 17],
  [/\bafternoons?\b/, 12, 17],
  // ("thursday night" is that day's evening)
  [
    /\b(evenings?|tonight|after work|(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow) night)\b/,
    17,
    20,
  ],
  [/\b(any ?time|all day|whole day)\b/, 8, 17],
];
const WORKDAY = { start: 8, end: 17 };

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
// every zone changes its offset on a quarter hour: one answer per zone and quarter hour, kept for the recent ones
const QUARTER_HOUR_MS = 15 * 60_000;
const offsetsByQuarterHour = new Map<string, number>();
const MAX_REMEMBERED_OFFSETS = 1_000;

/** Minutes east of UTC of a time zone at an instant (negative in California). */
export function zoneOffsetMinutes(instant: Date, timeZone = SERVICE_AREA_TIME_ZONE): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / QUARTER_HOUR_MS)}`;
  const known = offsetsByQuarterHour.get(key);
  if (known !== undefined) return known;
  const offset = measureZoneOffset(instant, timeZone);
  if (offsetsByQuarterHour.size >= MAX_REMEMBERED_OFFSETS) offsetsByQuarterHour.clear();
  offsetsByQuarterHour.set(key, offset);
  return offset;
}

function measureZoneOffset(instant: Date, timeZone: string): number {
  // building an Intl formatter costs far more than using one: keep one per zone
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which the wall clock in the zone shows the given local date and hour. */
export function zonedInstant(date: LocalDate, hour: number, timeZone = SERVICE_AREA_TIME_ZONE): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  let instant = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  // a second pass settles dates on which the offset changes (DST)
  instant = wall - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** Whether two instants fall on the same calendar day in the service area. */
export const sameLocalDay = (a: Date, b: Date, timeZone = SERVICE_AREA_TIME_ZONE) =>
  sameDay(localDateOf(a, timeZone), localDateOf(b, timeZone));

/** The day of the month, in the service area, `days` after an instant's own day. */
export const dayOfMonthAfter = (instant: Date, days: number, timeZone = SERVICE_AREA_TIME_ZONE) =>
  addDays(localDateOf(instant, timeZone), days).day;

function localDateOf(instant: Date, timeZone = SERVICE_AREA_TIME_ZONE): LocalDate {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const hourText = (h: number) =>
  h === 0 || h === 24 ? '12 AM' : h === 12 ? '12 PM' : h < 12 ? `${h} AM` : `${h - 12} PM`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function labelOf(date: LocalDate, startHour: number, endHour: number) {
  const weekday = WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
  return `${weekday}, ${MONTHS[date.month - 1]} ${date.day}, ${hourText(startHour)} - ${hourText(endHour)}`;
}

/** A bare hour as people say it on the phone: "at 3" means 3 PM, "at 9" means 9 AM. */
function toHour(value: string, meridiem: string | undefined): number {
  const h = Number(value);
  const m = meridiem?.replace(/\./g, '');
  if (m === 'am') return h === 12 ? 0 : h;
  if (m === 'pm') return h === 12 ? 12 : h + 12;
  return h >= 1 && h <= 6 ? h + 12 : h;
}

// an hour of the clock as said on the phone (1 to 12): "at 77 Bay Ave" names no hour
const HOUR = '(1[0-2]|0?[1-9])(?::\\d\\d)?\\b\\s*(a\\.?m\\.?|p\\.?m\\.?)?';
const RANGE = new RegExp(`\\b(?:from\\s+)?${HOUR}\\s*(?:-|to|until|till|through)\\s*${HOUR}`);
const AFTER = new RegExp(`\\b(?:after|from|starting at)\\s+${HOUR}`);
const BEFORE = new RegExp(`\\b(?:before|by)\\s+${HOUR}`);
const AT = new RegExp(`\\b(?:at|around|about)\\s+${HOUR}|\\b(\\d{1,2})(?::\\d\\d)?\\s*(a\\.?m\\.?|p\\.?m\\.?)`);

/** The hours a phrase names, or undefined when it names no time of day. */
function hoursOf(segment: string): { start: number; end: number } | undefined {
  const s = segment.replace(/\b(at|by|before|after|until|till|to) noon\b/g, '$1 12 pm');
  const range = RANGE.exec(s);
  if (range) {
    const end = toHour(range[3]!, range[4]);
    let start = toHour(range[1]!, range[2] ?? range[4]);
    // "9 to 1 pm": the morning start keeps its own half of the day
    if (!range[2] && start >= end) start = toHour(range[1]!, 'am');
    const endHour = end <= start && end < 12 ? end + 12 : end;
    if (endHour > start && endHour <= 24) return { start, end: endHour };
  }
  const after = AFTER.exec(s);
  if (after) {
    const start = toHour(after[1]!, after[2]);
    return { start, end: Math.min(start + 3, 24) };
  }
  const before = BEFORE.exec(s);
  if (before) {
    const end = toHour(before[1]!, before[2]);
    return { start: Math.min(WORKDAY.start, end - 1), end };
  }
  const at = AT.exec(s);
  if (at) {
    const start = at[1] ? toHour(at[1], at[2]) : toHour(at[3]!, at[4]);
    return { start, end: Math.min(start + 2, 24) };
  }
  for (const [pattern, start, end] of PARTS_OF_DAY) if (pattern.test(s)) return { start, end };
  return undefined;
}

/** The calendar day a phrase names (in the zone), using chrono-node for "tomorrow", "Saturday", "Nov 30"... */
// a turn asks the day of the same few words several times (is it a day? which one?), and chrono's reading is the
// costliest part of it
const dateOf = (segment: string, now: Date, timeZone: string) => dateRead({ segment, now, timeZone });
const dateRead = remembered(
  ({ segment, now, timeZone }: { segment: string; now: Date; timeZone: string }) =>
    Object.freeze(readDate(segment, now, timeZone)),
  500,
  ({ segment, now, timeZone }) => `${now.getTime()} ${timeZone} ${segment}`,
);

function readDate(segment: string, now: Date, timeZone: string): LocalDate | undefined {
  // (chrono reads "the day after tomorrow" as tomorrow)
  if (/\b(the )?day after tomorrow\b/.test(segment)) return addDays(localDateOf(now, timeZone), 2);
  const results = !mayNameADate(segment)
    ? []
    : chrono.parse(
        // ("early morning thursday": chrono reads "morning thursday" as one and loses the weekday)
        segment
          .replace(
            /\b(morning|afternoon|evening|night)\s+(?=(on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/g,
            '',
          )
          // ("day after tomorrow before 11", "in two days at 3": the hour is no part of the day's name)
          .replace(
            /\b(before|after|at|around|about|by|until|till|from|between|to)\s+\d{1,2}(:\d{2})?\s*(a\.?m\.?|p\.?m\.?)?(?!\s*(st|nd|rd|th)\b)/g,
            ' ',
          ),
        { instant: now, timezone: zoneOffsetMinutes(now, timeZone) },
        { forwardDate: true },
      );
  for (const r of results) {
    // ("a mí también me da mareo": chrono reads "a m" as a minute from now; nobody asks for someone in a minute)
    if (/^now$/i.test(r.text) || /^(a|an|\d+)\s*(m|mi|min|mins|h|hr|hrs|s|sec|secs)$/i.test(r.text)) continue;
    const c = r.start;
    const namesDay =
      c.isCertain('day') || c.isCertain('weekday') || /\b(today|tonight|tomorrow|day after)\b/i.test(r.text);
    if (namesDay) return { year: c.get('year')!, month: c.get('month')!, day: c.get('day')! };
  }
  return dayOfMonthIn(segment, localDateOf(now, timeZone));
}

/**
 * Whether chrono-node could find anything in the words: a digit, or a word of its English parsers' vocabulary (weekdays
 * and months, abbreviated or not; "today", "tonight", "noon" and the parts of a day; a unit of time after a number or
 * "next"). Most of what callers say has none, and chrono's reading of it, the costliest part of a turn's date work,
 * finds nothing. time-windows.test.ts checks over the corpus that chrono finds nothing where this says no.
 */
export const mayNameADate = (text: string) => CHRONO_VOCABULARY.test(text);
const CHRONO_WORDS = [
  'weekend|weekday|sunday|sun|monday|mon|tuesday|tue|wednesday|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat',
  'january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct',
  'november|nov|december|dec',
].join('|');
const CHRONO_UNITS =
  's|sec|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|mos?|mon|months?|qtr|quarters?|y|yr|years?';
const CHRONO_VOCABULARY = new RegExp(
  [
    '\\d',
    // (a word chrono knows ends where a letter does not follow: "mar." and "mar 3" are March, "maria" is not)
    `\\b(?:${CHRONO_WORDS})(?![a-z])`,
    // (prefixes: "night" stands for "tonight" and "last night" too)
    '\\b(?:now|today|tonight|tomorrow|overmorrow|tmrw?|yesterday|night|morning|afternoon|evening|midnight|midday|noon)',
    // a unit comes after a number word, "the" or a relative word ("a couple of days", "next w", "end of the month"),
    // which chrono lets follow another word without a space
    `(?:an?|the|few|several|couple|of|half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|this|last|past|next|after)\\s*(?:${CHRONO_UNITS})(?![a-z])`,
  ].join('|'),
  'i',
);

// ordinal words of the days of a month ("the thirteenth", "the twenty-first"): timeWordsOf writes them as dates
const ordinalValue = (word: string) => parseInt(ORDINALS[word]!, 10);
const DAY_ORDINALS = Object.keys(ORDINALS).filter((word) => ordinalValue(word) <= 30);
const UNIT_ORDINALS = DAY_ORDINALS.filter((word) => ordinalValue(word) <= 9);
const NOT_A_DAY_AFTER =
  '(?! (of|floor|time|times|thing|one|ones|house|door|story|level|week|weekend|window|windows|option|choice|visit|half|street|avenue|ave|st|room|bedroom|bathroom|day|days|date|dates|slot|slots|appointment|part)\\b)';
const ORDINAL_DAY_WORDS = new RegExp(
  `\\bthe ((?:twenty|thirty)[- ](?:${UNIT_ORDINALS.join('|')})|${DAY_ORDINALS.join('|')})\\b${NOT_A_DAY_AFTER}`,
  'gi',
);
const ordinalDayNumber = (word: string) => {
  const [tens, unit] = word.toLowerCase().split(/[- ]/);
  return unit ? (tens === 'twenty' ? 20 : 30) + ordinalValue(unit) : ordinalValue(tens!);
};

// ("10th afternoon or 11th afternoon": a chat's day of the month without "the", opening what it says)
const DAY_OF_MONTH =
  /\bthe (\d{1,2})(?:st|nd|rd|th)\b|(?:^|\bon\s+)(\d{1,2})(?:st|nd|rd|th)\b(?=\s+(?:in the\s+)?(?:morning|afternoon|evening|anytime|any time|all day)\b|\s*$)/i;

/** "the 10th", "on the twelfth": a day of this month, or of the next once this month's has gone (chrono needs a month). */
function dayOfMonthIn(segment: string, today: LocalDate): LocalDate | undefined {
  const said = DAY_OF_MONTH.exec(segment);
  const day = Number(said?.[1] ?? said?.[2] ?? 0);
  if (!day || day > 31) return undefined;
  const date = nextWithDay(day, today);
  // the 31st of a month with 30 days names no day
  return new Date(Date.UTC(date.year, date.month - 1, day)).getUTCDate() === day ? date : undefined;
}

/** The day of the month `day` from today on: this month's, or next month's once this month's has gone. */
function nextWithDay(day: number, today: LocalDate): LocalDate {
  if (day >= today.day) return { year: today.year, month: today.month, day };
  return today.month === 12
    ? { year: today.year + 1, month: 1, day }
    : { year: today.year, month: today.month + 1, day };
}

export type ParsedWindows = {
  windows: TimeWindow[];
  pastWindow: boolean;
  /** "Wednesday the 9th" when the 9th is a Monday: the date is kept, and the caller should be asked */
  weekdayMismatch?: { weekdaySaid: string; dateTaken: string };
};

// hours said as words ("between one and four"): the number words the phone reader knows, one to twelve
const HOUR_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries(NUMBER_WORDS).filter(
    ([word, digits]) => word.length > 2 && Number(digits) >= 1 && Number(digits) <= 12,
  ),
);
const HOUR_WORD = `(${Object.keys(HOUR_WORDS).join('|')})`;
// an hour said in words after a preposition ("from nine", "after two") or before "to" ("nine to noon")
const HOUR_WORD_AFTER_A_PREPOSITION = new RegExp(
  `\\b(between|from|after|before|at|around|about|by|till|until|to|and|or)\\s+${HOUR_WORD}\\b`,
  'g',
);
const HOUR_WORD_BEFORE_TO = new RegExp(`\\b${HOUR_WORD}\\s+(to|till|until)\\b`, 'g');

export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

// when the trouble began: "since monday", "ever since we lit it", "desde el sábado", "desde que lo prendemos"
const SINCE_WHEN = new RegExp(
  `\\b(?:ever since|desde que)\\b[^,;.!?]*|\\b(?:since|desde)(?: (?:el|la|este|esta|last|this past|early|late))? (?:${[
    ...WEEKDAY_NAMES,
    'yesterday',
    'ayer',
    'anoche',
    'last night',
    'this morning',
    'the weekend',
    'the \\d{1,2}(?:st|nd|rd|th)',
  ].join('|')})\\b(?: (?:morning|afternoon|evening|night|en la (?:mañana|tarde|noche)))?`,
  'g',
);

const SHIFT_THEN_BEFORE_IT =
  /\b(?:my|the) (shift|work|job|class)\b[^.]{0,20}?\b(?:starts?|begins?) at (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b.*/g;
const MOVES_IN_ON =
  /\b(?:the )?(?:new )?(?:tenants?|renters?|guests?|buyers?|family|in-laws)\b[^.]{0,15}\b(?:moves?|moving|move|arrives?|arriving|comes?|coming) in on (?:the \d{1,2}(?:st|nd|rd|th)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/g;

// "before we open at eleven", "after the office closes at 5": the hour a business opens or closes
const WHO_OPENS = '(?:we|they|you|i|she|he|the (?:shop|store|office|salon|restaurant|café|cafe|place))';
// (a business opens "at noon"; "after … noon" would read as the afternoon)
const hourSaid = (orNoon: boolean) =>
  `(\\d{1,2}(?::\\d{2})?(?: ?[ap]\\.?m\\.?)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve${orNoon ? '|noon' : ''})`;
const OPENING_HOURS = {
  // (and "before my shift at 3", "before I leave for work at 2": the caller's own hour)
  before: new RegExp(
    `\\bbefore (?:${WHO_OPENS} (?:open|opens|get in|start|starts)(?: up)?|(?:my|the|her|his|our) (?:shift|work|job|class|appointment)(?: starts)?|i (?:go in|go to work|have to go in|leave for work|head to work|start work))(?: at)? ${hourSaid(true)}\\b`,
    'g',
  ),
  after: new RegExp(`\\bafter ${WHO_OPENS} (?:close|closes|get off|leave)(?: up)?(?: at)? ${hourSaid(false)}\\b`, 'g'),
};

/**
 * The words of a caller's sentence that can name a time, and nothing else: phone numbers, street addresses and ZIP
 * codes are dropped (their digits are not hours), hours said as words become digits ("between one and four").
 */
export function timeWordsOf(text: string): string {
  return (
    text
      .toLowerCase()
      // "my shift starts at three… tomorrow before my shift": the hour said once is the one the window ends at
      .replace(SHIFT_THEN_BEFORE_IT, (all: string, what: string, hour: string) =>
        all.replace(regExpOf(`\\bbefore (?:my|the) ${what}\\b(?! (?:starts|at)\\b)`, 'g'), `before ${hour}`),
      )
      // "the new tenant moves in on the 15th": a deadline, no window
      .replace(MOVES_IN_ON, ' ')
      // "mornings are better, but not too early", "not too early in the morning": the late morning
      .replace(
        /\bmornings?\b([^.]{0,20}?),?\s*(?:but |just |only |pero )*not (?:too|very|so|that) early\b/g,
        'late morning$1',
      )
      .replace(/\bnot (?:too|very|so|that) early,? (?:in the )?mornings?\b/g, 'late morning')
      // "scratch friday uh can we do saturday morning instead": a day taken back ends what is said of it
      .replace(
        /\b(scratch|forget(?: about)?|never ?mind|cancel|skip) (?:the )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!,)/g,
        '$1 $2,',
      )
      // "any day but tuesday": the day left out is no window
      .replace(
        /\b(?:any ?day|any ?time|whenever|every ?day)(?: of the week)?,? (?:but|except(?: for)?|other than|besides|apart from) (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/g,
        ' ',
      )
      // "next tuesday or wednesday": "next" is both days'
      .replace(
        /\bnext (monday|tuesday|wednesday|thursday|friday|saturday|sunday),? (or|and) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g,
        'next $1 $2 next $3',
      )
      // "before we open at 11", "after the office closes at 5": a business's hours bound the window
      .replace(OPENING_HOURS.before, 'before $1')
      .replace(OPENING_HOURS.after, 'after $1')
      // "office hours are tuesday to thursday, so thursday morning…": the days the place is open, then the windows
      .replace(
        /\b(?:from )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s? (?:to|through|thru|-) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b(?=[^.]*?\bso\b[^.]*\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)\b)/g,
        'those days',
      )
      // "between 1 and 4 on thursday or friday": the hours said once for both days
      .replace(
        /\b((?:between \d{1,2}(?::\d\d)?(?: ?[ap]m)? and \d{1,2}(?::\d\d)?(?: ?[ap]m)?|from \d{1,2}(?::\d\d)?(?: ?[ap]m)? to \d{1,2}(?::\d\d)?(?: ?[ap]m)?|after \d{1,2}(?: ?[ap]m)?|before \d{1,2}(?: ?[ap]m)?|in the (?:morning|afternoon|evening)))\s+on\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+or\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g,
        '$2 $1 or $3 $1',
      )
      // "friday the thirteenth": a day of the month said as a word is written as a date
      .replace(ORDINAL_DAY_WORDS, (_m, word: string) => `the ${ordinalDayNumber(word)}th`)
      // "Wednesday, the 11th, in the afternoon": the date said after a comma is the weekday's
      .replace(
        /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday),\s+(the \d{1,2}(?:st|nd|rd|th))\b/g,
        '$1 $2',
      )
      .replace(/[’']/g, "'")
      // "any morning next week monday or tuesday": the week said before its days is theirs (and the part of the day)
      .replace(
        /\bnext week,? (?:on |like |say )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g,
        'next week, $1',
      )
      // ("next week any afternoon tuesday or thursday": the part of the day, then the days it is for)
      .replace(
        /\b(any (?:morning|afternoon|evening))s?,? (?:on |like |say )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g,
        '$1, $2',
      )
      // "thursday 1-4pm", "11-2pm": hours written as a range with a dash (the first takes the second's half of the day
      // unless it would then come after it)
      .replace(
        /\b(\d{1,2})(:\d{2})?\s*(am|pm)?\s*[-–]\s*(\d{1,2})(:\d{2})?\s*(am|pm)\b/g,
        (
          _m,
          h1: string,
          m1: string | undefined,
          ap1: string | undefined,
          h2: string,
          m2: string | undefined,
          ap2: string,
        ) => {
          const first = ap1 ?? (Number(h1) % 12 < Number(h2) % 12 || ap2 === 'am' ? ap2 : 'am');
          return `from ${h1}${m1 ?? ''} ${first} to ${h2}${m2 ?? ''} ${ap2}`;
        },
      )
      // "between 9 am and 1 pm" is one window, not two
      .replace(
        /\bbetween (\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?) and (\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)/g,
        'from $1 to $2',
      )
      // "not before 10" is from 10 on
      .replace(/\b(not before|no earlier than)\b/g, 'after')
      .replace(/\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g, ' ')
      .replace(
        /\b\d{1,6}[a-z]?\s+(?:[a-z0-9.'-]+\s+){0,4}?(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|way|court|ct|boulevard|blvd|place|pl|circle|cir|highway|hwy|terrace|parkway|trail|loop|grade)\b/g,
        ' ',
      )
      .replace(/\b9\d{4}\b/g, ' ')
      // "it's 5D": a unit, not five days
      .replace(/\b\d{1,4}[b-oq-z]\b(?!['’])/g, ' ')
      .replace(/\bgood (morning|afternoon|evening)\b/g, ' ')
      // "it's been out since monday", "ever since we turn it on at night", "desde el sábado": when the trouble began
      // or comes back, not when to come
      .replace(SINCE_WHEN, ' ')
      // "tomorrow evening because I work all day": why the caller is busy by day is no window, when the times said
      // before it are evenings ("porque trabajo todo el día" reaches here as "porque i work anytime"); said after a day
      // alone ("tomorrow because I work all day") it still says that day's daytime is out
      .replace(
        /\b(?:because|cause|cuz|bc|porque|xq|pq) (?:i|we) (?:work|'m at work|am at work|'re at work|are at work)(?: (?:all day|during the day|days|anytime|in the day))?\b(?!\s+(?:till|until|til|after|before|from)\b)/g,
        (reason: string, at: number, all: string) =>
          /\b(evenings?|tonight|nights?|after work|after [5-9])\b/.test(all.slice(0, at)) ? ' ' : reason,
      )
      // "sunday, afternoon instead of morning": the time taken back is not asked for
      .replace(
        /\b(?:instead of|rather than|en vez de|en lugar de)(?: the| in the| la| en la)? (?:morning|afternoon|evening|night|early|mañana|tarde|noche)\b/g,
        ' ',
      )
      // "next weekend, sat or sun whatever": either day of that weekend
      .replace(/\b(this|next) weekend,?\s+(?:either\s+)?(?:sat|saturday)\s+or\s+(?:sun|sunday)\b/g, '$1 weekend')
      // "not this weekend, the next one": next weekend
      .replace(/\b(not|no) this weekend,? the (next one|one after|following one)\b/g, 'next weekend')
      .replace(HOUR_WORD_AFTER_A_PREPOSITION, (_m, prep: string, word: string) => `${prep} ${HOUR_WORDS[word]}`)
      .replace(HOUR_WORD_BEFORE_TO, (_m, word: string, to: string) => `${HOUR_WORDS[word]} ${to}`)
      .replace(/\bbetween\s+(\S+)\s+and\s+(\S+(?:\s*[ap]\.?m\.?)?)/g, 'from $1 to $2')
  );
}

// a segment that starts with its day ("wednesday the 11th afternoon", "on friday")
const DAY_FIRST =
  /^(?:on |the |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow)\b/;
const weekdayIn = (segment: string) => WEEKDAY_NAMES.findIndex((d) => new RegExp(`\\b${d}\\b`).test(segment));
const weekdayOf = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

// A part that says when the caller is NOT free ("I've got the game on Saturday", "except Thursday") names no window.
const UNAVAILABLE =
  /\b((i'm|i am|we're|we are|i'll be|we'll be) (gone|away|traveling|travelling) (starting|from|on)|(scratch|forget( about)?|never ?mind|cancel|skip) (the )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|(picked up|have|got) (an? )?(extra|double|another) shift|(being |getting |gets |will be |'ll be )?(delivered|installed by the store)|delivery (is|comes)|arriv(es|ing) (on )?\w+day|(?<!before (we|i|it|they|things) (get|gets) )busy|except|can't|cannot|can not|won't be (home|there|around)|not (home|around|available|free)|never home|out of town|got (a|my|the|his|her|our) .{0,30}\b(game|appointment|meeting|class|practice)|(doctor|dentist|appointment|hospital|surgery|work|church)\b.{0,40}\b(so )?not (then|that day)|(so )?not then|(so )?not\s*$|(take|takes|taking|going|go|have|has|got)\b.{0,20}\b(doctor|dentist|hospital|appointment|surgery|therapy|chemo|dialysis)|(guests?|tenants?|family|company|visitors|movers) (arrive|arrives|arriving|come|comes|coming|move in|moving in|check in|checking in|leave|leaving)|working|(is|'s) (her|his|my|our|their|the kids'?|a) ([\w']+ )?(birthday|party|wedding|anniversary|graduation|funeral|recital)|i'll be (setting up|busy|away|gone|out|traveling)|i work(?! from home)(?!.*\b(after|before|until|till|between)\b)|i'm (there(?! (cleaning|anyway|to let))|at work|away|out)|(is|are|'s) (bad|no good|not good)|bad for me|doesn't work for me|won't work|(need|want|have|give|got)\b[^,.]{0,12}\b(second|2nd)\b|('s|is|are) (my|our|his|her|their|the kids'?) [\w' ]{0,20}\b(appointments?|appt|class|meeting|practice|game|shift|church|bingo)|^not (on |this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|the weekend|this weekend))\b/;
const BY_A_DAY =
  /\b(before|by) (this |the )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|weekend)\b/;
const SAME_TIME = /\b(same time|same hours?|the same|same)\b/;
const TIME_FIRST =
  /^(?:(?:what time|when|um|uh|oh|well|so|hmm|let's see|let me see)\s+)*(?:(?:he|she|they|we|i|mom|dad|my \w+) (?:said|says|can do|can)\s+)?(?:any |every )?(first thing|early( in the)? morning|early|in the (morning|afternoon|evening)|mornings?|afternoons?|evenings?|after work|after school|after \d+( ?[ap]m)?|before \d+( ?[ap]m)?|at \d+( ?[ap]m)?|around \d+( ?[ap]m)?)\b/;
// "whenever", "any day next week": no window of its own when other parts name days
const VAGUE = /\b(any ?day|whenever|flexible|any time works|anytime works)\b/;
// "now" said alone is an answer; "can you hear me now?" is none
const ASAP =
  /\b((as )?soon as possible|asap|a s a p|right away|right now|immediately|soonest|as early as possible|(as )?soon as (you|they|someone|somebody|anyone|anybody) can|the sooner the better|(as )?(fast|quick(ly)?|early) as (possible|(you|you guys|y'all|they|someone|somebody|anyone|anybody) can)|(the )?first available|(the )?(earliest|next) (available|possible|opening|slot|you (can|have))|whenever('s| is) soonest|whenever (you|they|someone|somebody|anyone|anybody|a pro|the pro|your guy) (can( make it| get (here|there|out here|over here)| come| get to it)?)|(just )?(get|send) (somebody|someone|anybody|anyone|a pro|a plumber|an electrician) (here|out here|over here|out)( (now|quick|fast|today))?(?! (on |this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next|this|in the|at \d|before|after|around|between)\b))\b|^(now|now please|now if (possible|you can))$/;
/** The caller asks for the soonest time ("as soon as you can", "right away"). */
export const asksForSoonest = (text: string) => ASAP.test(text.toLowerCase().trim());

export const AS_SOON_AS_POSSIBLE = 'As soon as possible';

type Part = {
  date?: LocalDate;
  /** the day came from a weekday's name ("Friday"): said once its window has begun, it means next week's */
  fromWeekday?: boolean;
  /** a weekday was named ("Monday or Tuesday morning": one time for both) */
  namesWeekday?: boolean;
  hours?: { start: number; end: number };
  asap?: boolean;
  weekend?: boolean;
  /** "evenings", "mornings work best": a time of any day, no window of its own */
  anyDay?: boolean;
  /** the time was said before the day ("first thing thursday or friday"): the days after it share it */
  timeFirst?: boolean;
};

/**
 * Reads the appointment windows in a phrase like "tomorrow after 3 or Saturday morning".
 * Each part names a day, a time, or both. A time without a day takes the day named just before it ("tomorrow morning
 * or afternoon"); one time said for several days applies to each ("Thursday or Friday after work", "after work,
 * Thursday or Friday"); "this weekend" is Saturday and Sunday; "next week" moves the weekdays named into next week;
 * "as soon as possible" is a window of its own. A window that has already begun starts at the next full hour.
 */
// "…after 3 either day", "whichever, in the morning", "afternoon for both"
const TIME_FOR_EITHER = /\b(either (day|one)|both (days|of them)|for both|on both|whichever|each day|either way)\b/;

const THE_COMING = /\bthe coming (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;
const DAY_NEXT_WEEK = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday),? next week\b/;
const DAY_NEXT_WEEK_ALL = new RegExp(DAY_NEXT_WEEK.source, 'g');

export function parseTimeWindows(text: string, now: Date, timeZone = SERVICE_AREA_TIME_ZONE): ParsedWindows {
  const today = localDateOf(now, timeZone);
  // "the coming friday" (the Spanish "el viernes que viene") is the next one to come, but next week's when it is today
  // or tomorrow (which a caller would have called "hoy" or "mañana")
  const normalized = timeWordsOf(text).replace(THE_COMING, (_m: string, day: string) =>
    (WEEKDAY_NAMES.indexOf(day) - weekdayOf(today) + 7) % 7 <= 1 ? `next ${day}` : day,
  );
  // "el martes después de las 3 o el jueves de la otra semana": "next week" said right after a day is that day's only
  const nextWeek = /\bnext week\b/.test(normalized.replace(DAY_NEXT_WEEK_ALL, ' '));
  const nextWeekend = /\bnext weekend\b/.test(normalized);
  const segments = normalized
    // "I work during the week so Saturday or Sunday": what follows "so" is apart from why
    .split(
      /\s*(?:[,;.!?—–]|\s-+\s|\bor\b|\band\b|\botherwise\b|\balso\b|\bmaybe\b|\bif not\b|\bthen\b|(?<=\w )so\b|(?=\b(?:make|change) (?:that|it)\b)|(?<=(?:day|morning|afternoon|evening|noon) only)\b)\s*/,
    )
    .filter(Boolean);

  const parts: Part[] = [];
  let weekdayMismatch: ParsedWindows['weekdayMismatch'];
  const weekendDayNamed = /\b(saturday|sunday)\b/.test(normalized);
  // "all week except Thursday": the working days left this week, but that one
  const allWeek = /\b(all|any day|anytime|any time)( this)? week,? (except|but( not)?) (\w+day)\b/.exec(normalized);
  if (allWeek) {
    const skip = WEEKDAY_NAMES.indexOf(allWeek[5]!);
    const days: Part[] = [];
    for (let d = 0; d < 7 && days.length < 2; d++) {
      const date = addDays(today, d);
      const wd = weekdayOf(date);
      if (wd === 0 || wd === 6 || wd === skip) continue;
      if (zonedInstant(date, WORKDAY.end, timeZone) <= now) continue;
      days.push({ date, hours: hoursOf(normalized.replace(allWeek[0], '')) });
    }
    return windowsOf(days, now, timeZone, { today, nextWeekend: false });
  }
  // "any weekday evening works", "weekdays after 3", "any weekday morning starting tomorrow": the next two weekdays
  // whose window is still ahead
  const anyWeekday =
    /\b(?:(?:any|every|most) ?(?:week ?day|weekday)s?|weekdays?(?= (?:morning|afternoon|evening|night)s?\b|,? (?:after|before|from|between) \d))\b/.exec(
      normalized,
    );
  const fromTomorrow = /\b(starting|from|beginning|after) tomorrow\b|\bnot today\b/.test(normalized);
  const weekdayHours = anyWeekday
    ? hoursOf(
        normalized
          .replace(anyWeekday[0], ' ')
          .replace(/\b(starting|from|beginning|after) tomorrow\b/, ' ')
          // ("…in the afternoon, because in the morning I work": why is no time to come)
          .replace(/\b(because|porque|since|cause|'cause)\b.*$/, ''),
      )
    : undefined;
  if (
    weekdayHours &&
    weekdayIn(normalized) === -1 &&
    (fromTomorrow || !/\b(today|tomorrow|tonight)\b/.test(normalized))
  ) {
    const days: Part[] = [];
    for (let d = fromTomorrow ? 1 : 0; d < 9 && days.length < 2; d++) {
      const date = addDays(today, d);
      const wd = weekdayOf(date);
      if (wd === 0 || wd === 6 || zonedInstant(date, weekdayHours.end, timeZone) <= now) continue;
      days.push({ date, hours: weekdayHours });
    }
    return windowsOf(days, now, timeZone, { today, nextWeekend: false });
  }
  let nextWeekFromHere = false;
  for (const [at, said] of segments.entries()) {
    // "friday afternoon because in the morning i work": why is no window (but "tomorrow because I work all day" takes
    // the day away)
    const reasonCut = said.replace(/\s*\b(because|porque|'cause|cause|since)\b.*$/, '');
    const segment = reasonCut !== said && hoursOf(reasonCut) ? reasonCut : said;
    if (!segment) continue;
    // "Friday morning, no wait, Friday afternoon": the caller takes back what they just said ("…, sorry" said last is
    // only polite: "friday at eleven, not ten, sorry")
    if (segment === 'sorry' && at === segments.length - 1) continue;
    const takenBack = /^(no wait|wait|i mean|actually|sorry|scratch that|no(?: no)*)\b/.exec(segment)?.[1];
    if (takenBack && parts.length) {
      const rest = segment.slice(takenBack.length).trim();
      const plainNo = /^no( no)*$/.test(takenBack);
      // ("…sunday between 1 and 4? no elevator lol": a plain "no" going on to something else takes nothing back)
      if (!rest || (!plainNo && !dateOf(rest, now, timeZone) && !hoursOf(rest))) {
        parts.pop();
        continue;
      }
      // "thursday, i mean friday", "tuesday, no, wednesday the 11th": the day said instead replaces the last
      if (
        (takenBack === 'i mean' || takenBack === 'no wait' || (plainNo && DAY_FIRST.test(rest))) &&
        dateOf(rest, now, timeZone)
      )
        parts.pop();
    }
    // "thurs morning, actually no make that friday morning": the window just said is replaced
    if (/^((no wait|wait|actually|sorry|no)\s+)*(make|change) (that|it)\b/.test(segment) && parts.length) parts.pop();
    if (UNAVAILABLE.test(segment)) {
      // "tomorrow evening… no, tomorrow I have a meeting": the day said busy drops a window said for it before
      const busy = /\b(today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(segment)
        ? dateOf(segment, now, timeZone)
        : undefined;
      if (busy)
        for (let i = parts.length - 1; i >= 0; i--)
          if (parts[i]!.date && sameDay(parts[i]!.date!, busy)) parts.splice(i, 1);
      continue;
    }
    // "sometime before sunday, for the grandkids": a deadline, not a window
    if (BY_A_DAY.test(segment) && !hoursOf(segment)) continue;
    if (ASAP.test(segment)) {
      if (!parts.some((p) => p.asap)) parts.push({ asap: true });
      continue;
    }
    if (/\bweekend\b/.test(segment) && weekdayIn(segment) === -1) {
      // "the weekend, like Saturday morning": the day named says which part of the weekend
      if (!weekendDayNamed) parts.push({ weekend: true, hours: hoursOf(segment) });
      continue;
    }
    let date =
      dateOf(segment, now, timeZone) ??
      (/\bthis (morning|afternoon|evening)\b|\btonight\b/.test(segment) ? today : undefined);
    // "the Saturday after that": a week after the day just named
    const previous = parts.findLast((p) => p.date)?.date;
    if (date && previous && /\b(after that|the following one|the week after|the \w+day after)\b/.test(segment))
      date = addDays(previous, 7);
    const weekday = weekdayIn(segment);
    let fromWeekday = date !== undefined && weekday !== -1;
    // ("thursday next week or friday": the days named after it are in that week too)
    if (DAY_NEXT_WEEK.test(segment)) nextWeekFromHere = true;
    const nextWeekHere = nextWeek || nextWeekFromHere;
    if (date && weekday !== -1 && (nextWeekHere || (nextWeekend && (weekday === 0 || weekday === 6)))) {
      fromWeekday = false;
      // "Thursday next week", "next weekend, Saturday or Sunday": the day in the week after this one
      const mondayNext = addDays(today, (8 - weekdayOf(today)) % 7 || 7);
      date = addDays(mondayNext, (weekday + 6) % 7);
    }
    // "Wednesday the 9th": the date wins over a weekday that does not match it
    const dayOfMonth = /\b(?:the\s+)?([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b/.exec(segment);
    if (dayOfMonth && weekday !== -1) {
      const dated = nextWithDay(Number(dayOfMonth[1]), today);
      if (weekdayOf(dated) !== weekday)
        weekdayMismatch ??= {
          weekdaySaid: capitalize(WEEKDAY_NAMES[weekday]!),
          dateTaken: labelOf(dated, 8, 17).split(',').slice(0, 2).join(','),
        };
      date = dated;
      fromWeekday = false;
    }
    const previousHours = parts.findLast((p) => p.hours)?.hours;
    // "friday between one and four, or monday, same hours": the time said for the day just named
    const lastPart = parts.at(-1);
    if (!dateOf(segment, now, timeZone) && SAME_TIME.test(segment) && lastPart?.date && !lastPart.hours) {
      lastPart.hours = parts.slice(0, -1).findLast((p) => p.hours)?.hours;
      if (lastPart.hours) continue;
    }
    // "friday after 3, or monday at the same time"
    const hours = hoursOf(segment) ?? (date && SAME_TIME.test(segment) ? previousHours : undefined);
    if (!date && !hours) continue;
    // "any day next week is fine", "the swell's flat next week": no day of its own
    // ("whenever tomorrow" is tomorrow)
    // ("any day next week in the morning, say monday or tuesday": the part of the day is for the days named after it)
    if (
      weekday === -1 &&
      !/\b(tomorrow|today|tonight)\b/.test(segment) &&
      (VAGUE.test(segment) || /\b(next|this) week\b/.test(segment))
    ) {
      if (hours && weekdayIn(segments.slice(at + 1).join(' ')) !== -1) parts.push({ hours });
      continue;
    }
    const last = parts.at(-1);
    // "Saturday the 14th, in the morning": a time said right after a day without one is that day's time
    if (!date && hours && last?.date && !last.hours) {
      last.hours = hours;
      continue;
    }
    // "friday but not before 10, like 10 to 2": the same day's hours said more exactly
    if (!date && hours && last?.date && /^(so )?(like|say|i mean|so)\b/.test(segment)) {
      last.hours = hours;
      continue;
    }
    // "the Saturday after that, the 14th": the same day said twice
    if (date && last?.date && sameDay(date, last.date) && !hours) continue;
    // "Mon and Tue are ideal… Tuesday the 10th in the morning": the hours said for a day named before without any
    const sameDayBefore = date && hours ? parts.find((p) => p.date && !p.hours && sameDay(p.date, date!)) : undefined;
    if (sameDayBefore) {
      sameDayBefore.hours = hours;
      continue;
    }
    const anyDay = !date && /\b(mornings|afternoons|evenings|nights|weekdays)\b/.test(segment);
    const timeFirst = Boolean(date && hours && TIME_FIRST.test(segment));
    parts.push({ date, hours, fromWeekday, namesWeekday: date !== undefined && weekday !== -1, anyDay, timeFirst });
  }

  // one time said for several days: "Thursday or Friday after work" and "after work, Thursday or Friday"
  const forEither = TIME_FOR_EITHER.test(normalized);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.date || part.hours) continue;
    const later = parts.slice(i + 1).find((p) => p.hours || p.asap);
    const earlier = parts.slice(0, i).findLast((p) => p.hours && !p.date);
    // only between named weekdays: "today or tomorrow morning" keeps today whole (unless the caller says the time is
    // for both: "the day after tomorrow or Monday, after 3 either day")
    if (
      later?.hours &&
      later.date &&
      ((part.namesWeekday && later.namesWeekday) || forEither) &&
      parts.slice(i + 1, parts.indexOf(later)).every((p) => p.date && !p.hours)
    )
      part.hours = later.hours;
    else if (earlier?.hours) part.hours = earlier.hours;
    // "first thing thursday or friday": the time said before the first day is the next bare day's too
    else if (part.namesWeekday && parts[i - 1]?.timeFirst && parts[i - 1]!.namesWeekday)
      part.hours = parts[i - 1]!.hours;
  }
  // a time said before the days it belongs to is not a window of its own
  const expanded = parts.filter(
    (p, i) => !p.anyDay && !(p.hours && !p.date && !p.weekend && parts.slice(i + 1).some((q) => q.date)),
  );

  const { windows, pastWindow } = windowsOf(expanded, now, timeZone, { today, nextWeekend });
  return weekdayMismatch ? { windows, pastWindow, weekdayMismatch } : { windows, pastWindow };
}

/** The concrete windows of the parts of a phrase, in order: a window already over is left out (and reported). */
function windowsOf(
  parts: Part[],
  now: Date,
  timeZone: string,
  { today, nextWeekend }: { today: LocalDate; nextWeekend: boolean },
): ParsedWindows {
  const windows: TimeWindow[] = [];
  let pastWindow = false;
  let previousDate: LocalDate | undefined;
  const push = (date: LocalDate, span: { start: number; end: number }, fromWeekday: boolean) => {
    let day = date;
    // "Friday morning" said on a Friday once the morning has begun means next Friday
    if (fromWeekday && zonedInstant(day, span.start, timeZone) <= now) day = addDays(day, 7);
    previousDate = day;
    let startHour = span.start;
    const end = zonedInstant(day, span.end, timeZone);
    if (end <= now) {
      pastWindow = true;
      return;
    }
    if (zonedInstant(day, startHour, timeZone) <= now)
      startHour = Math.min(span.end - 1, localHourOf(now, timeZone) + 1);
    const start = zonedInstant(day, startHour, timeZone);
    const window = { start: start.toISOString(), end: end.toISOString(), label: labelOf(day, startHour, span.end) };
    if (!windows.some((w) => w.start === window.start && w.end === window.end)) windows.push(window);
  };

  for (const part of parts) {
    if (part.asap) {
      const end = new Date(now.getTime() + 4 * 3600_000);
      windows.push({ start: now.toISOString(), end: end.toISOString(), label: AS_SOON_AS_POSSIBLE });
      continue;
    }
    const span = part.hours ?? WORKDAY;
    if (part.weekend) {
      const saturday = addDays(today, ((6 - weekdayOf(today) + 7) % 7) + (nextWeekend ? 7 : 0));
      const sunday = weekdayOf(today) === 0 && !nextWeekend ? today : addDays(saturday, 1);
      if (weekdayOf(today) !== 0 || nextWeekend) push(saturday, span, false);
      push(sunday, span, false);
      continue;
    }
    if (part.date) {
      push(part.date, span, part.fromWeekday ?? false);
      continue;
    }
    let date = previousDate ?? today;
    if (!previousDate && zonedInstant(date, span.end, timeZone) <= now) date = addDays(date, 1);
    push(date, span, false);
  }
  return { windows, pastWindow };
}

const capitalize = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

const sameDay = (a: LocalDate, b: LocalDate) => a.year === b.year && a.month === b.month && a.day === b.day;

function localHourOf(instant: Date, timeZone: string): number {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return shifted.getUTCHours();
}
