CREATE TABLE "stock_category_sums" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"value" numeric NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "stock_category_sums_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "stock_fold" (
	"id" smallint PRIMARY KEY NOT NULL,
	"folded_through" bigint DEFAULT 0 NOT NULL,
	"pending_through" bigint,
	"pending_xmax" bigint,
	CONSTRAINT "stock_fold_one_row" CHECK ("stock_fold"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stock_product_sums" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "stock_product_sums_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "stock_product_sums_product_idx" ON "stock_product_sums" USING btree ("product_id");--> statement-breakpoint
INSERT INTO "stock_fold" ("id", "folded_through") VALUES (1, 0);
--> statement-breakpoint
-- Revaluations so far (the Inventory lines of `revalue_batch`'s entries, source 'batch'): from now on
-- revalue_batch adds its own; the stock movements are folded after commit, from the first.
INSERT INTO "stock_product_sums" ("company_id", "product_id", "quantity", "value")
SELECT e.company_id, v.product_id, 0, sum(l.debit - l.credit)
FROM journal_entries e
JOIN journal_lines l ON l.entry_id = e.id
JOIN accounts a ON a.id = l.account_id AND a.purpose = 'INVENTORY'
JOIN batches b ON b.id = e.source_id
JOIN product_variants v ON v.id = b.product_variant_id
WHERE e.source_type = 'batch'
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "stock_category_sums" ("company_id", "category_id", "quantity", "value", "products")
SELECT s.company_id, coalesce(p.category_id, 0), 0, sum(s.value), 0
FROM stock_product_sums s JOIN products p ON p.id = s.product_id
GROUP BY 1, 2;
