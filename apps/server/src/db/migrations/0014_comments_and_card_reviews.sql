CREATE TABLE "card_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_slug" text NOT NULL,
	"member_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"holds_card" boolean NOT NULL,
	"held_since" date,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid,
	CONSTRAINT "card_reviews_status_check" CHECK ("card_reviews"."status" in ('pending', 'approved', 'rejected', 'spam')),
	CONSTRAINT "card_reviews_rating_check" CHECK ("card_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_id" uuid,
	"member_id" uuid,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"notify_replies" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid,
	"request_id" text,
	CONSTRAINT "post_comments_status_check" CHECK ("post_comments"."status" in ('pending', 'approved', 'rejected', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_card_slug_cards_slug_fk" FOREIGN KEY ("card_slug") REFERENCES "public"."cards"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_reviews_member_card_idx" ON "card_reviews" USING btree ("member_id","card_slug");--> statement-breakpoint
CREATE INDEX "card_reviews_card_idx" ON "card_reviews" USING btree ("card_slug","status","updated_at");--> statement-breakpoint
CREATE INDEX "card_reviews_queue_idx" ON "card_reviews" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","status","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_queue_idx" ON "post_comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_email_idx" ON "post_comments" USING btree ("author_email");--> statement-breakpoint
-- Pages show approved comments and reviews only: a pending one changes no page, so it leaves the data version alone.
CREATE TRIGGER "post_comments_data_version_insert" AFTER INSERT ON "post_comments" FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "post_comments_data_version_update" AFTER UPDATE ON "post_comments" FOR EACH ROW WHEN (OLD."status" = 'approved' OR NEW."status" = 'approved') EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "post_comments_data_version_delete" AFTER DELETE ON "post_comments" FOR EACH ROW WHEN (OLD."status" = 'approved') EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "card_reviews_data_version_insert" AFTER INSERT ON "card_reviews" FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "card_reviews_data_version_update" AFTER UPDATE ON "card_reviews" FOR EACH ROW WHEN (OLD."status" = 'approved' OR NEW."status" = 'approved') EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "card_reviews_data_version_delete" AFTER DELETE ON "card_reviews" FOR EACH ROW WHEN (OLD."status" = 'approved') EXECUTE FUNCTION "raise_data_version"();
