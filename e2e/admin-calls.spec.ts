import { format } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCallMessages, authMessages } from '@shared/messages';
import {
  createAdmin,
  createCall,
  createProvider,
  createUser,
  createVendor,
  uniqueSuffix,
} from '../src/server/db/factories';
import { auditLogs, calls } from '../src/server/db/schema';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, signInThroughForm, openAdminPage } from './support/fixtures';
import { screenshot } from './support/screenshots';

const spec = browserAndDatabase();
const { database } = spec;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  admin = await createAdmin(database.db);
});

const adminPage = () => openAdminPage(spec.browser, admin);

const callCount = async () => (await database.db.$count(calls)) as number;
const callRow = (id: string) => database.db.query.calls.findFirst({ where: eq(calls.id, id) });

describe('call log', () => {
  it('lists the calls newest first with the exact count, names, badges and dates', async () => {
    const tag = uniqueSuffix();
    const older = await createCall(database.db, {
      customerName: `Older ${tag}`,
      status: 'followup',
      createdAt: new Date(Date.now() - 60_000),
    });
    const unnamed = await createCall(database.db, {
      customerName: null,
      summary: `Unnamed ${tag}`,
      status: 'resolved',
      createdAt: new Date(Date.now() - 30_000),
    });
    const newer = await createCall(database.db, { customerName: `Newer ${tag}`, status: 'assigned' });
    const total = await callCount();

    const { page, context, consoleErrors } = await adminPage();
    // the console opens with urgent and unassigned calls first; the spec's order is one choice away
    await page.getByLabel('Order').selectOption('newest');
    await expectPath(page, '/admin');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('newest');
    await expectText(page, adminCallMessages.callCount(total));
    // only this test's calls: other tests (the voice chat's) may have stored calls within the same minute
    const entries = page.getByRole('list', { name: 'Calls' }).getByRole('listitem').filter({ hasText: tag });
    // the count reads the same in either order, so wait for the newest-first page itself (the last
    // order's results stay on screen, marked busy, until it arrives)
    await page.locator('[aria-label="Calls"]:not([aria-busy])').waitFor();
    const order = async () =>
      (await entries.allInnerTexts()).map((text) =>
        ['Newer', 'Unnamed', 'Older'].find((n) => text.includes(`${n} ${tag}`)),
      );
    await expect.poll(order, { timeout: 10_000 }).toEqual(['Newer', 'Unnamed', 'Older']);
    const first = await entries.nth(0).innerText();
    const second = await entries.nth(1).innerText();
    const third = await entries.nth(2).innerText();
    expect(first).toContain(`Newer ${tag}`);
    expect(first).toContain('Assigned');
    expect(first).toContain(format(newer.createdAt, "MMM d, yyyy 'at' h:mm a"));
    expect(second).toContain(adminCallMessages.unknownCaller);
    expect(second).toContain(`Unnamed ${tag}`);
    expect(second).toContain('Resolved');
    expect(third).toContain(`Older ${tag}`);
    expect(third).toContain('Follow-up');
    expect(third).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    expect(unnamed.id).not.toBe(older.id);
    // the summary is clamped to two lines
    expect(await entries.nth(0).locator('p.line-clamp-2').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('marks unverified and incomplete leads, filters them, and releases an unverified one to providers', async () => {
    const tag = uniqueSuffix();
    const unverified = await createCall(database.db, { customerName: `Unproven ${tag}`, phoneVerifiedAt: null });
    await createCall(database.db, { customerName: `Unreachable ${tag}`, customerPhone: null });
    await createCall(database.db, { customerName: `Confirmed ${tag}` });

    const { page, context, consoleErrors } = await adminPage();
    const entry = (name: string) => page.getByRole('listitem').filter({ hasText: `${name} ${tag}` });
    await entry('Confirmed').waitFor();
    expect(await entry('Unproven').innerText()).toContain(adminCallMessages.leadUnverified);
    expect(await entry('Unreachable').innerText()).toContain(adminCallMessages.leadIncomplete);
    expect(await entry('Confirmed').innerText()).not.toMatch(/Unverified|Incomplete/);

    await page.getByLabel('Show').selectOption('unverified');
    await entry('Unproven').waitFor();
    await entry('Confirmed').waitFor({ state: 'detached' });
    expect(await entry('Unreachable').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await entry('Unproven')
      .getByRole('link', { name: `Unproven ${tag}` })
      .click();
    await expectPath(page, `/admin/call/${unverified.id}`);
    await expectText(page, adminCallMessages.leadUnverifiedDescription);
    await page.getByRole('button', { name: adminCallMessages.releaseLead }).click();
    await expectText(page, adminCallMessages.leadReleasedToast);
    await expectText(page, adminCallMessages.leadReleased);
    expect((await callRow(unverified.id))!.releasedAt).not.toBeNull();
    const audit = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, unverified.id), eq(auditLogs.action, 'call.release')));
    expect(audit).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a call inserted from another connection without a reload', async () => {
    const { page, context, consoleErrors } = await adminPage();
    await expectText(page, adminCallMessages.callCount(await callCount()));
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const name = `Live Caller ${uniqueSuffix()}`;
    await createCall(database.db, { customerName: name });
    await expectText(page, name, 5_000);
    await expectText(page, adminCallMessages.callCount(await callCount()));
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // same page, no reload
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the call detail from the list and goes back with Back to Dashboard', async () => {
    const name = `Clickable ${uniqueSuffix()}`;
    const call = await createCall(database.db, { customerName: name });
    const { page, context } = await adminPage();
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expectPath(page, `/admin/call/${call.id}`);
    await page.getByRole('link', { name: adminCallMessages.backToDashboard }).click();
    await expectPath(page, '/admin');
    await context.close();
  });

  it('signs out from the header', async () => {
    const { page, context } = await adminPage();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectText(page, authMessages.signedOut);
    await expectPath(page, '/auth');
    await page.goto('/admin');
    await expectPath(page, '/auth');
    await context.close();
  });
});

describe('call detail', () => {
  it('shows every field, "Not provided"/"Not specified" for empty ones and the duration as m:ss', async () => {
    const call = await createCall(database.db, {
      customerName: `Detail ${uniqueSuffix()}`,
      callDuration: 125,
      serviceAddress: null,
      preferredTime2: null,
    });
    const { page, context } = await adminPage();
    await page.goto(`/admin/call/${call.id}`);
    await expectText(page, call.customerName!);
    for (const text of [
      // stored in E.164, shown as people write it
      '(831) 555-0142',
      call.serviceType!,
      call.summary!,
      call.preferredTime1!,
      '2:05',
      adminCallMessages.notProvided,
      adminCallMessages.notSpecified,
    ]) {
      await expectText(page, text);
    }
    await context.close();
  });

  it('hides system blocks of the transcript and shows the conversation', async () => {
    const transcript = [
      'system: SECRET PROMPT do not show',
      'SECRET continuation line',
      'assistant: Hi, this is Earl.',
      'user: My faucet drips.',
      'system: SECRET second block',
      'tool: lookup-vendors',
      'assistant: A plumber will call you.',
    ].join('\n');
    const call = await createCall(database.db, { transcript });
    const { page, context } = await adminPage();
    await page.goto(`/admin/call/${call.id}`);
    await expectText(page, 'Hi, this is Earl.');
    const conversation = await page.getByRole('list', { name: 'Conversation' }).innerText();
    expect(conversation).toContain('My faucet drips.');
    expect(conversation).toContain('lookup-vendors');
    expect(conversation).toContain('A plumber will call you.');
    expect(await page.locator('body').innerText()).not.toContain('SECRET');
    await context.close();
  });

  it('changes the status with its toast, and it persists', async () => {
    const call = await createCall(database.db);
    const { page, context, consoleErrors } = await adminPage();
    await page.goto(`/admin/call/${call.id}`);
    await page.getByRole('button', { name: 'Follow-up' }).click();
    await expectText(page, adminCallMessages.callMarkedAs('followup'));
    await expect.poll(async () => (await callRow(call.id))?.status).toBe('followup');
    await page.getByRole('button', { name: 'Resolved' }).click();
    await expectText(page, adminCallMessages.callMarkedAs('resolved'));
    await expect.poll(async () => (await callRow(call.id))?.status).toBe('resolved');
    expect(await page.getByRole('button', { name: 'Resolved' }).getAttribute('aria-pressed')).toBe('true');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('assigns the call to an admin by email and unassigns it, without changing the status', async () => {
    const colleague = await createAdmin(database.db);
    const call = await createCall(database.db, { status: 'followup' });
    const { page, context, consoleErrors } = await adminPage();
    await page.goto(`/admin/call/${call.id}`);
    const chooser = page.getByLabel('Assigned to');
    expect(await chooser.inputValue()).toBe(''); // Unassigned
    await chooser.locator('option', { hasText: colleague.email }).waitFor({ state: 'attached' });
    await chooser.selectOption({ label: colleague.email });
    await expectText(page, adminCallMessages.callAssigned);
    await expect.poll(async () => (await callRow(call.id))?.assignedTo).toBe(colleague.id);
    expect((await callRow(call.id))?.status).toBe('followup');

    await chooser.selectOption({ label: adminCallMessages.unassigned });
    await expectText(page, adminCallMessages.callUnassigned);
    await expect.poll(async () => (await callRow(call.id))?.assignedTo).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('writes an audit entry when an admin views the call', async () => {
    const call = await createCall(database.db);
    const { page, context } = await adminPage();
    await page.goto(`/admin/call/${call.id}`);
    await expectText(page, call.customerName!);
    const entry = () =>
      database.db.query.auditLogs.findFirst({
        where: and(eq(auditLogs.resourceId, call.id), eq(auditLogs.action, 'view_call_details')),
      });
    await expect.poll(async () => (await entry())?.adminUserId).toBe(admin.id);
    expect((await entry())?.details.page).toBe(`/admin/call/${call.id}`);
    await context.close();
  });

  it('suggests vendors whose service type contains the call’s', async () => {
    const service = `Chimney ${uniqueSuffix()}`;
    const vendor = await createVendor(database.db, {
      name: `Sweep ${uniqueSuffix()}`,
      serviceType: `${service.toUpperCase()} & Roofs`,
    });
    const call = await createCall(database.db, { serviceType: service });
    const { page, context } = await adminPage();
    await page.goto(`/admin/call/${call.id}`);
    await expectText(page, vendor.name);
    await context.close();
  });

  it('lists the active providers who take the job before the vendor list (issue 18)', async () => {
    const tag = uniqueSuffix();
    const vendor = await createVendor(database.db, { name: `Drain Vendor ${tag}`, serviceType: 'Plumbing' });
    const { provider } = await createProvider(database.db, {
      businessName: `Drain Pros ${tag}`,
      status: 'active',
      serviceCategories: ['Plumbing'],
      address: { street: '1 Front St', city: 'Capitola', state: 'CA', zip: '95010' },
    });
    await createProvider(database.db, {
      businessName: `Pending Pipes ${tag}`,
      status: 'pending',
      serviceCategories: ['Plumbing'],
    });
    const call = await createCall(database.db, { serviceType: 'Plumbing' });
    const { page, context, consoleErrors } = await openAdminPage(spec.browser, admin, { width: 390, height: 900 });
    await page.goto(`/admin/call/${call.id}`);
    // within the Suggested Vendors card: the job card's offers name the provider too, folded away (hidden) once the
    // dispatch has written them, and they come first on the page
    const suggested = page.getByRole('region', { name: 'Suggested Vendors' });
    const providerLink = suggested.getByRole('link', { name: provider.businessName });
    await providerLink.waitFor({ timeout: 10_000 });
    await suggested.getByText(vendor.name).waitFor({ timeout: 10_000 });
    expect(await page.getByText(`Pending Pipes ${tag}`).count()).toBe(0);
    const providerTop = (await providerLink.boundingBox())!.y;
    const vendorTop = (await suggested.getByText(vendor.name).boundingBox())!.y;
    expect(providerTop).toBeLessThan(vendorTop);
    await providerLink.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-matching-providers-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await providerLink.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-matching-providers-1280');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the "Call not found" card for an unknown call, with Return to Dashboard', async () => {
    const { page, context } = await adminPage();
    await page.goto('/admin/call/00000000-0000-4000-8000-000000000000');
    await expectText(page, adminCallMessages.callNotFound);
    await page.getByRole('link', { name: adminCallMessages.returnToDashboard }).click();
    await expectPath(page, '/admin');
    await context.close();
  });
});

describe('call screens accessibility', () => {
  it('has no serious accessibility violations on the call log and the call detail', async () => {
    const call = await createCall(database.db, { customerName: `A11y ${uniqueSuffix()}` });
    const { page, context } = await adminPage();
    await expectText(page, call.customerName!);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.goto(`/admin/call/${call.id}`);
    await expectText(page, 'Suggested Vendors');
    await expectText(page, call.transcript!.split('\n')[0]!.replace('assistant: ', ''));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('call screens access', () => {
  it('sends a signed-in account without the admin role from the call log to /auth', async () => {
    const user = await createUser(database.db);
    const { page, context } = await openPage(spec.browser);
    await signInThroughForm(page, user.email, user.password);
    await expectText(page, authMessages.notAdmin);
    for (const path of ['/admin', '/getearl', '/admin/call/123']) {
      await page.goto(path);
      await expectPath(page, '/auth');
    }
    await context.close();
  });

  it('serves the same call log on /getearl', async () => {
    const { page, context } = await adminPage();
    await page.goto('/getearl');
    await expectText(page, adminCallMessages.callCount(await callCount()));
    await context.close();
  });
});
