import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@web/lib/api';

export const startCheckout = () => apiPost<{ url: string }>('/api/provider/billing/checkout');

/** Opens Stripe Checkout for the monthly subscription: the browser leaves for Stripe's page. */
export const useStartCheckout = () =>
  useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => window.location.assign(url) });
