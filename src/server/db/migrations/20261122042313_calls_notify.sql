-- Custom SQL migration.
-- Live call log: every change to calls is announced on channel calls_changes, from the writing
-- transaction itself, so every app instance listening on this database sees it (spec "calls-changes").
CREATE OR REPLACE FUNCTION notify_calls_changes() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'calls_changes',
    json_build_object('op', TG_OP, 'id', COALESCE(NEW.id, OLD.id))::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER calls_notify_changes
AFTER INSERT OR UPDATE OR DELETE ON calls
FOR EACH ROW EXECUTE FUNCTION notify_calls_changes();
