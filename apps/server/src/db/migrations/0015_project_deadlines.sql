CREATE TABLE "project_deadlines" (
	"project_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"date" timestamp with time zone NOT NULL,
	CONSTRAINT "project_deadlines_project_id_position_pk" PRIMARY KEY("project_id","position")
);
--> statement-breakpoint
ALTER TABLE "project_deadlines" ADD CONSTRAINT "project_deadlines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_deadlines_tenant_date_idx" ON "project_deadlines" USING btree ("company_id","date","position","project_id");--> statement-breakpoint
-- project_deadlines follows the five date columns of projects, one row per date set; position is the deadline
-- kind's place in DEADLINE_KINDS (packages/domain/src/projects/deadlines.ts): publish date, intent to respond
-- (submission_deadline), RFx submission deadline (questions_submission_deadline), clarification questions deadline,
-- decision date. A new project gets its rows; a project whose dates change gets them again; deleting a project
-- removes them through the foreign key.
CREATE FUNCTION "project_deadlines_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "project_deadlines" WHERE "project_id" = NEW."id";
  END IF;
  INSERT INTO "project_deadlines" ("project_id", "company_id", "position", "date")
    SELECT NEW."id", NEW."company_id", d."position", d."date"
    FROM (VALUES (0, NEW."publish_date"), (1, NEW."submission_deadline"), (2, NEW."questions_submission_deadline"),
      (3, NEW."questions_clarification_deadline"), (4, NEW."planned_decision_date")) AS d("position", "date")
    WHERE d."date" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_deadlines_on_insert" AFTER INSERT ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "project_deadlines_write"();--> statement-breakpoint
CREATE TRIGGER "projects_deadlines_on_update" AFTER UPDATE OF "company_id", "publish_date", "submission_deadline",
  "questions_submission_deadline", "questions_clarification_deadline", "planned_decision_date" ON "projects"
  FOR EACH ROW WHEN ((OLD."company_id", OLD."publish_date", OLD."submission_deadline", OLD."questions_submission_deadline",
    OLD."questions_clarification_deadline", OLD."planned_decision_date")
    IS DISTINCT FROM (NEW."company_id", NEW."publish_date", NEW."submission_deadline", NEW."questions_submission_deadline",
    NEW."questions_clarification_deadline", NEW."planned_decision_date"))
  EXECUTE FUNCTION "project_deadlines_write"();--> statement-breakpoint
INSERT INTO "project_deadlines" ("project_id", "company_id", "position", "date")
  SELECT p."id", p."company_id", d."position", d."date"
  FROM "projects" AS p
  CROSS JOIN LATERAL (VALUES (0, p."publish_date"), (1, p."submission_deadline"), (2, p."questions_submission_deadline"),
    (3, p."questions_clarification_deadline"), (4, p."planned_decision_date")) AS d("position", "date")
  WHERE d."date" IS NOT NULL;
