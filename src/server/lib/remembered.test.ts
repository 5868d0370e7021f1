import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('answers each key once while it is in use, and forgets keys no longer asked for', () => {
    const asked: string[] = [];
    const upper = remembered((key) => {
      asked.push(key);
      return key.toUpperCase();
    }, 4);
    expect(upper('a')).toBe('A');
    expect(upper('a')).toBe('A');
    expect(asked).toEqual(['a']);
    // two generations of two: 'a' stays while it is asked again, 'b' goes once two newer generations have filled
    for (const key of ['b', 'c', 'a', 'd', 'e', 'a', 'f']) upper(key);
    upper('b');
    upper('a');
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'b']);
  });
});
