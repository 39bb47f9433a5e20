CREATE TABLE "questionnaire_versions" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "bump_questionnaire_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement-level: one bump per project the statement touched, whatever the number of rows. A project being deleted
  -- (its sections go with it) is skipped: its version row goes too.
  INSERT INTO "questionnaire_versions" AS "current" ("project_id", "version")
  SELECT DISTINCT "changed"."project_id", 1 FROM "changed" JOIN "projects" ON "projects"."id" = "changed"."project_id"
  ORDER BY 1
  ON CONFLICT ("project_id") DO UPDATE SET "version" = "current"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sections_insert_bumps_questionnaire" AFTER INSERT ON "sections" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_questionnaire_versions"();
--> statement-breakpoint
CREATE TRIGGER "sections_update_bumps_questionnaire" AFTER UPDATE ON "sections" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_questionnaire_versions"();
--> statement-breakpoint
CREATE TRIGGER "sections_delete_bumps_questionnaire" AFTER DELETE ON "sections" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_questionnaire_versions"();
--> statement-breakpoint
CREATE TRIGGER "project_questions_insert_bumps_questionnaire" AFTER INSERT ON "project_questions" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_questionnaire_versions"();
--> statement-breakpoint
CREATE TRIGGER "project_questions_update_bumps_questionnaire" AFTER UPDATE ON "project_questions" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_questionnaire_versions"();
--> statement-breakpoint
CREATE TRIGGER "project_questions_delete_bumps_questionnaire" AFTER DELETE ON "project_questions" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_questionnaire_versions"();
