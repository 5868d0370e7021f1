import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callJobSchema,
  claimedJobSchema,
  jobChangeSchema,
  type JobChange,
  claimTeaserSchema,
  claimTokenParamsSchema,
  confirmWindowSchema,
  jobNoteFormSchema,
  jobNoteListSchema,
  jobParamsSchema,
  releaseJobSchema,
  providerJobListQuerySchema,
  providerJobListSchema,
  providerJobSchema,
} from '@shared/schemas/jobs';
import type { AppDeps } from '../app';
import { actorOf } from '../http/access';
import { jobKeys } from '../jobs/keys';
import { rateLimited } from '../http/rate-limit';
import { eventStreams } from '../realtime/event-stream';
import { cancelCallJob, getCallJob, redispatchCallJob } from './admin-service';
import { callUrgentOffers } from './offer-calls';
import { addNote, confirmWindow, listNotes, markArrived, markCompleted, releaseJob } from './work-service';
import {
  claimJobAsProvider,
  claimJobWithLink,
  CALL_URGENT_OFFERS_TASK,
  DISPATCH_JOB_TASK,
  DISPATCH_JOB_TO_ALL_TASK,
  dispatchJob,
  DISPATCH_REST_TASK,
  dispatchRest,
  EXPIRE_JOB_TASK,
  expireJob,
  getClaimTeaser,
  getProviderJob,
  jobView,
  listProviderJobs,
  SWEEP_UNDISPATCHED_JOBS_TASK,
  sweepUndispatchedJobs,
  type ClaimedJob,
} from './service';

const dispatchPayload = z.object({ jobId: z.uuid() });
const dispatchToAllPayload = z.object({ jobId: z.uuid(), round: z.number().int().positive() });
const dispatchRestPayload = dispatchToAllPayload.extend({ step: z.enum(['first', 'all']) });

/** The channel the jobs trigger notifies (migration job_offer_rounds). */
export const JOBS_CHANNEL = 'jobs_changes';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const claimedView = ({ job, call, businessName }: ClaimedJob) => ({ businessName, job: jobView(job, call, true) });

export const marketplaceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    // background tasks run on the worker's pool
    const dispatchDeps = {
      db: deps.workerDb,
      publicUrl: deps.config.publicUrl,
      spanishHeadStartSeconds: deps.config.spanishHeadStartSeconds,
      batchMembers: deps.config.dispatchBatchMembers,
      callsUrgentOffers: Boolean(deps.config.twilio),
      billing: deps.config.billing,
    };
    const billing = deps.config.billing;
    // speed to lead: dispatch runs on the `first` worker pool, and the deliveries wait while it runs
    deps.jobs.define(
      DISPATCH_JOB_TASK,
      async (payload) => dispatchJob(dispatchDeps, dispatchPayload.parse(payload).jobId),
      { first: true },
    );
    // a Spanish-speaking caller's job, offered to everyone once its head start ends
    deps.jobs.define(
      DISPATCH_JOB_TO_ALL_TASK,
      async (payload) => {
        const { jobId, round } = dispatchToAllPayload.parse(payload);
        await dispatchJob(dispatchDeps, jobId, { step: 'all', round });
      },
      { first: true },
    );
    // the batches of a dispatch after its first (queued by it), on the main lane
    deps.jobs.define(DISPATCH_REST_TASK, async (payload) => {
      const { jobId, round, step } = dispatchRestPayload.parse(payload);
      await dispatchRest(dispatchDeps, jobId, step === 'all' ? { step, round } : { step }, round);
    });
    // an urgent job's phone calls to the offered teams (queued by its dispatch)
    deps.jobs.define(CALL_URGENT_OFFERS_TASK, async (payload) => {
      const { jobId, round } = dispatchToAllPayload.parse(payload);
      await callUrgentOffers({ ...deps, db: deps.workerDb }, jobId, round);
    });
    deps.jobs.define(EXPIRE_JOB_TASK, async (payload) => {
      await expireJob(deps.workerDb, dispatchPayload.parse(payload).jobId);
    });
    // calls stored before the job queue existed (the seed of a fresh database) have jobs nobody queued a dispatch for
    deps.jobs.define(SWEEP_UNDISPATCHED_JOBS_TASK, async () => {
      const swept = await sweepUndispatchedJobs(deps.workerDb);
      if (swept.queued || swept.expired)
        deps.log.info(swept, 'queued the dispatch of jobs stored before the job queue started');
    });
    deps.jobs.queueAtStart(SWEEP_UNDISPATCHED_JOBS_TASK, jobKeys.sweepUndispatchedJobs);
    const { stream } = eventStreams(app, deps.config.streamLimits);

    // only the teaser: a link previewer (SMS and mail apps fetch links) must never claim, so claiming is a POST
    app.get(
      '/api/claims/:token',
      {
        config: { access: 'public', ...rateLimited(deps.config.claimRateLimitPerMinute) },
        schema: { tags: ['marketplace'], params: claimTokenParamsSchema, response: { 200: claimTeaserSchema } },
      },
      async (request) => getClaimTeaser(db, request.params.token),
    );

    app.post(
      '/api/claims/:token',
      {
        config: { access: 'public', ...rateLimited(deps.config.claimRateLimitPerMinute) },
        schema: { tags: ['marketplace'], params: claimTokenParamsSchema, response: { 200: claimedJobSchema } },
      },
      async (request) => claimedView(await claimJobWithLink(db, request.params.token, billing)),
    );

    app.post(
      '/api/provider/jobs/:id/claim',
      {
        config: { access: 'provider' },
        schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: claimedJobSchema } },
      },
      async (request) =>
        claimedView(await claimJobAsProvider({ db, actor: actorOf(request), jobId: request.params.id, billing })),
    );

    app.get(
      '/api/provider/jobs',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['marketplace'],
          querystring: providerJobListQuerySchema,
          response: { 200: providerJobListSchema },
        },
      },
      async (request) => listProviderJobs({ db, actor: actorOf(request), billing, query: request.query }),
    );

    app.get(
      '/api/provider/jobs/stream',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['marketplace'],
          description: 'Server-sent events: `jobs` (no data) whenever any job changes; refetch the list',
        },
      },
      async (_request, reply) =>
        stream(reply, {
          hub: deps.realtime,
          channel: JOBS_CHANNEL,
          event: 'jobs',
          // which job changed is not the provider's business: the refetched list applies the access rules
          toData: () => '{}',
        }),
    );

    app.get(
      '/api/provider/jobs/:id',
      {
        config: { access: 'provider' },
        schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: providerJobSchema } },
      },
      async (request) => getProviderJob({ db, actor: actorOf(request), jobId: request.params.id, billing }),
    );

    // the claimed job's progress: the claiming provider only (anyone else gets 404), each change audited
    const ownJob = (description: string) => ({
      config: { access: 'provider' as const },
      schema: { tags: ['marketplace'], description, params: jobParamsSchema, response: { 200: providerJobSchema } },
    });
    const confirmRoute = ownJob(
      "Confirms one of the customer's windows (1 or 2); the customer is texted. Changeable until arrival",
    );

    app.post(
      '/api/provider/jobs/:id/confirm',
      { ...confirmRoute, schema: { ...confirmRoute.schema, body: confirmWindowSchema } },
      async (request) =>
        confirmWindow({ db, actor: actorOf(request), jobId: request.params.id, window: request.body.window }),
    );

    app.post('/api/provider/jobs/:id/arrived', ownJob('Marks the provider arrived'), async (request) =>
      markArrived({ db, actor: actorOf(request), jobId: request.params.id }),
    );

    app.post(
      '/api/provider/jobs/:id/complete',
      ownJob('Marks the job completed (its call resolved)'),
      async (request) => markCompleted({ db, actor: actorOf(request), jobId: request.params.id }),
    );

    app.post(
      '/api/provider/jobs/:id/release',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['marketplace'],
          description:
            'Gives the claimed job back with a reason: it is offered again to every other eligible provider, never to this one',
          params: jobParamsSchema,
          body: releaseJobSchema,
          response: { 200: z.object({ released: z.literal(true) }) },
        },
      },
      async (request) =>
        releaseJob({ db, actor: actorOf(request), jobId: request.params.id, reason: request.body.reason }),
    );

    app.get(
      '/api/provider/jobs/:id/notes',
      {
        config: { access: 'provider' },
        schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: jobNoteListSchema } },
      },
      async (request) => listNotes({ db, actor: actorOf(request), jobId: request.params.id }),
    );

    app.post(
      '/api/provider/jobs/:id/notes',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['marketplace'],
          params: jobParamsSchema,
          body: jobNoteFormSchema,
          response: { 200: jobNoteListSchema },
        },
      },
      async (request) => addNote({ db, actor: actorOf(request), jobId: request.params.id, body: request.body.body }),
    );

    app.get(
      '/api/calls/:id/job',
      {
        config: { access: 'admin' },
        schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: callJobSchema } },
      },
      async (request) => getCallJob(db, request.params.id),
    );

    app.post(
      '/api/calls/:id/job/dispatch',
      {
        config: { access: 'admin' },
        schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: callJobSchema } },
      },
      async (request) => redispatchCallJob({ db, actor: actorOf(request), callId: request.params.id }),
    );

    app.post(
      '/api/calls/:id/job/cancel',
      {
        config: { access: 'admin' },
        schema: { tags: ['marketplace'], params: jobParamsSchema, response: { 200: callJobSchema } },
      },
      async (request) => cancelCallJob({ db, actor: actorOf(request), callId: request.params.id }),
    );

    app.get(
      '/api/admin/jobs/stream',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['marketplace'],
          description: 'Server-sent events: `jobs` with {op, id, callId, status} on every change to jobs',
        },
      },
      async (_request, reply) =>
        stream(reply, {
          hub: deps.realtime,
          channel: JOBS_CHANNEL,
          event: 'jobs',
          toData: (message) => {
            if (message.kind === 'resync')
              return JSON.stringify({ op: 'RESYNC', id: null, callId: null, status: null } satisfies JobChange);
            const change = jobChangeSchema.safeParse(parseJson(message.payload));
            return change.success ? JSON.stringify(change.data) : undefined;
          },
        }),
    );
  };
