// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingMessages as bm } from '@shared/messages';
import { renderPage, stubApi } from '../../../../../../test/support/render';
import { PaymentStep } from './PaymentStep';

// With Stripe configured the wizard asks for no card: it says how billing works after approval. (Development mode's
// placeholder card form is covered by e2e/provider-signup.spec.ts, against a server without Stripe.)
describe('the wizard Payment step with Stripe configured', () => {
  it('explains billing after approval instead of showing a card form', async () => {
    stubApi({ 'GET /api/public-config': { body: { voice: { mode: 'local' }, payments: 'stripe' } } });
    renderPage(<PaymentStep acceptTerms={false} onAcceptTermsChange={() => undefined} />);
    expect(await screen.findByText(bm.howBillingWorks)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(screen.queryByText('Development mode')).toBeNull();
    expect(screen.queryByText(/You will be charged/)).toBeNull();
  });
});
