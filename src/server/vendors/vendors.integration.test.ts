import { describe, expect, it } from 'vitest';
import { testAppWithAdmin } from '../../../test/support/app';
import { SERVICE_CATEGORIES } from '@shared/constants';
import type { MatchingProvider, Vendor } from '@shared/schemas/vendors';
import { createProvider, createVendor, uniqueSuffix } from '../db/factories';

const t = testAppWithAdmin();

const search = async (serviceType: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/vendors?serviceType=${encodeURIComponent(serviceType)}`,
      headers: { cookie: t.adminCookie },
    })
  ).json<Vendor[]>();

describe('GET /api/vendors?serviceType=', () => {
  it('finds vendors whose service type contains the text, ignoring case', async () => {
    const tag = `Roofing-${uniqueSuffix()}`;
    const match = await createVendor(t.db, { serviceType: `Gutters, ${tag} and more`, rating: 4.9 });
    const other = await createVendor(t.db, { serviceType: 'Painting' });
    const found = await search(tag.toUpperCase());
    expect(found.map((v) => v.id)).toEqual([match.id]);
    expect(found[0]).toMatchObject({ name: match.name, rating: 4.9, phone: match.phone, email: match.email });
    expect(found.some((v) => v.id === other.id)).toBe(false);
  });

  it('treats % and _ in the service type as plain text', async () => {
    const tag = uniqueSuffix();
    const literal = await createVendor(t.db, { serviceType: `A_${tag}%` });
    await createVendor(t.db, { serviceType: `AB${tag}x` });
    expect((await search(`A_${tag}%`)).map((v) => v.id)).toEqual([literal.id]);
    expect(await search(`_${tag}x`)).toEqual([]);
  });

  it('finds the vendors of a category whose name has & and parentheses, and only them', async () => {
    const hvac = await createVendor(t.db, { serviceType: 'Heating & Cooling (HVAC)' });
    const both = await createVendor(t.db, { serviceType: 'Appliance Installation & Repair, Heating & Cooling (HVAC)' });
    const appliances = await createVendor(t.db, { serviceType: 'Appliance Installation & Repair' });
    const ids = (await search('Heating & Cooling (HVAC)')).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining([hvac.id, both.id]));
    expect(ids).not.toContain(appliances.id);
  });
});

describe('vendor ranking', () => {
  it('names a rated vendor before an unrated one, whatever their names', async () => {
    const tag = `Ranking-${uniqueSuffix()}`;
    const unrated = await createVendor(t.db, { name: `Aaa ${tag}`, serviceType: tag, rating: null });
    const rated = await createVendor(t.db, { name: `Zzz ${tag}`, serviceType: tag, rating: 1.5 });
    expect((await search(tag)).map((v) => v.id)).toEqual([rated.id, unrated.id]);
  });
});

// changed on purpose (issue 18): the concierge no longer reads vendor names back (vendorNamesByCategory is gone);
// the admin's suggestions list the marketplace's own matching providers first
describe('GET /api/admin/matching-providers?serviceType=', () => {
  const matching = async (serviceType: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/matching-providers?serviceType=${encodeURIComponent(serviceType)}`,
      headers: { cookie: t.adminCookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json<MatchingProvider[]>().map((p) => p.businessName);
  };

  it('lists the active providers a job of this type would be offered to, and no other', async () => {
    const tag = uniqueSuffix();
    const category = SERVICE_CATEGORIES[2];
    const make = (name: string, opts: Parameters<typeof createProvider>[1]) =>
      createProvider(t.db, { businessName: `${name} ${tag}`, serviceCategories: [category], ...opts });
    await make('Ready', { status: 'active' });
    await make('Pending', { status: 'pending' });
    await make('Paused', { status: 'active', isReceivingJobs: false });
    await make('Nobody to reach', { status: 'active', team: [] });
    await createProvider(t.db, {
      businessName: `Other trade ${tag}`,
      status: 'active',
      serviceCategories: [SERVICE_CATEGORIES[3]],
    });
    const names = (await matching(category)).filter((n) => n.endsWith(tag));
    expect(names).toEqual([`Ready ${tag}`]);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/matching-providers?serviceType=Plumbing' });
    expect(res.statusCode).toBe(401);
  });
});
