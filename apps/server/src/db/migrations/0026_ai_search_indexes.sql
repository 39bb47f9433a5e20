CREATE INDEX "library_questions_label_search_idx" ON "library_questions" USING gin (to_tsvector('english'::regconfig, "search_label"));--> statement-breakpoint
CREATE INDEX "products_text_search_idx" ON "products" USING gin (to_tsvector('english'::regconfig, "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_profiles_industry_search_idx" ON "vendor_profiles" USING gin (to_tsvector('english'::regconfig, "industry"));--> statement-breakpoint
CREATE INDEX "vendor_profiles_industry_trgm_idx" ON "vendor_profiles" USING gin ("industry" gin_trgm_ops);