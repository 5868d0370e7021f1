import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@shared/api';
import {
  credentialsSchema,
  emailVerificationSchema,
  emailVerifiedSchema,
  passwordCheckResultSchema,
  passwordCheckSchema,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestSchema,
  sessionSchema,
  sessionUserSchema,
} from '@shared/schemas/auth';
import { adminSchema } from '@shared/schemas/calls';
import type { AppDeps } from '../app';
import { rateLimited } from '../http/rate-limit';
import { clearSessionCookie, setSessionCookie } from './plugin';
import { findAccess } from './repository';
import {
  assertEmailVerified,
  checkNewPassword,
  endSession,
  listAdmins,
  PASSWORD_RESET_TASK,
  requestPasswordReset,
  resetPassword,
  sendPasswordResetLink,
  signUp,
  startSession,
  verifyCredentials,
  verifyEmail,
} from './service';

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const limit = rateLimited(config.authRateLimitPerMinute);

    app.post(
      '/api/auth/sign-up',
      {
        config: { access: 'public', ...limit },
        schema: { tags: ['auth'], body: credentialsSchema, response: { 201: z.object({ user: sessionUserSchema }) } },
      },
      async (request, reply) => {
        const user = await signUp({ db, publicUrl: config.publicUrl }, request.body);
        return reply.code(201).send({ user });
      },
    );

    // the link emailed at sign-up (PUBLIC_URL/verify-email/<token>): its page posts the token here
    app.post(
      '/api/auth/verify-email',
      {
        config: { access: 'public', ...limit },
        schema: { tags: ['auth'], body: emailVerificationSchema, response: { 200: emailVerifiedSchema } },
      },
      async (request) => verifyEmail(db, request.body.token),
    );

    deps.jobs.define(PASSWORD_RESET_TASK, async (payload) =>
      sendPasswordResetLink({ db, publicUrl: config.publicUrl }, z.object({ email: z.string() }).parse(payload).email),
    );

    // "Forgot password?": always 202, account or not; the link is emailed by a background task
    app.post(
      '/api/auth/password-reset',
      {
        config: { access: 'public', ...limit },
        schema: { tags: ['auth'], body: passwordResetRequestSchema, response: { 202: okSchema } },
      },
      async (request, reply) => {
        await requestPasswordReset(deps.jobs, request.body.email);
        return reply.code(202).send({ ok: true as const });
      },
    );

    // the emailed link (PUBLIC_URL/reset-password/<token>): its page posts the token and the new password here
    app.post(
      '/api/auth/password-reset/confirm',
      {
        config: { access: 'public', ...limit },
        schema: { tags: ['auth'], body: passwordResetConfirmSchema, response: { 200: passwordResetDoneSchema } },
      },
      async (request) => resetPassword(db, request.body),
    );

    // the signup wizard asks while the applicant types, so a refused password is said under its field at once
    app.post(
      '/api/auth/password-check',
      {
        config: { access: 'public', ...rateLimited(config.authRateLimitPerMinute * 3) },
        schema: { tags: ['auth'], body: passwordCheckSchema, response: { 200: passwordCheckResultSchema } },
      },
      async (request) => checkNewPassword(request.body.password),
    );

    app.post(
      '/api/auth/sign-in',
      {
        config: { access: 'public' },
        onRequest: deps.signInRateLimit,
        schema: { tags: ['auth'], body: credentialsSchema, response: { 200: sessionSchema } },
      },
      async (request, reply) => {
        const user = await verifyCredentials(db, request.body);
        await assertEmailVerified({ db, publicUrl: config.publicUrl }, user);
        const { token, expiresAt } = await startSession(db, user.id, config.session);
        setSessionCookie(reply, token, expiresAt, config.secureCookies);
        return sessionFor(deps, user.id, user.email);
      },
    );

    app.post(
      '/api/auth/sign-out',
      { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: okSchema } } },
      async (request, reply) => {
        if (request.sessionToken) await endSession(db, request.sessionToken, deps.sessionCache);
        clearSessionCookie(reply, config.secureCookies);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/auth/session',
      { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: sessionSchema } } },
      async (request) => {
        const actor = request.actor;
        if (!actor) return { user: null, roles: [], providerId: null };
        return {
          user: { id: actor.userId, email: actor.email },
          roles: actor.isAdmin ? ['admin' as const] : [],
          providerId: actor.providerId,
        };
      },
    );

    // the admin role is granted here (user_roles), so its holders are listed here too
    app.get(
      '/api/admins',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['auth'],
          description: 'Admins a call can be assigned to',
          response: { 200: z.array(adminSchema) },
        },
      },
      async () => listAdmins(db),
    );
  };

async function sessionFor(deps: AppDeps, userId: string, email: string) {
  const { isAdmin, providerId } = await findAccess(deps.db, userId);
  return { user: { id: userId, email }, roles: isAdmin ? ['admin' as const] : [], providerId };
}
