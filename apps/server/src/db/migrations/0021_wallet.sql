CREATE TABLE "wallet_alert_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"card_slug" text NOT NULL,
	"kind" text NOT NULL,
	"before" double precision,
	"after" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_id" uuid,
	CONSTRAINT "wallet_alert_events_kind_check" CHECK ("wallet_alert_events"."kind" in ('welcome-offer', 'genius-cash', 'annual-fee'))
);
--> statement-breakpoint
CREATE TABLE "wallet_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "status" text DEFAULT 'watching' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "baseline" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wallet_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_alert_events" ADD CONSTRAINT "wallet_alert_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_alert_events" ADD CONSTRAINT "wallet_alert_events_card_slug_cards_slug_fk" FOREIGN KEY ("card_slug") REFERENCES "public"."cards"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_alert_events" ADD CONSTRAINT "wallet_alert_events_digest_id_wallet_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."wallet_digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_digests" ADD CONSTRAINT "wallet_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_alert_events_pending_idx" ON "wallet_alert_events" USING btree ("user_id") WHERE "wallet_alert_events"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "wallet_digests_user_idx" ON "wallet_digests" USING btree ("user_id","sent_at");--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_status_check" CHECK ("saved_cards"."status" in ('held', 'watching'));