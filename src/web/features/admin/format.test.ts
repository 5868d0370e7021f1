import { describe, expect, it } from 'vitest';
import { formatAppliedAgo, formatCallDate, formatDuration } from './format';

describe('formatCallDate', () => {
  it('reads like "MMM d, yyyy at h:mm a" in local time', () => {
    const local = new Date(2026, 10, 2, 16, 5);
    expect(formatCallDate(local.toISOString())).toBe('Nov 2, 2026 at 4:05 PM');
    expect(formatCallDate(new Date(2026, 0, 15, 0, 30).toISOString())).toBe('Jan 15, 2026 at 12:30 AM');
  });
});

describe('formatDuration', () => {
  it('shows minutes:seconds with two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(3600)).toBe('60:00');
  });
});

describe('formatAppliedAgo', () => {
  it('says how long ago, with a suffix', () => {
    expect(formatAppliedAgo(new Date(Date.now() - 5 * 60_000).toISOString())).toBe('5 minutes ago');
  });
});
