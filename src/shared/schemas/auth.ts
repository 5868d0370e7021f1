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
