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
ALTER TABLE "sections" ADD CONSTRAINT "sections_ai_search_id_ai_searches_id_fk" FOREIGN KEY ("ai_search_id") REFERENCES "public"."ai_searches"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "sections_ai_search_idx" ON "sections" USING btree ("ai_search_id");