CREATE TABLE "product_service_types" (
	"product_id" uuid NOT NULL,
	"service_type_id" uuid NOT NULL,
	CONSTRAINT "product_service_types_product_id_service_type_id_pk" PRIMARY KEY("product_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"product_id" uuid,
	"email" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"share_notes" boolean DEFAULT false NOT NULL,
	"participation_status" text NOT NULL,
	"invited_at" timestamp with time zone,
	"answers_submit_deadline" timestamp with time zone,
	"answers_submitted_at" timestamp with time zone,
	"winner" boolean DEFAULT false NOT NULL,
	"invitation_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_service_types" ADD CONSTRAINT "product_service_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_service_types" ADD CONSTRAINT "product_service_types_service_type_id_supplier_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."supplier_service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_products" ADD CONSTRAINT "project_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_service_types_type_idx" ON "product_service_types" USING btree ("service_type_id");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "project_products_project_product_idx" ON "project_products" USING btree ("project_id","product_id");--> statement-breakpoint
CREATE INDEX "project_products_product_idx" ON "project_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_products_token_idx" ON "project_products" USING btree ("invitation_token_hash");