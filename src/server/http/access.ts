import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Every route declares who may call it: `config: { access: 'public' | 'user' | 'admin' | 'provider' }`.
 * A route without it fails at start-up, so nothing is public by accident.
 */
export type Access = 'public' | 'user' | 'admin' | 'provider';

/** One API or webhook route as declared, hidden from the OpenAPI document or not (the authorization matrix walks these). */
export type DeclaredRoute = { method: string; url: string; access: Access; hiddenFromOpenApi: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** every /api and /webhooks route with its access, in registration order */
    declaredRoutes: readonly DeclaredRoute[];
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
  if (access === 'provider' && !actor.providerId)
    throw new AppError('forbidden', 'No provider account found for this user');
}

export function registerAccessControl(app: FastifyInstance) {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const guarded = route.url.startsWith('/api') || route.url.startsWith('/webhooks');
    if (!guarded) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${route.method} ${route.url} must declare config.access`);
    const hiddenFromOpenApi = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route for each GET one; it is the same handler behind the same guard
      if (method !== 'HEAD') declared.push({ method, url: route.url, access, hiddenFromOpenApi });
    }
  });
  // before the body is parsed or validated: a caller without access learns nothing about the route's input
  // and costs us no parsing
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const access = request.routeOptions.config.access;
    try {
      if (access) assertAccess(request, access);
    } catch (err) {
      return done(err as Error);
    }
    done(null, payload);
  });
}

/** The signed-in actor of a route whose access is not public. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized', 'You must be signed in.');
  return request.actor;
}
