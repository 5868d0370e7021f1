// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { smsBudgetMessages } from '@shared/messages';
import { renderPage, stubApi } from '../../../../../test/support/render';
import { SmsBudgetBanner } from './SmsBudgetBanner';

// The admin console's warning that the hour's text budget is spent (GET /api/admin/sms-budget).

const budget = (over: object) => ({ perHour: 500, sentLastHour: 500, waiting: 12, reached: true, ...over });

describe('the SMS budget banner', () => {
  it('says how many texts wait while the budget is spent', async () => {
    stubApi({ 'GET /api/admin/sms-budget': { body: budget({}) } });
    renderPage(<SmsBudgetBanner />);
    expect(await screen.findByRole('status')).toHaveTextContent(smsBudgetMessages.banner(12));
    expect(screen.getByText('SMS budget reached: 12 messages waiting')).toBeInTheDocument();
  });

  it('shows nothing under the budget, or when nothing waits', async () => {
    for (const answer of [budget({ reached: false, sentLastHour: 3 }), budget({ waiting: 0 })]) {
      const api = stubApi({ 'GET /api/admin/sms-budget': { body: answer } });
      const { unmount } = renderPage(<SmsBudgetBanner />);
      await expect.poll(() => api.requests.length).toBe(1);
      // the answer has been rendered by the time the request's promise chain has settled
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      unmount();
    }
  });
});
