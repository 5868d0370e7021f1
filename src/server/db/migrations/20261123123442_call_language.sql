ALTER TABLE "calls" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_language_check" CHECK ("calls"."language" in ('en', 'es'));