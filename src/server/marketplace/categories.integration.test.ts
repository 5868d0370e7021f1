import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { waitFor } from '../../../test/support/wait-for';
import type { ServiceCategory } from '@shared/constants';
import { createCall, createProvider, uniqueEmail, uniqueSuffix } from '../db/factories';
import { claimTokens, jobs } from '../db/schema';

// The categories the landing page promised but providers could not sign up for: a job of one of them is offered
// to the providers offering that service, and only to them (a furnace is not a plumber's job).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const providerOffering = (serviceCategories: ServiceCategory[]) =>
  createProvider(t.db, {
    status: 'active',
    serviceCategories,
    businessName: `${serviceCategories.join(' + ')} ${uniqueSuffix()}`,
    team: [{ name: `Member ${uniqueSuffix()}`, email: uniqueEmail('member'), notificationMethod: 'email' }],
  });

async function offeredProvidersOf(callId: string) {
  const job = await waitFor(async () => {
    const [row] = await t.db.select().from(jobs).where(eq(jobs.callId, callId));
    return row?.dispatchedAt ? row : undefined;
  });
  const tokens = await t.db.select().from(claimTokens).where(eq(claimTokens.jobId, job.id));
  return { job, providerIds: new Set(tokens.map((c) => c.providerId)) };
}

describe('jobs of the new categories', () => {
  it('offers an HVAC call to HVAC providers and not to a plumber or an appliance technician', async () => {
    const hvac = await providerOffering(['Heating & Cooling (HVAC)']);
    const hvacAndAppliances = await providerOffering(['Heating & Cooling (HVAC)', 'Appliance Installation & Repair']);
    const plumber = await providerOffering(['Plumbing']);
    const applianceTech = await providerOffering(['Appliance Installation & Repair']);

    const call = await createCall(t.db, {
      serviceType: 'Heating & Cooling (HVAC)',
      summary: 'The furnace blows cold air.',
    });
    const { job, providerIds } = await offeredProvidersOf(call.id);
    expect(job.serviceType).toBe('Heating & Cooling (HVAC)');
    expect(providerIds.has(hvac.provider.id)).toBe(true);
    expect(providerIds.has(hvacAndAppliances.provider.id)).toBe(true);
    expect(providerIds.has(plumber.provider.id)).toBe(false);
    expect(providerIds.has(applianceTech.provider.id)).toBe(false);
  });

  it.each<ServiceCategory>([
    'Painting & Drywall',
    'Carpentry',
    'Landscaping & Yard Work',
    'Appliance Installation & Repair',
  ])('offers a job of %s to a provider offering it and not to a handyman', async (category) => {
    const offering = await providerOffering([category]);
    const handyman = await providerOffering(['Handyman']);
    const call = await createCall(t.db, { serviceType: category });
    const { providerIds } = await offeredProvidersOf(call.id);
    expect(providerIds.has(offering.provider.id)).toBe(true);
    expect(providerIds.has(handyman.provider.id)).toBe(false);
  });
});
