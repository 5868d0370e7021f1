import { describe, expect, it } from 'vitest';
import { nextBillingDate } from './billing-dates';

// instants in UTC; the dates they fall on are Santa Cruz's (America/Los_Angeles)
describe('nextBillingDate', () => {
  it('bills one month after approval first', () => {
    expect(nextBillingDate(new Date('2026-03-10T18:00:00Z'), new Date('2026-03-10T19:00:00Z'))).toBe('2026-04-10');
    expect(nextBillingDate(new Date('2026-03-10T18:00:00Z'), new Date('2026-04-09T18:00:00Z'))).toBe('2026-04-10');
  });

  it('then bills on the same day of every month', () => {
    expect(nextBillingDate(new Date('2026-03-10T18:00:00Z'), new Date('2026-04-11T18:00:00Z'))).toBe('2026-05-10');
    expect(nextBillingDate(new Date('2025-11-20T18:00:00Z'), new Date('2026-01-25T18:00:00Z'))).toBe('2026-02-20');
  });

  it('shows the billing day itself until it is over', () => {
    expect(nextBillingDate(new Date('2026-03-10T18:00:00Z'), new Date('2026-05-10T23:00:00Z'))).toBe('2026-05-10');
  });

  it('uses the last day of shorter months without drifting', () => {
    const approved = new Date('2026-01-31T20:00:00Z');
    expect(nextBillingDate(approved, new Date('2026-02-01T20:00:00Z'))).toBe('2026-02-28');
    expect(nextBillingDate(approved, new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-31');
    expect(nextBillingDate(approved, new Date('2028-02-01T20:00:00Z'))).toBe('2028-02-29');
  });

  it('counts days in Santa Cruz time, not UTC', () => {
    // 2026-03-31 at 9 pm in Santa Cruz is already April 1 in UTC
    const approved = new Date('2026-04-01T04:00:00Z');
    expect(nextBillingDate(approved, new Date('2026-04-02T18:00:00Z'))).toBe('2026-04-30');
  });

  it('crosses the new year', () => {
    expect(nextBillingDate(new Date('2026-12-15T20:00:00Z'), new Date('2026-12-20T20:00:00Z'))).toBe('2027-01-15');
  });
});
