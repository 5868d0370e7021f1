CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_user_id" uuid,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_name" text,
	"phone_number" text,
	"customer_phone" text,
	"service_type" text,
	"service_address" text,
	"summary" text,
	"transcript" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned_to" uuid,
	"call_duration" integer,
	"preferred_time_1" text,
	"preferred_time_2" text,
	"source" text DEFAULT 'web' NOT NULL,
	"external_id" text,
	"urgency" text DEFAULT 'normal' NOT NULL,
	CONSTRAINT "calls_status_check" CHECK ("calls"."status" in ('pending', 'assigned', 'followup', 'resolved')),
	CONSTRAINT "calls_source_check" CHECK ("calls"."source" in ('web', 'phone', 'vapi')),
	CONSTRAINT "calls_urgency_check" CHECK ("calls"."urgency" in ('normal', 'urgent')),
	CONSTRAINT "calls_call_duration_check" CHECK ("calls"."call_duration" is null or "calls"."call_duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"notification_method" text DEFAULT 'both' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "provider_team_members_notification_method_check" CHECK ("provider_team_members"."notification_method" in ('sms', 'email', 'both'))
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" jsonb NOT NULL,
	"license_number" text,
	"insurance_provider" text,
	"insurance_policy" text,
	"minimum_fee" numeric(10, 2),
	"service_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_area" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_receiving_jobs" boolean DEFAULT true NOT NULL,
	CONSTRAINT "providers_status_check" CHECK ("providers"."status" in ('pending', 'active', 'rejected')),
	CONSTRAINT "providers_minimum_fee_check" CHECK ("providers"."minimum_fee" is null or "providers"."minimum_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"rating" numeric(2, 1),
	"notes" text,
	"service_type" text NOT NULL,
	CONSTRAINT "vendors_rating_check" CHECK ("vendors"."rating" is null or ("vendors"."rating" >= 0 and "vendors"."rating" <= 5))
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_team_members" ADD CONSTRAINT "provider_team_members_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "audit_logs_admin_user_id_idx" ON "audit_logs" USING btree ("admin_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_external_id_key" ON "calls" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "calls_created_at_idx" ON "calls" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_status_idx" ON "calls" USING btree ("status");--> statement-breakpoint
CREATE INDEX "calls_assigned_to_idx" ON "calls" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "provider_team_members_provider_id_idx" ON "provider_team_members" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_team_members_one_primary_key" ON "provider_team_members" USING btree ("provider_id") WHERE "provider_team_members"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "providers_user_id_key" ON "providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_status_created_at_idx" ON "providers" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "providers_created_at_idx" ON "providers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "providers_service_categories_idx" ON "providers" USING gin ("service_categories");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_id_role_key" ON "user_roles" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "vendors_service_type_idx" ON "vendors" USING btree (lower("service_type"));