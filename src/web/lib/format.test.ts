import { describe, expect, it } from 'vitest';
import { formatMinutes } from './format';

describe('formatMinutes', () => {
  it('shows whole minutes, with tenths only under ten minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(0.75)).toBe('0.8 min');
    expect(formatMinutes(7)).toBe('7 min');
    expect(formatMinutes(9.94)).toBe('9.9 min');
    expect(formatMinutes(12.6)).toBe('13 min');
  });
});
