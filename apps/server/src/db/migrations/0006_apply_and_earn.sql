CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"page" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"analytics_user_id" uuid NOT NULL,
	"user_id" uuid,
	"region" text NOT NULL,
	"user_agent" text NOT NULL,
	"landing_page" text NOT NULL,
	"origin" text,
	"device" text NOT NULL,
	"country" text,
	"province" text,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_clicks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"card_slug" text NOT NULL,
	"affiliate_id" text NOT NULL,
	"context" text NOT NULL,
	"aid" text,
	"pid" text,
	"user_id" uuid,
	"analytics_user_id" text,
	"analytics_session_id" text,
	"destination" text NOT NULL,
	"request_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"card_slug" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_claims" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "offer_claims" ADD COLUMN "apply_click_id" uuid;--> statement-breakpoint
ALTER TABLE "offer_claims" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "offer_claims" ADD COLUMN "payout_email" text;--> statement-breakpoint
ALTER TABLE "offer_claims" ADD COLUMN "payout_date" date;--> statement-breakpoint
ALTER TABLE "offer_claims" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_clicks" ADD CONSTRAINT "apply_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_card_slug_cards_slug_fk" FOREIGN KEY ("card_slug") REFERENCES "public"."cards"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_claim_id_offer_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."offer_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_kind_idx" ON "analytics_events" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "analytics_sessions_created_idx" ON "analytics_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "apply_clicks_created_idx" ON "apply_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "apply_clicks_card_idx" ON "apply_clicks" USING btree ("card_slug","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "offers_card_idx" ON "offers" USING btree ("card_slug","starts_at");--> statement-breakpoint
CREATE INDEX "ticket_messages_claim_idx" ON "ticket_messages" USING btree ("claim_id","created_at");--> statement-breakpoint
ALTER TABLE "offer_claims" ADD CONSTRAINT "offer_claims_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_claims" ADD CONSTRAINT "offer_claims_apply_click_id_apply_clicks_id_fk" FOREIGN KEY ("apply_click_id") REFERENCES "public"."apply_clicks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_claims_user_offer_idx" ON "offer_claims" USING btree ("user_id","offer_id");--> statement-breakpoint
ALTER TABLE "cards" DROP COLUMN "product_offer_slug";