CREATE TABLE "credit_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	CONSTRAINT "credit_allocations_amount_positive" CHECK ("credit_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"paid" numeric(14, 4) DEFAULT '0' NOT NULL,
	"refunded" numeric(14, 4) DEFAULT '0' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_invoices_amount_positive" CHECK ("credit_invoices"."amount" > 0),
	CONSTRAINT "credit_invoices_paid_range" CHECK ("credit_invoices"."paid" >= 0 AND "credit_invoices"."paid" <= "credit_invoices"."amount"),
	CONSTRAINT "credit_invoices_refunded_not_negative" CHECK ("credit_invoices"."refunded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"approved_by" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owed_before" numeric(14, 4) NOT NULL,
	"credit_limit" numeric(14, 4),
	"on_account" numeric(14, 4) NOT NULL,
	"overdue" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"payment_service" varchar(20),
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"journal_entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payments_amount_positive" CHECK ("credit_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" numeric(14, 4),
	"overdue_days" integer DEFAULT 30 NOT NULL,
	"overdue_blocks" boolean DEFAULT false NOT NULL,
	"offline_allowance" numeric(14, 4) DEFAULT '0' NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_settings_limit_not_negative" CHECK ("credit_settings"."credit_limit" IS NULL OR "credit_settings"."credit_limit" >= 0),
	CONSTRAINT "credit_settings_days_range" CHECK ("credit_settings"."overdue_days" BETWEEN 0 AND 3650),
	CONSTRAINT "credit_settings_allowance_not_negative" CHECK ("credit_settings"."offline_allowance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_limit" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "overdue_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "overdue_blocks" boolean;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_payment_id_credit_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."credit_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_order_id_credit_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."credit_invoices"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoices" ADD CONSTRAINT "credit_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoices" ADD CONSTRAINT "credit_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoices" ADD CONSTRAINT "credit_invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_overrides" ADD CONSTRAINT "credit_overrides_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_overrides" ADD CONSTRAINT "credit_overrides_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_overrides" ADD CONSTRAINT "credit_overrides_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_overrides" ADD CONSTRAINT "credit_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_settings" ADD CONSTRAINT "credit_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_allocations_payment_idx" ON "credit_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_allocations_order_idx" ON "credit_allocations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_invoices_customer_idx" ON "credit_invoices" USING btree ("customer_id","company_id","created");--> statement-breakpoint
CREATE INDEX "credit_invoices_open_idx" ON "credit_invoices" USING btree ("customer_id","created") WHERE "credit_invoices"."amount" > "credit_invoices"."paid" + "credit_invoices"."refunded";--> statement-breakpoint
CREATE INDEX "credit_invoices_company_created_idx" ON "credit_invoices" USING btree ("company_id","created");--> statement-breakpoint
CREATE INDEX "credit_overrides_order_idx" ON "credit_overrides" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_payments_customer_idx" ON "credit_payments" USING btree ("customer_id","company_id","created");--> statement-breakpoint
-- hand-written
-- Credit invoices of the sales made before this migration: the part each sale put on a regular
-- customer's account in its own entries, what refunds to the account took off it, and a
-- cancelled sale's reversal taking it off whole (docs/domain/credit.md).
INSERT INTO "credit_invoices" ("order_id", "company_id", "customer_id", "amount", "created")
SELECT o.id, o.company_id, o.buyer_id, x.net, o.created
FROM orders o
JOIN users u ON u.id = o.buyer_id AND u.user_type = 'REGULAR_CUSTOMER'
JOIN LATERAL (
  SELECT sum(l.debit - l.credit) AS net
  FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN accounts a ON a.id = l.account_id
  WHERE e.source_type = 'order' AND e.source_id = o.id AND e.company_id = o.company_id
    AND a.purpose = 'RECEIVABLE' AND a.counterparty_user_id = o.buyer_id
) AS x ON x.net > 0
WHERE NOT o.internal_order AND o.refund_of_id IS NULL AND o.status <> 'RETURNED';
--> statement-breakpoint
UPDATE "credit_invoices" i SET "refunded" = r.amount
FROM (
  SELECT s.order_id AS sale, sum(l.credit - l.debit) AS amount
  FROM credit_invoices s
  JOIN journal_entries e ON (e.source_type = 'order' AND e.source_id IN (SELECT id FROM orders WHERE refund_of_id = s.order_id))
    OR (e.source_type = 'reversal' AND e.reverses_entry_id IN (
      SELECT id FROM journal_entries WHERE source_type = 'order' AND source_id = s.order_id))
  JOIN journal_lines l ON l.entry_id = e.id
  JOIN accounts a ON a.id = l.account_id AND a.purpose = 'RECEIVABLE' AND a.counterparty_user_id = s.customer_id
    AND a.company_id = s.company_id
  GROUP BY s.order_id
) AS r
WHERE i.order_id = r.sale AND r.amount > 0;
