import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canRedispatch,
  jobPhase,
  noJobReason,
  providerCount,
  redispatchReopens,
  type Job,
} from './job-state';

const job = (changes: Partial<Job> = {}): Job => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'open',
  urgency: 'normal',
  serviceType: 'Plumbing',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:01.000Z',
  dispatchedAt: '2026-11-22T10:00:01.000Z',
  offeredProviderCount: 2,
  offerRound: 1,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  claimedAt: null,
  claimedBy: null,
  headStartUntil: null,
  offers: [],
  offerCalls: [],
  workStatus: null,
  confirmedWindow: null,
  notes: [],
  releases: [],
  ...changes,
});

describe('jobPhase', () => {
  it('tells an open job waiting for its dispatch, offered to providers, or matched by nobody', () => {
    expect(jobPhase(job({ dispatchedAt: null, offeredProviderCount: null }))).toBe('waiting');
    expect(jobPhase(job())).toBe('offered');
    expect(jobPhase(job({ offeredProviderCount: 0 }))).toBe('unmatched');
  });

  it('passes the other statuses through', () => {
    expect(jobPhase(job({ status: 'claimed' }))).toBe('claimed');
    expect(jobPhase(job({ status: 'expired' }))).toBe('expired');
    expect(jobPhase(job({ status: 'cancelled' }))).toBe('cancelled');
  });
});

describe('job actions', () => {
  it('re-dispatches anything but a claimed job and cancels only open ones', () => {
    expect([canRedispatch(job()), canCancel(job())]).toEqual([true, true]);
    expect([canRedispatch(job({ status: 'claimed' })), canCancel(job({ status: 'claimed' }))]).toEqual([false, false]);
    expect([canRedispatch(job({ status: 'expired' })), canCancel(job({ status: 'expired' }))]).toEqual([true, false]);
    expect([canRedispatch(job({ status: 'cancelled' })), canCancel(job({ status: 'cancelled' }))]).toEqual([
      true,
      false,
    ]);
  });

  it('knows when a re-dispatch reopens the job: expired, cancelled, or open past its end', () => {
    expect(redispatchReopens(job())).toBe(false);
    expect(redispatchReopens(job({ status: 'expired' }))).toBe(true);
    expect(redispatchReopens(job({ status: 'cancelled' }))).toBe(true);
    expect(redispatchReopens(job({ expiresAt: new Date(Date.now() - 1000).toISOString() }))).toBe(true);
  });
});

describe('noJobReason', () => {
  it('names why a call has no job', () => {
    expect(noJobReason({ status: 'resolved', summary: 'Hang-up', serviceType: null })).toMatch(/hung up/);
    expect(
      noJobReason({ status: 'pending', summary: 'Caller hung up before describing the problem.', serviceType: null }),
    ).toMatch(/no service type/);
    expect(
      noJobReason({ status: 'resolved', summary: 'Fixed by a breaker reset.', serviceType: 'Electrical' }),
    ).toMatch(/resolved/);
    expect(noJobReason({ status: 'pending', summary: null, serviceType: 'Plumbing' })).toBe(
      'No job was created for this call.',
    );
  });
});

it('counts providers in words', () => {
  expect([providerCount(1), providerCount(3)]).toEqual(['1 provider', '3 providers']);
});
