CREATE TABLE "satisfaction_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"site" text NOT NULL,
	"rating" integer NOT NULL,
	"comments" text NOT NULL,
	"category" text NOT NULL,
	"page" text NOT NULL,
	"request_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "satisfaction_responses_created_idx" ON "satisfaction_responses" USING btree ("created_at");