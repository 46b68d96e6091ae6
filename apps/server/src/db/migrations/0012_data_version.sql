CREATE TABLE "data_version" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_version" ("scope", "version") VALUES ('site', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Row triggers: a statement that changes nothing (a seed's ON CONFLICT DO NOTHING) leaves the version alone.
CREATE OR REPLACE FUNCTION "raise_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "scope" = 'site';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "site_settings_data_version" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "issuers_data_version" AFTER INSERT OR UPDATE OR DELETE ON "issuers" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "networks_data_version" AFTER INSERT OR UPDATE OR DELETE ON "networks" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "reward_programs_data_version" AFTER INSERT OR UPDATE OR DELETE ON "reward_programs" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "best_card_categories_data_version" AFTER INSERT OR UPDATE OR DELETE ON "best_card_categories" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "cards_data_version" AFTER INSERT OR UPDATE OR DELETE ON "cards" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "card_categories_data_version" AFTER INSERT OR UPDATE OR DELETE ON "card_categories" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "awards_data_version" AFTER INSERT OR UPDATE OR DELETE ON "awards" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "card_offer_history_data_version" AFTER INSERT OR UPDATE OR DELETE ON "card_offer_history" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_data_version" AFTER INSERT OR UPDATE OR DELETE ON "search_synonyms" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();--> statement-breakpoint
CREATE TRIGGER "offers_data_version" AFTER INSERT OR UPDATE OR DELETE ON "offers" FOR EACH ROW EXECUTE FUNCTION "raise_data_version"();
