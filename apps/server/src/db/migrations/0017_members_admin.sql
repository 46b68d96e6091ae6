ALTER TABLE "users" ADD COLUMN "locked_by_staff_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_event_idx" ON "audit_events" USING btree ("event" text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_words_idx" ON "users" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");