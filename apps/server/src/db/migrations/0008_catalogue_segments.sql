ALTER TABLE "cards" ADD COLUMN "segment" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "status" text DEFAULT 'offered' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "account" jsonb;