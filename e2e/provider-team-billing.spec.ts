import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerMessages as m } from '@shared/messages';
import { createProvider } from '../src/server/db/factories';
import { providerTeamMembers } from '../src/server/db/schema';
import { seriousAccessibilityViolations } from './support/a11y';
import { browserAndDatabase, openPage } from './support/browser';
import { expectPath, expectText, signInAsProvider } from './support/fixtures';

const spec = browserAndDatabase();
const { database } = spec;

const memberNamed = (providerId: string, name: string) =>
  database.db.query.providerTeamMembers.findFirst({
    where: and(eq(providerTeamMembers.providerId, providerId), eq(providerTeamMembers.name, name)),
  });

describe('/provider/team', () => {
  it('adds a member, changes their method, removes them, and never offers to remove the primary contact', async () => {
    const { user, provider, members } = await createProvider(database.db, {
      status: 'active',
      team: [
        { name: 'Maria Gonzalez', phone: '(831) 555-0187', email: 'maria@example.test', notificationMethod: 'both' },
      ],
    });
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await signInAsProvider(page, user.email, user.password);
    await page.getByRole('link', { name: 'Manage Team' }).click();
    await expectPath(page, '/provider/team');
    await page.getByRole('heading', { name: 'Manage Team', level: 1 }).waitFor();

    const primary = page.getByRole('listitem', { name: 'Maria Gonzalez' });
    await primary.getByText('Primary', { exact: true }).waitFor();
    await primary.getByText('Both SMS and Email').waitFor();
    expect(await page.getByRole('button', { name: 'Remove Maria Gonzalez' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // the shared schema's messages show under the fields, and go when the field is edited
    const addForm = page.getByRole('form', { name: 'Add team member' });
    await addForm.getByRole('button', { name: 'Add Member' }).click();
    await expectText(page, m.teamNameRequired);
    await expectText(page, m.teamPhoneRequired);
    await expectText(page, m.teamEmailRequired);
    await addForm.getByLabel('Name').fill('Lee Chen');
    expect(await page.getByText(m.teamNameRequired).count()).toBe(0);
    await addForm.getByLabel('Notification Method').selectOption({ label: 'SMS only' });
    expect(await page.getByText(m.teamEmailRequired).count()).toBe(0);
    await addForm.getByLabel('Phone').fill('(831) 555-0123');
    await addForm.getByLabel('Email').fill('lee@example.test');
    await addForm.getByRole('button', { name: 'Add Member' }).click();
    await expectText(page, m.teamMemberAdded);
    const lee = page.getByRole('listitem', { name: 'Lee Chen' });
    await lee.getByText('SMS only').waitFor();
    expect(await addForm.getByLabel('Name').inputValue()).toBe('');
    expect(await memberNamed(provider.id, 'Lee Chen')).toMatchObject({
      phone: '+18315550123',
      email: 'lee@example.test',
      notificationMethod: 'sms',
      isPrimary: false,
    });

    await page.getByRole('button', { name: 'Edit Lee Chen' }).click();
    const editForm = page.getByRole('form', { name: 'Edit Lee Chen' });
    await editForm.getByLabel('Notification Method').selectOption({ label: 'Email only' });
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expectText(page, m.teamMemberUpdated);
    await lee.getByText('Email only').waitFor();
    expect((await memberNamed(provider.id, 'Lee Chen'))?.notificationMethod).toBe('email');

    await page.getByRole('button', { name: 'Remove Lee Chen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Lee Chen?' });
    await dialog.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove Member' }).click();
    await expectText(page, m.teamMemberRemoved);
    await lee.waitFor({ state: 'detached' });
    expect(await memberNamed(provider.id, 'Lee Chen')).toBeUndefined();

    // the server refuses too, whatever the page offers
    const refused = await page.request.delete(`/api/provider/team/${members[0]!.id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toBe(m.primaryCannotBeRemoved);
    expect(await memberNamed(provider.id, 'Maria Gonzalez')).toBeDefined();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(page, '/provider/dashboard');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a rejected provider its team without edit controls', async () => {
    const { user } = await createProvider(database.db, {
      status: 'rejected',
      team: [{ name: 'Pat Provider' }, { name: 'Jo Helper', phone: '(831) 555-0100' }],
    });
    const { page, context, consoleErrors } = await openPage(spec.browser, { width: 390, height: 844 });
    await signInAsProvider(page, user.email, user.password);
    await page.goto('/provider/team');
    await expectText(page, m.teamLockedRejected);
    await page.getByRole('listitem', { name: 'Jo Helper' }).waitFor();
    expect(await page.getByRole('button', { name: /^(Edit|Remove) / }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Add team member' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a session to the provider login', async () => {
    const { page, context } = await openPage(spec.browser);
    await page.goto('/provider/team');
    await expectPath(page, '/provider');
    await context.close();
  });
});

describe('/provider/billing', () => {
  it('shows an approved provider the plan, its status and the next bill', async () => {
    const { user } = await createProvider(database.db, { status: 'active' });
    const { page, context, consoleErrors } = await openPage(spec.browser);
    await signInAsProvider(page, user.email, user.password);
    await page.getByRole('main').getByRole('link', { name: 'Billing' }).click();
    await expectPath(page, '/provider/billing');
    await expectText(page, 'Service Provider Plan');
    await expectText(page, '$199');
    await expectText(page, 'Active');
    await expectText(page, /^Next bill: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expectText(page, 'Development mode');
    // no card is on file in development mode: nothing may promise a charge
    await expectText(page, /Nothing is charged in development mode/);
    expect(await page.getByText(/will be charged/).count()).toBe(0);
    await expectText(page, /Cancel anytime/);
    expect(await page.getByLabel('Card Number').isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells a pending provider nothing is charged before approval', async () => {
    const { user } = await createProvider(database.db, { status: 'pending' });
    const { page, context, consoleErrors } = await openPage(spec.browser, { width: 390, height: 844 });
    await signInAsProvider(page, user.email, user.password);
    await page.goto('/provider/billing');
    await expectText(page, 'No charge before approval');
    await expectText(page, 'Not started');
    expect(await page.getByText(/^Next bill/).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('tells a rejected provider there is no billing', async () => {
    const { user } = await createProvider(database.db, { status: 'rejected' });
    const { page, context } = await openPage(spec.browser);
    await signInAsProvider(page, user.email, user.password);
    await page.goto('/provider/billing');
    await expectText(page, 'You have no subscription');
    expect(await page.getByText('Development mode').count()).toBe(0);
    await context.close();
  });
});
