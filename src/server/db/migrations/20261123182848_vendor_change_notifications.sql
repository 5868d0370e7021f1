-- Custom SQL migration.
-- Each app instance keeps the vendor names the concierge reads back (src/server/vendors/vendor-cache.ts). Any change
-- to vendors is announced on vendors_changes once per statement, whoever wrote it (the app, the seed, a DBA), so every
-- instance reads the table again.
CREATE OR REPLACE FUNCTION notify_vendor_changes() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('vendors_changes', TG_OP);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vendors_notify_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
FOR EACH STATEMENT EXECUTE FUNCTION notify_vendor_changes();
