CREATE TABLE "provider_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"number" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"hosted_invoice_url" text,
	"invoice_created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_invoices_status_check" CHECK ("provider_invoices"."status" in ('paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	"provider_id" uuid,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "subscription_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "subscription_current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "subscription_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "subscription_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "complimentary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_invoices" ADD CONSTRAINT "provider_invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_invoices_provider_id_idx" ON "provider_invoices" USING btree ("provider_id","invoice_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stripe_events_provider_id_idx" ON "stripe_events" USING btree ("provider_id","event_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "providers_stripe_customer_id_key" ON "providers" USING btree ("stripe_customer_id");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_subscription_status_check" CHECK ("providers"."subscription_status" in ('none', 'active', 'past_due', 'canceled'));