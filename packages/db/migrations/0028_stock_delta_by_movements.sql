-- A sale's stock update is a HOT update again. Migration 0024 indexed inventory.last_modified for
-- the till's catalogue delta, and every sale rewrites that column, so every sale's stock update
-- wrote a new index entry in each of the table's four indexes (docs/performance.md, "The sale's
-- regression"). The delta now finds the stock that moved through the movements, the sale's own
-- append-only rows, by when they were written (`recorded`: the transaction's start, like
-- last_modified; `created` is the till's time for a sale made offline, which may be long before).
-- Rows written before this migration carry its time: a till's next delta after the upgrade lists
-- every product whose stock ever moved, or asks for the whole catalogue when that is too many.
ALTER TABLE "stock_movements" ADD COLUMN "recorded" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_company_recorded_idx" ON "stock_movements" USING btree ("company_id","recorded");--> statement-breakpoint
DROP INDEX "inventory_company_last_modified_idx";
