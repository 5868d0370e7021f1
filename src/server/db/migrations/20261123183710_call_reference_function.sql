-- Custom SQL migration.
-- The customer's reference for a call ("EARL-4F7K9M"): six characters from an alphabet without look-alikes
-- (no 0/O, 1/I/L), about 887 million references. The database draws it, whoever stores the call (web, phone, Vapi,
-- seed), and draws again while the reference is taken; calls_reference_key catches the rare race of two new rows.
CREATE OR REPLACE FUNCTION new_call_reference() RETURNS text AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  candidate text;
BEGIN
  LOOP
    candidate := 'EARL-';
    FOR i IN 1..6 LOOP
      candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    END LOOP;
    IF NOT EXISTS (SELECT 1 FROM calls WHERE reference = candidate) THEN
      RETURN candidate;
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql VOLATILE;
