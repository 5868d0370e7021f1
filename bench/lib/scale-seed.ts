import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { runMigrations } from '../../src/server/db/database';
import { JOB_SCHEMAS } from '../../src/server/jobs/schemas';

// The growth suite's data: a database per size, seeded in SQL with generate_series (no round trip per row) and
// kept between runs in .data/bench-scale. Bump SEED_VERSION whenever what seedScale writes changes: a database
// seeded by another version is dropped and seeded again.
// 4: the same rows; seeds of version 3 lost most of their outbox to the retention task (see SCALE_SERVER_ENV)
export const SEED_VERSION = 4;

/** What one size holds: calls, and everything else in proportion (1M calls: 10k providers, 200k jobs, 5M outbox rows). */
export function scaleShape(calls: number) {
  return { calls, providers: calls / 100, members: (calls / 100) * 3, jobs: calls / 5, outbox: calls * 5 };
}

/** The seeded provider the bench signs in as: active, Painting & Drywall and Landscaping, with claimed jobs. */
export const BENCH_PROVIDER_INDEX = 3;
/** Providers i % 20 = 0 serve this category besides their own: 500 of 10,000 match a lead of it. */
export const SCALE_CATEGORY = 'Bench scale';

const CATEGORIES = `array['Plumbing','Electrical','Handyman','Painting & Drywall','Carpentry','Heating & Cooling (HVAC)','Landscaping & Yard Work','Appliance Installation & Repair']`;
/**
 * SQL for the id of row `n` of a kind, derived from the number so rows of other tables can name it without a join:
 * an md5 shaped as a version-4 UUID (the API's schemas accept nothing else).
 */
export const uuidOf = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}' || (${n})) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

const TRANSCRIPT =
  'assistant: Thanks for calling, how can I help?\\nuser: The water heater in the garage is leaking onto the floor.\\nassistant: I am sorry to hear that. Is the water still running?\\nuser: A slow drip, I put a bucket under it.\\nassistant: What is the address?\\nuser: 125 Ocean Street, Santa Cruz.\\nassistant: When would suit you?\\nuser: Tomorrow morning if possible.';

/** Seeding statements for one size, in order. Triggers and secondary indexes are handled by seedScale. */
function seedStatements(size: number) {
  const s = scaleShape(size);
  return [
    `insert into users (id, email, password_hash, email_verified_at, created_at, updated_at)
     select ${uuidOf('user', 'i')}, 'scale-provider-' || i || '@example.test', 'seeded: no sign-in', now(),
            now() - (${s.providers} - i) * interval '1 hour', now()
     from generate_series(1, ${s.providers}) i`,
    `insert into providers (id, created_at, updated_at, user_id, business_name, contact_name, phone, email, address,
                            service_categories, service_area, status, approved_at, languages)
     select ${uuidOf('provider', 'i')}, now() - (${s.providers} - i) * interval '1 hour', now(), ${uuidOf('user', 'i')},
            'Scale Business ' || i, 'Contact ' || i, '(831) 555-' || lpad((i % 10000)::text, 4, '0'),
            'scale-provider-' || i || '@example.test',
            '{"street":"1 Main St","city":"Santa Cruz","state":"CA","zip":"95060"}'::jsonb,
            case when i % 20 = 0 then array['${SCALE_CATEGORY}', (${CATEGORIES})[1 + i % 8]]
                 else array[(${CATEGORIES})[1 + i % 8], (${CATEGORIES})[1 + (i + 3) % 8]] end,
            array['Santa Cruz'],
            case when i % 50 = 1 then 'pending' when i % 50 = 2 then 'rejected' else 'active' end,
            case when i % 50 in (1, 2) then null else now() - (${s.providers} - i) * interval '1 hour' end,
            case when i % 10 = 3 then array['en', 'es'] else array['en'] end
     from generate_series(1, ${s.providers}) i`,
    `insert into provider_team_members (id, provider_id, name, phone, email, notification_method, is_primary)
     select ${uuidOf('member', 'm')}, ${uuidOf('provider', '1 + m / 3')}, 'Member ' || m,
            '(831) 555-' || lpad((m % 10000)::text, 4, '0'), 'scale-member-' || m || '@example.test',
            (array['both', 'sms', 'email'])[1 + m % 3], m % 3 = 0
     from generate_series(0, ${s.members - 1}) m`,
    // every fifth call is a verified lead (caller ID = callback number) with a job; the rest unverified or incomplete
    `insert into calls (id, created_at, updated_at, customer_name, phone_number, customer_phone, service_type,
                        service_address, summary, transcript, status, call_duration, preferred_time_1, source,
                        external_id, urgency, language, caller_id, reference)
     select ${uuidOf('call', 'i')}, now() - (${size} - i) * interval '30 seconds', now() - (${size} - i) * interval '30 seconds',
            'Caller ' || i, '+18005550199', '+1831555' || lpad((i % 10000)::text, 4, '0'),
            (${CATEGORIES})[1 + i % 8],
            case when i % 5 <> 0 and i % 7 = 3 then null else i || ' Ocean Street, Santa Cruz' end,
            'Call ' || i || ': water heater leaking in the garage, needs someone tomorrow morning.', E'${TRANSCRIPT}',
            case when i > ${size} - 200 then 'pending' when i % 5 = 1 then 'followup' else 'resolved' end,
            60 + i % 300, 'Tomorrow 9 AM - 12 PM', (array['web', 'phone', 'vapi'])[1 + i % 3], 'scale-' || i,
            case when i % 20 = 7 then 'urgent' else 'normal' end, case when i % 10 = 3 then 'es' else 'en' end,
            case when i % 5 = 0 then '+1831555' || lpad((i % 10000)::text, 4, '0') end,
            -- drawn here, not by the column's default, which looks each draw up in an index the seed builds last
            'EARL-S' || i
     from generate_series(1, ${size}) i`,
    // the newest 400 jobs are open; of the rest 80 % were claimed, the others expired
    `insert into jobs (id, created_at, updated_at, call_id, service_type, urgency, status, claimed_by_provider_id,
                       claimed_by_member_id, claimed_at, dispatched_at, offered_provider_count, expires_at)
     select ${uuidOf('job', 'j')}, c.at, c.at, ${uuidOf('call', '5 * j')}, (${CATEGORIES})[1 + (5 * j) % 8],
            case when (5 * j) % 20 = 7 then 'urgent' else 'normal' end,
            case when j > ${s.jobs} - 400 then 'open' when j % 10 < 8 then 'claimed' else 'expired' end,
            case when j <= ${s.jobs} - 400 and j % 10 < 8 then ${uuidOf('provider', 'c.p')} end,
            case when j <= ${s.jobs} - 400 and j % 10 < 8 then ${uuidOf('member', '(c.p - 1) * 3')} end,
            case when j <= ${s.jobs} - 400 and j % 10 < 8 then c.at + interval '4 minutes' end,
            c.at + interval '1 second', 25,
            case when j > ${s.jobs} - 400 then now() + interval '24 hours' else c.at + interval '24 hours' end
     from generate_series(1, ${s.jobs}) j,
          lateral (select now() - (${size} - 5 * j) * interval '30 seconds' as at,
                          1 + (j * 7) % ${s.providers} as p) c`,
    // 25 offers per job, half by email and half by SMS
    `insert into outbox (id, created_at, channel, recipient, subject, body, status, attempts, dedupe_key, sent_at)
     select ${uuidOf('outbox', 'g')}, o.at, o.channel,
            case when o.channel = 'email' then 'scale-member-' || g || '@example.test' else '+1831555' || lpad((g % 10000)::text, 4, '0') end,
            case when o.channel = 'email' then 'New job: Plumbing in Santa Cruz' end,
            'New Plumbing job in Santa Cruz: water heater leaking in the garage. Claim it: https://earl.example/c/' || md5('token' || g),
            'sent', 1, 'offer:' || ${uuidOf('job', 'o.j')} || ':' || ${uuidOf('member', 'g')} || ':' || o.channel,
            o.at + interval '1 second'
     from generate_series(1, ${s.outbox}) g,
          lateral (select 1 + (g - 1) / 25 as j,
                          now() - (${size} - 5 * (1 + (g - 1) / 25)) * interval '30 seconds' + (g % 25) * interval '1 second' as at,
                          case when g % 2 = 0 then 'email' else 'sms' end as channel) o`,
  ];
}

const SEEDED_TABLES = ['users', 'providers', 'provider_team_members', 'calls', 'jobs', 'outbox'];

// the customer name of the growth suite's speed-to-lead calls, which finds what a run wrote
export const SCALE_LEAD_NAME = 'Scale lead';

/**
 * Deletes the calls and messages a run wrote (the speed-to-lead leads, their jobs and links by cascade, then every
 * message written since the first of them: their offers and receipts), so each run measures the seed as made. Left
 * behind, their unsent offers were queued again by the next run's server at its start and delivered under its
 * figures, over dead index entries at the lists' newest end. Call it with no lead work running (stopLeadWork).
 */
export async function deleteRunRows(pool: { query: (sql: string) => Promise<unknown> }) {
  const leads = `customer_name like '${SCALE_LEAD_NAME} %'`;
  await pool.query(`delete from outbox where created_at >= (select min(created_at) from calls where ${leads})`);
  await pool.query(`delete from calls where ${leads}`);
  // Index cleanup forced: below 2 % of a table's pages PostgreSQL skips the indexes, and the outbox's first page then
  // stepped over the deleted rows' entries at its newest end (94 buffers after a fresh seed, 431 in the next run).
  // graphile-worker's jobs too: the lead tasks stopLeadWork completed (75,000 after 50 leads) lay dead until
  // autovacuum came by, and the next run's every job fetch stepped over them (1,000 buffers, 20 ms).
  await pool.query(
    `vacuum (analyze, index_cleanup on) outbox, claim_tokens, jobs, calls, ${JOB_SCHEMAS.map((schema) => `${schema}._private_jobs`).join(', ')}`,
  );
}

export type SeedInfo = { seconds: number; bytes: number; reused: boolean };

/**
 * Makes `database` (on the server behind `adminUrl`) hold the seed of `size` calls at SEED_VERSION, seeding it when
 * it is missing or of another version. Returns how long seeding took (0 when reused) and the database's size.
 */
export async function ensureScaleDatabase(adminUrl: string, database: string, size: number): Promise<SeedInfo> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount! > 0;
    const url = adminUrl.replace(/\/[^/]*$/, `/${database}`);
    if (exists && (await seededVersion(url, size)) === SEED_VERSION) {
      return { seconds: 0, bytes: await databaseBytes(admin, database), reused: true };
    }
    if (exists) await admin.query(`drop database "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
    const t0 = performance.now();
    await seed(url, size);
    return { seconds: (performance.now() - t0) / 1000, bytes: await databaseBytes(admin, database), reused: false };
  } finally {
    await admin.end();
  }
}

async function databaseBytes(admin: pg.Client, database: string) {
  const { rows } = await admin.query<{ n: string }>('select pg_database_size($1) as n', [database]);
  return Number(rows[0]!.n);
}

async function seededVersion(url: string, size: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number; size: number }>(
      `select version, size from bench_seed where to_regclass('bench_seed') is not null`,
    );
    return rows[0]?.size === size ? rows[0].version : undefined;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

async function seed(url: string, size: number) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await runMigrations(pool);
    const client = await pool.connect();
    try {
      await client.query(`set maintenance_work_mem = '256MB'`);
      await client.query('set synchronous_commit = off');
      // Secondary indexes are dropped and built again after the rows are in (the same definitions, read from
      // pg_indexes, so the result is the schema's); primary keys stay. User triggers (jobs from calls, NOTIFY) are
      // off while seeding: the jobs they would create are seeded explicitly, and nobody listens yet.
      const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
         where i.schemaname = 'public' and i.tablename = any($1)
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [SEEDED_TABLES],
      );
      for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
      for (const table of SEEDED_TABLES) await client.query(`alter table ${table} disable trigger user`);
      for (const statement of seedStatements(size)) await client.query(statement);
      for (const table of SEEDED_TABLES) await client.query(`alter table ${table} enable trigger user`);
      for (const index of indexes) await client.query(index.indexdef);
      await client.query('vacuum (analyze) ' + SEEDED_TABLES.join(', '));
      await client.query(
        'create table bench_seed (version int not null, size int not null, seeded_at timestamptz not null default now())',
      );
      await client.query('insert into bench_seed (version, size) values ($1, $2)', [SEED_VERSION, size]);
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
