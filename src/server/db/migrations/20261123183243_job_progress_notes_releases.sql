CREATE TABLE "job_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_id" uuid NOT NULL,
	"provider_id" uuid,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "job_notes_body_check" CHECK (char_length("job_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "job_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"released_by_user_id" uuid,
	"offer_round" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "job_releases_reason_check" CHECK (char_length("job_releases"."reason") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "work_status" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "confirmed_window" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_notes" ADD CONSTRAINT "job_notes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notes" ADD CONSTRAINT "job_notes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notes" ADD CONSTRAINT "job_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_releases" ADD CONSTRAINT "job_releases_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_releases" ADD CONSTRAINT "job_releases_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_releases" ADD CONSTRAINT "job_releases_released_by_user_id_users_id_fk" FOREIGN KEY ("released_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_notes_job_id_created_at_idx" ON "job_notes" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_releases_job_id_provider_id_idx" ON "job_releases" USING btree ("job_id","provider_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_work_status_check" CHECK ("jobs"."work_status" is null or "jobs"."work_status" in ('claimed', 'confirmed', 'arrived', 'completed'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_confirmed_window_check" CHECK ("jobs"."confirmed_window" is null or "jobs"."confirmed_window" in (1, 2));--> statement-breakpoint
-- jobs claimed before progress was tracked start at 'claimed'
UPDATE "jobs" SET "work_status" = 'claimed' WHERE "status" = 'claimed' AND "work_status" IS NULL;
