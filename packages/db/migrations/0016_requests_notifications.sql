-- Requests between departments, their lines and status history; notifications; reorder levels.
-- docs/domain/requests.md explains each table.
CREATE TYPE "public"."request_status" AS ENUM('PENDING', 'APPROVED', 'COMPLETE', 'CANCEL');--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL REFERENCES "users"("id"),
	"receiver_id" integer NOT NULL REFERENCES "users"("id"),
	"sender_company_id" integer NOT NULL REFERENCES "companies"("id"),
	"receiver_company_id" integer NOT NULL REFERENCES "companies"("id"),
	"request_type" varchar(20) NOT NULL DEFAULT 'SPECIAL_ORDER',
	"description" varchar(500) NOT NULL,
	"expected_delivery_date" date NOT NULL,
	"status" "request_status" DEFAULT 'PENDING' NOT NULL,
	"order_id" integer REFERENCES "orders"("id"),
	"idempotency_key" uuid,
	"request_hash" varchar(64),
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "requests_sender_company_idx" ON "requests" ("sender_company_id", "status", "id");--> statement-breakpoint
CREATE INDEX "requests_receiver_company_idx" ON "requests" ("receiver_company_id", "status", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_sender_idempotency_key" ON "requests" ("sender_id", "idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_order_key" ON "requests" ("order_id");--> statement-breakpoint
CREATE TABLE "request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "requests"("id"),
	"position" smallint NOT NULL,
	"product_variant_id" integer NOT NULL REFERENCES "product_variants"("id"),
	"quantity" numeric(14, 4) NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"discount" numeric(14, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "request_items_quantity_positive" CHECK ("request_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "request_items_request_idx" ON "request_items" ("request_id", "position");--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "requests"("id"),
	"status" "request_status" NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" ("request_id", "id");--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receiver_id" integer NOT NULL REFERENCES "users"("id"),
	"notif_type" varchar(20) NOT NULL,
	"message" varchar(500) NOT NULL,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_receiver_idx" ON "notifications" ("receiver_id", "id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("receiver_id") WHERE NOT "read";--> statement-breakpoint
CREATE TABLE "reorder_levels" (
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"product_variant_id" integer NOT NULL REFERENCES "product_variants"("id"),
	"level" numeric(14, 4) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reorder_levels_pkey" PRIMARY KEY ("company_id", "product_variant_id"),
	CONSTRAINT "reorder_levels_not_negative" CHECK ("reorder_levels"."level" >= 0)
);
--> statement-breakpoint
-- When stock leaves a company (any UPDATE that lowers inventory rows: a sale, a transfer out, a
-- write-off), the variants whose company stock fell from above their reorder level to at or below
-- it notify that company's admins, in the same transaction. No statement is added to the caller:
-- the trigger runs inside the UPDATE, and it marks the transaction (`tillwise.notified`) so the
-- server can wake live listeners after commit (the sale reads it in its one statement).
CREATE FUNCTION reorder_level_check() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO notifications (receiver_id, notif_type, message, link)
  SELECT u.id, 'INV_QUANTITY',
    format('Stock of %s%s at %s is %s, at or below its reorder level of %s.',
      p.name,
      CASE WHEN v.size <> '' OR v.color <> '' THEN ' (' || concat_ws(', ', nullif(v.size, ''), nullif(v.color, '')) || ')' ELSE '' END,
      co.company_name, trim_scale(c.after), trim_scale(c.level)),
    '/inventory'
  FROM crossed c
  JOIN product_variants v ON v.id = c.variant_id
  JOIN products p ON p.id = v.product_id
  JOIN companies co ON co.id = c.company_id
  JOIN users u ON u.company_id = c.company_id AND u.is_active AND u.user_type IN ('SUPER_ADMIN', 'ADMIN')
  ORDER BY c.company_id, c.variant_id, u.id;
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN
    PERFORM set_config('tillwise.notified', '1', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inventory_reorder_level" AFTER UPDATE ON "inventory"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION reorder_level_check();
--> statement-breakpoint
-- An internal order sold to another department (a transfer) tells the buyer's admins, in the
-- order's transaction, unless the buyer's own operator made it (a purchase from a vendor).
-- Counter sales never reach the function: the trigger's WHEN reads only the new row.
CREATE FUNCTION transfer_received_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND company_id = NEW.buyer_company_id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (receiver_id, notif_type, message, link)
  SELECT u.id, 'ORDER',
    format('%s sent order %s to %s (total %s).', s.company_name, NEW.invoice_id, b.company_name, trim_scale(NEW.total)),
    '/response?tab=order'
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
CREATE TRIGGER "orders_transfer_received" AFTER INSERT ON "orders"
FOR EACH ROW WHEN (NEW.internal_order AND NEW.buyer_company_id IS NOT NULL AND NEW.buyer_company_id <> NEW.company_id)
EXECUTE FUNCTION transfer_received_notice();
