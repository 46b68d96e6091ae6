CREATE TABLE "card_offer_history" (
	"card_slug" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"points" integer NOT NULL,
	"required_spend" numeric,
	"annual_fee" numeric,
	"note" text,
	"source_url" text NOT NULL,
	"as_of" date NOT NULL,
	CONSTRAINT "card_offer_history_card_slug_starts_on_pk" PRIMARY KEY("card_slug","starts_on")
);
--> statement-breakpoint
ALTER TABLE "card_offer_history" ADD CONSTRAINT "card_offer_history_card_slug_cards_slug_fk" FOREIGN KEY ("card_slug") REFERENCES "public"."cards"("slug") ON DELETE cascade ON UPDATE no action;