import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callJobSchema,
  claimedJobSchema,
  claimTokenParamsSchema,
  jobParamsSchema,
  outboxPageSchema,
  outboxQuerySchema,
  providerJobListSchema,
} from '../../shared/schemas/jobs';
import type { AppDeps } from '../app';
import { actorOf } from '../http/access';
import { rateLimited } from '../http/rate-limit';
import { cancelCallJob, getCallJob, listOutbox, redispatchCallJob } from './admin-service';
import { notificationAdaptersFor } from '../notifications/adapters';
import { DELIVER_NOTIFICATION_TASK } from '../notifications/repository';
import { deliverNotification } from '../notifications/service';
import {
  claimJobAsProvider,
  claimJobWithLink,
  DISPATCH_JOB_TASK,
  dispatchJob,
  EXPIRE_JOB_TASK,
  expireJob,
  jobView,
  listProviderJobs,
  type ClaimedJob,
} from './service';

const dispatchPayload = z.object({ jobId: z.uuid() });
const deliverPayload = z.object({ outboxId: z.uuid() });

const claimedView = ({ job, call, businessName }: ClaimedJob) => ({ businessName, job: jobView(job, call, true) });

export const marketplaceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const adapters = notificationAdaptersFor(deps.config);

    deps.jobs.define(DISPATCH_JOB_TASK, async (payload) => dispatchJob({ db, publicUrl: deps.config.publicUrl }, dispatchPayload.parse(payload).jobId));
    deps.jobs.define(EXPIRE_JOB_TASK, async (payload) => {
      await expireJob(db, dispatchPayload.parse(payload).jobId);
    });
    deps.jobs.define(DELIVER_NOTIFICATION_TASK, async (payload) => deliverNotification({ db, adapters }, deliverPayload.parse(payload).outboxId));

    app.post(
      '/api/claims/:token',
      {
        config: { access: 'public', ...rateLimited(deps.config.claimRateLimitPerMinute) },
        schema: { tags: ['marketplace'], params: claimTokenParamsSchema, response: { 200: claimedJobSchema } },
      },
      async (request) => claimedView(await claimJobWithLink(db, request.params.token)),
    );

    app.post(
      '/api/provider/jobs/:id/claim',
      {
        config: { access: 'provider' },
        schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: claimedJobSchema } },
      },
      async (request) => claimedView(await claimJobAsProvider({ db, actor: actorOf(request), jobId: request.params.id })),
    );

    app.get(
      '/api/provider/jobs',
      { config: { access: 'provider' }, schema: { tags: ['marketplace'], response: { 200: providerJobListSchema } } },
      async (request) => ({ jobs: await listProviderJobs({ db, actor: actorOf(request) }) }),
    );

    app.get(
      '/api/calls/:id/job',
      { config: { access: 'admin' }, schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: callJobSchema } } },
      async (request) => getCallJob(db, request.params.id),
    );

    app.post(
      '/api/calls/:id/job/dispatch',
      { config: { access: 'admin' }, schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: callJobSchema } } },
      async (request) => redispatchCallJob({ db, actor: actorOf(request), callId: request.params.id }),
    );

    app.post(
      '/api/calls/:id/job/cancel',
      { config: { access: 'admin' }, schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: callJobSchema } } },
      async (request) => cancelCallJob({ db, actor: actorOf(request), callId: request.params.id }),
    );

    // every email and SMS the product sent or would have sent (development: the only place they land)
    app.get(
      '/api/admin/outbox',
      { config: { access: 'admin' }, schema: { tags: ['marketplace'], querystring: outboxQuerySchema, response: { 200: outboxPageSchema } } },
      async (request) => ({ messages: await listOutbox(db, request.query.limit) }),
    );
  };
