CREATE TABLE "library_tag_counts" (
	"company_id" uuid NOT NULL,
	"is_public" boolean NOT NULL,
	"is_external" boolean NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "library_tag_counts_company_id_is_public_is_external_type_tag_id_pk" PRIMARY KEY("company_id","is_public","is_external","type","tag_id")
);
--> statement-breakpoint
CREATE TABLE "library_type_counts" (
	"company_id" uuid NOT NULL,
	"is_public" boolean NOT NULL,
	"is_external" boolean NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "library_type_counts_company_id_is_public_is_external_type_pk" PRIMARY KEY("company_id","is_public","is_external","type")
);
--> statement-breakpoint
ALTER TABLE "library_tag_counts" ADD CONSTRAINT "library_tag_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_type_counts" ADD CONSTRAINT "library_type_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- library_type_counts and library_tag_counts follow library_questions: after each statement, the rows it removed
-- are taken off (an update only: the counts of a company being deleted are going too) and the rows it added are
-- counted in. Rows are locked in key order so that two statements cannot deadlock on them.
CREATE FUNCTION "library_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "library_type_counts" AS c SET "count" = c."count" - o.n
      FROM (SELECT "company_id", "is_public", "is_external", "type", count(*) AS n FROM "old_rows"
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4) AS o
      WHERE c."company_id" = o."company_id" AND c."is_public" = o."is_public" AND c."is_external" = o."is_external"
        AND c."type" = o."type";
    UPDATE "library_tag_counts" AS c SET "count" = c."count" - o.n
      FROM (SELECT "company_id", "is_public", "is_external", "type", "tag_id", count(*) AS n
        FROM "old_rows", unnest("tag_ids") AS "tag_id" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5) AS o
      WHERE c."company_id" = o."company_id" AND c."is_public" = o."is_public" AND c."is_external" = o."is_external"
        AND c."type" = o."type" AND c."tag_id" = o."tag_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "library_type_counts" ("company_id", "is_public", "is_external", "type", "count")
      SELECT "company_id", "is_public", "is_external", "type", count(*) FROM "new_rows"
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("company_id", "is_public", "is_external", "type")
        DO UPDATE SET "count" = "library_type_counts"."count" + excluded."count";
    INSERT INTO "library_tag_counts" ("company_id", "is_public", "is_external", "type", "tag_id", "count")
      SELECT "company_id", "is_public", "is_external", "type", "tag_id", count(*)
        FROM "new_rows", unnest("tag_ids") AS "tag_id" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("company_id", "is_public", "is_external", "type", "tag_id")
        DO UPDATE SET "count" = "library_tag_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "library_questions_counted_on_insert" AFTER INSERT ON "library_questions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "library_facet_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "library_questions_counted_on_update" AFTER UPDATE ON "library_questions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_facet_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "library_questions_counted_on_delete" AFTER DELETE ON "library_questions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "library_facet_counts_apply"();--> statement-breakpoint
INSERT INTO "library_type_counts" ("company_id", "is_public", "is_external", "type", "count")
  SELECT "company_id", "is_public", "is_external", "type", count(*) FROM "library_questions" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "library_tag_counts" ("company_id", "is_public", "is_external", "type", "tag_id", "count")
  SELECT "company_id", "is_public", "is_external", "type", "tag_id", count(*)
  FROM "library_questions", unnest("tag_ids") AS "tag_id" GROUP BY 1, 2, 3, 4, 5;
