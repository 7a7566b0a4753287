CREATE TYPE "public"."order_status" AS ENUM('PENDING', 'COMPLETE', 'RETURNED', 'CANCEL');--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"prefix" varchar(20) DEFAULT 'INV' NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"batch_id" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"discount" numeric(14, 4) DEFAULT '0' NOT NULL,
	"line_total" numeric(14, 4) NOT NULL,
	"unit_cost" numeric(14, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_items_quantity_not_zero" CHECK ("order_items"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" varchar(60) NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"buyer_company_id" integer,
	"status" "order_status" DEFAULT 'COMPLETE' NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"amount_received" numeric(14, 4) DEFAULT '0' NOT NULL,
	"total_discount" numeric(14, 4) DEFAULT '0' NOT NULL,
	"amount_discount" boolean DEFAULT true NOT NULL,
	"cash_payment" boolean DEFAULT true NOT NULL,
	"payment_service" "payment_service",
	"transaction_id" varchar(100) DEFAULT '' NOT NULL,
	"deduct_balance" boolean DEFAULT false NOT NULL,
	"internal_order" boolean DEFAULT false NOT NULL,
	"idempotency_key" uuid,
	"request_hash" varchar(64),
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_key" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_batch_idx" ON "order_items" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_invoice_key" ON "orders" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_seller_idempotency_key" ON "orders" USING btree ("seller_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created");--> statement-breakpoint
CREATE INDEX "orders_buyer_company_created_idx" ON "orders" USING btree ("buyer_company_id","created");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "orders_invoice_id_trgm_idx" ON "orders" USING gin ("invoice_id" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Order lines are history: never edited or removed (a return is a new order). Orders change only
-- their status, and are never deleted.
CREATE TRIGGER order_items_append_only
  BEFORE UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER orders_never_deleted
  BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
