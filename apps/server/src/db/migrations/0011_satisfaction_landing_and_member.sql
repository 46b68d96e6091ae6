ALTER TABLE "satisfaction_responses" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "satisfaction_responses" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "satisfaction_responses" ADD CONSTRAINT "satisfaction_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;