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
ALTER TABLE "consensus_ratings" ADD CONSTRAINT "consensus_ratings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_ratings" ADD CONSTRAINT "consensus_ratings_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_ratings" ADD CONSTRAINT "consensus_ratings_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensus_ratings" ADD CONSTRAINT "consensus_ratings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consensus_ratings_answer_idx" ON "consensus_ratings" USING btree ("answer_id","created_at");--> statement-breakpoint
CREATE INDEX "consensus_ratings_project_idx" ON "consensus_ratings" USING btree ("project_id");