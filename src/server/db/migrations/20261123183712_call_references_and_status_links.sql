CREATE TABLE "request_status_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- edited by hand: the calls stored before get their reference one row at a time (each draw sees the ones before,
-- through the unique index made first), then the column takes its default and NOT NULL
ALTER TABLE "calls" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_reference_key" ON "calls" USING btree ("reference");--> statement-breakpoint
-- a backfill is no news for the admin consoles: one notification per old call would flood the channel
ALTER TABLE calls DISABLE TRIGGER calls_notify_changes;--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM calls WHERE reference IS NULL LOOP
    UPDATE calls SET reference = new_call_reference() WHERE id = r.id;
  END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE calls ENABLE TRIGGER calls_notify_changes;--> statement-breakpoint
ALTER TABLE "calls" ALTER COLUMN "reference" SET DEFAULT new_call_reference();--> statement-breakpoint
ALTER TABLE "calls" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "request_status_tokens" ADD CONSTRAINT "request_status_tokens_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_status_tokens_call_id_idx" ON "request_status_tokens" USING btree ("call_id");
