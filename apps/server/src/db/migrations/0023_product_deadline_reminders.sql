CREATE TABLE "product_deadline_reminders" (
	"project_product_id" uuid NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_deadline_reminders_project_product_id_deadline_days_user_id_pk" PRIMARY KEY("project_product_id","deadline","days","user_id")
);
--> statement-breakpoint
ALTER TABLE "product_deadline_reminders" ADD CONSTRAINT "product_deadline_reminders_project_product_id_project_products_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_deadline_reminders" ADD CONSTRAINT "product_deadline_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;