CREATE TABLE "awards" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"category_slug" text NOT NULL,
	"card_slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "best_card_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"preset" text,
	"icon" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_categories" (
	"card_slug" text NOT NULL,
	"category_slug" text NOT NULL,
	CONSTRAINT "card_categories_card_slug_category_slug_pk" PRIMARY KEY("card_slug","category_slug")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"issuer_slug" text NOT NULL,
	"network_slug" text NOT NULL,
	"tier" text,
	"card_type" text NOT NULL,
	"affiliate_id" text NOT NULL,
	"apply_url" text NOT NULL,
	"has_affiliate_link" boolean NOT NULL,
	"temporarily_unavailable" boolean NOT NULL,
	"hidden" boolean NOT NULL,
	"quebec_version_of" text,
	"product_offer_slug" text,
	"annual_fee" numeric,
	"purchase_rate" numeric,
	"reward_program_slug" text NOT NULL,
	"points_label" text NOT NULL,
	"fees" jsonb NOT NULL,
	"rates" jsonb NOT NULL,
	"earning" jsonb NOT NULL,
	"welcome_bonus" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"insurance" jsonb NOT NULL,
	"perks" jsonb NOT NULL,
	"data_as_of" date NOT NULL,
	"source_url" text NOT NULL,
	"provenance" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_affiliate_id_unique" UNIQUE("affiliate_id")
);
--> statement-breakpoint
CREATE TABLE "issuers" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"website_url" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"acceptance" real NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_programs" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"point_values" jsonb NOT NULL,
	"redemptions" jsonb NOT NULL,
	"source_url" text NOT NULL,
	"data_as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"terms" jsonb NOT NULL,
	"slug" text NOT NULL,
	"card_field" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_category_slug_best_card_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."best_card_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_card_slug_cards_slug_fk" FOREIGN KEY ("card_slug") REFERENCES "public"."cards"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_categories" ADD CONSTRAINT "card_categories_card_slug_cards_slug_fk" FOREIGN KEY ("card_slug") REFERENCES "public"."cards"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_categories" ADD CONSTRAINT "card_categories_category_slug_best_card_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."best_card_categories"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_issuer_slug_issuers_slug_fk" FOREIGN KEY ("issuer_slug") REFERENCES "public"."issuers"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_network_slug_networks_slug_fk" FOREIGN KEY ("network_slug") REFERENCES "public"."networks"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_reward_program_slug_reward_programs_slug_fk" FOREIGN KEY ("reward_program_slug") REFERENCES "public"."reward_programs"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_issuer_idx" ON "cards" USING btree ("issuer_slug");--> statement-breakpoint
CREATE INDEX "cards_program_idx" ON "cards" USING btree ("reward_program_slug");