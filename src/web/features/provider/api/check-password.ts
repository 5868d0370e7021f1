import type { PasswordCheckResult } from '@shared/schemas/auth';
import { apiPost } from '@web/lib/api';

/** Whether the server would take this password for a new account (length, not among the most common), and why not. */
export const checkPassword = (password: string) =>
  apiPost<PasswordCheckResult>('/api/auth/password-check', { password });
