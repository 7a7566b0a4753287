-- Stock and money as one ledger (docs/domain/accounting.md, "Stock in the books"): every batch
-- carries the cost it is valued at, every stock movement carries its value at that cost and the
-- journal entry that posted it, and the chart gains the accounts stock postings need.
ALTER TYPE account_purpose ADD VALUE IF NOT EXISTS 'OPENING_EQUITY';
--> statement-breakpoint
ALTER TYPE account_purpose ADD VALUE IF NOT EXISTS 'STOCK_ADJUSTMENT';
--> statement-breakpoint
ALTER TYPE account_purpose ADD VALUE IF NOT EXISTS 'PURCHASE_VARIANCE';
--> statement-breakpoint
ALTER TABLE batches ADD COLUMN unit_cost numeric(14, 4) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE batches ADD COLUMN received_from_company_id integer REFERENCES companies (id);
--> statement-breakpoint
UPDATE batches b SET unit_cost = v.price FROM product_variants v WHERE v.id = b.product_variant_id;
--> statement-breakpoint
ALTER TABLE batches ADD CONSTRAINT batches_unit_cost_not_negative CHECK (unit_cost >= 0);
--> statement-breakpoint
ALTER TABLE stock_movements ADD COLUMN value numeric(20, 4) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE stock_movements ADD COLUMN entry_id integer REFERENCES journal_entries (id);
--> statement-breakpoint
-- The writers' definitions now live in packages/db/functions/*.sql, applied after the migrations
-- (ADR 0007); the one whose arguments change is dropped here so the new one can be created.
DROP FUNCTION IF EXISTS move_stock(integer, stock_movement_kind, integer, integer, timestamptz, text, jsonb);
--> statement-breakpoint
-- The digest of packages/db/functions/*.sql last applied, so a start applies them only when they changed.
CREATE TABLE db_functions (id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1), digest text NOT NULL, applied timestamptz NOT NULL DEFAULT now());
