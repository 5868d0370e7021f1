import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows minutes and zero-padded seconds, rounding down', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5.9)).toBe('0:05');
    expect(formatTime(12.4)).toBe('0:12');
    expect(formatTime(74.6)).toBe('1:14');
    expect(formatTime(600)).toBe('10:00');
  });

  it('shows 0:00 while the duration is unknown', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});
