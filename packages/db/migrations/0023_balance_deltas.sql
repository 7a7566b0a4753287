-- Balances without a row every sale writes (docs/adr/0009-no-store-wide-row-on-a-sale.md). A
-- posting adds its accounts' net debits here (add_to_balances); fold_balances moves them into
-- accounts.balance after commit. An account's balance is accounts.balance plus its deltas. The
-- company's funds and what it owes are summed from its accounts on read (company_funds,
-- company_owed), so the company row is no longer written by a sale.
CREATE TABLE "balance_deltas" (
	"account_id" integer NOT NULL,
	"delta" numeric(20, 4) NOT NULL
) WITH (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);
--> statement-breakpoint
CREATE INDEX "balance_deltas_account_idx" ON "balance_deltas" USING btree ("account_id");
--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "balance";
--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "credit";
