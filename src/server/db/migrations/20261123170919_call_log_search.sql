CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(customer_name, '') || ' ' || coalesce(service_address, '') || ' ' || coalesce(summary, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "customer_phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce(customer_phone, ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "log_priority" integer GENERATED ALWAYS AS (case when status = 'resolved' then 0 when urgency = 'urgent' and assigned_to is null then 3 when urgency = 'urgent' then 2 when assigned_to is null then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "calls_log_priority_idx" ON "calls" USING btree ("log_priority" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_search_text_trgm_idx" ON "calls" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calls_customer_phone_digits_trgm_idx" ON "calls" USING gin ("customer_phone_digits" gin_trgm_ops);