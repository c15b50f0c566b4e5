-- Every article gets its readable address (#37): the title folded as domain/slugs.ts folds it
-- (mg_fold of 0011, then every run of other characters one hyphen, at most 80 characters cut at a
-- hyphen), the oldest article keeping the bare slug and later ones -2, -3… as a create would.
ALTER TABLE "news" ADD COLUMN "slug" text;--> statement-breakpoint
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR r IN SELECT id, title FROM news ORDER BY created_at, id LOOP
    base := trim(both '-' from regexp_replace(mg_fold(r.title), '[^a-z0-9]+', '-', 'g'));
    IF length(base) > 80 THEN
      base := left(base, 81);
      base := CASE WHEN position('-' in base) > 1 THEN regexp_replace(base, '-[^-]*$', '') ELSE left(base, 80) END;
      base := rtrim(base, '-');
    END IF;
    IF base = '' THEN base := 'article'; END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM news WHERE slug = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE news SET slug = candidate WHERE id = r.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
