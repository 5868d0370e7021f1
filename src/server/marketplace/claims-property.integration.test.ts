import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import type { ProviderStatus } from '@shared/constants';
import { createCall, createProvider, DEVELOPMENT_BILLING } from '../db/factories';
import { jobs, providers } from '../db/schema';
import { AppError } from '../http/errors';
import { claimJobAsProvider } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROVIDERS = 3;
type Step =
  | { kind: 'status'; provider: number; status: ProviderStatus }
  | { kind: 'receiving'; provider: number; on: boolean }
  | { kind: 'claims'; providers: number[] };

const provider = fc.integer({ min: 0, max: PROVIDERS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('status' as const),
    provider,
    status: fc.constantFrom<ProviderStatus>('pending', 'active', 'rejected'),
  }),
  fc.record({ kind: fc.constant('receiving' as const), provider, on: fc.boolean() }),
  fc.record({ kind: fc.constant('claims' as const), providers: fc.array(provider, { minLength: 1, maxLength: 6 }) }),
);

it('never yields two winners or a claim by an ineligible provider, whatever claims, pauses and approvals interleave', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom<ProviderStatus>('pending', 'active', 'rejected'), {
        minLength: PROVIDERS,
        maxLength: PROVIDERS,
      }),
      fc.array(step, { minLength: 1, maxLength: 8 }),
      async (initial, steps) => {
        const made = await Promise.all(
          initial.map((status) => createProvider(t.db, { status, serviceCategories: ['Electrical'], team: [] })),
        );
        const state = made.map((m, i) => ({ id: m.provider.id, status: initial[i]!, receiving: true }));
        const call = await createCall(t.db, { serviceType: 'Electrical' });
        const [job] = await t.db.select().from(jobs).where(eq(jobs.callId, call.id));
        let winner: number | undefined;

        for (const s of steps) {
          if (s.kind === 'status') {
            await t.db.update(providers).set({ status: s.status }).where(eq(providers.id, state[s.provider]!.id));
            state[s.provider]!.status = s.status;
          } else if (s.kind === 'receiving') {
            await t.db.update(providers).set({ isReceivingJobs: s.on }).where(eq(providers.id, state[s.provider]!.id));
            state[s.provider]!.receiving = s.on;
          } else {
            const outcomes = await Promise.all(
              s.providers.map((i) =>
                claimJobAsProvider({
                  db: t.db,
                  actor: {
                    userId: made[i]!.user.id,
                    email: made[i]!.user.email,
                    isAdmin: false,
                    providerId: state[i]!.id,
                  },
                  jobId: job!.id,
                  billing: DEVELOPMENT_BILLING,
                }).then(
                  () => ({ i, won: true as const }),
                  (err: unknown) => {
                    if (!(err instanceof AppError)) throw err;
                    return { i, won: false as const, code: err.code };
                  },
                ),
              ),
            );
            const eligible = (i: number) => state[i]!.status === 'active' && state[i]!.receiving;
            const won = outcomes.filter((o) => o.won);
            for (const o of won) expect(eligible(o.i)).toBe(true);
            if (winner === undefined && s.providers.some(eligible)) expect(won).toHaveLength(1);
            else expect(won).toHaveLength(0);
            if (won[0]) winner = won[0].i;
            for (const o of outcomes)
              if (!o.won) expect(o.code).toBe(eligible(o.i) || o.i === winner ? 'conflict' : 'not_found');
          }
        }
        const [final] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
        expect(final!.claimedByProviderId).toBe(winner === undefined ? null : state[winner]!.id);
        expect(final!.status).toBe(winner === undefined ? 'open' : 'claimed');
      },
    ),
    { numRuns: 25 },
  );
});
