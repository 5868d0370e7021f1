import * as chrono from 'chrono-node';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/corpus';
import { fromSpanish } from './spanish';
import { mayNameADate, parseTimeWindows, timeWordsOf, zonedInstant, zoneOffsetMinutes } from './time-windows';

const labels = (text: string, now: Date) => parseTimeWindows(text, now).windows.map((w) => w.label);

describe('time windows in America/Los_Angeles', () => {
  const wednesdayMorning = new Date('2026-03-04T18:00:00Z'); // Wed Mar 4, 10:00 PST

  it('reads "after lunch" as the afternoon, and a "sorry" said last as no retraction', () => {
    expect(labels('today after lunch, or tomorrow first thing', wednesdayMorning)).toEqual([
      'Wednesday, Mar 4, 12 PM - 5 PM',
      'Thursday, Mar 5, 8 AM - 10 AM',
    ]);
    expect(labels('oh wait, friday at eleven, not ten, sorry', wednesdayMorning)).toEqual([
      'Friday, Mar 6, 11 AM - 1 PM',
    ]);
    expect(labels('friday morning, no wait, friday afternoon', wednesdayMorning)).toEqual([
      'Friday, Mar 6, 12 PM - 5 PM',
    ]);
  });

  it('reads parts of the day, "after 3", ranges and bare days', () => {
    expect(labels('tomorrow morning or Saturday afternoon', wednesdayMorning)).toEqual([
      'Thursday, Mar 5, 8 AM - 12 PM',
      'Saturday, Mar 7, 12 PM - 5 PM',
    ]);
    expect(labels('tomorrow after 3', wednesdayMorning)).toEqual(['Thursday, Mar 5, 3 PM - 6 PM']);
    expect(labels('Friday between 1 and 4', wednesdayMorning)).toEqual(['Friday, Mar 6, 1 PM - 4 PM']);
    expect(labels('Monday', wednesdayMorning)).toEqual(['Monday, Mar 9, 8 AM - 5 PM']);
    expect(labels('Thursday at 10am', wednesdayMorning)).toEqual(['Thursday, Mar 5, 10 AM - 12 PM']);
    expect(labels('Friday 9 to 1 pm', wednesdayMorning)).toEqual(['Friday, Mar 6, 9 AM - 1 PM']);
    expect(labels('Thursday before noon', wednesdayMorning)).toEqual(['Thursday, Mar 5, 8 AM - 12 PM']);
  });

  it('hears "now" only as an answer, and a part of the day said of every day as no window of its own', () => {
    expect(labels('can you hear me now? the sink is leaking again', wednesdayMorning)).toEqual([]);
    expect(labels('we need someone out to look at it now', wednesdayMorning)).toEqual([]);
    expect(labels('now', wednesdayMorning)).toEqual(['As soon as possible']);
    expect(labels('as soon as someone can, now if possible', wednesdayMorning)).toEqual(['As soon as possible']);
    expect(labels('are mornings okay? we work nights', wednesdayMorning)).toEqual([]);
    expect(labels('afternoons, monday or thursday', wednesdayMorning)).toEqual([
      'Monday, Mar 9, 12 PM - 5 PM',
      'Thursday, Mar 5, 12 PM - 5 PM',
    ]);
  });

  it('reads "whenever tomorrow" as tomorrow, and "whenever" alone as no window', () => {
    expect(labels('whenever tomorrow, or monday morning', wednesdayMorning)).toEqual([
      'Thursday, Mar 5, 8 AM - 5 PM',
      'Monday, Mar 9, 8 AM - 12 PM',
    ]);
    expect(labels('whenever is fine', wednesdayMorning)).toEqual([]);
  });

  it('reads "the first day" as no date, and a date said after its weekday and a comma as that day', () => {
    expect(labels('make the first day Friday morning', wednesdayMorning)).toEqual(['Friday, Mar 6, 8 AM - 12 PM']);
    expect(labels('Tuesday, the 10th, in the morning', wednesdayMorning)).toEqual(['Tuesday, Mar 10, 8 AM - 12 PM']);
  });

  it('reads a day of the month said alone, this month or the next', () => {
    expect(labels('the 10th in the afternoon, or if not, the 12th, anytime that day', wednesdayMorning)).toEqual([
      'Tuesday, Mar 10, 12 PM - 5 PM',
      'Thursday, Mar 12, 8 AM - 5 PM',
    ]);
    expect(labels('on the second in the morning', wednesdayMorning)).toEqual(['Thursday, Apr 2, 8 AM - 12 PM']);
    expect(labels('the second option, friday morning', wednesdayMorning)).toEqual(['Friday, Mar 6, 8 AM - 12 PM']);
    expect(labels('friday the thirteenth in the morning', wednesdayMorning)).toEqual(['Friday, Mar 13, 8 AM - 12 PM']);
    expect(labels('the twenty-first in the afternoon', wednesdayMorning)).toEqual(['Saturday, Mar 21, 12 PM - 5 PM']);
  });

  it('names no window on a day taken by an appointment or by guests arriving', () => {
    expect(
      labels('my daughter takes me to the doctor tuesday so not then. thursday morning', wednesdayMorning),
    ).toEqual(['Thursday, Mar 5, 8 AM - 12 PM']);
    expect(labels('the next guests arrive friday, so tomorrow morning', wednesdayMorning)).toEqual([
      'Thursday, Mar 5, 8 AM - 12 PM',
    ]);
    expect(labels('tomorrow early morning before we get busy', wednesdayMorning)).toEqual([
      'Thursday, Mar 5, 8 AM - 10 AM',
    ]);
  });

  it('carries the day over to a second part that names only a time', () => {
    expect(labels('Saturday morning or afternoon', wednesdayMorning)).toEqual([
      'Saturday, Mar 7, 8 AM - 12 PM',
      'Saturday, Mar 7, 12 PM - 5 PM',
    ]);
  });

  it('gives concrete instants for the windows', () => {
    const [w] = parseTimeWindows('tomorrow morning', wednesdayMorning).windows;
    expect(w).toEqual({
      start: '2026-03-05T16:00:00.000Z',
      end: '2026-03-05T20:00:00.000Z',
      label: 'Thursday, Mar 5, 8 AM - 12 PM',
    });
  });

  it('reports a window that has already passed instead of booking it', () => {
    expect(parseTimeWindows('today at 8am', wednesdayMorning)).toEqual({ windows: [], pastWindow: true });
  });

  it('moves a weekday whose window has begun to next week', () => {
    expect(labels('Wednesday morning', wednesdayMorning)).toEqual(['Wednesday, Mar 11, 8 AM - 12 PM']);
    expect(labels('Wednesday afternoon', wednesdayMorning)).toEqual(['Wednesday, Mar 4, 12 PM - 5 PM']);
  });

  it('takes "tomorrow" from the local day just before midnight, not the UTC day', () => {
    const lateFriday = new Date('2025-11-22T07:50:00Z'); // Fri Nov 21, 23:50 PST, already Saturday in UTC
    expect(labels('tomorrow morning', lateFriday)).toEqual(['Saturday, Nov 22, 8 AM - 12 PM']);
    const justAfterMidnight = new Date('2025-11-22T08:10:00Z'); // Sat Nov 22, 00:10 PST
    expect(labels('tomorrow morning', justAfterMidnight)).toEqual(['Sunday, Nov 23, 8 AM - 12 PM']);
    expect(labels('this morning', justAfterMidnight)).toEqual(['Saturday, Nov 22, 8 AM - 12 PM']);
  });

  it('keeps wall-clock hours across the spring-forward change', () => {
    const saturdayBefore = new Date('2026-03-07T20:00:00Z'); // Sat Mar 7, 12:00 PST; DST starts Sun Mar 8, 2 AM
    const [sunday] = parseTimeWindows('tomorrow morning', saturdayBefore).windows;
    expect(sunday).toEqual({
      start: '2026-03-08T15:00:00.000Z',
      end: '2026-03-08T19:00:00.000Z',
      label: 'Sunday, Mar 8, 8 AM - 12 PM',
    });
  });

  it('keeps wall-clock hours across the fall-back change', () => {
    const saturdayBefore = new Date('2025-11-01T19:00:00Z'); // Sat Nov 1, 12:00 PDT; DST ends Sun Nov 2, 2 AM
    const [sunday, monday] = parseTimeWindows('tomorrow afternoon or Monday morning', saturdayBefore).windows;
    expect(sunday).toEqual({
      start: '2025-11-02T20:00:00.000Z',
      end: '2025-11-03T01:00:00.000Z',
      label: 'Sunday, Nov 2, 12 PM - 5 PM',
    });
    expect(monday!.start).toBe('2025-11-03T16:00:00.000Z');
  });

  it('gives the offset of each side of a change, however often the same quarter hour was asked before', () => {
    // spring forward at 10:00 UTC on Mar 8, 2026; fall back at 09:00 UTC on Nov 1, 2026
    for (let pass = 0; pass < 2; pass++) {
      expect(zoneOffsetMinutes(new Date('2026-03-08T09:59:59.999Z'))).toBe(-480);
      expect(zoneOffsetMinutes(new Date('2026-03-08T10:00:00Z'))).toBe(-420);
      expect(zoneOffsetMinutes(new Date('2026-11-01T08:59:59Z'))).toBe(-420);
      expect(zoneOffsetMinutes(new Date('2026-11-01T09:00:00Z'))).toBe(-480);
      expect(zoneOffsetMinutes(new Date('2026-11-01T09:00:00Z'), 'Asia/Kolkata')).toBe(330);
      expect(zoneOffsetMinutes(new Date('2026-11-01T09:00:00Z'), 'Asia/Kathmandu')).toBe(345);
    }
  });

  it('maps a wall-clock hour on the DST day to the right instant', () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 8 }, 1).toISOString()).toBe('2026-03-08T09:00:00.000Z');
    expect(zonedInstant({ year: 2026, month: 3, day: 8 }, 3).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('ignores words that name no time', () => {
    expect(parseTimeWindows('my sink is clogged', wednesdayMorning)).toEqual({ windows: [], pastWindow: false });
  });
});

describe('time windows as callers say them', () => {
  const now = new Date('2026-03-04T18:00:00Z'); // Wed Mar 4, 10:00 PST

  it.each([
    ['as soon as possible, or else friday morning', ['As soon as possible', 'Friday, Mar 6, 8 AM - 12 PM']],
    ['today', ['Wednesday, Mar 4, 11 AM - 5 PM']],
    ['this weekend', ['Saturday, Mar 7, 8 AM - 5 PM', 'Sunday, Mar 8, 8 AM - 5 PM']],
    ['next weekend in the afternoon', ['Saturday, Mar 14, 12 PM - 5 PM', 'Sunday, Mar 15, 12 PM - 5 PM']],
    ['in two days', ['Friday, Mar 6, 8 AM - 5 PM']],
    ['monday afternoon, make that tuesday afternoon', ['Tuesday, Mar 10, 12 PM - 5 PM']],
    ['saturday not before 11', ['Saturday, Mar 7, 11 AM - 2 PM']],
    ['monday between 9 am and 1 pm', ['Monday, Mar 9, 9 AM - 1 PM']],
    ['tomorrow after 1, so like 1 to 4, or friday', ['Thursday, Mar 5, 1 PM - 4 PM', 'Friday, Mar 6, 8 AM - 5 PM']],
    ['next tuesday at ten', ['Tuesday, Mar 10, 10 AM - 12 PM']],
    ['monday or wednesday after work', ['Monday, Mar 9, 5 PM - 8 PM', 'Wednesday, Mar 4, 5 PM - 8 PM']],
    ['after work, thursday or friday', ['Thursday, Mar 5, 5 PM - 8 PM', 'Friday, Mar 6, 5 PM - 8 PM']],
    ['tuesday or wednesday morning next week', ['Tuesday, Mar 10, 8 AM - 12 PM', 'Wednesday, Mar 11, 8 AM - 12 PM']],
    ['thursday between two and five', ['Thursday, Mar 5, 2 PM - 5 PM']],
    ['saturday works, sunday is bad for me', ['Saturday, Mar 7, 8 AM - 5 PM']],
    ['monday afternoon, no wait, tuesday afternoon', ['Tuesday, Mar 10, 12 PM - 5 PM']],
    ['all week except thursday', ['Wednesday, Mar 4, 11 AM - 5 PM', 'Friday, Mar 6, 8 AM - 5 PM']],
    ['any day this week but wednesday, afternoons', ['Thursday, Mar 5, 12 PM - 5 PM', 'Friday, Mar 6, 12 PM - 5 PM']],
    ['this evening or tomorrow at noon', ['Wednesday, Mar 4, 5 PM - 8 PM', 'Thursday, Mar 5, 12 PM - 2 PM']],
  ])('reads "%s"', (text, expected) => {
    expect(labels(text, now)).toEqual(expected);
  });

  it('takes no hour from a phone number, a street address or a ZIP code', () => {
    expect(labels('call me at 831 555 0142, I am at 77 Bay Ave 95010, thursday morning', now)).toEqual([
      'Thursday, Mar 5, 8 AM - 12 PM',
    ]);
  });
});

describe('a weekday that does not match its date', () => {
  it('keeps the date and says which weekday the caller named, so the assistant can ask', () => {
    const now = new Date('2026-03-04T18:00:00Z');
    expect(parseTimeWindows('wednesday the 9th in the morning', now)).toMatchObject({
      windows: [{ label: 'Monday, Mar 9, 8 AM - 12 PM' }],
      weekdayMismatch: { weekdaySaid: 'Wednesday', dateTaken: 'Monday, Mar 9' },
    });
    expect(parseTimeWindows('monday the 9th', now).weekdayMismatch).toBeUndefined();
  });
});

describe('the reason given with the times', () => {
  const now = new Date('2026-03-04T18:00:00Z');
  it('reads the days said after "so", and leaves the ones turned down', () => {
    expect(labels('I work weekdays so saturday or sunday, whenever', now)).toEqual([
      'Saturday, Mar 7, 8 AM - 5 PM',
      'Sunday, Mar 8, 8 AM - 5 PM',
    ]);
    expect(labels("thursday's my dentist appointment so friday morning or monday morning", now)).toEqual([
      'Friday, Mar 6, 8 AM - 12 PM',
      'Monday, Mar 9, 8 AM - 12 PM',
    ]);
    expect(labels("we're busy so not tuesday, wednesday after 3", now)).toEqual(['Wednesday, Mar 4, 3 PM - 6 PM']);
  });
});

describe('times as batch 17 of the held-out callers said them, in other words', () => {
  const now = new Date('2026-03-04T18:00:00Z');
  it('reads a day of the month without "the", a change said with "make that", and one day only', () => {
    expect(labels('12th afternoon or 13th morning', now)).toEqual([
      'Thursday, Mar 12, 12 PM - 5 PM',
      'Friday, Mar 13, 8 AM - 12 PM',
    ]);
    expect(labels("saturday's our church thing make that sunday afternoon", now)).toEqual([
      'Sunday, Mar 8, 12 PM - 5 PM',
    ]);
    expect(labels('monday evening only i work days the rest of the week', now)).toEqual(['Monday, Mar 9, 5 PM - 8 PM']);
    expect(labels("tuesday morning, don't need a second", now)).toEqual(['Tuesday, Mar 10, 8 AM - 12 PM']);
  });
});

describe('times as batch 19 of the held-out callers said them, in other words', () => {
  const NOW = new Date('2026-03-04T18:00:00Z'); // Wednesday, Mar 4, 10 AM in California
  it('reads "early" with a day as the early morning, shared by a bare day after it', () => {
    expect(labels('early monday morning or tuesday afternoon', NOW)).toEqual([
      'Monday, Mar 9, 8 AM - 10 AM',
      'Tuesday, Mar 10, 12 PM - 5 PM',
    ]);
    expect(labels('early morning saturday or sunday', NOW)).toEqual([
      'Saturday, Mar 7, 8 AM - 10 AM',
      'Sunday, Mar 8, 8 AM - 10 AM',
    ]);
    // a time said after its day stays that day's
    expect(labels('thursday at 10 or friday', NOW)).toEqual([
      'Thursday, Mar 5, 10 AM - 12 PM',
      'Friday, Mar 6, 8 AM - 5 PM',
    ]);
  });

  it('takes "at the same time" from the window before, and no window from a deadline', () => {
    expect(labels('tuesday after 4, or thursday same time', NOW)).toEqual([
      'Tuesday, Mar 10, 4 PM - 7 PM',
      'Thursday, Mar 5, 4 PM - 7 PM',
    ]);
    expect(labels('before the weekend if you can, thursday afternoon or friday morning', NOW)).toEqual([
      'Thursday, Mar 5, 12 PM - 5 PM',
      'Friday, Mar 6, 8 AM - 12 PM',
    ]);
  });
});

describe('times of older held-out callers, in other words', () => {
  const NOW = new Date('2026-03-04T18:00:00Z'); // Wednesday, Mar 4, 10 AM in California
  it('takes nothing back for a plain "no" going on to something else', () => {
    expect(labels('tuesday afternoon or wednesday between 2 and 5? 3rd floor, no parking lol', NOW)).toEqual([
      'Tuesday, Mar 10, 12 PM - 5 PM',
      'Wednesday, Mar 4, 2 PM - 5 PM',
    ]);
    expect(labels('monday morning, no, tuesday morning', NOW)).toEqual(['Tuesday, Mar 10, 8 AM - 12 PM']);
  });

  it('reads "any weekday afternoon" as the next two weekdays whose afternoon is ahead', () => {
    expect(labels('any weekday afternoon is fine', NOW)).toEqual([
      'Wednesday, Mar 4, 12 PM - 5 PM',
      'Thursday, Mar 5, 12 PM - 5 PM',
    ]);
  });
});

describe('times of batch 21 of the held-out callers, in other words', () => {
  const NOW = new Date('2026-03-04T18:00:00Z'); // Wednesday, Mar 4, 10 AM in California
  it('takes no window from a delivery day or a unit said like "3B"', () => {
    expect(labels('the fridge gets delivered Thursday, so Friday or Monday anytime', NOW)).toEqual([
      'Friday, Mar 6, 8 AM - 5 PM',
      'Monday, Mar 9, 8 AM - 5 PM',
    ]);
    expect(labels('no, it is 3B, not 3C', NOW)).toEqual([]);
  });
});

describe('times of older held-out callers (2), in other words', () => {
  const NOW = new Date('2026-03-04T18:00:00Z'); // Wednesday, Mar 4, 10 AM in California
  it('reads "early" after a day, "the Saturday after", and an hour said after "day after tomorrow"', () => {
    expect(labels('monday early or tuesday early', NOW)).toEqual([
      'Monday, Mar 9, 8 AM - 10 AM',
      'Tuesday, Mar 10, 8 AM - 10 AM',
    ]);
    expect(labels('this friday afternoon, or the friday after, same time', NOW)).toEqual([
      'Friday, Mar 6, 12 PM - 5 PM',
      'Friday, Mar 13, 12 PM - 5 PM',
    ]);
    expect(labels('the day after tomorrow after 2', NOW)).toEqual(['Friday, Mar 6, 2 PM - 5 PM']);
  });

  it('gives a day named earlier without hours the hours said for it later', () => {
    expect(
      labels("we're free Sat and Sun, so Saturday the 7th anytime or Sunday the 8th in the afternoon", NOW),
    ).toEqual(['Saturday, Mar 7, 8 AM - 5 PM', 'Sunday, Mar 8, 12 PM - 5 PM']);
  });
});

describe('times of the third safety round, in other words', () => {
  const NOW = new Date('2026-03-04T18:00:00Z'); // Wednesday, Mar 4, 10 AM in California
  it('takes no window from when the trouble began or comes back', () => {
    expect(labels("thursday afternoon. the dryer's been dead since tuesday", NOW)).toEqual([
      'Thursday, Mar 5, 12 PM - 5 PM',
    ]);
    expect(labels('since sunday night the fridge is warm', NOW)).toEqual([]);
    expect(labels('ever since we switched it on saturday morning it rattles', NOW)).toEqual([]);
    expect(labels(fromSpanish('el viernes en la tarde, desde el domingo no sirve'), NOW)).toEqual([
      'Friday, Mar 6, 12 PM - 5 PM',
    ]);
    expect(labels(fromSpanish('desde que lo encendemos en la tarde hace ruido'), NOW)).toEqual([]);
    // "since" that means "because" leaves the day after it
    expect(labels('since I work monday, tuesday is better', NOW)).toEqual(['Tuesday, Mar 10, 8 AM - 5 PM']);
  });

  it('reads no time in "a mí" (chrono takes "a m" for a minute from now)', () => {
    expect(labels(fromSpanish('a mí también me da sueño en la casa'), NOW)).toEqual([]);
    expect(labels('a mé se me olvidó', NOW)).toEqual([]);
  });
});

describe('times as batch 29 of the held-out callers typed and said them, in other words', () => {
  const NOW = new Date('2026-03-04T18:00:00Z'); // Wednesday, Mar 4, 10 AM in California
  it('keeps the evening windows said before why the caller is busy by day, and no daytime one', () => {
    expect(labels('tomorrow because I work all day', NOW)).toEqual([]);
    expect(labels('tonight or thursday night because I work all day', NOW)).toEqual([
      'Wednesday, Mar 4, 5 PM - 8 PM',
      'Thursday, Mar 5, 5 PM - 8 PM',
    ]);
    expect(labels(fromSpanish('hoy en la noche o el jueves en la noche porque trabajo todo el día'), NOW)).toEqual([
      'Wednesday, Mar 4, 5 PM - 8 PM',
      'Thursday, Mar 5, 5 PM - 8 PM',
    ]);
  });

  it('leaves out the part of the day taken back, and reads either day of the weekend named', () => {
    expect(labels('saturday, but the afternoon instead of the morning', NOW)).toEqual([
      'Saturday, Mar 7, 12 PM - 5 PM',
    ]);
    expect(labels(fromSpanish('el sábado mejor en la tarde en vez de en la mañana'), NOW)).toEqual([
      'Saturday, Mar 7, 12 PM - 5 PM',
    ]);
    expect(labels('next weekend, saturday or sunday, either', NOW)).toEqual([
      'Saturday, Mar 14, 8 AM - 5 PM',
      'Sunday, Mar 15, 8 AM - 5 PM',
    ]);
  });
});

describe('one time for both days, any weekday, and "a la una"', () => {
  const wednesday = new Date('2026-03-04T18:00:00Z');
  it('gives both days the time the caller says is for either', () => {
    expect(labels('Friday or Monday, after 3 either day', wednesday)).toEqual([
      'Friday, Mar 6, 3 PM - 6 PM',
      'Monday, Mar 9, 3 PM - 6 PM',
    ]);
    expect(labels('the day after tomorrow or monday, whichever, in the afternoon', wednesday)).toEqual([
      'Friday, Mar 6, 12 PM - 5 PM',
      'Monday, Mar 9, 12 PM - 5 PM',
    ]);
    // without a word for both, a day said alone stays whole
    expect(labels('today or tomorrow morning', wednesday)[0]).toBe('Wednesday, Mar 4, 11 AM - 5 PM');
  });

  it('reads any weekday with its hours as the next two weekdays still ahead, from tomorrow when asked', () => {
    expect(labels('weekdays after 4 work best', wednesday)).toEqual([
      'Wednesday, Mar 4, 4 PM - 7 PM',
      'Thursday, Mar 5, 4 PM - 7 PM',
    ]);
    expect(labels('any weekday afternoon starting tomorrow', wednesday)).toEqual([
      'Thursday, Mar 5, 12 PM - 5 PM',
      'Friday, Mar 6, 12 PM - 5 PM',
    ]);
  });

  it('reads "a la una" as one o\'clock, as "a las dos" is two', () => {
    expect(labels(fromSpanish('el lunes a la una o el martes a las dos'), wednesday)).toEqual([
      'Monday, Mar 9, 1 PM - 3 PM',
      'Tuesday, Mar 10, 2 PM - 4 PM',
    ]);
  });

  it('reads "soon as possible" without its "as" as the soonest', () => {
    expect(labels('soon as possible', wednesday)).toEqual(['As soon as possible']);
  });
});

describe('Spanish times: the River Plate\'s "a la mañana", "después del mediodía", and a time said before two days', () => {
  const wednesday = new Date('2026-03-04T18:00:00Z');
  it('reads them', () => {
    expect(labels(fromSpanish('mañana a la tarde o pasado mañana a la mañana'), wednesday)).toEqual([
      'Thursday, Mar 5, 12 PM - 5 PM',
      'Friday, Mar 6, 8 AM - 12 PM',
    ]);
    expect(labels(fromSpanish('el viernes después del mediodía'), wednesday)).toEqual(['Friday, Mar 6, 12 PM - 5 PM']);
    expect(labels('after work thursday or friday', wednesday)).toEqual([
      'Thursday, Mar 5, 5 PM - 8 PM',
      'Friday, Mar 6, 5 PM - 8 PM',
    ]);
  });
});

describe('times, batches 38 and 39 in other words', () => {
  const now = new Date('2026-03-04T18:00:00Z'); // Wed Mar 4, 10:00 PST
  it.each<[string, string[]]>([
    [
      'any afternoon next week tuesday or wednesday',
      ['Tuesday, Mar 10, 12 PM - 5 PM', 'Wednesday, Mar 11, 12 PM - 5 PM'],
    ],
    ['she said before 11 on monday or tuesday', ['Monday, Mar 9, 8 AM - 11 AM', 'Tuesday, Mar 10, 8 AM - 11 AM']],
    ['um well mornings friday or saturday', ['Friday, Mar 6, 8 AM - 12 PM', 'Saturday, Mar 7, 8 AM - 12 PM']],
    [
      'whenever next week in the evening, like thursday or friday',
      ['Thursday, Mar 12, 5 PM - 8 PM', 'Friday, Mar 13, 5 PM - 8 PM'],
    ],
    [
      'thursday afternoon because in the morning i have class, or friday morning',
      ['Thursday, Mar 5, 12 PM - 5 PM', 'Friday, Mar 6, 8 AM - 12 PM'],
    ],
  ])('reads "%s"', (said, expected) => {
    expect(labels(said, now)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ['el lunes de mañana o el jueves de tarde', ['Monday, Mar 9, 8 AM - 12 PM', 'Thursday, Mar 5, 12 PM - 5 PM']],
    ['el sábado en la tarde, no espéreme, mejor el domingo en la tarde', ['Sunday, Mar 8, 12 PM - 5 PM']],
    ['si el jueves no se puede, el lunes a las 10', ['Monday, Mar 9, 10 AM - 12 PM']],
  ])('reads the Spanish "%s"', (said, expected) => {
    expect(labels(fromSpanish(said), now)).toEqual(expected);
  });
});

describe('times, batches 40 and 41 in other words', () => {
  const now = new Date('2026-03-04T18:00:00Z'); // Wed Mar 4, 10:00 PST
  it.each<[string, string[]]>([
    ['friday or tuesday next week', ['Friday, Mar 6, 8 AM - 5 PM', 'Tuesday, Mar 10, 8 AM - 5 PM']],
    ['monday next week or wednesday', ['Monday, Mar 9, 8 AM - 5 PM', 'Wednesday, Mar 11, 8 AM - 5 PM']],
  ])('reads "%s"', (said, expected) => {
    expect(labels(said, now)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ['el viernes o el miércoles de la otra semana', ['Friday, Mar 6, 8 AM - 5 PM', 'Wednesday, Mar 11, 8 AM - 5 PM']],
    ['hoy no puede, mañana en la tarde', ['Thursday, Mar 5, 12 PM - 5 PM']],
    [
      'el jueves en la tarde no no mejor el viernes en la mañana y si no el lunes',
      ['Friday, Mar 6, 8 AM - 12 PM', 'Monday, Mar 9, 8 AM - 5 PM'],
    ],
  ])('reads the Spanish "%s"', (said, expected) => {
    expect(labels(fromSpanish(said), now)).toEqual(expected);
  });
});

describe('times written as a range with a dash (batch 42)', () => {
  const now = new Date('2026-03-04T18:00:00Z'); // Wed Mar 4, 10:00 PST
  it.each<[string, string[]]>([
    ['tuesday 2-5pm or thursday 2-5pm', ['Tuesday, Mar 10, 2 PM - 5 PM', 'Thursday, Mar 5, 2 PM - 5 PM']],
    ['saturday 10-1pm', ['Saturday, Mar 7, 10 AM - 1 PM']],
    ['friday 8-10am', ['Friday, Mar 6, 8 AM - 10 AM']],
  ])('reads "%s"', (said, expected) => {
    expect(labels(said, now)).toEqual(expected);
  });
});

describe('times, batch 44 in other words', () => {
  it('takes a window when the caller will be there for another reason ("I\'m there cleaning")', () => {
    expect(labels("friday between 9 and 12 i'm there cleaning anyway", new Date('2026-03-04T18:00:00Z'))).toEqual([
      'Friday, Mar 6, 9 AM - 12 PM',
    ]);
  });
});

// readDate asks chrono-node only about words that may name a date: chrono must find nothing in the others
describe('mayNameADate', () => {
  const chronoFinds = (text: string) => chrono.parse(text, new Date('2026-03-04T18:00:00Z'), { forwardDate: true });

  it("lets through every word of chrono's vocabulary, abbreviated or after a number", () => {
    for (const text of [
      'in an hour',
      'a couple of days',
      'in 2 wks',
      'thurs',
      'sept 3',
      'the day after',
      'next w',
      'a d',
      'tmrw',
      'end of the month',
      'this morning',
      'at noon',
      'this weekend',
      'mar. 3',
    ]) {
      expect(mayNameADate(text), text).toBe(true);
    }
    expect(mayNameADate('my water heater is leaking all over the garage floor')).toBe(false);
    expect(mayNameADate('maria gonzalez')).toBe(false);
  });

  // every line of the corpus, as the caller said it, as timeWordsOf writes it and read through the Spanish glossary, and
  // each of their clauses
  it("rules out only words in which chrono finds nothing, over the corpus's lines", { timeout: 120_000 }, () => {
    const said = loadCorpus()
      .flatMap(({ lines, language }) =>
        lines.flatMap((line) => (language === 'es' ? [line, fromSpanish(line)] : [line])),
      )
      .flatMap((line) => [line, timeWordsOf(line)]);
    const texts = [...new Set(said.flatMap((line) => [line, ...line.split(/\s*(?:[,;.!?]|\bor\b|\band\b)\s*/)]))];
    const ruledOut = texts.filter((text) => !mayNameADate(text));
    const found = ruledOut.filter((text) => chronoFinds(text).length > 0);
    expect(texts.length).toBeGreaterThan(50_000);
    expect(ruledOut.length).toBeGreaterThan(texts.length / 3);
    expect(found).toEqual([]);
  });
});

// batch 62 of the held-out callers (busy lives and awkward times), in other words
describe('time windows, batch 62 in other words', () => {
  const wednesdayMorning = new Date('2026-03-04T18:00:00Z'); // Wed Mar 4, 10:00 PST

  it.each([
    [
      'my class starts at two, so monday before my class or tuesday before my class',
      ['Monday, Mar 9, 8 AM - 2 PM', 'Tuesday, Mar 10, 8 AM - 2 PM'],
    ],
    ['friday before my shift at 4', ['Friday, Mar 6, 8 AM - 4 PM']],
    ['next monday or thursday, late afternoon', ['Monday, Mar 9, 3 PM - 5 PM', 'Thursday, Mar 12, 3 PM - 5 PM']],
    [
      "we're away starting saturday, so thursday or friday",
      ['Thursday, Mar 5, 8 AM - 5 PM', 'Friday, Mar 6, 8 AM - 5 PM'],
    ],
    [
      'the guests arrive on the 20th, so monday or tuesday',
      ['Monday, Mar 9, 8 AM - 5 PM', 'Tuesday, Mar 10, 8 AM - 5 PM'],
    ],
    [
      'any day but friday, after 2. thursday or monday?',
      ['Thursday, Mar 5, 2 PM - 5 PM', 'Monday, Mar 9, 2 PM - 5 PM'],
    ],
    ['thursday morning, just not too early', ['Thursday, Mar 5, 10 AM - 12 PM']],
    ['saturday around lunch', ['Saturday, Mar 7, 11 AM - 1 PM']],
    ['forget friday can you do monday morning', ['Monday, Mar 9, 8 AM - 12 PM']],
  ])('reads "%s"', (said, expected) => {
    expect(labels(said, wednesdayMorning)).toEqual(expected);
  });
});

describe('time windows, batch 65 in other words', () => {
  const wednesdayMorning = new Date('2026-03-04T18:00:00Z'); // Wed Mar 4, 10:00 PST

  it.each([
    [
      'Thursday — no wait, Friday morning. Or Monday morning',
      ['Friday, Mar 6, 8 AM - 12 PM', 'Monday, Mar 9, 8 AM - 12 PM'],
    ],
    // (the hours said last are both days', as in "friday or monday afternoon")
    ['thursday, i mean friday, or monday afternoon', ['Friday, Mar 6, 12 PM - 5 PM', 'Monday, Mar 9, 12 PM - 5 PM']],
    [
      'tuesday afternoon.. no no, wednesday the 11th afternoon, or thursday the 12th',
      ['Wednesday, Mar 11, 12 PM - 5 PM', 'Thursday, Mar 12, 8 AM - 5 PM'],
    ],
    ['Friday morning, no wait, Friday afternoon', ['Friday, Mar 6, 12 PM - 5 PM']],
    // ("no wait" going on to no day takes the window back, as a bare "no" does not)
    ['friday morning or monday afternoon, no wait let me check my calendar', ['Friday, Mar 6, 8 AM - 12 PM']],
    [
      "i'm hoping to get somebody out thursday afternoon or friday afternoon",
      ['Thursday, Mar 5, 12 PM - 5 PM', 'Friday, Mar 6, 12 PM - 5 PM'],
    ],
  ])('reads "%s"', (said, expected) => {
    expect(labels(said, wednesdayMorning)).toEqual(expected);
  });

  it('still hears "get somebody out" said alone as the soonest', () => {
    expect(labels('just get somebody out', wednesdayMorning)).toEqual(['As soon as possible']);
  });
});
