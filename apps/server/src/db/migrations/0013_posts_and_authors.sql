CREATE TABLE "authors" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"email" text,
	"avatar_url" text,
	"education" text,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"twitter" text,
	"linkedin" text,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"featured_image_url" text,
	"featured_image_alt" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_slugs" text[] NOT NULL,
	"card_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"sort_date" timestamp with time zone,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"origin" text NOT NULL,
	"source_hash" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("excerpt", '')), 'B') || setweight(to_tsvector('english', coalesce("body", '')), 'C')) STORED NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'scheduled', 'published', 'archived')),
	CONSTRAINT "posts_origin_check" CHECK ("posts"."origin" in ('seed', 'staff')),
	CONSTRAINT "posts_authors_check" CHECK (cardinality("posts"."author_slugs") between 1 and 2),
	CONSTRAINT "posts_published_at_check" CHECK ("posts"."status" in ('draft', 'archived') or "posts"."published_at" is not null)
);
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_listing_idx" ON "posts" USING btree ("status","sort_date");--> statement-breakpoint
CREATE INDEX "posts_categories_idx" ON "posts" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "posts_card_slugs_idx" ON "posts" USING gin ("card_slugs");--> statement-breakpoint
-- Posts and authors are what public pages show too: an edit raises the data version (migration 0012).
CREATE TRIGGER "authors_data_version" AFTER INSERT OR UPDATE OR DELETE ON "authors" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "posts_data_version" AFTER INSERT OR UPDATE OR DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();
