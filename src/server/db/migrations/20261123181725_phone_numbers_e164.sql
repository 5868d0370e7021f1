-- Custom SQL migration.
-- Phone numbers are stored in one form, E.164 ("+18315550162"), and formatted only when shown or said. The calls
-- and codes stored before kept what came in ("(831) 555-0162", "831.555.0162", "+1 831 555 0162"): a US number in
-- any of those forms becomes E.164; anything else (an extension, two numbers, words, a foreign number) stays as it
-- is. calls.lead_check compares caller_id with customer_phone, so both are converted alike and keep their verdict.
-- The job trigger is off meanwhile: a call whose two numbers now read alike is not dispatched by a migration.
CREATE FUNCTION us_phone_e164_for_migration(raw text) RETURNS text AS $$
  SELECT CASE
    WHEN raw IS NULL OR raw !~ '^\s*\+?[0-9\s().-]+$' THEN raw
    WHEN btrim(raw) LIKE '+%' AND regexp_replace(raw, '[^0-9]', '', 'g') ~ '^1[2-9][0-9]{2}[2-9][0-9]{6}$'
      THEN '+' || regexp_replace(raw, '[^0-9]', '', 'g')
    WHEN btrim(raw) NOT LIKE '+%' AND regexp_replace(raw, '[^0-9]', '', 'g') ~ '^1?[2-9][0-9]{2}[2-9][0-9]{6}$'
      THEN '+1' || right(regexp_replace(raw, '[^0-9]', '', 'g'), 10)
    ELSE raw
  END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
ALTER TABLE calls DISABLE TRIGGER calls_create_job;
--> statement-breakpoint
UPDATE calls SET
  customer_phone = us_phone_e164_for_migration(customer_phone),
  caller_id = us_phone_e164_for_migration(caller_id),
  phone_number = us_phone_e164_for_migration(phone_number)
WHERE customer_phone IS DISTINCT FROM us_phone_e164_for_migration(customer_phone)
  OR caller_id IS DISTINCT FROM us_phone_e164_for_migration(caller_id)
  OR phone_number IS DISTINCT FROM us_phone_e164_for_migration(phone_number);
--> statement-breakpoint
ALTER TABLE calls ENABLE TRIGGER calls_create_job;
--> statement-breakpoint
UPDATE phone_verifications SET phone = us_phone_e164_for_migration(phone)
WHERE phone IS DISTINCT FROM us_phone_e164_for_migration(phone);
--> statement-breakpoint
DROP FUNCTION us_phone_e164_for_migration(text);
