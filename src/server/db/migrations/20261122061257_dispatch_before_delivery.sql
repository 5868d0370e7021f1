-- Custom SQL migration.
-- Dispatch runs before any waiting delivery: a call's offers reach the outbox even while the previous call's
-- hundreds of messages are still being sent (graphile-worker runs numerically lower priorities first).
-- Order: urgent dispatch -30, dispatch -20, urgent delivery -10, delivery 0.
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
  -- before the app's first start the queue's schema does not exist yet (see the README's known gaps)
  IF new_job_id IS NOT NULL AND to_regnamespace('graphile_worker') IS NOT NULL THEN
    PERFORM graphile_worker.add_job(
      'dispatchJob',
      json_build_object('jobId', new_job_id),
      job_key := 'dispatch:' || new_job_id,
      priority := CASE WHEN NEW.urgency = 'urgent' THEN -30 ELSE -20 END
    );
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
