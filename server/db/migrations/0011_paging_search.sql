-- Search text folded for matching: lower case, ß/æ/œ spelled out, accents and Romanian commas
-- (combining marks after NFD) dropped, then the letters NFD keeps whole. domain/paging.ts'
-- foldForSearch does the same in the browser. Immutable, so the search indexes can use it.
CREATE OR REPLACE FUNCTION mg_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(normalize(replace(replace(replace(lower(t), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), NFD), '[\u0300-\u036f]', '', 'g'), 'łđøħ', 'ldoh')
$$;--> statement-breakpoint
DROP INDEX "news_published_idx";--> statement-breakpoint
CREATE INDEX "archives_search_idx" ON "archives" USING gin (to_tsvector('simple'::regconfig, mg_fold(coalesce("year", '') || ' ' || coalesce("description", '') || ' ' || coalesce("lineup", ''))));--> statement-breakpoint
CREATE INDEX "bands_search_idx" ON "bands" USING gin (to_tsvector('simple'::regconfig, mg_fold(coalesce("name", '') || ' ' || coalesce("country", '') || ' ' || coalesce("genre", ''))));--> statement-breakpoint
CREATE INDEX "festivals_search_idx" ON "festivals" USING gin (to_tsvector('simple'::regconfig, mg_fold(coalesce("name", '') || ' ' || coalesce("location", '') || ' ' || coalesce("dates", ''))));--> statement-breakpoint
CREATE INDEX "news_order_idx" ON "news" USING btree ("published_at","created_at","id");--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin (to_tsvector('simple'::regconfig, mg_fold(coalesce("title", '') || ' ' || coalesce("excerpt", '') || ' ' || coalesce("content", '') || ' ' || coalesce("author", ''))));--> statement-breakpoint
CREATE INDEX "stages_search_idx" ON "stages" USING gin (to_tsvector('simple'::regconfig, mg_fold(coalesce("name", ''))));--> statement-breakpoint
CREATE INDEX "partners_search_idx" ON "partners" USING gin (to_tsvector('simple'::regconfig, mg_fold(coalesce("name", ''))));