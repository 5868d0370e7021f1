import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uuidV7 } from './uuid-v7';

describe('uuidV7', () => {
  it('is a valid version-7 UUID carrying the time, ordered by it, and unique', () => {
    const at = Date.UTC(2026, 10, 23, 18, 0, 0, 123);
    const id = uuidV7(at);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    expect(uuidV7(at + 1) > uuidV7(at)).toBe(true);
    const many = Array.from({ length: 10_000 }, () => uuidV7(at));
    expect(new Set(many).size).toBe(many.length);
  });
});
