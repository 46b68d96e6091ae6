ALTER TABLE "analytics_events" ADD COLUMN "occurred_day" date GENERATED ALWAYS AS ((occurred_at at time zone 'America/Toronto')::date) STORED;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "created_day" date GENERATED ALWAYS AS ((created_at at time zone 'America/Toronto')::date) STORED;--> statement-breakpoint
CREATE INDEX "analytics_events_pageview_day_idx" ON "analytics_events" USING btree ("occurred_day") WHERE "analytics_events"."kind" = 'pageview';--> statement-breakpoint
CREATE INDEX "analytics_sessions_created_day_idx" ON "analytics_sessions" USING btree ("created_day");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("confirmed_at");