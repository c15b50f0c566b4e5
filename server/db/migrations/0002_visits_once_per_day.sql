-- Rows logged before visits were deduplicated: keep each visitor's first row of the day.
DELETE FROM "visits" a USING "visits" b WHERE a."visitor_hash" = b."visitor_hash" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "visits_visitor_hash_idx" ON "visits" USING btree ("visitor_hash");