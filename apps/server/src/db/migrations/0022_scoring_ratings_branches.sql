CREATE TABLE "answer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid,
	"answer_id" uuid NOT NULL,
	"project_product_id" uuid NOT NULL,
	"notes" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_notes_scope_answer_key" UNIQUE NULLS NOT DISTINCT("branch_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "answer_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid,
	"answer_id" uuid NOT NULL,
	"project_product_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"rated_by" uuid,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_ratings_scope_answer_key" UNIQUE NULLS NOT DISTINCT("branch_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "branch_members" (
	"branch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "branch_members_branch_id_user_id_pk" PRIMARY KEY("branch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "branch_question_weights" (
	"branch_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"weight" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_question_weights_branch_id_question_id_pk" PRIMARY KEY("branch_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"scoring_type" text NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_rated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "answer_notes" ADD CONSTRAINT "answer_notes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_notes" ADD CONSTRAINT "answer_notes_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_notes" ADD CONSTRAINT "answer_notes_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_notes" ADD CONSTRAINT "answer_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_ratings" ADD CONSTRAINT "answer_ratings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_ratings" ADD CONSTRAINT "answer_ratings_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_ratings" ADD CONSTRAINT "answer_ratings_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_ratings" ADD CONSTRAINT "answer_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_members" ADD CONSTRAINT "branch_members_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_members" ADD CONSTRAINT "branch_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_question_weights" ADD CONSTRAINT "branch_question_weights_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_question_weights" ADD CONSTRAINT "branch_question_weights_question_id_project_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."project_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_question_weights" ADD CONSTRAINT "branch_question_weights_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_notes_answer_idx" ON "answer_notes" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "answer_ratings_answer_idx" ON "answer_ratings" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "answer_ratings_product_idx" ON "answer_ratings" USING btree ("project_product_id");--> statement-breakpoint
CREATE INDEX "branch_members_user_idx" ON "branch_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "branch_question_weights_question_idx" ON "branch_question_weights" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "branches_project_idx" ON "branches" USING btree ("project_id");--> statement-breakpoint
INSERT INTO "answer_ratings" ("branch_id", "answer_id", "project_product_id", "rating", "rated_by", "rated_at")
SELECT NULL, "id", "project_product_id", "rating", "rated_by", "updated_at" FROM "answers" WHERE "rating" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "answers" DROP COLUMN "rated_by";