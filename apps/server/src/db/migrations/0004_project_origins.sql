ALTER TABLE "projects" ADD COLUMN "base_project_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_base_project_id_projects_id_fk" FOREIGN KEY ("base_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;