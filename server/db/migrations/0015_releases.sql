CREATE TABLE "release_items" (
	"release_id" text NOT NULL,
	"collection" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "release_items_release_id_collection_item_id_pk" PRIMARY KEY("release_id","collection","item_id")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"site_assets" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_items" ADD CONSTRAINT "release_items_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;