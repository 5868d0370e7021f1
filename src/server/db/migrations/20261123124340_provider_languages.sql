ALTER TABLE "jobs" ADD COLUMN "head_start_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_languages_check" CHECK ("providers"."languages" <@ array['en', 'es']::text[] and cardinality("providers"."languages") > 0);