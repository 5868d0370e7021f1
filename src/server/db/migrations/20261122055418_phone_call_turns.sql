ALTER TABLE "concierge_sessions" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "concierge_sessions" ADD COLUMN "turn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "concierge_sessions" ADD COLUMN "last_answer" text;--> statement-breakpoint
ALTER TABLE "concierge_sessions" ADD COLUMN "unheard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "concierge_sessions_external_id_key" ON "concierge_sessions" USING btree ("external_id");