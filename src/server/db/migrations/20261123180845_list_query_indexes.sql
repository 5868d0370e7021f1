DROP INDEX "jobs_claimed_by_provider_id_idx";--> statement-breakpoint
DROP INDEX "outbox_created_at_idx";--> statement-breakpoint
DROP INDEX "provider_invoices_provider_id_idx";--> statement-breakpoint
DROP INDEX "providers_status_created_at_idx";--> statement-breakpoint
DROP INDEX "providers_created_at_idx";--> statement-breakpoint
DROP INDEX "stripe_events_provider_id_idx";--> statement-breakpoint
CREATE INDEX "jobs_claimed_by_provider_id_created_at_idx" ON "jobs" USING btree ("claimed_by_provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_open_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_claimed_by_provider_id_idx" ON "jobs" USING btree ("claimed_by_provider_id","claimed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "provider_invoices_provider_id_idx" ON "provider_invoices" USING btree ("provider_id","invoice_created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "providers_status_created_at_idx" ON "providers" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "providers_created_at_idx" ON "providers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stripe_events_provider_id_idx" ON "stripe_events" USING btree ("provider_id","event_created_at" DESC NULLS FIRST);