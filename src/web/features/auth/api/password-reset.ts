import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirm, PasswordResetRequest } from '@shared/schemas/auth';
import { apiPost } from '@web/lib/api';

export const requestPasswordReset = (body: PasswordResetRequest) =>
  apiPost<{ ok: true }>('/api/auth/password-reset', body);

/** "Forgot password?": the server answers alike whether an account uses the email or not. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  apiPost<{ isProvider: boolean }>('/api/auth/password-reset/confirm', body);

/** The emailed link's page: sets the new password; every session of the account has ended after it. */
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
