CREATE TABLE "template_service_types" (
	"template_id" uuid NOT NULL,
	"service_type_id" uuid NOT NULL,
	CONSTRAINT "template_service_types_template_id_service_type_id_pk" PRIMARY KEY("template_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"draft_project_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "kind" text DEFAULT 'PROJECT' NOT NULL;--> statement-breakpoint
ALTER TABLE "template_service_types" ADD CONSTRAINT "template_service_types_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_service_types" ADD CONSTRAINT "template_service_types_service_type_id_supplier_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."supplier_service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_draft_project_id_projects_id_fk" FOREIGN KEY ("draft_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_service_types_type_idx" ON "template_service_types" USING btree ("service_type_id");--> statement-breakpoint
CREATE INDEX "templates_status_name_idx" ON "templates" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "templates_company_idx" ON "templates" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_draft_project_idx" ON "templates" USING btree ("draft_project_id");