-- Issue 31: supplier companies get the system roles new ones are created with (Company Administrator, who manages
-- the company's users, and Team Member, the default); each one's creator, or else its first user, administers it,
-- and its other users without a role become team members.
WITH "lacking" AS (
  SELECT "id" FROM "companies" "c"
  WHERE "c"."kind" = 'SUPPLIER' AND NOT EXISTS (SELECT 1 FROM "roles" "r" WHERE "r"."company_id" = "c"."id")
)
INSERT INTO "roles" ("company_id", "name", "is_system", "is_default", "privileges")
SELECT "id", 'Company Administrator', true, false, ARRAY['MANAGE_USERS']::text[] FROM "lacking"
UNION ALL
SELECT "id", 'Team Member', true, true, '{}'::text[] FROM "lacking";--> statement-breakpoint
UPDATE "users" "u" SET "role_id" = "r"."id"
FROM "companies" "c", "roles" "r"
WHERE "u"."company_id" = "c"."id" AND "c"."kind" = 'SUPPLIER' AND "u"."role_id" IS NULL
  AND "r"."company_id" = "c"."id" AND "r"."is_system"
  AND "r"."name" = CASE
    WHEN "u"."id" = coalesce("c"."created_by", (
      SELECT "first"."id" FROM "users" "first" WHERE "first"."company_id" = "c"."id"
      ORDER BY "first"."created_at", "first"."id" LIMIT 1))
    THEN 'Company Administrator' ELSE 'Team Member' END;
