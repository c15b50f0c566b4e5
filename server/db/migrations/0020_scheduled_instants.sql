-- #37: the publishing schedule reads each drafted table's earliest publish_at still to come after every write
-- (server/services/drafts/schedule.ts); a partial index of the few rows that have one makes it a lookup, not a full scan.
CREATE INDEX "archives_publish_at_idx" ON "archives" USING btree ("publish_at") WHERE "archives"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "bands_publish_at_idx" ON "bands" USING btree ("publish_at") WHERE "bands"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "news_publish_at_idx" ON "news" USING btree ("publish_at") WHERE "news"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "partners_publish_at_idx" ON "partners" USING btree ("publish_at") WHERE "partners"."publish_at" is not null;