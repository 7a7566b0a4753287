-- Notifications written by triggers, in the transaction of the change that causes them (stock at or
-- below a reorder level, a transfer received, a sale made offline flagged). Applied after the
-- migrations whenever this folder changes (packages/db/src/functions.ts, ADR 0007); each trigger is
-- dropped and created again, so applying the file twice changes nothing.

-- When stock leaves a company (any UPDATE that lowers inventory rows: a sale, a transfer out, a
-- write-off), the variants whose company stock fell from above their reorder level to at or below
-- it notify that company's admins, in the same transaction. No statement is added to the caller:
-- the trigger runs inside the UPDATE, and it marks the transaction (`tillwise.notified`) so the
-- server can wake live listeners after commit (the sale reads it in its one statement).
CREATE OR REPLACE FUNCTION reorder_level_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM reorder_levels r WHERE r.company_id IN (SELECT DISTINCT n.company_id FROM new_rows n)
  ) THEN
    RETURN NULL;
  END IF;
  -- `left_here`: what the moved batches still hold. The variant's stock is at least that, so when
  -- it is above the level nothing can have crossed and the variant's stock is not summed.
  WITH moved AS (
    SELECT n.company_id, b.product_variant_id AS variant_id, sum(o.quantity - n.quantity) AS sold,
      sum(n.quantity) AS left_here
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN batches b ON b.id = n.batch_id
    WHERE n.quantity < o.quantity
    GROUP BY 1, 2
  ), crossed AS (
    SELECT m.company_id, m.variant_id, r.level, s.after
    FROM moved m
    JOIN reorder_levels r ON r.company_id = m.company_id AND r.product_variant_id = m.variant_id
      AND m.left_here <= r.level
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(i.quantity), 0) AS after
      FROM inventory i JOIN batches b2 ON b2.id = i.batch_id
      WHERE i.company_id = m.company_id AND b2.product_variant_id = m.variant_id
    ) s
    WHERE s.after <= r.level AND s.after + m.sold > r.level
  )
  -- The English text, and its key and values for a reader in another language (notification-messages.ts).
  INSERT INTO notifications (receiver_id, notif_type, message, link, message_key, message_values)
  SELECT u.id, 'INV_QUANTITY',
    format('Stock of %s at %s is %s, at or below its reorder level of %s.',
      x.product, co.company_name, trim_scale(c.after), trim_scale(c.level)),
    '/inventory',
    'stockAtReorderLevel',
    jsonb_build_object('product', x.product, 'company', co.company_name,
      'stock', trim_scale(c.after)::text, 'level', trim_scale(c.level)::text)
  FROM crossed c
  JOIN product_variants v ON v.id = c.variant_id
  JOIN products p ON p.id = v.product_id
  JOIN companies co ON co.id = c.company_id
  CROSS JOIN LATERAL (
    SELECT p.name || CASE WHEN v.size <> '' OR v.color <> ''
      THEN ' (' || concat_ws(', ', nullif(v.size, ''), nullif(v.color, '')) || ')' ELSE '' END AS product
  ) x
  JOIN users u ON u.company_id = c.company_id AND u.is_active AND u.user_type IN ('SUPER_ADMIN', 'ADMIN')
  ORDER BY c.company_id, c.variant_id, u.id;
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN
    PERFORM set_config('tillwise.notified', '1', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "inventory_reorder_level" ON "inventory";
--> statement-breakpoint
CREATE TRIGGER "inventory_reorder_level" AFTER UPDATE ON "inventory"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION reorder_level_check();
--> statement-breakpoint
-- An internal order sold to another department (a transfer) tells the buyer's admins, in the
-- order's transaction, unless the buyer's own operator made it (a purchase from a vendor).
-- Counter sales never reach the function: the trigger's WHEN reads only the new row.
CREATE OR REPLACE FUNCTION transfer_received_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND company_id = NEW.buyer_company_id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (receiver_id, notif_type, message, link, message_key, message_values)
  SELECT u.id, 'ORDER',
    format('%s sent order %s to %s (total %s).', s.company_name, NEW.invoice_id, b.company_name, trim_scale(NEW.total)),
    '/response?tab=order',
    'transferReceived',
    jsonb_build_object('seller', s.company_name, 'invoice', NEW.invoice_id, 'buyer', b.company_name,
      'total', trim_scale(NEW.total)::text)
  FROM users u
  JOIN companies s ON s.id = NEW.company_id
  JOIN companies b ON b.id = NEW.buyer_company_id
  WHERE u.company_id = NEW.buyer_company_id AND u.is_active AND u.user_type IN ('SUPER_ADMIN', 'ADMIN')
  ORDER BY u.id;
  IF FOUND THEN
    PERFORM set_config('tillwise.notified', '1', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_transfer_received" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_transfer_received" AFTER INSERT ON "orders"
FOR EACH ROW WHEN (NEW.internal_order AND NEW.buyer_company_id IS NOT NULL AND NEW.buyer_company_id <> NEW.company_id)
EXECUTE FUNCTION transfer_received_notice();
--> statement-breakpoint
-- Each flag tells the seller company's admins, in the sale's transaction (as the reorder levels
-- above do), and marks the transaction so the server wakes live listeners after commit.
CREATE OR REPLACE FUNCTION sale_flag_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  INSERT INTO notifications (receiver_id, notif_type, message, link, message_key, message_values)
  SELECT u.id, 'OFFLINE_SALE',
    CASE f.kind
      WHEN 'STOCK_BELOW_ZERO' THEN format(
        'Sale %s, made offline, was recorded though %s of %s (batch %s) was no longer in stock at %s: its stock is now %s. Receive or count the batch.',
        o.invoice_id, trim_scale(f.quantity), x.product, f.batch_id, co.company_name, trim_scale(coalesce(i.quantity, 0)))
      ELSE format(
        'Sale %s, made offline, was recorded though it put %s on account for %s beyond what they held: they now owe %s.',
        o.invoice_id, trim_scale(f.amount), x.customer, trim_scale(-cu.credit))
    END,
    CASE f.kind WHEN 'STOCK_BELOW_ZERO' THEN '/inventory' ELSE '/orders' END,
    CASE f.kind WHEN 'STOCK_BELOW_ZERO' THEN 'offlineSaleStock' ELSE 'offlineSaleCredit' END,
    CASE f.kind
      WHEN 'STOCK_BELOW_ZERO' THEN jsonb_build_object('invoice', o.invoice_id,
        'quantity', trim_scale(f.quantity)::text, 'product', x.product, 'batch', f.batch_id::text,
        'company', co.company_name, 'stock', trim_scale(coalesce(i.quantity, 0))::text)
      ELSE jsonb_build_object('invoice', o.invoice_id, 'amount', trim_scale(f.amount)::text,
        'customer', x.customer, 'owes', trim_scale(-cu.credit)::text)
    END
  FROM new_rows f
  JOIN orders o ON o.id = f.order_id
  JOIN companies co ON co.id = f.company_id
  LEFT JOIN batches b ON b.id = f.batch_id
  LEFT JOIN product_variants v ON v.id = b.product_variant_id
  LEFT JOIN products p ON p.id = v.product_id
  LEFT JOIN inventory i ON i.company_id = f.company_id AND i.batch_id = f.batch_id
  LEFT JOIN users cu ON cu.id = f.customer_id
  CROSS JOIN LATERAL (
    SELECT p.name || CASE WHEN v.size <> '' OR v.color <> ''
        THEN ' (' || concat_ws(', ', nullif(v.size, ''), nullif(v.color, '')) || ')' ELSE '' END AS product,
      coalesce(nullif(trim(cu.first_name || ' ' || cu.last_name), ''), cu.username) AS customer
  ) x
  JOIN users u ON u.company_id = f.company_id AND u.is_active AND u.user_type IN ('SUPER_ADMIN', 'ADMIN')
  ORDER BY f.id, u.id;
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN
    PERFORM set_config('tillwise.notified', '1', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sale_flags_notice" ON "sale_flags";
--> statement-breakpoint
CREATE TRIGGER "sale_flags_notice" AFTER INSERT ON "sale_flags"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION sale_flag_notice();
