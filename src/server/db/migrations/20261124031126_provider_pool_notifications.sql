-- Custom SQL migration.
-- Each app instance keeps how many providers a new job of each category would be offered to (what the concierge tells
-- a caller: src/server/providers/pool-count-cache.ts). Any write that can change it, to providers or to their teams,
-- is announced on provider_pool_changes from the writing transaction, whoever wrote it, so every instance counts
-- again. One notification per statement: a bulk write costs one, and identical ones in a transaction are folded.
CREATE OR REPLACE FUNCTION notify_provider_pool_changes() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('provider_pool_changes', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER providers_notify_pool_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
FOR EACH STATEMENT EXECUTE FUNCTION notify_provider_pool_changes();
--> statement-breakpoint
CREATE TRIGGER provider_team_members_notify_pool_changes AFTER INSERT OR UPDATE OF provider_id OR DELETE OR TRUNCATE ON provider_team_members
FOR EACH STATEMENT EXECUTE FUNCTION notify_provider_pool_changes();
