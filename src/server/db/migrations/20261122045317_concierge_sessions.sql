CREATE TABLE "concierge_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"phone_number" text,
	"source" text DEFAULT 'web' NOT NULL,
	"last_turn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"call_id" uuid,
	CONSTRAINT "concierge_sessions_status_check" CHECK ("concierge_sessions"."status" in ('active', 'ended')),
	CONSTRAINT "concierge_sessions_source_check" CHECK ("concierge_sessions"."source" in ('web', 'phone', 'vapi'))
);
--> statement-breakpoint
ALTER TABLE "concierge_sessions" ADD CONSTRAINT "concierge_sessions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;