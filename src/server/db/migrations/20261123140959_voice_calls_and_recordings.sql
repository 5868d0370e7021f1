CREATE TABLE "offer_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_id" uuid NOT NULL,
	"offer_round" integer NOT NULL,
	"provider_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"call_sid" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "recording_url" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "night_emergency_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_calls" ADD CONSTRAINT "offer_calls_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_calls" ADD CONSTRAINT "offer_calls_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_calls" ADD CONSTRAINT "offer_calls_member_id_provider_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."provider_team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_calls_job_id_member_id_round_key" ON "offer_calls" USING btree ("job_id","member_id","offer_round");--> statement-breakpoint
CREATE INDEX "offer_calls_member_id_idx" ON "offer_calls" USING btree ("member_id");