import { describe, expect, it } from 'vitest';
import { containsNul, withoutNul } from './nul-characters';

describe('containsNul', () => {
  it('finds a NUL in any string of a request part, keys included', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
  });

  it('leaves ordinary values and raw bodies alone', () => {
    expect(containsNul({ a: ['b', 1, null, true, { c: 'd' }] })).toBe(false);
    expect(containsNul(Buffer.from([0, 1, 2]))).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});

describe('withoutNul', () => {
  it('removes NUL characters from every string, keys included, and keeps the rest', () => {
    expect(withoutNul({ ['a\u0000']: ['b\u0000c', 1, null, { d: '\u0000' }] })).toEqual({
      a: ['bc', 1, null, { d: '' }],
    });
  });
});
