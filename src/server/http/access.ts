import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Every route declares who may call it: `config: { access: 'public' | 'user' | 'admin' | 'provider' }`.
 * A route without it fails at start-up, so nothing is public by accident.
 */
export type Access = 'public' | 'user' | 'admin' | 'provider';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export type Actor = {
  userId: string;
  email: string;
  isAdmin: boolean;
  providerId: string | null;
};

export function assertAccess(request: FastifyRequest, access: Access) {
  if (access === 'public') return;
  const actor = request.actor;
  if (!actor) throw new AppError('unauthorized', 'You must be signed in.');
  if (access === 'admin' && !actor.isAdmin) throw new AppError('forbidden', 'Admin access required.');
  if (access === 'provider' && !actor.providerId) throw new AppError('forbidden', 'No provider account found for this user');
}

export function registerAccessControl(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const guarded = route.url.startsWith('/api') || route.url.startsWith('/webhooks');
    if (guarded && !route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} must declare config.access`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) assertAccess(request, access);
  });
}

/** The signed-in actor of a route whose access is not public. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized', 'You must be signed in.');
  return request.actor;
}
