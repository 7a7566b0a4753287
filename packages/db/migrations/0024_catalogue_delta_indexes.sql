-- The till's catalogue delta (GET offline/catalogue/?since=, docs/selling-offline.md) reads the
-- rows changed after a stamp in each table that feeds a compact row: a range of last_modified.
CREATE INDEX "products_last_modified_idx" ON "products" USING btree ("last_modified");--> statement-breakpoint
CREATE INDEX "product_variants_last_modified_idx" ON "product_variants" USING btree ("last_modified");--> statement-breakpoint
CREATE INDEX "batches_last_modified_idx" ON "batches" USING btree ("last_modified");--> statement-breakpoint
CREATE INDEX "inventory_company_last_modified_idx" ON "inventory" USING btree ("company_id","last_modified");
