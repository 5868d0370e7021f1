-- Custom SQL migration.
-- Jobs from calls (docs/decisions/0003-jobs-from-calls-trigger.md): whoever stores a call (concierge, Twilio,
-- Vapi, the seed), a call with a service type that is not resolved (hang-up answered, out-of-area) gets its one
-- job, and the dispatch task is queued in the same transaction, so a stored lead is never left undispatched.
-- Urgent calls get a numerically lower graphile-worker priority, so they are dispatched first.
CREATE OR REPLACE FUNCTION create_job_for_call() RETURNS trigger AS $$
DECLARE
  new_job_id uuid;
BEGIN
  IF NEW.service_type IS NULL OR NEW.status = 'resolved' THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (call_id, service_type, urgency)
  VALUES (NEW.id, NEW.service_type, NEW.urgency)
  ON CONFLICT (call_id) DO NOTHING
  RETURNING id INTO new_job_id;
  -- before the app's first start the queue's schema does not exist yet: the app queues such jobs when it starts
  IF new_job_id IS NOT NULL AND to_regnamespace('graphile_worker') IS NOT NULL THEN
    PERFORM graphile_worker.add_job(
      'dispatchJob',
      json_build_object('jobId', new_job_id),
      job_key := 'dispatch:' || new_job_id,
      priority := CASE WHEN NEW.urgency = 'urgent' THEN -10 ELSE 0 END
    );
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER calls_create_job
AFTER INSERT OR UPDATE OF service_type, status ON calls
FOR EACH ROW EXECUTE FUNCTION create_job_for_call();
