// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '@shared/schemas/billing';
import { InvoiceRow } from './InvoiceRow';

// One Stripe invoice, as the provider's billing page and the admin's Billing view both list it.

const invoice = (over: Partial<InvoiceView>): InvoiceView => ({
  id: 'in_1',
  number: 'EARL-0001',
  amount: 199,
  currency: 'usd',
  status: 'paid',
  date: '2026-11-04',
  url: 'https://invoice.stripe.com/i/in_1',
  ...over,
});

const rowOf = (view: InvoiceView) => {
  render(
    <ul>
      <InvoiceRow invoice={view} />
    </ul>,
  );
  return within(screen.getByRole('listitem'));
};

describe('an invoice row', () => {
  it('shows a paid invoice with its date, number, amount and Stripe page', () => {
    const row = rowOf(invoice({}));
    expect(row.getByText('November 4, 2026')).toBeInTheDocument();
    expect(row.getByText('· EARL-0001')).toBeInTheDocument();
    expect(row.getByText('$199.00')).toBeInTheDocument();
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_1',
    );
  });

  it('marks a failed payment, and shows no link or number when Stripe gave none', () => {
    const row = rowOf(invoice({ status: 'failed', number: null, url: null }));
    expect(row.getByText('Payment failed')).toBeInTheDocument();
    expect(row.queryByRole('link')).toBeNull();
    expect(row.queryByText(/EARL-0001/)).toBeNull();
  });
});
