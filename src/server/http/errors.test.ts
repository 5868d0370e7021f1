import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting or unreachable, also inside the error Drizzle wraps it in', () => {
    const refused = pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: insert into "calls" …', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([refused, pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')])),
    ).toBe(true);
  });

  it('leaves request and programming errors alone', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(
      isDatabaseUnavailable(
        new Error('Failed query: select …', { cause: pgError('42P01', 'relation "nope" does not exist') }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
