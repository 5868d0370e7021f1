// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../../test/support/render';
import ProviderSignupPage from './ProviderSignupPage';

// Step 1 of the provider wizard: the shared schema's messages under each field, cleared on edit, and Next.

const VALID: Record<string, string> = {
  'Business Name': 'Seabright Plumbing',
  'Primary Contact Name': 'Maria Lopez',
  'Primary Phone': '(831) 555-0142',
  'Primary Email': 'maria@seabright.example',
  Password: 'copper-pipes-2026',
  'Street Address': '214 Seabright Ave',
  City: 'Santa Cruz',
  State: 'CA',
  'Zip Code': '95062',
};

async function openStepOne() {
  const page = renderPage(<ProviderSignupPage />);
  await page.user.click(screen.getByRole('button', { name: 'Start Application' }));
  return page;
}

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

const next = () => screen.getByRole('button', { name: /Next: Select Services/ });

/** The message shown under a field, found through the field's aria-describedby. */
function messageUnder(label: string) {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  const message = id ? document.getElementById(id) : null;
  return message?.getAttribute('role') === 'alert' ? message.textContent : null;
}

/** validation runs asynchronously (the zod resolver): waits until the fields show these messages (null: none) */
const expectMessages = (expected: Record<string, string | null>) =>
  waitFor(() => expect(Object.fromEntries(Object.keys(expected).map((l) => [l, messageUnder(l)]))).toEqual(expected));

beforeEach(() => {
  // the wizard scrolls to the top on every step; jsdom does not scroll
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.sessionStorage.clear();
  stubApi({
    // the payment step says how billing works in this mode
    'GET /api/public-config': { body: { voice: { mode: 'local' }, payments: 'development' } },
    'POST /api/auth/password-check': ({ body }) => ({
      body:
        (body as { password: string }).password === 'password123'
          ? { ok: false, message: 'This password is too common and easy to guess. Please choose a different one.' }
          : { ok: true },
    }),
  });
});

describe('provider signup, step 1 (Business Information)', () => {
  it('never greys Next out: pressing it says what is still to fix', async () => {
    const { user } = await openStepOne();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(next()).toBeEnabled();
    const { City: _city, 'Zip Code': _zip, ...allButCityAndZip } = VALID;
    await fill(user, allButCityAndZip);
    await user.click(next());
    expect(await screen.findByText('Still to fix: City, Zip Code.')).toBeInTheDocument();
    await expectMessages({ City: 'City is required', 'Zip Code': 'Zip code must be 5 digits' });
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('says under the password field, on step 1, that a password is too common', async () => {
    const { user } = await openStepOne();
    await fill(user, { ...VALID, Password: 'password123' });
    await user.click(next());
    await expectMessages({
      Password: 'This password is too common and easy to guess. Please choose a different one.',
    });
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('Still to fix: Password.')).toBeInTheDocument();
    // asked again as soon as the field is left, before Next
    await fill(user, { Password: 'copper-pipes-2026' });
    expect(messageUnder('Password')).toBeNull();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.tab();
    await expectMessages({
      Password: 'This password is too common and easy to guess. Please choose a different one.',
    });
  });

  it('keeps the values in sessionStorage for a reload, never the password', async () => {
    const { user } = await openStepOne();
    await fill(user, VALID);
    await user.click(next());
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    const saved = window.sessionStorage.getItem('earl:provider-signup') ?? '';
    expect(saved).toContain('Seabright Plumbing');
    expect(saved).toContain('maria@seabright.example');
    expect(saved).not.toContain(VALID.Password);
  });

  it('moves the focus to the heading of each new step', async () => {
    const { user } = await openStepOne();
    expect(screen.getByRole('heading', { name: 'Business Information' })).toHaveFocus();
    await fill(user, VALID);
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Services' })).toHaveFocus();
  });

  it('shows each invalid field its message underneath when Next is pressed, with the Validation Error toast', async () => {
    const { user } = await openStepOne();
    await fill(user, {
      ...VALID,
      'Primary Phone': '555-0142',
      'Primary Email': 'maria@',
      Password: 'short',
      State: 'C1',
      'Zip Code': '9506',
    });
    // sonner keeps its toasts in a module-wide store, so an earlier test's toast may still be on screen: this Next
    // press must add one more
    const shown = screen.queryAllByText('Validation Error').length;
    await user.click(next());
    await waitFor(() => expect(screen.getAllByText('Validation Error')).toHaveLength(shown + 1));
    expect(screen.getAllByText('Please fix the errors in the form')).toHaveLength(shown + 1);
    await expectMessages({
      'Business Name': null,
      'Primary Phone': 'Phone must be at least 10 digits',
      'Primary Email': 'Invalid email address',
      Password: 'Password must be at least 8 characters',
      State: 'Use 2-letter state code',
      'Zip Code': 'Zip code must be 5 digits',
    });
    expect(screen.getByLabelText('Primary Phone')).toHaveAttribute('aria-invalid', 'true');
    // still on step 1, with the first invalid field focused
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Primary Phone')).toHaveFocus();
  });

  it("clears a field's message as soon as that field is edited, leaving the others", async () => {
    const { user } = await openStepOne();
    await fill(user, { ...VALID, 'Primary Phone': '555-0142', 'Zip Code': '9506' });
    await user.click(next());
    await expectMessages({
      'Primary Phone': 'Phone must be at least 10 digits',
      'Zip Code': 'Zip code must be 5 digits',
    });
    await user.type(screen.getByLabelText('Primary Phone'), '1');
    expect(messageUnder('Primary Phone')).toBeNull();
    expect(screen.getByLabelText('Primary Phone')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Phone must be at least 10 digits')).not.toBeInTheDocument();
    expect(messageUnder('Zip Code')).toBe('Zip code must be 5 digits');
  });

  it('shows the password hint under the password until there is a message to show instead', async () => {
    const { user } = await openStepOne();
    const password = screen.getByLabelText('Password');
    const hint = document.getElementById(password.getAttribute('aria-describedby')!);
    expect(hint).not.toHaveAttribute('role', 'alert');
    expect(hint?.textContent).toBeTruthy();
    await fill(user, { ...VALID, Password: 'short' });
    await user.click(next());
    await expectMessages({ Password: 'Password must be at least 8 characters' });
  });

  it('goes on to step 2 with valid information, and keeps every value when coming back', async () => {
    const { user } = await openStepOne();
    await fill(user, { ...VALID, State: 'ca' });
    await user.click(next());
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveValue('Seabright Plumbing');
    expect(screen.getByLabelText('Primary Email')).toHaveValue('maria@seabright.example');
    // the state code is upper-cased as it is typed
    expect(screen.getByLabelText('State')).toHaveValue('CA');
  });
});

describe('provider signup, step 2 (Services)', () => {
  it('asks which languages the team speaks: English ticked by default, never none', async () => {
    const { user } = await openStepOne();
    await fill(user, VALID);
    await user.click(next());
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    const languages = screen.getByRole('group', { name: 'Languages your team speaks' });
    expect(languages).toBeInTheDocument();
    const english = screen.getByRole('checkbox', { name: 'English' });
    const spanish = screen.getByRole('checkbox', { name: 'Español' });
    expect(english).toBeChecked();
    expect(spanish).not.toBeChecked();
    // the only language ticked cannot be unticked
    expect(english).toBeDisabled();

    await user.click(spanish);
    expect(spanish).toBeChecked();
    expect(english).toBeEnabled();
    await user.click(english);
    expect(english).not.toBeChecked();
    expect(spanish).toBeDisabled();

    // kept while moving back and forth
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(next());
    expect(await screen.findByRole('checkbox', { name: 'Español' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
  });
});

describe('provider signup, step 3 (Team Notifications)', () => {
  it('refuses a team phone that is not a valid US number, under the field, until it is fixed', async () => {
    const { user } = await openStepOne();
    await fill(user, VALID);
    await user.click(next());
    await user.click(await screen.findByRole('checkbox', { name: /Plumbing/ }));
    await user.click(screen.getByRole('button', { name: /Next: Team Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Add Primary Contact' }));
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    const phones = () => screen.getAllByLabelText('Phone');
    await user.type(phones()[1]!, '555-0101');

    await user.click(screen.getByRole('button', { name: /Next: Payment/ }));
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(phones()[1]).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(phones()[1]!.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Enter a valid US phone number, such as (831) 555-0162',
    );
    // the primary contact's number, carried over from step 1, is a valid one
    expect(phones()[0]).toHaveAttribute('aria-invalid', 'false');

    await user.clear(phones()[1]!);
    expect(phones()[1]).toHaveAttribute('aria-invalid', 'false');
    await user.type(phones()[1]!, '831.555.0101');
    await user.click(screen.getByRole('button', { name: /Next: Payment/ }));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
  });

  it("puts the focus in a new member's Name field, and after a removal on the next member's Remove button or the heading", async () => {
    const { user } = await openStepOne();
    await fill(user, VALID);
    await user.click(next());
    await user.click(await screen.findByRole('checkbox', { name: /Plumbing/ }));
    await user.click(screen.getByRole('button', { name: /Next: Team Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Add Primary Contact' }));
    const names = () => screen.getAllByLabelText('Name');
    expect(names()[0]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    expect(names()[1]).toHaveFocus();
    await user.type(names()[1]!, 'Luis');
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    expect(names()[2]).toHaveFocus();
    await user.type(names()[2]!, 'Ana');

    await user.click(screen.getByRole('button', { name: 'Remove team member 2' }));
    // Ana moved up into the second place: her Remove button has the focus
    expect(names().map((input) => (input as HTMLInputElement).value)).toEqual(['Maria Lopez', 'Ana']);
    expect(screen.getByRole('button', { name: 'Remove team member 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove team member 2' }));
    expect(screen.getByRole('heading', { name: 'Team Notifications' })).toHaveFocus();
  });
});
