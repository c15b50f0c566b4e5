ALTER TABLE "release_items" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "release_items" ADD COLUMN "changed_by" jsonb;--> statement-breakpoint
ALTER TABLE "release_items" ADD COLUMN "folded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_items" ADD COLUMN "fold_error" text;