import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { registerSessionLoading } from './auth/plugin';
import { authRoutes } from './auth/routes';
import { conciergeRoutes } from './concierge/routes';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import { healthRoutes } from './health/routes';
import { registerAccessControl } from './http/access';
import { body, registerErrorHandling } from './http/errors';
import { registerRateLimits } from './http/rate-limit';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { webDistDir } from './paths';
import { publicConfigRoutes } from './public-config/routes';
import { speechRoutes } from './speech/routes';

export type AppDeps = { config: Config; database: Database; db: Db; log: Logger; jobs: JobRunner };

/** Builds the whole HTTP app (API + built web app). Tests build it too, against their own database. */
export async function buildApp(opts: { config: Config; database: Database; log: Logger; serveWeb?: boolean }): Promise<FastifyInstance> {
  const deps: AppDeps = { ...opts, db: opts.database.db, jobs: createJobRunner({ pool: opts.database.pool, log: opts.log }) };
  const app = Fastify({
    loggerInstance: opts.log as FastifyBaseLogger,
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessControl(app);
  await app.register(cookie);
  await registerRateLimits(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Earl API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  registerSessionLoading(app, { db: deps.db, policy: opts.config.session, secureCookies: opts.config.secureCookies });

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(publicConfigRoutes(deps));
  await app.register(speechRoutes(deps));
  await app.register(conciergeRoutes(deps));

  // background jobs run while the app does: started once every route has defined its tasks
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  if (opts.serveWeb !== false) await serveWebApp(app);
  else app.setNotFoundHandler((request, reply) => reply.code(404).send(body('not_found', `No route ${request.method} ${request.url}`)));
  return app;
}

/** Serves dist/web with long-lived caching for hashed assets, and index.html for every client-side route. */
async function serveWebApp(app: FastifyInstance) {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built web app at ${webDistDir}: run "npm run build" (API only for now)`);
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/webhooks/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || !fs.existsSync(indexFile)) {
      return reply.code(404).send(body('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
    }
    // client-side routes (including unknown paths: the app renders its not-found page)
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
