ALTER TABLE "jobs" ADD COLUMN "offer_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Live job state: every change to jobs (created, dispatched, claimed, expired, cancelled, reopened) is announced on
-- channel jobs_changes from the writing transaction, so every app instance sees it (as calls_changes does for calls).
CREATE OR REPLACE FUNCTION notify_jobs_changes() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'jobs_changes',
    json_build_object('op', TG_OP, 'id', COALESCE(NEW.id, OLD.id), 'callId', COALESCE(NEW.call_id, OLD.call_id), 'status', COALESCE(NEW.status, OLD.status))::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_changes
AFTER INSERT OR UPDATE OR DELETE ON jobs
FOR EACH ROW EXECUTE FUNCTION notify_jobs_changes();
