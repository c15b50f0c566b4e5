CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"collection" text,
	"item_id" text,
	"title" text,
	"door" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "chore_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"collection" text NOT NULL,
	"item_id" text NOT NULL,
	"action" text NOT NULL,
	"author_id" text,
	"author_email" text,
	"door" text,
	"changes" jsonb NOT NULL,
	"row" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"collection" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"row" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by_id" text,
	"deleted_by_email" text,
	"purge_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trash_collection_item_id_pk" PRIMARY KEY("collection","item_id")
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_collection_idx" ON "audit_log" USING btree ("collection","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("collection","item_id","created_at");--> statement-breakpoint
CREATE INDEX "content_versions_files_idx" ON "content_versions" USING gin ("files");--> statement-breakpoint
CREATE INDEX "trash_purge_at_idx" ON "trash" USING btree ("purge_at");--> statement-breakpoint
CREATE INDEX "trash_files_idx" ON "trash" USING gin ("files");