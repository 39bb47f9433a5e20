-- The keyword filter's trigram index (pg_trgm is a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "library_group_questions" (
	"group_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_group_questions_group_id_question_id_pk" PRIMARY KEY("group_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "library_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_question_tags" (
	"question_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "library_question_tags_question_id_tag_id_pk" PRIMARY KEY("question_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "library_question_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"definition" jsonb NOT NULL,
	"type" text GENERATED ALWAYS AS (("definition" ->> 'type')) STORED NOT NULL,
	"search_label" text GENERATED ALWAYS AS (lower("definition" ->> 'label')) STORED NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_group_questions" ADD CONSTRAINT "library_group_questions_group_id_library_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."library_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_group_questions" ADD CONSTRAINT "library_group_questions_question_id_library_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."library_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_groups" ADD CONSTRAINT "library_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_groups" ADD CONSTRAINT "library_groups_parent_id_library_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_question_tags" ADD CONSTRAINT "library_question_tags_question_id_library_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."library_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_question_tags" ADD CONSTRAINT "library_question_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_question_versions" ADD CONSTRAINT "library_question_versions_question_id_library_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."library_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_question_versions" ADD CONSTRAINT "library_question_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_questions" ADD CONSTRAINT "library_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_questions" ADD CONSTRAINT "library_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_group_questions_question_idx" ON "library_group_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_groups_sibling_name_idx" ON "library_groups" USING btree ("company_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "library_groups_parent_idx" ON "library_groups" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "library_question_tags_tag_idx" ON "library_question_tags" USING btree ("tag_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_question_versions_question_version_idx" ON "library_question_versions" USING btree ("question_id","version");--> statement-breakpoint
CREATE INDEX "library_questions_company_idx" ON "library_questions" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "library_questions_public_idx" ON "library_questions" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "library_questions"."is_public";--> statement-breakpoint
CREATE INDEX "library_questions_label_trgm_idx" ON "library_questions" USING gin ("search_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_questions_created_by_idx" ON "library_questions" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_company_label_idx" ON "tags" USING btree ("company_id",lower("label")) WHERE "tags"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_public_label_idx" ON "tags" USING btree (lower("label")) WHERE "tags"."company_id" is null;--> statement-breakpoint
ALTER TABLE "project_questions" ADD CONSTRAINT "project_questions_source_question_id_library_questions_id_fk" FOREIGN KEY ("source_question_id") REFERENCES "public"."library_questions"("id") ON DELETE set null ON UPDATE no action;