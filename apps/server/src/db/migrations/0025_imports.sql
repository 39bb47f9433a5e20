CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid,
	"name" text NOT NULL,
	"draft_project_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_draft_project_id_projects_id_fk" FOREIGN KEY ("draft_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE FUNCTION "delete_import_draft"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An import goes with its draft project whichever way it is deleted (its uploader's account removed, say); deleting
  -- the draft first (deleteQuestionImport) removes the import through the foreign key, and this finds nothing left.
  DELETE FROM "projects" WHERE "id" = OLD."draft_project_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "imports_delete_draft" AFTER DELETE ON "imports" FOR EACH ROW EXECUTE FUNCTION "delete_import_draft"();
