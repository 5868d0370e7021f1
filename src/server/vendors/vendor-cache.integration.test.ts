import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { SERVICE_CATEGORIES } from '@shared/constants';
import { createVendor, uniqueSuffix } from '../db/factories';
import { vendors } from '../db/schema';
import { createNotificationHub, type NotificationHub } from '../realtime/hub';
import { vendorNamesByCategory } from './service';
import { cachedVendorNames, type VendorNames } from './vendor-cache';

// Two app instances on one database, each with its own LISTEN connection and its own copy of the vendor names.
let t: TestApp;
const hubs: NotificationHub[] = [];
let onA: VendorNames;
let onB: VendorNames;
beforeAll(async () => {
  t = await createTestApp();
  const instance = async () => {
    const hub = createNotificationHub({ connectionString: t.database.url, log: pino({ level: 'silent' }) });
    hubs.push(hub);
    return cachedVendorNames(t.db, hub);
  };
  onA = await instance();
  onB = await instance();
});
afterAll(async () => {
  for (const hub of hubs) await hub.close();
  await t?.close();
});

async function eventually(ok: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('vendor names cached per instance', () => {
  it('are read once, then served from memory until vendors change', async () => {
    const first = await onA();
    expect(await onA()).toBe(first); // the same object: no second read
  });

  it('are read again on every instance once one instance (or anyone) changes a vendor', async () => {
    const category = SERVICE_CATEGORIES[0];
    // top rated, and a name that sorts first: the read-back (top three of the category) shows it
    const vendor = await createVendor(t.db, { name: `000 Cache ${uniqueSuffix()}`, serviceType: category, rating: 5 });
    expect(await eventually(async () => ((await onB())[category] ?? []).includes(vendor.name))).toBe(true);
    const cachedOnA = await eventually(async () => ((await onA())[category] ?? []).includes(vendor.name));
    expect(cachedOnA).toBe(true);

    // renamed through "instance A"'s database handle: B drops its copy and reads the new name
    const renamed = `${vendor.name} renamed`;
    await t.db.update(vendors).set({ name: renamed }).where(eq(vendors.id, vendor.id));
    expect((await vendorNamesByCategory(t.db))[category]).toContain(renamed);
    expect(await eventually(async () => ((await onB())[category] ?? []).includes(renamed))).toBe(true);
    expect(((await onB())[category] ?? []).includes(vendor.name)).toBe(false);

    await t.db.delete(vendors).where(eq(vendors.id, vendor.id));
    expect(await eventually(async () => !((await onA())[category] ?? []).includes(renamed))).toBe(true);
    expect(await eventually(async () => !((await onB())[category] ?? []).includes(renamed))).toBe(true);
  });
});
