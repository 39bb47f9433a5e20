CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_product_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" jsonb,
	"secondary_value" jsonb,
	"not_applicable" boolean DEFAULT false NOT NULL,
	"not_applicable_description" text,
	"is_draft" boolean DEFAULT false NOT NULL,
	"status" text,
	"request_note" text,
	"requested_at" timestamp with time zone,
	"requested_by" uuid,
	"rating" integer,
	"rated_by" uuid,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_project_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."project_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_product_question_idx" ON "answers" USING btree ("project_product_id","question_id");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");