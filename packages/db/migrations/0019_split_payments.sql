-- Split payment (docs/domain/orders.md, "Split payment"): the parts of a sale paid partly in cash,
-- partly by card through a payment service, partly on the customer's account. write_order
-- (packages/db/functions/04-orders.sql) writes them with the order; a sale paid one way has none.
CREATE TYPE "public"."payment_part_method" AS ENUM('CASH', 'CARD', 'CREDIT');
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"position" smallint NOT NULL,
	"method" "payment_part_method" NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"payment_service" "payment_service",
	"transaction_id" varchar(100) DEFAULT '' NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_position_key" ON "order_payments" USING btree ("order_id","position");
--> statement-breakpoint
-- The parts are history, like the order's lines: never edited or removed.
CREATE TRIGGER order_payments_append_only
  BEFORE UPDATE OR DELETE ON order_payments
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
