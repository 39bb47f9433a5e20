ALTER TABLE "library_questions" ADD COLUMN "tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- library_questions.tag_ids mirrors library_question_tags: after each statement that links or unlinks tags, the
-- questions it touched get their tag ids again (once per statement, however many rows it changed).
CREATE FUNCTION "library_questions_sync_tag_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "library_questions" AS q
    SET "tag_ids" = coalesce(
      (SELECT array_agg(t."tag_id" ORDER BY t."tag_id") FROM "library_question_tags" AS t WHERE t."question_id" = q."id"),
      '{}'::uuid[])
    WHERE q."id" IN (SELECT "question_id" FROM "changed_links");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "library_question_tags_inserted" AFTER INSERT ON "library_question_tags"
  REFERENCING NEW TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "library_questions_sync_tag_ids"();--> statement-breakpoint
CREATE TRIGGER "library_question_tags_deleted" AFTER DELETE ON "library_question_tags"
  REFERENCING OLD TABLE AS "changed_links" FOR EACH STATEMENT EXECUTE FUNCTION "library_questions_sync_tag_ids"();
