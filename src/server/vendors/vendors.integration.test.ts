import { describe, expect, it } from 'vitest';
import { testAppWithAdmin } from '../../../test/support/app';
import { SERVICE_CATEGORIES } from '@shared/constants';
import type { Vendor } from '@shared/schemas/vendors';
import { createVendor, uniqueSuffix } from '../db/factories';
import { vendorNamesByCategory } from './service';

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

  it('reads back no unrated vendor to the concierge while rated ones fill the top three', async () => {
    const tag = uniqueSuffix();
    const category = SERVICE_CATEGORIES[0];
    const unrated = await createVendor(t.db, { name: `Aaa unrated ${tag}`, serviceType: category, rating: null });
    for (const n of [1, 2, 3])
      await createVendor(t.db, { name: `Zzz rated ${n} ${tag}`, serviceType: category, rating: 0.1 });
    const names = (await vendorNamesByCategory(t.db))[category] ?? [];
    expect(names).toHaveLength(3);
    expect(names).not.toContain(unrated.name);
  });
});
