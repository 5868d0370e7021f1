-- Custom SQL migration.
-- Only a verified lead reaches providers (docs/security.md, "Fake leads"): a call becomes a job when it is complete
-- (trade, address, callback number) and its number is proven (calls.lead_check = 'verified': a code typed back, or
-- the phone line's caller ID), or when an admin released it by hand. An unverified or incomplete call is stored and
-- shown to the admins, never offered. The trigger also runs when the number is verified or the lead released later.
-- Priorities as in dispatch_before_delivery: urgent dispatch -30, dispatch -20.
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
--> statement-breakpoint
DROP TRIGGER calls_create_job ON calls;
--> statement-breakpoint
CREATE TRIGGER calls_create_job
AFTER INSERT OR UPDATE OF service_type, status, customer_phone, service_address, caller_id, phone_verified_at, released_at ON calls
FOR EACH ROW EXECUTE FUNCTION create_job_for_call();
