// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCallMessages } from '@shared/messages';
import type { Call } from '@shared/schemas/calls';
import type { CallJob } from '@shared/schemas/jobs';
import { SilentEventSource, renderPage, stubApi } from '../../../../test/support/render';
import CallDetailPage from './CallDetailPage';

// /admin/call/{id}: the cards of one call (facts, job, status, assignment, vendors, transcript). The API is stubbed
// at fetch and the live-update streams are silent.

const CALL_ID = 'c0a80121-7ac0-4e1b-9d4f-1f2e3d4c5b6a';
const createdAt = new Date(2026, 10, 24, 16, 30).toISOString();

const call: Call = {
  id: CALL_ID,
  createdAt,
  customerName: 'Maria Lopez',
  phoneNumber: '+18005550199',
  customerPhone: '+18315550177',
  serviceType: 'plumbing',
  serviceAddress: '214 Seabright Ave, Santa Cruz',
  summary: 'Leaking water heater in the garage.',
  transcript: 'AI: Hi, this is Earl. How can I help?\nUser: My water heater is leaking all over the garage.',
  status: 'pending',
  assignedTo: null,
  callDuration: 187,
  preferredTime1: 'Wednesday morning',
  preferredTime2: null,
  source: 'vapi',
  urgency: 'urgent',
  language: 'en',
  recordingUrl: null,
  leadCheck: 'verified',
  releasedAt: null,
};

const job: CallJob = {
  job: {
    id: '5b0c7f7e-2f4a-4d5e-9a41-6c1d2e3f4a5b',
    status: 'open',
    urgency: 'urgent',
    serviceType: 'plumbing',
    createdAt,
    updatedAt: createdAt,
    dispatchedAt: createdAt,
    offeredProviderCount: 3,
    offerRound: 1,
    expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    claimedAt: null,
    claimedBy: null,
    headStartUntil: null,
    offers: [],
    offerCalls: [],
    workStatus: null,
    confirmedWindow: null,
    notes: [],
    releases: [],
  },
};

const callPath = `/api/calls/${CALL_ID}`;

function stubCallApi(answers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${callPath}`]: { body: call },
    [`GET ${callPath}/job`]: { body: job },
    'POST /api/audit-logs': { status: 201, body: { ok: true } },
    'GET /api/admins': { body: [{ id: 'admin-1', email: 'dispatch@earl.example' }] },
    'GET /api/admin/sms-budget': { body: { perHour: 500, sentLastHour: 0, waiting: 0, reached: false } },
    'GET /api/vendors': {
      body: [
        {
          id: 'vendor-1',
          name: 'Harbor Plumbing',
          phone: '(831) 555-0110',
          email: 'jobs@harbor.example',
          rating: 4.5,
          notes: 'Water heaters a speciality',
          serviceType: 'plumbing',
        },
      ],
    },
    'GET /api/admin/matching-providers': {
      body: [
        {
          id: 'provider-1',
          businessName: 'Live Oak Plumbing Co.',
          contactName: 'Rosa Delgado',
          phone: '(831) 555-0161',
          email: 'dispatch@liveoak.example',
          city: 'Santa Cruz',
          serviceCategories: ['Plumbing'],
        },
      ],
    },
    ...answers,
  });
}

const openCall = () => renderPage(<CallDetailPage />, { route: `/admin/call/${CALL_ID}`, path: '/admin/call/:id' });

/** The value shown beside a label in the call's facts. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const statusButtons = () => within(screen.getByRole('group', { name: 'Status' })).getAllByRole('button');

beforeEach(() => {
  vi.stubGlobal('EventSource', SilentEventSource);
});

describe('the admin call detail cards', () => {
  it("shows every field of the call, with the spec's placeholder where one is missing", async () => {
    stubCallApi();
    openCall();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026 at 4:30 PM')).toHaveAttribute('datetime', createdAt);
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(fact('Customer Name')).toBe('Maria Lopez');
    // a number is shown in national format, however it was stored
    expect(fact('Customer Phone')).toBe('(831) 555-0177');
    expect(fact('Service Type')).toBe('plumbing');
    expect(fact('Service Address')).toBe('214 Seabright Ave, Santa Cruz');
    expect(fact('Preferred Time 1')).toBe('Wednesday morning');
    expect(fact('Preferred Time 2')).toBe('Not specified');
    expect(fact('Call Duration')).toBe('3:07');
    expect(fact('Line Called')).toBe('(800) 555-0199');
    expect(fact('Summary')).toBe('Leaking water heater in the garage.');
    expect(screen.getByText(/My water heater is leaking all over the garage\./)).toBeInTheDocument();
  });

  it('shows "Unknown Caller" and "Not provided" for a call that left no details', async () => {
    stubCallApi({
      [`GET ${callPath}`]: {
        body: { ...call, customerName: null, customerPhone: null, summary: null, callDuration: null },
      },
    });
    openCall();
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown Caller' })).toBeInTheDocument();
    expect(fact('Customer Name')).toBe('Not provided');
    expect(fact('Customer Phone')).toBe('Not provided');
    expect(fact('Summary')).toBe('Not provided');
    expect(fact('Call Duration')).toBe('Not specified');
  });

  it("links the caller's voice message recording, and only when there is one", async () => {
    const recordingUrl = 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1';
    stubCallApi({ [`GET ${callPath}`]: { body: { ...call, recordingUrl } } });
    openCall();
    const link = await screen.findByRole('link', { name: 'Listen to the recording' });
    expect(link).toHaveAttribute('href', recordingUrl);
  });

  it('shows no recording link for a call without a voice message', async () => {
    stubCallApi();
    openCall();
    expect(await screen.findByText('Leaking water heater in the garage.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Listen to the recording' })).not.toBeInTheDocument();
  });

  it('marks a call taken in Spanish, and only such a call', async () => {
    stubCallApi({ [`GET ${callPath}`]: { body: { ...call, language: 'es' } } });
    openCall();
    expect(await screen.findByText('Spanish')).toBeInTheDocument();
  });

  it('marks an unverified lead, says why it was not offered, and releases it on request', async () => {
    let releasedAt: string | null = null;
    const api = stubCallApi({
      [`GET ${callPath}`]: () => ({ body: { ...call, leadCheck: 'unverified', releasedAt } }),
      [`POST ${callPath}/release`]: () => {
        releasedAt = createdAt;
        return { body: { ...call, leadCheck: 'unverified', releasedAt } };
      },
    });
    const { user } = openCall();
    expect(await screen.findByText('Unverified lead')).toBeInTheDocument();
    expect(screen.getByText(adminCallMessages.leadUnverifiedDescription)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: adminCallMessages.releaseLead }));
    expect(await screen.findByText(adminCallMessages.leadReleasedToast)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === `${callPath}/release`)).toBe(true);
    expect(screen.queryByRole('button', { name: adminCallMessages.releaseLead })).not.toBeInTheDocument();
  });

  it('marks an incomplete call, with no release', async () => {
    stubCallApi({ [`GET ${callPath}`]: { body: { ...call, customerPhone: null, leadCheck: 'incomplete' } } });
    openCall();
    expect(await screen.findByText('Incomplete lead')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: adminCallMessages.releaseLead })).not.toBeInTheDocument();
  });

  it('shows no language badge on an English call', async () => {
    stubCallApi();
    openCall();
    await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' });
    expect(screen.queryByText('Spanish')).not.toBeInTheDocument();
  });

  it("shows a Spanish caller's head start: offered first to Spanish-speaking teams until a time", async () => {
    // tomorrow at 3:42 PM in the browser's zone: still ahead
    const ahead = new Date(Date.now() + 24 * 3_600_000);
    ahead.setHours(15, 42, 0, 0);
    stubCallApi({
      [`GET ${callPath}/job`]: { body: { job: { ...job.job!, headStartUntil: ahead.toISOString() } } },
    });
    openCall();
    expect(await screen.findByText('Offered first to Spanish-speaking teams until 3:42 PM')).toBeInTheDocument();
  });

  it('says when a head start is over that every team got the job', async () => {
    // yesterday at 4:32 PM: over
    const over = new Date(Date.now() - 24 * 3_600_000);
    over.setHours(16, 32, 0, 0);
    stubCallApi({ [`GET ${callPath}/job`]: { body: { job: { ...job.job!, headStartUntil: over.toISOString() } } } });
    openCall();
    expect(
      await screen.findByText('Offered first to Spanish-speaking teams until 4:32 PM, then to every team'),
    ).toBeInTheDocument();
  });

  it('shows no head start on a job offered to every team at once', async () => {
    stubCallApi();
    openCall();
    await screen.findByText('3 providers');
    expect(screen.queryByText(/Spanish-speaking teams/)).not.toBeInTheDocument();
  });

  it('records that the call was viewed, in the audit log', async () => {
    const api = stubCallApi();
    openCall();
    await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' });
    await waitFor(() =>
      expect(api.requests).toContainEqual({
        method: 'POST',
        path: '/api/audit-logs',
        body: {
          action: 'view_call_details',
          resourceType: 'calls',
          resourceId: CALL_ID,
          details: { page: expect.any(String) as string },
        },
      }),
    );
  });

  it('presses the status the call has, one button per status', async () => {
    stubCallApi();
    openCall();
    await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' });
    expect(statusButtons().map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Pending', 'true'],
      ['Assigned', 'false'],
      ['Follow-up', 'false'],
      ['Resolved', 'false'],
    ]);
  });

  it('marks the call Follow-up: sends the change, confirms it and presses the new status', async () => {
    const api = stubCallApi({
      [`PATCH ${callPath}`]: ({ body }) => ({ body: { ...call, ...(body as Partial<Call>) } }),
    });
    const { user } = openCall();
    await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' });
    await user.click(screen.getByRole('button', { name: 'Follow-up' }));
    expect(await screen.findByText('Call marked as follow-up')).toBeInTheDocument();
    expect(api.requests).toContainEqual({ method: 'PATCH', path: callPath, body: { status: 'followup' } });
    expect(screen.getByRole('button', { name: 'Follow-up' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the status and shows the error toast when the change fails', async () => {
    stubCallApi({
      [`PATCH ${callPath}`]: { status: 503, body: { error: { code: 'unavailable', message: 'Try again shortly.' } } },
    });
    const { user } = openCall();
    await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' });
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('Error updating status')).toBeInTheDocument();
    expect(screen.getByText('Try again shortly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('assigns the call to an admin from the list', async () => {
    const api = stubCallApi({
      [`PATCH ${callPath}`]: ({ body }) => ({ body: { ...call, ...(body as Partial<Call>) } }),
    });
    const { user } = openCall();
    const assignee = await screen.findByLabelText('Assigned to');
    expect(assignee).toHaveValue('');
    await screen.findByRole('option', { name: 'dispatch@earl.example' });
    await user.selectOptions(assignee, 'dispatch@earl.example');
    expect(await screen.findByText('Call assigned successfully')).toBeInTheDocument();
    expect(api.requests).toContainEqual({ method: 'PATCH', path: callPath, body: { assignedTo: 'admin-1' } });
    expect(screen.getByLabelText('Assigned to')).toHaveValue('admin-1');
  });

  it("suggests vendors for the call's service type, and shows the job it became", async () => {
    stubCallApi();
    openCall();
    expect(await screen.findByText('Harbor Plumbing')).toBeInTheDocument();
    expect(screen.getByText('Vendors for plumbing')).toBeInTheDocument();
    expect(screen.getByLabelText('Rating 4.5 of 5')).toHaveTextContent('4.5');
    expect(screen.getByRole('link', { name: /\(831\) 555-0110/ })).toHaveAttribute('href', 'tel:+18315550110');
    // issue 18: the marketplace's own providers who take the job come first, linked to their admin page
    const provider = await screen.findByRole('link', { name: 'Live Oak Plumbing Co.' });
    expect(provider).toHaveAttribute('href', '/admin/provider/provider-1');
    expect(provider.compareDocumentPosition(screen.getByText('Harbor Plumbing'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const jobCard = screen.getByRole('region', { name: 'Job' });
    expect(await within(jobCard).findByText('3 providers')).toBeInTheDocument();
    expect(within(jobCard).getByText('Open')).toBeInTheDocument();
    expect(within(jobCard).getByRole('button', { name: /Re-dispatch/ })).toBeEnabled();
  });

  it('reads the job again after a re-dispatch: its answer can be older than the dispatch it queued', async () => {
    const cancelled = { ...job.job!, status: 'cancelled' as const };
    // the reopened job as the action answered it (not dispatched yet), and as the dispatch left it just after
    const reopened = { ...job.job!, offerRound: 2, dispatchedAt: null, offeredProviderCount: null };
    const dispatched = { ...reopened, dispatchedAt: createdAt, offeredProviderCount: 2 };
    let redispatched = false;
    const api = stubCallApi({
      [`GET ${callPath}/job`]: () => ({ body: { job: redispatched ? dispatched : cancelled } }),
      [`POST ${callPath}/job/dispatch`]: () => {
        redispatched = true;
        return { body: { job: reopened } };
      },
      'GET /api/admin/outbox': { body: { messages: [], nextCursor: null } },
    });
    const { user } = openCall();
    const jobCard = await screen.findByRole('region', { name: 'Job' });
    await user.click(await within(jobCard).findByRole('button', { name: /Re-dispatch/ }));
    expect(await within(jobCard).findByText('2 providers')).toBeInTheDocument();
    expect(within(jobCard).getByText('2 (reopened 1 time)')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'GET' && r.path === `${callPath}/job`)).toHaveLength(2);
  });

  it("lists an urgent job's phone calls to the teams on the job card, and how each ended", async () => {
    const offerCall = {
      id: '7f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
      business: { providerId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', businessName: 'Harbor Flow Plumbing' },
      memberName: 'Sam Ortiz',
      phone: '+18315550166',
      offerRound: 1,
      status: 'no-answer',
      createdAt,
      updatedAt: createdAt,
    };
    stubCallApi({ [`GET ${callPath}/job`]: { body: { job: { ...job.job!, offerCalls: [offerCall] } } } });
    openCall();
    const calls = await screen.findByRole('list', { name: 'Phone calls' });
    expect(screen.getByText('Phone calls (1)')).toBeInTheDocument();
    expect(within(calls).getByRole('link', { name: 'Harbor Flow Plumbing' })).toHaveAttribute(
      'href',
      `/admin/provider/${offerCall.business.providerId}`,
    );
    expect(within(calls).getByText('Sam Ortiz')).toBeInTheDocument();
    expect(within(calls).getByRole('link', { name: '(831) 555-0166' })).toHaveAttribute('href', 'tel:+18315550166');
    expect(within(calls).getByText(/No answer/)).toBeInTheDocument();
  });

  it('says the call was not found for an id that does not exist', async () => {
    stubCallApi({ [`GET ${callPath}`]: { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } } });
    openCall();
    expect(await screen.findByRole('heading', { name: 'Call not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/admin');
  });
});
