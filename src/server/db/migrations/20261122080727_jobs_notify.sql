-- Custom SQL migration.
-- Live provider job lists: every change to jobs (a new lead, a dispatch, a claim, expiry, cancellation) is announced
-- on channel jobs_changes from the writing transaction, so every app instance on this database sees it.
CREATE OR REPLACE FUNCTION notify_jobs_changes() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'jobs_changes',
    json_build_object('op', TG_OP, 'id', COALESCE(NEW.id, OLD.id))::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_changes
AFTER INSERT OR UPDATE OR DELETE ON jobs
FOR EACH ROW EXECUTE FUNCTION notify_jobs_changes();
