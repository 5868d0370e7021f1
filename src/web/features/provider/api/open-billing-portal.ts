import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@web/lib/api';

export const openBillingPortal = () => apiPost<{ url: string }>('/api/provider/billing/portal');

/** Opens Stripe's customer portal (card, invoices, cancellation): the browser leaves for Stripe's page. */
export const useOpenBillingPortal = () =>
  useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => window.location.assign(url) });
