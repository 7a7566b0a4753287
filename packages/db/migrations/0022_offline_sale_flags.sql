-- A sale made offline is a fact (docs/selling-offline.md): the server records it even when the
-- stock it names is gone, taking the batch's stock row below zero, and flags what it accepted.
-- The table's quantity check becomes a check at commit: a row below zero needs its flag.
ALTER TABLE "inventory" DROP CONSTRAINT "inventory_not_negative";
--> statement-breakpoint
CREATE TABLE "sale_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"kind" varchar(20) NOT NULL,
	"batch_id" integer REFERENCES "batches"("id"),
	"customer_id" integer REFERENCES "users"("id"),
	"quantity" numeric(14, 4),
	"amount" numeric(14, 4),
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_flags_kind" CHECK ("sale_flags"."kind" IN ('STOCK_BELOW_ZERO', 'CREDIT_OVER_BALANCE'))
);
--> statement-breakpoint
CREATE INDEX "sale_flags_company_idx" ON "sale_flags" ("company_id", "id");
--> statement-breakpoint
CREATE INDEX "sale_flags_order_idx" ON "sale_flags" ("order_id");
--> statement-breakpoint
-- Stock below zero only where a sale made offline was flagged for that batch: checked at commit,
-- as move_stock writes the flag after the stock row.
CREATE FUNCTION inventory_below_zero_flagged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.quantity < 0 AND NOT EXISTS (
    SELECT 1 FROM sale_flags f
    WHERE f.company_id = NEW.company_id AND f.batch_id = NEW.batch_id AND f.kind = 'STOCK_BELOW_ZERO'
  ) THEN
    RAISE EXCEPTION 'stock of batch % at company % below zero with no offline sale flagged', NEW.batch_id, NEW.company_id
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inventory_below_zero_flagged" AFTER INSERT OR UPDATE OF "quantity" ON "inventory"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (NEW.quantity < 0) EXECUTE FUNCTION inventory_below_zero_flagged();
--> statement-breakpoint
-- move_stock gains a last parameter (p_accept_short); the old signature would stay beside it.
DROP FUNCTION IF EXISTS move_stock(integer, stock_movement_kind, integer, integer, timestamptz, text, jsonb, jsonb);
--> statement-breakpoint
-- Each flag tells the seller company's admins, in the sale's transaction (as the reorder levels of
-- migration 0016 do), and marks the transaction so the server wakes live listeners after commit.
CREATE FUNCTION sale_flag_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  INSERT INTO notifications (receiver_id, notif_type, message, link)
  SELECT u.id, 'OFFLINE_SALE',
    CASE f.kind
      WHEN 'STOCK_BELOW_ZERO' THEN format(
        'Sale %s, made offline, was recorded though %s of %s%s (batch %s) was no longer in stock at %s: its stock is now %s. Receive or count the batch.',
        o.invoice_id, trim_scale(f.quantity), p.name,
        CASE WHEN v.size <> '' OR v.color <> '' THEN ' (' || concat_ws(', ', nullif(v.size, ''), nullif(v.color, '')) || ')' ELSE '' END,
        f.batch_id, co.company_name, trim_scale(coalesce(i.quantity, 0)))
      ELSE format(
        'Sale %s, made offline, was recorded though it put %s on account for %s beyond what they held: they now owe %s.',
        o.invoice_id, trim_scale(f.amount), coalesce(nullif(trim(cu.first_name || ' ' || cu.last_name), ''), cu.username),
        trim_scale(-cu.credit))
    END,
    CASE f.kind WHEN 'STOCK_BELOW_ZERO' THEN '/inventory' ELSE '/orders' END
  FROM new_rows f
  JOIN orders o ON o.id = f.order_id
  JOIN companies co ON co.id = f.company_id
  LEFT JOIN batches b ON b.id = f.batch_id
  LEFT JOIN product_variants v ON v.id = b.product_variant_id
  LEFT JOIN products p ON p.id = v.product_id
  LEFT JOIN inventory i ON i.company_id = f.company_id AND i.batch_id = f.batch_id
  LEFT JOIN users cu ON cu.id = f.customer_id
  JOIN users u ON u.company_id = f.company_id AND u.is_active AND u.user_type IN ('SUPER_ADMIN', 'ADMIN')
  ORDER BY f.id, u.id;
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN
    PERFORM set_config('tillwise.notified', '1', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sale_flags_notice" AFTER INSERT ON "sale_flags"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION sale_flag_notice();
