import { desc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';
import { limitBucket, withPrecomputedRowMapping } from './prepared';
import * as schema from './schema';

// drizzle's own row mapping (internal: not in its type declarations), which withPrecomputedRowMapping replaces
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joinsNotNullableMap?: Record<string, boolean>) => unknown;
};
const { calls, jobs } = schema;
const db = drizzle.mock({ schema });

type Internals = {
  fields: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};
const internals = (prepared: unknown) => prepared as Internals;
const drizzleMapping = (prepared: unknown, rows: unknown[][]) => {
  const p = internals(prepared);
  return rows.map((row) => mapResultRow(p.fields, row, p.joinsNotNullableMap));
};

// rows as node-postgres hands them to drizzle (arrays; timestamps as PostgreSQL's text)
const jobRows = [
  ['0190b1c2-7d3e-7abc-8def-0123456789ab', 'claimed', '2026-11-27 15:33:53.325+00', null, 1, 'Plumbing', 'Leak', null],
  [
    '0190b1c2-7d3e-7abc-8def-0123456789ac',
    'open',
    '2026-11-27 15:30:00+00',
    '2026-11-27 16:00:00+00',
    null,
    'HVAC',
    null,
    'x',
  ],
];

describe('withPrecomputedRowMapping', () => {
  it('maps a joined select as drizzle does: nested objects, timestamps to dates, nulls, sql fields', () => {
    const prepared = withPrecomputedRowMapping(
      db
        .select({
          job: { id: jobs.id, status: jobs.status, createdAt: jobs.createdAt, claimedAt: jobs.claimedAt },
          confirmedWindow: jobs.confirmedWindow,
          call: { serviceType: calls.serviceType, summary: calls.summary },
          position: sql<string>`${jobs.createdAt}::text`,
        })
        .from(jobs)
        .innerJoin(calls, eq(calls.id, jobs.callId))
        .prepare('test_joined'),
    );
    const mapped = internals(prepared).customResultMapper?.(jobRows);
    expect(mapped).toEqual(drizzleMapping(prepared, jobRows));
    expect((mapped?.[0] as { job: { createdAt: Date } }).job.createdAt).toEqual(new Date('2026-11-27T15:33:53.325Z'));
  });

  it('maps the columns of a subquery in FROM as drizzle does', () => {
    const open = db
      .select({ id: jobs.id, status: jobs.status, createdAt: jobs.createdAt, claimedAt: jobs.claimedAt })
      .from(jobs)
      .orderBy(desc(jobs.createdAt))
      .as('open_jobs');
    const prepared = withPrecomputedRowMapping(
      db
        .select({ job: open._.selectedFields, position: sql<string>`${open.createdAt}::text` })
        .from(open)
        .prepare('test_subquery'),
    );
    const rows = jobRows.map((r) => [r[0], r[1], r[2], r[3], r[2]]);
    const mapped = internals(prepared).customResultMapper?.(rows);
    expect(mapped).toEqual(drizzleMapping(prepared, rows));
    expect((mapped?.[1] as { job: { claimedAt: Date } }).job.claimedAt).toBeInstanceOf(Date);
  });

  it("leaves a select with an outer join to drizzle, which makes a missing table's columns null", () => {
    const prepared = withPrecomputedRowMapping(
      db
        .select({ job: { id: jobs.id }, call: { summary: calls.summary } })
        .from(jobs)
        .leftJoin(calls, eq(calls.id, jobs.callId))
        .prepare('test_left_join'),
    );
    expect(internals(prepared).customResultMapper).toBeUndefined();
  });
});

describe('limitBucket', () => {
  it('rounds a page (and its one extra row) up to one of a few limits', () => {
    expect([1, 26, 27, 51, 52, 101, 102, 201].map(limitBucket)).toEqual([26, 26, 51, 51, 101, 101, 201, 201]);
  });
});
