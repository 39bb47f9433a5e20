CREATE TABLE "supplier_debriefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"project_product_id" uuid NOT NULL,
	"sent_by" uuid,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_debriefs" ADD CONSTRAINT "supplier_debriefs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debriefs" ADD CONSTRAINT "supplier_debriefs_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debriefs" ADD CONSTRAINT "supplier_debriefs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_debriefs_product_idx" ON "supplier_debriefs" USING btree ("project_product_id","sent_at");--> statement-breakpoint
CREATE INDEX "supplier_debriefs_project_idx" ON "supplier_debriefs" USING btree ("project_id");