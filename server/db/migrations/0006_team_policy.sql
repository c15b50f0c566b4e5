CREATE TABLE "team_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
