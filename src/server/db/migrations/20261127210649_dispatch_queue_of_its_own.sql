-- Custom SQL migration.
-- A job's dispatch is queued in the `first` worker lane's own graphile-worker schema (src/server/jobs/schemas.ts):
-- in the shared queue, the dispatch workers' job fetch read every waiting delivery whenever no dispatch waited.
-- The rest of create_job_for_call is as in jobs_from_verified_calls. The app creates the schema when it starts, after
-- these migrations; until then (a first start, or the first start of this release) the start-up sweep of undispatched
-- jobs queues the dispatches, and jobs already waiting in graphile_worker are moved (runner.ts, moveMisplacedJobs).
CREATE OR REPLACE FUNCTION create_job_for_call() RETURNS trigger AS $$
DECLARE
  new_job_id uuid;
BEGIN
  IF NEW.service_type IS NULL OR NEW.status = 'resolved' THEN
    RETURN NULL;
  END IF;
  IF NOT (NEW.lead_check = 'verified' OR (NEW.lead_check = 'unverified' AND NEW.released_at IS NOT NULL)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (call_id, service_type, urgency)
  VALUES (NEW.id, NEW.service_type, NEW.urgency)
  ON CONFLICT (call_id) DO NOTHING
  RETURNING id INTO new_job_id;
  IF new_job_id IS NOT NULL AND to_regnamespace('graphile_worker_first') IS NOT NULL THEN
    PERFORM graphile_worker_first.add_job(
      'dispatchJob',
      json_build_object('jobId', new_job_id),
      job_key := 'dispatch:' || new_job_id,
      priority := CASE WHEN NEW.urgency = 'urgent' THEN -30 ELSE -20 END
    );
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
