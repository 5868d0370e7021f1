import { z } from 'zod';
import { authMessages } from '../messages';

/** Spec section 5, admin sign-in / sign-up. The same schema validates the form and the API body. */
export const credentialsSchema = z.object({
  email: z.string().trim().max(255, authMessages.emailTooLong).pipe(z.email(authMessages.invalidEmail)),
  password: z.string().min(8, authMessages.passwordTooShort).max(99, authMessages.passwordTooLong),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
});

export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
  roles: z.array(z.enum(['admin'])),
  providerId: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The one-time token of an email verification link (`/verify-email/<token>`). */
export const emailVerificationSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const emailVerifiedSchema = z.object({ isProvider: z.boolean() });

/** A one-time link's token: 256 random bits, base64url (`/verify-email/<token>`, `/reset-password/<token>`). */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /api/auth/password-reset: always 202, whether an account uses the email or not. */
export const passwordResetRequestSchema = z.object({ email: credentialsSchema.shape.email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm: the emailed link's token and the new password (the sign-up rules). */
export const passwordResetConfirmSchema = z.object({ token: linkToken, password: credentialsSchema.shape.password });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
/** The page sends a provider to the provider login, anyone else to /auth. */
export const passwordResetDoneSchema = z.object({ isProvider: z.boolean() });

/** POST /api/auth/password-check: the rules a new password must meet, answered before anything is submitted. */
export const passwordCheckSchema = z.object({ password: z.string().max(1000) });
export const passwordCheckResultSchema = z.object({ ok: z.boolean(), message: z.string().optional() });
export type PasswordCheckResult = z.infer<typeof passwordCheckResultSchema>;
