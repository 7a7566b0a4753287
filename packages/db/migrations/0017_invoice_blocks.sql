-- Invoice number blocks (docs/domain/orders.md, "Invoice numbers"): a till reserves a block of its
-- company's invoice numbers while online, so a receipt printed offline carries the number the
-- server keeps, and two tills never print the same number. Reserving moves the company's sequence
-- past the block, so online sales and other tills never take a number inside it.
-- reserve_invoice_block and take_invoice_number are defined in packages/db/functions/04-orders.sql.
CREATE TABLE "invoice_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"till_id" uuid NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"first_number" integer NOT NULL,
	"last_number" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_blocks_range" CHECK ("invoice_blocks"."last_number" >= "invoice_blocks"."first_number")
);
--> statement-breakpoint
CREATE INDEX "invoice_blocks_company_range_idx" ON "invoice_blocks" USING btree ("company_id","first_number");
