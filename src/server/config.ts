import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CONCIERGE_PHONE } from '@shared/constants';
import { projectRoot } from './paths';

// Every environment variable the server reads is declared here and parsed once at boot;
// nothing else reads process.env. A missing or malformed value stops the server with a clear message.

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), `${name} must be a URL`);
const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const boolFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    // how many proxies in front of us may set X-Forwarded-For; trusting it blindly would let any client
    // pick its own IP and slip past the per-IP rate limits
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|\d+)$/, 'TRUST_PROXY must be true, false or a number of proxy hops')
      .default('false')
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : Number(v))),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    DATABASE_URL: optionalString.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must start with postgres:// or postgresql://',
    ),
    DATA_DIR: optionalString,
    // requests' connections; background jobs have a pool of their own (WORKER_CONCURRENCY + 7)
    DATABASE_POOL_SIZE: z.coerce.number().int().min(4, 'DATABASE_POOL_SIZE must be at least 4').max(1000).default(10),
    SEED_EMPTY_DATABASE: boolFromEnv(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // unset: pretty on a terminal, JSON lines otherwise
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    // how long a start keeps retrying a database that does not answer yet (compose, failover) before giving up
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // retention: ended concierge sessions' dialogue state, delivered outbox rows, permanently failed queue jobs
    CONCIERGE_SESSION_RETENTION_DAYS: intFromEnv(30),
    OUTBOX_RETENTION_DAYS: intFromEnv(90),
    JOB_HISTORY_RETENTION_DAYS: intFromEnv(30),
    AUTH_RATE_LIMIT_PER_MINUTE: intFromEnv(20),
    SESSION_IDLE_DAYS: intFromEnv(14),
    SESSION_ABSOLUTE_DAYS: intFromEnv(60),
    CONCIERGE_PHONE: z.string().trim().min(1).default(DEFAULT_CONCIERGE_PHONE),
    CONCIERGE_IDLE_SECONDS: intFromEnv(600),
    CONCIERGE_SESSIONS_PER_MINUTE: intFromEnv(10),
    CONCIERGE_TURNS_PER_MINUTE: intFromEnv(120),
    // leads a web caller may ask to verify (each costs a text): per client IP per hour, per callback number per day
    LEADS_PER_IP_PER_HOUR: intFromEnv(10),
    LEADS_PER_PHONE_PER_DAY: intFromEnv(3),
    // text messages sent per hour across every instance; beyond it they wait in the outbox and the admins are told
    SMS_BUDGET_PER_HOUR: intFromEnv(500),
    // a crew behind one office address may claim in bursts; 256-bit tokens make guessing hopeless anyway
    CLAIM_RATE_LIMIT_PER_MINUTE: intFromEnv(60),
    // how long a Spanish-speaking caller's job is offered only to Spanish-speaking teams; 0 offers it to all at once
    SPANISH_HEAD_START_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
    DISPATCH_BATCH_MEMBERS: z.coerce.number().int().min(1).max(10_000).default(150),
    // live-update streams one instance keeps open per session and per client IP (a page needs one or two)
    STREAMS_PER_SESSION: intFromEnv(5),
    STREAMS_PER_IP: intFromEnv(20),
    VAPI_PUBLIC_KEY: optionalString,
    VAPI_ASSISTANT_ID: optionalString,
    VAPI_API_URL: optionalUrl('VAPI_API_URL').default('https://api.vapi.ai'),
    TWILIO_API_URL: optionalUrl('TWILIO_API_URL').default('https://api.twilio.com'),
    VAPI_WEBHOOK_SECRET: optionalString,
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM_NUMBER: optionalString,
    // the text-to-speech voices of the phone line (Amazon Polly or Google names as Twilio spells them)
    TWILIO_VOICE: z
      .string()
      .trim()
      .regex(/^(Polly|Google)\.[A-Za-z0-9.-]+$/, 'TWILIO_VOICE must be a Twilio voice name such as Polly.Joanna-Neural')
      .default('Polly.Joanna-Neural'),
    TWILIO_VOICE_ES: z
      .string()
      .trim()
      .regex(
        /^(Polly|Google)\.[A-Za-z0-9.-]+$/,
        'TWILIO_VOICE_ES must be a Twilio voice name such as Polly.Lupe-Neural',
      )
      .default('Polly.Lupe-Neural'),
    SMTP_URL: optionalUrl('SMTP_URL'),
    MAIL_FROM: z.string().trim().default('Earl <no-reply@earl.example>'),
    LLM_BASE_URL: optionalUrl('LLM_BASE_URL'),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    STT_BASE_URL: optionalUrl('STT_BASE_URL'),
    STT_API_KEY: optionalString,
    STT_MODEL: optionalString,
    // GET /metrics on the app's port needs `Authorization: Bearer $METRICS_TOKEN`; unset (and no METRICS_PORT): 404
    METRICS_TOKEN: optionalString.refine(
      (v) => v === undefined || v.length >= 16,
      'METRICS_TOKEN must be at least 16 characters',
    ),
    // serves GET /metrics without a token on this port of its own (keep it off the public network)
    METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
    // background jobs (deliveries waiting on SMTP or Twilio) one instance runs at once, on a pool of their own
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(8),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    // tests point it at a local fake; every Stripe API call goes to this base
    STRIPE_API_URL: optionalUrl('STRIPE_API_URL').default('https://api.stripe.com'),
    // how long a provider whose payment failed keeps receiving jobs (counted from when it became past due)
    BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  })
  .superRefine((env, ctx) => {
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM_NUMBER];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER, or none',
      });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PRICE_ID];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'set all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID, or none (none keeps development mode: nothing is charged)',
      });
    }
    if (Boolean(env.VAPI_PUBLIC_KEY) !== Boolean(env.VAPI_ASSISTANT_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPI_PUBLIC_KEY'],
        message: 'set both VAPI_PUBLIC_KEY and VAPI_ASSISTANT_ID, or neither',
      });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicUrl,
    /** false when PUBLIC_URL is derived from PORT (then the printed URL uses the port actually bound) */
    publicUrlFromEnv: Boolean(e.PUBLIC_URL),
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(projectRoot, e.DATA_DIR ?? '.data'),
    seedEmptyDatabase: e.SEED_EMPTY_DATABASE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    retention: {
      conciergeSessionDays: e.CONCIERGE_SESSION_RETENTION_DAYS,
      outboxDays: e.OUTBOX_RETENTION_DAYS,
      jobHistoryDays: e.JOB_HISTORY_RETENTION_DAYS,
    },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    claimRateLimitPerMinute: e.CLAIM_RATE_LIMIT_PER_MINUTE,
    spanishHeadStartSeconds: e.SPANISH_HEAD_START_SECONDS,
    dispatchBatchMembers: e.DISPATCH_BATCH_MEMBERS,
    streamLimits: { perSession: e.STREAMS_PER_SESSION, perIp: e.STREAMS_PER_IP },
    session: { idleDays: e.SESSION_IDLE_DAYS, absoluteDays: e.SESSION_ABSOLUTE_DAYS },
    conciergePhone: e.CONCIERGE_PHONE,
    concierge: {
      idleSeconds: e.CONCIERGE_IDLE_SECONDS,
      sessionsPerMinute: e.CONCIERGE_SESSIONS_PER_MINUTE,
      turnsPerMinute: e.CONCIERGE_TURNS_PER_MINUTE,
      leadsPerIpPerHour: e.LEADS_PER_IP_PER_HOUR,
      leadsPerPhonePerDay: e.LEADS_PER_PHONE_PER_DAY,
    },
    smsBudgetPerHour: e.SMS_BUDGET_PER_HOUR,
    vapi: {
      publicKey: e.VAPI_PUBLIC_KEY,
      assistantId: e.VAPI_ASSISTANT_ID,
      apiUrl: e.VAPI_API_URL,
      webhookSecret: e.VAPI_WEBHOOK_SECRET,
    },
    /** the phone line's voices: English, and US Spanish for a caller who speaks it */
    twilioVoices: { en: e.TWILIO_VOICE, es: e.TWILIO_VOICE_ES },
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM_NUMBER
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            fromNumber: e.TWILIO_FROM_NUMBER,
            apiUrl: e.TWILIO_API_URL,
          }
        : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    /** Stripe subscriptions; undefined is development mode (nothing charged, every approved provider gets jobs) */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    /** who may receive jobs: with Stripe configured, only paying (or complimentary) providers */
    billing: {
      subscriptionRequired: Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID),
      graceDays: e.BILLING_GRACE_DAYS,
    },
    llm: e.LLM_BASE_URL
      ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL ?? 'gpt-4o-mini' }
      : undefined,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    workerConcurrency: e.WORKER_CONCURRENCY,
    stt: e.STT_BASE_URL
      ? { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL ?? 'whisper-1' }
      : undefined,
  };
}
