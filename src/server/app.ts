import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerFactory } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { registerSessionLoading } from './auth/plugin';
import { authRoutes } from './auth/routes';
import { OneLinePerRequest } from './http/request-log';
import { createProviderPoolCount, type ProviderPoolCount } from './providers/pool-count-cache';
import { createSessionCache, followSessionChanges, type SessionCache } from './auth/session-cache';
import { conciergeRoutes } from './concierge/routes';
import type { Config } from './config';
import { endPoolWhenIdle, openWorkerDatabase, type Database, type Db } from './db/database';
import { healthRoutes } from './health/routes';
import { marketplaceRoutes } from './marketplace/routes';
import { requestRoutes } from './requests/routes';
import { notificationRoutes } from './notifications/routes';
import { registerAccessControl } from './http/access';
import { registerCrossSiteProtection } from './http/cross-site';
import { body, registerErrorHandling } from './http/errors';
import { requestedLanguage, spanishChunkIn, withDocumentLanguage } from './http/page-language';
import { registerNulRejection } from './http/nul-characters';
import { redactedRequest } from './http/redact-url';
import { defineRateLimitSweep, registerRateLimits, sharedRateLimit, type SharedRateLimit } from './http/rate-limit';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { clientErrorHandler, registerParamLengthLimit, ROUTER_MAX_PARAM_LENGTH } from './http/request-limits';
import { registerRequestDeadline } from './http/request-deadline';
import { registerCallerTurns } from './http/caller-turns';
import { createCallersFirst, type CallersFirst } from './jobs/callers-first';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { webDistDir } from './paths';
import { privacyRoutes } from './privacy/routes';
import { defineRetention } from './privacy/retention-task';
import { providerRoutes } from './providers/routes';
import { providerTeamRoutes } from './providers/team-routes';
import { publicConfigRoutes } from './public-config/routes';
import { speechRoutes } from './speech/routes';
import { auditRoutes } from './audit/routes';
import { billingRoutes } from './billing/routes';
import { callRoutes } from './calls/routes';
import { adminProviderRoutes } from './providers/admin-routes';
import { createMetrics, type Metrics } from './metrics/metrics';
import { registerMetrics } from './metrics/routes';
import { countUnsentOutboxMessages } from './notifications/repository';
import { openStreamCount } from './realtime/event-stream';
import { createNotificationHub, type NotificationHub } from './realtime/hub';
import { twilioRoutes } from './telephony/twilio/routes';
import { vendorRoutes } from './vendors/routes';
import { vapiRoutes } from './telephony/vapi/routes';

/** Longest time a request may take before it is answered 503 (event streams are exempt: they hijack the reply). */
export const REQUEST_TIMEOUT_MS = 10_000;

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  /** background tasks' handle, on a pool of their own (WORKER_CONCURRENCY): slow deliveries never hold a request's */
  workerDb: Db;
  log: Logger;
  /** LISTEN/NOTIFY fan-out shared by every live topic (one connection per app instance) */
  realtime: NotificationHub;
  /** recently resolved sessions, dropped on every instance when a session or role changes */
  sessionCache: SessionCache;
  /** the Postgres-backed job queue (graphile-worker); domains define tasks on it */
  jobs: JobRunner;
  /** the moment a conversation's turn happens ("tomorrow" is read from it); tests fix it to replay scripted calls */
  clock: () => Date;
  /** the per-IP limit of password attempts, one count for the admin and the provider sign-in */
  signInRateLimit: SharedRateLimit;
  /** this instance's Prometheus metrics (GET /metrics) */
  metrics: Metrics;
  /** how many providers each category's job would reach now, kept per instance and dropped on any provider change */
  providerPool: ProviderPoolCount;
  /** the callers this instance is answering, before whom its background tasks wait (jobs/callers-first) */
  callersFirst: CallersFirst;
};

/** Builds the whole HTTP app (API + built web app). Tests build it too, against their own database. */
export async function buildApp(opts: {
  config: Config;
  database: Database;
  log: Logger;
  serveWeb?: boolean;
  clock?: () => Date;
  /** the server already listening while the database was awaited (main.ts); without it Fastify makes its own */
  serverFactory?: FastifyServerFactory;
  /** starts every rate-limit key: instances of one deployment share '' (the default); tests give each app its own */
  rateLimitScope?: string;
}): Promise<FastifyInstance> {
  const realtime = createNotificationHub({ connectionString: opts.database.url, log: opts.log });
  const sessionCache = createSessionCache();
  await followSessionChanges(sessionCache, realtime);
  const providerPool = createProviderPoolCount({ db: opts.database.db, gate: opts.config.billing });
  await providerPool.follow(realtime);
  const worker = openWorkerDatabase(opts.database.url, opts.log, opts.config.workerConcurrency);
  const callersFirst = createCallersFirst();
  const jobs = createJobRunner({
    pool: opts.database.pool,
    workerPool: worker.queuePool,
    concurrency: opts.config.workerConcurrency,
    log: opts.log,
    callersFirst,
  });
  const app = Fastify({
    // claim and verification links carry their token in the path: request logs show it redacted
    loggerInstance: opts.log.child({}, { serializers: { req: redactedRequest } }) as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
    // a hop count trusts that many proxies nearest to us, as Fastify does for a number
    trustProxy: typeof opts.config.trustProxy === 'number' ? trustHops(opts.config.trustProxy) : opts.config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
    clientErrorHandler: clientErrorHandler(securityHeaders(opts.config)),
    serverFactory: opts.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, opts.config);
  // no request waits on a database that stopped answering: it gets a 503 (routes needing longer say so)
  registerRequestDeadline(app, REQUEST_TIMEOUT_MS);
  // background tasks wait while a caller is being answered
  registerCallerTurns(app, callersFirst);
  // state-changing API requests come from our own pages only (same-site forgery), with a JSON body or none
  registerCrossSiteProtection(app, opts.config);
  registerAccessControl(app);
  registerNulRejection(app);
  registerParamLengthLimit(app);
  await app.register(cookie);
  await registerRateLimits(app, { db: opts.database.db, scope: opts.rateLimitScope });
  const metrics = createMetrics({
    log: opts.log,
    pools: { requests: opts.database.pool, worker: worker.pool, queue: worker.queuePool },
    openStreams: () => openStreamCount(app.server),
    tasksWaitingForCallers: callersFirst.waiting,
    jobQueue: () => jobs.queueStats(),
    unsentOutbox: () => countUnsentOutboxMessages(opts.database.db),
  });
  registerMetrics(app, { config: opts.config, metrics });
  const deps: AppDeps = {
    ...opts,
    db: opts.database.db,
    workerDb: worker.db,
    realtime,
    sessionCache,
    jobs,
    clock: opts.clock ?? (() => new Date()),
    signInRateLimit: sharedRateLimit(app, 'sign-in', opts.config.authRateLimitPerMinute),
    metrics,
    providerPool,
    callersFirst,
  };
  defineRateLimitSweep({ db: worker.db, jobs });
  await app.register(swagger, {
    openapi: { info: { title: 'Earl API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  registerSessionLoading(app, {
    db: deps.db,
    policy: opts.config.session,
    secureCookies: opts.config.secureCookies,
    sessionCache,
  });

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(publicConfigRoutes(deps));
  await app.register(speechRoutes(deps));
  await app.register(callRoutes(deps));
  await app.register(vendorRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(adminProviderRoutes(deps));
  app.addHook('onClose', () => realtime.close());
  await app.register(providerRoutes(deps));
  await app.register(providerTeamRoutes(deps));
  await app.register(conciergeRoutes(deps));
  await app.register(twilioRoutes(deps));
  await app.register(vapiRoutes(deps));
  await app.register(marketplaceRoutes(deps));
  await app.register(requestRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(privacyRoutes(deps));
  defineRetention(deps);
  await app.register(billingRoutes(deps));

  // background jobs run while the app does: started once every route has defined its tasks
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await Promise.all([endPoolWhenIdle(worker.pool), endPoolWhenIdle(worker.queuePool)]);
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  if (opts.serveWeb !== false) await serveWebApp(app);
  else
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(body('not_found', `No route ${request.method} ${request.url}`)),
    );
  return app;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

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
      preCompressed: true, // the build writes .br and .gz next to each file (scripts/vite-precompress.ts)
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/webhooks/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || !fs.existsSync(indexFile)) {
      return reply.code(404).send(body('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
    }
    reply.header('cache-control', 'no-cache').type('text/html');
    // the landing page speaks Spanish to a browser that prefers it (the other pages are English only)
    if (request.url.split('?')[0] === '/') {
      reply.header('vary', 'accept-language');
      const language = requestedLanguage(request.query, request.headers['accept-language']);
      if (language !== 'en') {
        // read per request, as index.html is: a rebuild while the server runs renames the chunk
        const spanishChunk = spanishChunkIn(await fs.promises.readdir(path.join(webDistDir, 'assets')).catch(() => []));
        return reply.send(withDocumentLanguage(await fs.promises.readFile(indexFile, 'utf8'), language, spanishChunk));
      }
    }
    // client-side routes (including unknown paths: the app renders its not-found page)
    return reply.sendFile('index.html');
  });
}
