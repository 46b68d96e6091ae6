CREATE TABLE "card_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_slug" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"document" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"source_url" text,
	"as_of" date,
	"note" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_revisions_kind_check" CHECK ("card_revisions"."kind" in ('seed', 'edit', 'visibility', 'revert'))
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "source_file" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "staff_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_revisions" ADD CONSTRAINT "card_revisions_card_slug_cards_slug_fk" FOREIGN KEY ("card_slug") REFERENCES "public"."cards"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_revisions" ADD CONSTRAINT "card_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_revisions_card_number_idx" ON "card_revisions" USING btree ("card_slug","number");--> statement-breakpoint
-- hand-written
-- Cards written before this migration have no document: forget the catalogue's fingerprint so the next
-- start writes the files again (and with them each card's document and first revision).
DELETE FROM "site_settings" WHERE "key" = 'catalogueHash';
