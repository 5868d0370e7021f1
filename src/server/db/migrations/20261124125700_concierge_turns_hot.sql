-- A concierge turn rewrites its session's row (state, turn, last_turn_at). The idle sweep's partial index was keyed
-- on last_turn_at, so every turn's UPDATE added an entry to each of the table's three indexes; keyed on the id, a
-- turn changes no indexed column and PostgreSQL can keep the new version on the same page (a HOT update), with no
-- index write. Pages are filled to half on insert so there is room for it (rows written earlier keep their pages).
DROP INDEX "concierge_sessions_active_last_turn_idx";--> statement-breakpoint
CREATE INDEX "concierge_sessions_active_idx" ON "concierge_sessions" USING btree ("id") WHERE "concierge_sessions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "concierge_sessions" SET (fillfactor = 50);
