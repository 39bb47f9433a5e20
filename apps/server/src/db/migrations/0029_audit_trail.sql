CREATE TABLE "audit_entries" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid,
	"project_id" uuid,
	"project_name" text,
	"actor_user_id" uuid,
	"actor_email" text,
	"actor_company_id" uuid,
	"kind" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"address" text,
	"created_at" timestamp with time zone NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_chain_idx" ON "audit_entries" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_project_idx" ON "audit_entries" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_user_id","seq");