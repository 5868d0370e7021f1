CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"session_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"client_ip" text,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "caller_id" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "lead_check" text GENERATED ALWAYS AS (case when coalesce(btrim(customer_phone), '') = '' or service_type is null or coalesce(btrim(service_address), '') = '' then 'incomplete' when phone_verified_at is not null or (caller_id is not null and caller_id = customer_phone) then 'verified' else 'unverified' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_session_id_concierge_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."concierge_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_session_id_key" ON "phone_verifications" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_at_idx" ON "phone_verifications" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_client_ip_created_at_idx" ON "phone_verifications" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "calls_lead_check_idx" ON "calls" USING btree ("lead_check");--> statement-breakpoint
CREATE INDEX "outbox_sms_sent_at_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."channel" = 'sms' and "outbox"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "outbox_sms_queued_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."channel" = 'sms' and "outbox"."status" = 'queued';