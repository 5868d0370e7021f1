CREATE TABLE "sms_budget_minutes" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"texts" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_sms_sent_at_idx";--> statement-breakpoint
-- The texts of the last hour, already counted, move into their minutes: an upgrade keeps the hour's budget spent.
INSERT INTO "sms_budget_minutes" ("minute", "texts")
SELECT date_trunc('minute', "sent_at"), count(*)::int FROM "outbox"
WHERE "channel" = 'sms' AND "sent_at" > now() - interval '61 minutes'
GROUP BY 1;
--> statement-breakpoint
-- A text's place in the hour's budget, in one statement (one round trip under the budget's lock, which every text of
-- every instance waits for): the message's row locked; for a text not sent yet and holding no slot, the budget's
-- lock, the texts of the window summed (a statement of its own, so on a fresh snapshot: what the lock's last holder
-- reserved is counted) and, if one more fits, a slot reserved in the current minute and the message's sent_at set.
-- The window is whole minutes, the one an hour ago included: a text counts for 60 to 61 minutes. Without room,
-- free_at is when the window's oldest minute leaves it. Returns no row when the message does not exist.
CREATE OR REPLACE FUNCTION reserve_sms_slot(message_id uuid, reserve_at timestamptz, per_hour integer)
RETURNS TABLE (channel text, status text, reserved boolean, free_at timestamptz) AS $$
DECLARE
  message record;
  window_start timestamptz := date_trunc('minute', reserve_at - interval '1 hour');
  used integer;
  oldest timestamptz;
  new_minute boolean;
BEGIN
  SELECT o.channel, o.status, o.sent_at INTO message FROM outbox o WHERE o.id = message_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- an email, a text already sent, or one that kept its slot from an attempt that never ended (a crash mid-send)
  IF message.channel <> 'sms' OR message.status = 'sent' OR message.sent_at IS NOT NULL THEN
    RETURN QUERY SELECT message.channel, message.status, true, null::timestamptz;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('sms-budget'));
  SELECT coalesce(sum(b.texts), 0)::int, min(b.minute) INTO used, oldest
  FROM sms_budget_minutes b WHERE b.minute >= window_start;
  IF used >= per_hour THEN
    RETURN QUERY SELECT message.channel, message.status, false, oldest + interval '61 minutes';
    RETURN;
  END IF;
  INSERT INTO sms_budget_minutes AS b (minute, texts) VALUES (date_trunc('minute', reserve_at), 1)
  ON CONFLICT (minute) DO UPDATE SET texts = b.texts + 1
  RETURNING b.xmax = 0 INTO new_minute;
  -- once a minute, the minutes no window reads any more
  IF new_minute THEN
    DELETE FROM sms_budget_minutes b WHERE b.minute < window_start - interval '1 hour';
  END IF;
  UPDATE outbox SET sent_at = reserve_at WHERE id = message_id;
  -- nothing is stored that a crash could not lose: the send's own commit comes after and flushes this one with it
  PERFORM set_config('synchronous_commit', 'off', true);
  RETURN QUERY SELECT message.channel, message.status, true, null::timestamptz;
END;
$$ LANGUAGE plpgsql;
