import * as chrono from 'chrono-node';
import { SERVICE_AREA_TIME_ZONE } from './service-area';

/** A concrete appointment window: instants (ISO, UTC) plus the readable text stored on the call. */
export type TimeWindow = { start: string; end: string; label: string };

type LocalDate = { year: number; month: number; day: number };

// Named parts of the day, as a dispatcher would book them (24 h clock).
const PARTS_OF_DAY: [RegExp, number, number][] = [
  [/\b(first thing|early morning)\b/, 8, 10],
  [/\bmorning\b/, 8, 12],
  [/\b(lunch ?time|midday|around noon)\b/, 11, 13],
  [/\bafternoon\b/, 12, 17],
  [/\b(evening|tonight|after work)\b/, 17, 20],
  [/\b(any ?time|all day|whole day)\b/, 8, 17],
];
const WORKDAY = { start: 8, end: 17 };

/** Minutes east of UTC of a time zone at an instant (negative in California). */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC of a time zone at an instant (negative in California). */
export function zoneOffsetMinutes(instant: Date, timeZone = SERVICE_AREA_TIME_ZONE): number {
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

const HOUR = '(\\d{1,2})(?::\\d\\d)?\\s*(a\\.?m\\.?|p\\.?m\\.?)?';
const RANGE = new RegExp(`\\b(?:from\\s+)?${HOUR}\\s*(?:-|to|until|till|through)\\s*${HOUR}`);
const AFTER = new RegExp(`\\b(?:after|from|starting at)\\s+${HOUR}`);
const BEFORE = new RegExp(`\\b(?:before|by)\\s+${HOUR}`);
const AT = new RegExp(`\\b(?:at|around|about)\\s+${HOUR}|\\b(\\d{1,2})(?::\\d\\d)?\\s*(a\\.?m\\.?|p\\.?m\\.?)`);

/** The hours a phrase names, or undefined when it names no time of day. */
function hoursOf(segment: string): { start: number; end: number } | undefined {
  const s = segment.replace(/\bnoon\b/g, '12 pm').replace(/\bmidday\b/g, '12 pm');
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
function dateOf(segment: string, now: Date, timeZone: string): LocalDate | undefined {
  const results = chrono.parse(
    segment,
    { instant: now, timezone: zoneOffsetMinutes(now, timeZone) },
    { forwardDate: true },
  );
  for (const r of results) {
    const c = r.start;
    const namesDay =
      c.isCertain('day') || c.isCertain('weekday') || /\b(today|tonight|tomorrow|day after)\b/i.test(r.text);
    if (namesDay) return { year: c.get('year')!, month: c.get('month')!, day: c.get('day')! };
  }
  return undefined;
}

export type ParsedWindows = { windows: TimeWindow[]; pastWindow: boolean };

/**
 * Reads the appointment windows in a phrase like "tomorrow after 3 or Saturday morning".
 * Each part names a day, a time, or both; a time without a day takes the day named just before it
 * ("tomorrow morning or afternoon"), or the next day on which it is still ahead.
 */
export function parseTimeWindows(text: string, now: Date, timeZone = SERVICE_AREA_TIME_ZONE): ParsedWindows {
  const normalized = text
    .toLowerCase()
    .replace(/\bbetween\s+(\S+)\s+and\s+(\S+(?:\s*[ap]\.?m\.?)?)/g, 'from $1 to $2')
    .replace(/[’']/g, "'");
  const segments = normalized
    .split(/\s*(?:[,;]|\bor\b|\band\b|\botherwise\b|\balso\b|\bmaybe\b|\bif not\b)\s*/)
    .filter(Boolean);
  const windows: TimeWindow[] = [];
  let pastWindow = false;
  let previousDate: LocalDate | undefined;
  const today = localDateOf(now, timeZone);

  for (const segment of segments) {
    const namedDate = dateOf(segment, now, timeZone);
    const hours = hoursOf(segment);
    if (!namedDate && !hours) continue;
    const span = hours ?? WORKDAY;
    let date = namedDate ?? previousDate ?? today;
    if (!namedDate && !previousDate && zonedInstant(date, span.end, timeZone) <= now) date = addDays(date, 1);
    // "Friday morning" said on a Friday once the morning has begun means next Friday
    if (
      namedDate &&
      /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/.test(segment) &&
      zonedInstant(date, span.start, timeZone) <= now
    )
      date = addDays(date, 7);
    previousDate = date;
    const start = zonedInstant(date, span.start, timeZone);
    const end = zonedInstant(date, span.end, timeZone);
    if (end <= now) {
      pastWindow = true;
      continue;
    }
    const window = { start: start.toISOString(), end: end.toISOString(), label: labelOf(date, span.start, span.end) };
    if (!windows.some((w) => w.start === window.start && w.end === window.end)) windows.push(window);
  }
  return { windows, pastWindow };
}
