import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatDateTimeWithSeconds,
  formatDuration,
  formatMinutes,
  formatPlaybackTime,
  formatTimeAgo,
} from './format';

describe('formatDateTime', () => {
  it('reads like "MMM d, yyyy at h:mm a" in local time', () => {
    const local = new Date(2026, 10, 2, 16, 5);
    expect(formatDateTime(local.toISOString())).toBe('Nov 2, 2026 at 4:05 PM');
    expect(formatDateTime(new Date(2026, 0, 15, 0, 30).toISOString())).toBe('Jan 15, 2026 at 12:30 AM');
  });
});

describe('formatDateTimeWithSeconds', () => {
  it('keeps the seconds', () => {
    expect(formatDateTimeWithSeconds(new Date(2026, 10, 2, 16, 5, 9).toISOString())).toBe('Nov 2, 2026 at 4:05:09 PM');
  });
});

describe('formatTimeAgo', () => {
  it('says how long ago, with a suffix', () => {
    expect(formatTimeAgo(new Date(Date.now() - 5 * 60_000).toISOString())).toBe('5 minutes ago');
  });
});

describe('formatCalendarDate', () => {
  it('spells out a calendar date on that very day, whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('January 1, 2027');
  });
});

describe('formatDuration', () => {
  it('shows minutes:seconds with two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(3600)).toBe('60:00');
  });

  it('rounds to the nearest second and never goes below zero', () => {
    expect(formatDuration(94.6)).toBe('1:35');
    expect(formatDuration(-4)).toBe('0:00');
  });
});

describe('formatPlaybackTime', () => {
  it('shows minutes and zero-padded seconds, rounding down', () => {
    expect(formatPlaybackTime(0)).toBe('0:00');
    expect(formatPlaybackTime(5.9)).toBe('0:05');
    expect(formatPlaybackTime(12.4)).toBe('0:12');
    expect(formatPlaybackTime(74.6)).toBe('1:14');
    expect(formatPlaybackTime(600)).toBe('10:00');
  });

  it('shows 0:00 while the duration is unknown', () => {
    expect(formatPlaybackTime(Number.NaN)).toBe('0:00');
    expect(formatPlaybackTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatPlaybackTime(-3)).toBe('0:00');
  });
});

describe('formatMinutes', () => {
  it('shows whole minutes, with tenths only under ten minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(0.75)).toBe('0.8 min');
    expect(formatMinutes(7)).toBe('7 min');
    expect(formatMinutes(9.94)).toBe('9.9 min');
    expect(formatMinutes(12.6)).toBe('13 min');
  });
});
