DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_bar_code_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_bar_code_trgm_idx" ON "products" USING gin ("bar_code" gin_trgm_ops) WITH (fastupdate=false) WHERE "products"."is_active";