import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('the common-password list', () => {
  it('ships the 10,000 most common passwords, one a line, with its source and licence beside it', () => {
    const lines = fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    const licence = fs.readFileSync(path.join(import.meta.dirname, 'common-passwords.LICENSE'), 'utf8');
    expect(licence).toContain('SecLists');
    expect(licence).toContain('MIT License');
  });

  it('recognises listed passwords whatever their letter case, and leaves others alone', () => {
    for (const common of ['password', '12345678', 'qwerty123', 'iloveyou', 'PASSWORD1', 'Sunshine', 'baseball'])
      expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ['a-good-pass-1', 'correct horse battery', 'Seabright-Plumbing-95062', 'password1!x'])
      expect(isCommonPassword(fine), fine).toBe(false);
  });
});
