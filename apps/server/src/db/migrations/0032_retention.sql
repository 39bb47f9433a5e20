CREATE TABLE "retention_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"project_months" integer DEFAULT 24 NOT NULL,
	"account_months" integer DEFAULT 84 NOT NULL,
	"analytics_months" integer DEFAULT 24 NOT NULL,
	"audit_months" integer DEFAULT 84 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_one_row" CHECK ("retention_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "terminated_at" timestamp with time zone;
--> statement-breakpoint
INSERT INTO "retention_settings" ("id") VALUES (true);
