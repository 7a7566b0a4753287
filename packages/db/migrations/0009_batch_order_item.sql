ALTER TABLE "batches" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_order_item_key" ON "batches" USING btree ("order_item_id");