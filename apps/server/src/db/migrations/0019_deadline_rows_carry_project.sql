-- Each deadline row gets the project columns the calendar filters and orders by, copied from its project.
ALTER TABLE "project_deadlines" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "project_deadlines" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "project_deadlines" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "project_deadlines" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "project_deadlines" ADD COLUMN "type" text;--> statement-breakpoint
UPDATE "project_deadlines" AS d
  SET "kind" = p."kind", "status" = p."status", "created_by" = p."created_by", "name" = p."name", "type" = p."type"
  FROM "projects" AS p WHERE p."id" = d."project_id";--> statement-breakpoint
ALTER TABLE "project_deadlines" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_deadlines" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_deadlines" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_deadlines" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
DROP INDEX "project_deadlines_tenant_date_idx";--> statement-breakpoint
CREATE INDEX "project_deadlines_tenant_order_idx" ON "project_deadlines" USING btree ("company_id","date","position","name","project_id");--> statement-breakpoint
-- As in 0015, with the project's kind, status, creator, name and type copied onto each of its dates.
CREATE OR REPLACE FUNCTION "project_deadlines_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "project_deadlines" WHERE "project_id" = NEW."id";
  END IF;
  INSERT INTO "project_deadlines" ("project_id", "company_id", "position", "date", "kind", "status", "created_by", "name", "type")
    SELECT NEW."id", NEW."company_id", d."position", d."date", NEW."kind", NEW."status", NEW."created_by", NEW."name", NEW."type"
    FROM (VALUES (0, NEW."publish_date"), (1, NEW."submission_deadline"), (2, NEW."questions_submission_deadline"),
      (3, NEW."questions_clarification_deadline"), (4, NEW."planned_decision_date")) AS d("position", "date")
    WHERE d."date" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "projects_deadlines_on_update" ON "projects";--> statement-breakpoint
CREATE TRIGGER "projects_deadlines_on_update" AFTER UPDATE OF "company_id", "kind", "status", "created_by", "name", "type",
  "publish_date", "submission_deadline", "questions_submission_deadline", "questions_clarification_deadline",
  "planned_decision_date" ON "projects"
  FOR EACH ROW WHEN ((OLD."company_id", OLD."kind", OLD."status", OLD."created_by", OLD."name", OLD."type",
    OLD."publish_date", OLD."submission_deadline", OLD."questions_submission_deadline",
    OLD."questions_clarification_deadline", OLD."planned_decision_date")
    IS DISTINCT FROM (NEW."company_id", NEW."kind", NEW."status", NEW."created_by", NEW."name", NEW."type",
    NEW."publish_date", NEW."submission_deadline", NEW."questions_submission_deadline",
    NEW."questions_clarification_deadline", NEW."planned_decision_date"))
  EXECUTE FUNCTION "project_deadlines_write"();
