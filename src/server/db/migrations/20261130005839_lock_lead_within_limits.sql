-- Custom SQL migration.
-- A web lead's verification is one statement (src/server/concierge/verification.ts): this function, called first in
-- it, locks the session and the lead limits' keys and counts the limits. 'moved' when the session ended or took a turn
-- since `read_turn` (the caller starts the turn over), 'limited' when the client IP's hourly or the number's daily
-- limit is reached, else 'room'. The counts are statements of their own inside a volatile function, so each reads a
-- fresh snapshot: the verifications that the locks' previous holders committed while this one waited are counted
-- (the statement calling it took its snapshot before). Locks are held until that statement's transaction ends.
CREATE OR REPLACE FUNCTION lock_lead_within_limits(
  for_session uuid, read_turn integer, from_ip text, to_phone text,
  ip_since timestamptz, phone_since timestamptz, ip_max integer, phone_max integer
) RETURNS text AS $$
DECLARE
  session record;
BEGIN
  SELECT s.status, s.turn INTO session FROM concierge_sessions s WHERE s.id = for_session FOR UPDATE;
  IF NOT FOUND OR session.status <> 'active' OR session.turn <> read_turn THEN
    RETURN 'moved';
  END IF;
  IF from_ip IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('lead-ip:' || from_ip));
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('lead-phone:' || to_phone));
  IF from_ip IS NOT NULL AND (
    SELECT count(*) FROM (
      SELECT 1 FROM phone_verifications v WHERE v.client_ip = from_ip AND v.created_at > ip_since LIMIT ip_max
    ) first_rows
  ) >= ip_max THEN
    RETURN 'limited';
  END IF;
  IF (
    SELECT count(*) FROM (
      SELECT 1 FROM phone_verifications v WHERE v.phone = to_phone AND v.created_at > phone_since LIMIT phone_max
    ) first_rows
  ) >= phone_max THEN
    RETURN 'limited';
  END IF;
  RETURN 'room';
END;
$$ LANGUAGE plpgsql;
