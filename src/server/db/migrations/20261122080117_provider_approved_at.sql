ALTER TABLE "providers" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- providers approved before the column existed: their last update is the best record of the approval left
UPDATE "providers" SET "approved_at" = "updated_at" WHERE "status" = 'active';
