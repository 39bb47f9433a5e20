CREATE TABLE "conflict_admissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"project_product_id" uuid NOT NULL,
	"user_id" uuid,
	"admitted_by" uuid,
	"admitted_by_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conflict_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"project_product_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"has_conflict" boolean NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consensus_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"project_product_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conflict_admissions" ADD CONSTRAINT "conflict_admissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_admissions" ADD CONSTRAINT "conflict_admissions_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_admissions" ADD CONSTRAINT "conflict_admissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_admissions" ADD CONSTRAINT "conflict_admissions_admitted_by_users_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_declarations" ADD CONSTRAINT "conflict_declarations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_declarations" ADD CONSTRAINT "conflict_declarations_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_declarations" ADD CONSTRAINT "conflict_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_ratings" ADD CONSTRAINT "consensus_ratings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_ratings" ADD CONSTRAINT "consensus_ratings_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_ratings" ADD CONSTRAINT "consensus_ratings_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_ratings" ADD CONSTRAINT "consensus_ratings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conflict_admissions_product_user_idx" ON "conflict_admissions" USING btree ("project_product_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "conflict_admissions_project_idx" ON "conflict_admissions" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "conflict_declarations_product_user_idx" ON "conflict_declarations" USING btree ("project_product_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "conflict_declarations_project_idx" ON "conflict_declarations" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "consensus_ratings_answer_idx" ON "consensus_ratings" USING btree ("answer_id","created_at");--> statement-breakpoint
CREATE INDEX "consensus_ratings_project_idx" ON "consensus_ratings" USING btree ("project_id");