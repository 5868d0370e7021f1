import { describe, expect, it } from 'vitest';
import { batchesOfTeams } from './service';

// 12 teams of 1 to 4 members: 30 recipients
const recipients = Array.from({ length: 12 }, (_, team) =>
  Array.from({ length: 1 + (team % 4) }, (_, member) => ({
    providerId: `team-${team}`,
    memberId: `${team}.${member}`,
  })),
).flat();

describe('batchesOfTeams', () => {
  it('offers everyone exactly once, a team always whole and in one batch, batches no bigger than asked', () => {
    const batches = batchesOfTeams(recipients, 7);
    expect(
      batches
        .flat()
        .map((r) => r.memberId)
        .sort(),
    ).toEqual(recipients.map((r) => r.memberId).sort());
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(7);
    const batchOf = new Map<string, number>();
    batches.forEach((batch, i) =>
      batch.forEach((r) => {
        expect(batchOf.get(r.providerId) ?? i).toBe(i);
        batchOf.set(r.providerId, i);
      }),
    );
    // a team larger than a batch gets a batch of its own, not split
    expect(
      batchesOfTeams(recipients, 2).some((b) => b.length === 4 && new Set(b.map((r) => r.providerId)).size === 1),
    ).toBe(true);
  });

  it('puts a different team first from one dispatch to the next', () => {
    const firsts = new Set(Array.from({ length: 60 }, () => batchesOfTeams(recipients, 7)[0]![0]!.providerId));
    expect(firsts.size).toBeGreaterThan(3);
  });

  it('still makes one (empty) batch when nobody matches, so the dispatch completes', () => {
    expect(batchesOfTeams([], 7)).toEqual([[]]);
  });
});
