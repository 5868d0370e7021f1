import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { socketDirFor } from './embedded-postgres';

describe('socketDirFor', () => {
  it('puts the socket in the data directory, as an absolute path', () => {
    expect(socketDirFor('/srv/earl/.data/pg')).toBe('/srv/earl/.data/pg');
    expect(socketDirFor('.data/pg')).toBe(path.resolve('.data/pg'));
  });

  it('gives none (TCP only) when the socket path would not fit in 107 bytes', () => {
    const fits = `/${'d'.repeat(107 - '/.s.PGSQL.65535'.length - 1)}`;
    expect(socketDirFor(fits)).toBe(fits);
    expect(socketDirFor(`${fits}x`)).toBe('');
  });
});
