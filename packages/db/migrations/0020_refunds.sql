-- Refunds from the receipt (docs/domain/orders.md, "Refunds from the receipt"): a return made from
-- a past sale names the sale (orders.refund_of_id) and each of its lines names the sale's line it
-- takes back (order_items.refund_of_item_id). write_order writes both, and check_refund
-- (packages/db/functions/05-refunds.sql) refuses more than was sold, in the same transaction.
ALTER TABLE "orders" ADD COLUMN "refund_of_id" integer REFERENCES "orders"("id");
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_of_item_id" integer REFERENCES "order_items"("id");
--> statement-breakpoint
CREATE INDEX "orders_refund_of_idx" ON "orders" USING btree ("refund_of_id") WHERE "refund_of_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "order_items_refund_of_item_idx" ON "order_items" USING btree ("refund_of_item_id") WHERE "refund_of_item_id" IS NOT NULL;
