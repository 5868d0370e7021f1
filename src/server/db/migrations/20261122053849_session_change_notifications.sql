-- Custom SQL migration.
-- Each app instance caches the sessions it resolved (src/server/auth/session-cache.ts). Any change that
-- alters who a session belongs to or what it may do is announced on sessions_changes from the writing
-- transaction, whoever wrote it (the app, the admin CLI, a DBA), so every instance forgets the stale entry.
CREATE OR REPLACE FUNCTION notify_session_token_changes() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('sessions_changes', json_build_object('tokenHash', OLD.token_hash)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_session_user_changes() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('sessions_changes', json_build_object('userId', OLD.user_id)::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('sessions_changes', json_build_object('userId', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changes AFTER DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION notify_session_token_changes();
--> statement-breakpoint
CREATE TRIGGER user_roles_notify_session_changes AFTER INSERT OR UPDATE OR DELETE ON user_roles
FOR EACH ROW EXECUTE FUNCTION notify_session_user_changes();
--> statement-breakpoint
CREATE TRIGGER providers_notify_session_changes AFTER INSERT OR UPDATE OF user_id OR DELETE ON providers
FOR EACH ROW EXECUTE FUNCTION notify_session_user_changes();
