CREATE TABLE "ai_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"keyword" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ai_suppliers_search_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ai_question_generation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ai_client_discovery_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "ai_search_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_searches" ADD CONSTRAINT "ai_searches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_searches" ADD CONSTRAINT "ai_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_searches" ADD CONSTRAINT "ai_searches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_searches_project_type_idx" ON "ai_searches" USING btree ("project_id","type");--> statement-breakpoint
CREATE INDEX "ai_searches_status_idx" ON "ai_searches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "library_questions_label_search_idx" ON "library_questions" USING gin (to_tsvector('english'::regconfig, "search_label"));--> statement-breakpoint
CREATE INDEX "products_text_search_idx" ON "products" USING gin (to_tsvector('english'::regconfig, "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_profiles_industry_search_idx" ON "vendor_profiles" USING gin (to_tsvector('english'::regconfig, "industry"));--> statement-breakpoint
CREATE INDEX "vendor_profiles_industry_trgm_idx" ON "vendor_profiles" USING gin ("industry" gin_trgm_ops);