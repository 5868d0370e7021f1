import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminProviderMessages } from '@shared/messages';
import { PROVIDER_APPLICATIONS_PAGE_SIZE } from '@shared/schemas/admin-providers';
import { createAdmin, createProvider, createUser, uniqueSuffix } from '../src/server/db/factories';
import { providers } from '../src/server/db/schema';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, signInThroughForm, openAdminPage } from './support/fixtures';
import { screenshot, screenshotAtWidths } from './support/screenshots';

const spec = browserAndDatabase();
const { database } = spec;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(database.db);
});

async function adminOn(path: string) {
  const opened = await openAdminPage(spec.browser, admin);
  await opened.page.goto(path);
  return opened;
}

const statusOf = async (id: string) =>
  (await database.db.query.providers.findFirst({ where: eq(providers.id, id) }))?.status;

describe('provider applications', () => {
  it('approves a pending application with its toast and reloads the list', async () => {
    const { provider, user } = await createProvider(database.db, {
      businessName: `Approve Me ${uniqueSuffix()}`,
      serviceCategories: ['Plumbing', 'Electrical'],
    });
    const { page, context, consoleErrors } = await adminOn('/admin/providers');
    const row = page.getByRole('row', { name: new RegExp(provider.businessName) });
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ['Pat Provider', user.email, 'Plumbing', 'Electrical', 'less than a minute ago', 'pending'])
      expect(text.toLowerCase()).toContain(part.toLowerCase());

    await page.getByRole('button', { name: `Approve ${provider.businessName}` }).click();
    // asked first
    const dialog = page.getByRole('dialog', { name: adminProviderMessages.confirmApproveTitle(provider.businessName) });
    await dialog.waitFor();
    expect(await statusOf(provider.id)).toBe('pending');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectText(page, adminProviderMessages.approved);
    await expectText(page, adminProviderMessages.approvedDescription);
    await expect.poll(() => statusOf(provider.id)).toBe('active');
    // reloaded: the row now shows Active and no longer offers Approve or Reject
    await expect.poll(async () => (await row.innerText()).toLowerCase()).toContain('active');
    expect(await page.getByRole('button', { name: `Approve ${provider.businessName}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Reject ${provider.businessName}` }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows fifty applications at a time, newest first, and the older ones on request', async () => {
    const tag = uniqueSuffix();
    const created: string[] = [];
    // one at a time, so each applied after the one before
    for (let i = 0; i < PROVIDER_APPLICATIONS_PAGE_SIZE + 1; i++)
      created.push((await createProvider(database.db, { businessName: `Paged ${tag} ${i}` })).provider.businessName);
    const { page, context, consoleErrors } = await adminOn('/admin/providers?status=pending');
    const rows = page.getByRole('row').filter({ hasText: `Paged ${tag} ` });
    await rows.first().waitFor();
    expect(await page.getByRole('row').count()).toBe(PROVIDER_APPLICATIONS_PAGE_SIZE + 1); // the header row too
    expect(await rows.first().innerText()).toContain(created.at(-1));
    expect(await rows.filter({ hasText: created[0] }).count()).toBe(0);
    await screenshotAtWidths(page, 'admin-provider-applications-paged');
    const older = page.getByRole('button', { name: 'Show older applications' });
    await older.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-provider-applications-older-button', { fullPage: false });

    await older.click();
    await rows.filter({ hasText: created[0] }).waitFor();
    expect(await rows.count()).toBe(created.length);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('rejects a pending application with a reason, then moves it back to pending', async () => {
    const { provider } = await createProvider(database.db, { businessName: `Reject Me ${uniqueSuffix()}` });
    const { page, context } = await adminOn('/admin/providers');
    await page.getByRole('button', { name: `Reject ${provider.businessName}` }).click();
    const dialog = page.getByRole('dialog', { name: adminProviderMessages.confirmRejectTitle(provider.businessName) });
    // the reason is required
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectText(page, adminProviderMessages.rejectionReasonRequired);
    expect(await statusOf(provider.id)).toBe('pending');
    await dialog.getByLabel('Reason (emailed to the applicant)').fill('No contractor license on file.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectText(page, adminProviderMessages.rejected);
    await expectText(page, adminProviderMessages.rejectedDescription);
    await expect.poll(() => statusOf(provider.id)).toBe('rejected');
    const row = await database.db.query.providers.findFirst({ where: eq(providers.id, provider.id) });
    expect(row?.rejectionReason).toBe('No contractor license on file.');

    await page.getByRole('button', { name: `Move to Pending: ${provider.businessName}` }).click();
    await page
      .getByRole('dialog', { name: adminProviderMessages.confirmReopenTitle(provider.businessName) })
      .getByRole('button', { name: 'Move to Pending' })
      .click();
    await expectText(page, adminProviderMessages.movedToPending);
    await expect.poll(() => statusOf(provider.id)).toBe('pending');
    await context.close();
  });

  it('filters by status and lists the newest application first', async () => {
    const tag = uniqueSuffix();
    const active = await createProvider(database.db, { businessName: `Active ${tag}`, status: 'active' });
    const pending = await createProvider(database.db, { businessName: `Pending ${tag}`, status: 'pending' });
    const { page, context } = await adminOn('/admin/providers');
    await expectText(page, pending.provider.businessName);
    const names = await page.locator('tbody tr td:first-child').allInnerTexts();
    expect(names.indexOf(pending.provider.businessName)).toBeLessThan(names.indexOf(active.provider.businessName));

    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await expect.poll(() => page.getByText(active.provider.businessName).count()).toBe(0);
    await expectText(page, pending.provider.businessName);
    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await expectText(page, active.provider.businessName);
    await expect.poll(() => page.getByText(pending.provider.businessName).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Approve ${active.provider.businessName}` }).count()).toBe(0);
    await context.close();
  });

  it('opens the provider detail with View Dashboard and returns with Back to Providers', async () => {
    const { provider } = await createProvider(database.db, {
      businessName: `Detail ${uniqueSuffix()}`,
      address: { street: '5 Beach St', city: 'Capitola', state: 'CA', zip: '95010' },
    });
    await database.db
      .update(providers)
      .set({ licenseNumber: 'LIC-778', isReceivingJobs: false })
      .where(eq(providers.id, provider.id));
    const { page, context, consoleErrors } = await adminOn('/admin/providers');
    await page.getByRole('link', { name: `View Dashboard of ${provider.businessName}` }).click();
    await expectPath(page, `/admin/provider/${provider.id}`);
    await expectText(page, adminProviderMessages.awaitingApproval);
    for (const text of [
      '5 Beach St, Capitola, CA 95010',
      'LIC-778',
      'OFF',
      'Santa Cruz County',
      'Jobs Claimed',
      'Jobs Completed',
      'Avg Response Time',
      '0 min',
    ]) {
      await expectText(page, text);
    }
    expect(await page.getByText('Insurance Provider').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Providers' }).click();
    await expectPath(page, '/admin/providers');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations on the list and the detail', async () => {
    const { provider } = await createProvider(database.db, { businessName: `A11y ${uniqueSuffix()}` });
    const { page, context } = await adminOn('/admin/providers');
    await expectText(page, provider.businessName);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.goto(`/admin/provider/${provider.id}`);
    await expectText(page, adminProviderMessages.awaitingApproval);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows "Error" and goes back to the list when a provider cannot be loaded', async () => {
    const { page, context } = await adminOn('/admin/provider/00000000-0000-4000-8000-000000000000');
    await expectText(page, adminProviderMessages.error);
    await expectPath(page, '/admin/providers');
    await context.close();
  });

  it('sends a signed-in account without the admin role to /', async () => {
    const user = await createUser(database.db);
    const { page, context } = await openPage(spec.browser);
    await signInThroughForm(page, user.email, user.password);
    await expectText(page, 'Signed in successfully');
    for (const path of ['/admin/providers', '/admin/provider/123']) {
      await page.goto(path);
      await expectPath(page, '/');
    }
    await context.close();
  });
});
