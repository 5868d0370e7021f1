// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TEAM_MEMBERS } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import type { ProviderView, TeamMemberView, TeamView } from '@shared/schemas/provider';
import { renderPage, stubApi } from '../../../../test/support/render';
import ProviderTeamPage from './ProviderTeamPage';

// /provider/team's add and edit forms (components/team/TeamMemberForm): a name always, a phone for SMS, an email
// for email, each message under its field. The API is stubbed at fetch.

const primary: TeamMemberView = {
  id: 'member-1',
  name: 'Maria Lopez',
  phone: '(831) 555-0142',
  email: 'maria@seabright.example',
  notificationMethod: 'both',
  isPrimary: true,
};

const provider: ProviderView = {
  id: 'provider-1',
  businessName: 'Seabright Plumbing',
  contactName: 'Maria Lopez',
  phone: primary.phone,
  email: primary.email,
  address: { street: '214 Seabright Ave', city: 'Santa Cruz', state: 'CA', zip: '95062' },
  licenseNumber: null,
  insuranceProvider: null,
  insurancePolicy: null,
  minimumFee: null,
  serviceCategories: ['plumbing'],
  serviceArea: ['Santa Cruz County'],
  status: 'active',
  isReceivingJobs: true,
  nightEmergencyCalls: false,
  languages: ['en'],
  rejectionReason: null,
  createdAt: '2026-11-02T16:05:00.000Z',
  teamMembers: [primary],
};

let team: TeamView;

function stubTeamApi(answers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/session': {
      body: { user: { id: 'user-1', email: primary.email }, roles: [], providerId: provider.id },
    },
    'GET /api/provider/me': () => ({ body: provider }),
    'GET /api/provider/team': () => ({ body: team }),
    ...answers,
  });
}

async function openAddForm() {
  const page = renderPage(<ProviderTeamPage />, { route: '/provider/team' });
  const form = await screen.findByRole('form', { name: 'Add team member' });
  const field = (label: string) => within(form).getByLabelText(label);
  /** the message under a field, linked by aria-describedby */
  const messageUnder = (label: string) => {
    const id = field(label).getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  /** validation runs asynchronously (the zod resolver): waits until the fields show these messages (undefined: none) */
  const expectMessages = (expected: Record<string, string | undefined>) =>
    waitFor(() => expect(Object.fromEntries(Object.keys(expected).map((l) => [l, messageUnder(l)]))).toEqual(expected));
  const submit = () => page.user.click(within(form).getByRole('button', { name: 'Add Member' }));
  return { ...page, form, field, expectMessages, submit };
}

beforeEach(() => {
  team = { members: [primary], editable: true };
});

describe('the team form on /provider/team', () => {
  it('asks for a name, a phone and an email when Both is chosen and nothing is filled in', async () => {
    const api = stubTeamApi();
    const { field, expectMessages, submit } = await openAddForm();
    expect(field('Notification Method')).toHaveValue('both');
    await submit();
    await expectMessages({
      Name: 'Name is required',
      Phone: 'Phone is required for SMS notifications',
      Email: 'Email is required for email notifications',
    });
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the phone message under the field when SMS is chosen without a phone', async () => {
    stubTeamApi();
    const { user, field, expectMessages, submit } = await openAddForm();
    await user.type(field('Name'), 'Luis Ortega');
    await user.selectOptions(field('Notification Method'), 'sms');
    await submit();
    await expectMessages({ Name: undefined, Phone: 'Phone is required for SMS notifications', Email: undefined });
  });

  it('shows the email message under the field when Email is chosen without an email', async () => {
    stubTeamApi();
    const { user, field, expectMessages, submit } = await openAddForm();
    await user.type(field('Name'), 'Luis Ortega');
    await user.selectOptions(field('Notification Method'), 'email');
    await submit();
    await expectMessages({ Name: undefined, Phone: undefined, Email: 'Email is required for email notifications' });
  });

  it('moves the message to the contact detail the new method needs when the method changes after a failed add', async () => {
    stubTeamApi();
    const { user, field, expectMessages, submit } = await openAddForm();
    await user.type(field('Name'), 'Luis Ortega');
    await user.selectOptions(field('Notification Method'), 'sms');
    await submit();
    await expectMessages({ Phone: 'Phone is required for SMS notifications', Email: undefined });
    await user.selectOptions(field('Notification Method'), 'email');
    await expectMessages({ Phone: undefined, Email: 'Email is required for email notifications' });
  });

  it('checks the format of a phone or email given, and keeps the message current until the field is valid', async () => {
    stubTeamApi();
    const { user, field, expectMessages, submit } = await openAddForm();
    await user.type(field('Name'), 'Luis Ortega');
    await user.type(field('Phone'), '831-555-01');
    await user.type(field('Email'), 'luis@');
    await submit();
    await expectMessages({ Phone: m.teamPhoneNotUs, Email: 'Invalid email address' });
    // after a failed add a field is checked again as it is edited
    await user.type(field('Phone'), '4');
    await expectMessages({ Phone: m.teamPhoneNotUs });
    await user.paste('2');
    await expectMessages({ Phone: undefined, Email: 'Invalid email address' });
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'false');
  });

  it('adds a valid member: sends it, says so, clears the form and lists the member', async () => {
    const added: TeamMemberView = {
      id: 'member-2',
      name: 'Luis Ortega',
      phone: '+18315550177',
      email: '',
      notificationMethod: 'sms',
      isPrimary: false,
    };
    const api = stubTeamApi({
      'POST /api/provider/team': () => {
        team = { ...team, members: [primary, added] };
        return { status: 201, body: added };
      },
    });
    const { user, field, submit } = await openAddForm();
    await user.type(field('Name'), 'Luis Ortega');
    await user.type(field('Phone'), '(831) 555-0177');
    await user.selectOptions(field('Notification Method'), 'sms');
    await submit();
    expect(await screen.findByText('Team member added')).toBeInTheDocument();
    expect(screen.getByText('Luis Ortega will be notified of new jobs.')).toBeInTheDocument();
    expect(api.requests).toContainEqual({
      method: 'POST',
      path: '/api/provider/team',
      // stored as E.164, however it was typed
      body: { name: 'Luis Ortega', phone: '+18315550177', email: '', notificationMethod: 'sms' },
    });
    expect(field('Name')).toHaveValue('');
    expect(field('Notification Method')).toHaveValue('both');
    const listed = await screen.findByRole('listitem', { name: 'Luis Ortega' });
    // shown in national format
    expect(within(listed).getByText('(831) 555-0177')).toBeInTheDocument();
  });

  it("shows the server's message under the field it names, with the error toast", async () => {
    stubTeamApi({
      'POST /api/provider/team': {
        status: 400,
        body: { error: { code: 'validation', message: 'Check the email', fields: { email: 'Email is taken' } } },
      },
    });
    const { user, field, expectMessages, submit } = await openAddForm();
    await user.type(field('Name'), 'Luis Ortega');
    await user.type(field('Phone'), '(831) 555-0177');
    await user.type(field('Email'), 'luis@seabright.example');
    await submit();
    expect(await screen.findByText('Check the email')).toBeInTheDocument();
    await expectMessages({ Email: 'Email is taken' });
    expect(field('Email')).toHaveFocus();
  });

  it('asks for the email again when editing a member to Email only without one', async () => {
    stubTeamApi();
    const { user } = renderPage(<ProviderTeamPage />, { route: '/provider/team' });
    await user.click(await screen.findByRole('button', { name: 'Edit Maria Lopez' }));
    const form = screen.getByRole('form', { name: 'Edit Maria Lopez' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Maria Lopez');
    await user.clear(within(form).getByLabelText('Email'));
    await user.selectOptions(within(form).getByLabelText('Notification Method'), 'email');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Email is required for email notifications')).toBeInTheDocument();
  });
});

describe('focus after Add and Remove on /provider/team (issue 18)', () => {
  const member = (n: number): TeamMemberView => ({
    id: `member-${n}`,
    name: `Member ${n}`,
    phone: '',
    email: `member${n}@seabright.example`,
    notificationMethod: 'email',
    isPrimary: false,
  });

  it('puts the focus in the Name field for the next entry once a member is added', async () => {
    stubTeamApi({
      'POST /api/provider/team': () => {
        team = { ...team, members: [primary, member(2)] };
        return { status: 201, body: member(2) };
      },
    });
    const { user, field, submit } = await openAddForm();
    await user.type(field('Name'), 'Member 2');
    await user.type(field('Email'), 'member2@seabright.example');
    await user.selectOptions(field('Notification Method'), 'email');
    await submit();
    await screen.findByRole('listitem', { name: 'Member 2' });
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(field('Name')).toHaveValue('');
  });

  it("puts the focus on the new member's name when the team is now full and the form gone", async () => {
    const others = Array.from({ length: MAX_TEAM_MEMBERS - 2 }, (_, i) => member(i + 2));
    team = { members: [primary, ...others], editable: true };
    const last = member(MAX_TEAM_MEMBERS);
    stubTeamApi({
      'POST /api/provider/team': () => {
        team = { ...team, members: [primary, ...others, last] };
        return { status: 201, body: last };
      },
    });
    const { user, field, submit } = await openAddForm();
    await user.type(field('Name'), last.name);
    await user.type(field('Email'), last.email);
    await user.selectOptions(field('Notification Method'), 'email');
    await submit();
    await waitFor(() => expect(screen.getByRole('heading', { name: last.name })).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Add team member' })).not.toBeInTheDocument();
  });

  async function removeThroughDialog(name: string) {
    const { user } = renderPage(<ProviderTeamPage />, { route: '/provider/team' });
    await user.click(await screen.findByRole('button', { name: `Remove ${name}` }));
    await user.click(await screen.findByRole('button', { name: 'Remove Member' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  it("moves the focus to the next member's Remove button after a removal", async () => {
    team = { members: [primary, member(2), member(3)], editable: true };
    stubTeamApi({
      'DELETE /api/provider/team/member-2': () => {
        team = { ...team, members: [primary, member(3)] };
        return { status: 204 };
      },
    });
    await removeThroughDialog('Member 2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Member 3' })).toHaveFocus());
  });

  it("moves the focus to the list's heading after removing the last member", async () => {
    team = { members: [primary, member(2)], editable: true };
    stubTeamApi({
      'DELETE /api/provider/team/member-2': () => {
        team = { ...team, members: [primary] };
        return { status: 204 };
      },
    });
    await removeThroughDialog('Member 2');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Team Members' })).toHaveFocus());
  });
});
