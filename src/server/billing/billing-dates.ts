import { SERVICE_AREA_TIME_ZONE } from '../concierge/engine/service-area';

type CalendarDate = { year: number; month: number; day: number };

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in a time zone. */
export function calendarDateIn(instant: Date, timeZone = SERVICE_AREA_TIME_ZONE): CalendarDate {
  let format = dateFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dateFormatters.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The anchor's day `months` later; a day the month lacks becomes its last (Jan 31 → Feb 28 → Mar 31). */
function monthsAfter(anchor: CalendarDate, months: number): CalendarDate {
  const index = anchor.year * 12 + (anchor.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(anchor.day, daysInMonth(year, month)) };
}

const compare = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;
export const isoDate = (d: CalendarDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * The next bill of an approved provider: the first charge is one month after approval, then on the same day of
 * each month, counted in the service area's time zone. On a billing day it is that day. Returns YYYY-MM-DD.
 */
export function nextBillingDate(approvedAt: Date, now: Date, timeZone = SERVICE_AREA_TIME_ZONE): string {
  const anchor = calendarDateIn(approvedAt, timeZone);
  const today = calendarDateIn(now, timeZone);
  let months = Math.max(1, (today.year - anchor.year) * 12 + (today.month - anchor.month));
  while (compare(monthsAfter(anchor, months), today) < 0) months += 1;
  return isoDate(monthsAfter(anchor, months));
}
