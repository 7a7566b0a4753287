-- The one writer of stock, and the revaluation of a batch. Every movement carries its value at the
-- batch's cost and the journal entry that posted it: no stock moves without its posting.

-- The accounts a stock movement may post against, by kind (docs/domain/accounting.md, "Stock in
-- the books"): a sale or counter return against cost of goods sold; a correction or write-off
-- against stock adjustments; a receipt against whoever the goods came from (a counterparty's
-- payable, the purchase clearing of an order, or opening-balance equity); a transfer against cost
-- of goods sold, the purchase clearing, or the other department's receivable or payable.
CREATE OR REPLACE FUNCTION stock_counter_allowed(p_kind stock_movement_kind, p_purpose account_purpose)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_kind
    WHEN 'SALE' THEN p_purpose = 'COGS'
    WHEN 'RETURN' THEN p_purpose = 'COGS'
    WHEN 'ADJUSTMENT' THEN p_purpose = 'STOCK_ADJUSTMENT'
    WHEN 'RECEIPT' THEN p_purpose IN ('PAYABLE', 'PURCHASE_VARIANCE', 'OPENING_EQUITY')
    ELSE p_purpose IN ('COGS', 'PURCHASE_VARIANCE', 'RECEIVABLE', 'PAYABLE')
  END
$$;
--> statement-breakpoint

-- Moves stock. Lines: [{batch_id, quantity (signed), item_id}], all in or all out. Counter: the
-- account the movement's value posts against, as {account_id} or {purpose, company_id, user_id,
-- name} (company_id/user_id: the counterparty of a receivable or payable); without one, or with one
-- its kind may not use, nothing is written (TW005).
-- Taking stock out locks the company's rows of those batches in id order and takes it only if
-- every one holds enough (the locked rows are the latest versions: two tills can never both take
-- the last unit); otherwise nothing is written and TW001 is raised. With p_accept_short (a sale
-- made offline, whose goods have left) it is taken anyway: the rows go below zero, valued at the
-- batch's cost like any movement, and each such batch is flagged in sale_flags (migration 0022). Bringing stock in adds to (or
-- opens) the rows. Each line keeps its own movement, valued at the batch's cost so that a
-- company's movements of a batch always add up to round(stock × cost, 4): a line's value is
-- round(after × cost, 4) − round(before × cost, 4). The movement's total value posts one entry,
-- Inventory against the counter, in the same transaction. Answers each batch's stock afterwards.
CREATE OR REPLACE FUNCTION move_stock(
  p_company integer,
  p_kind stock_movement_kind,
  p_user integer,
  p_order integer,
  p_created timestamptz,
  p_note text,
  p_lines jsonb,
  p_counter jsonb,
  -- A sale made offline (write_order): taken even beyond what a batch holds, and flagged.
  p_accept_short boolean DEFAULT false,
  -- An entry the caller already posted for this movement's value together with others (a stock
  -- count's approval: gains and losses in one entry, approve_stock_count): the movements carry it
  -- and nothing is posted here; the caller checks the values add up to what it posted.
  p_entry integer DEFAULT NULL
) RETURNS TABLE (moved_batch_id integer, stock_after numeric) LANGUAGE plpgsql AS $$
DECLARE
  batch_ids integer[];
  amounts numeric[];
  afters numeric[];
  outgoing boolean;
  all_out boolean;
  short_batch integer;
  short_has numeric;
  unknown_batch boolean;
  counter_id integer;
  plain_counter_id integer;
  counter_purpose account_purpose;
  total numeric;
  v_entry integer;
  inventory_id integer;
  line_ns bigint[];
  line_batches integer[];
  line_quantities numeric[];
  line_items integer[];
  line_values numeric[];
BEGIN
  -- Each statement here is work every sale does (docs/performance.md, "The floor of a sale"): the
  -- lines by batch, whether each batch exists, and the company's Inventory account and plain
  -- counter account (when they are open) are read together; the stock is taken, checked and
  -- valued in one statement.
  SELECT array_agg(w.b ORDER BY w.b), array_agg(w.q ORDER BY w.b),
    bool_or(w.q < 0), bool_and(w.q < 0), bool_or(bt.id IS NULL),
    (SELECT a.id FROM accounts a WHERE a.company_id = p_company AND a.purpose = 'INVENTORY'
       AND coalesce(a.counterparty_company_id, 0) = 0 AND coalesce(a.counterparty_user_id, 0) = 0),
    (SELECT a.id FROM accounts a WHERE a.company_id = p_company
       AND a.purpose = (p_counter ->> 'purpose')::account_purpose
       AND coalesce(a.counterparty_company_id, 0) = 0 AND coalesce(a.counterparty_user_id, 0) = 0)
  INTO batch_ids, amounts, outgoing, all_out, unknown_batch, inventory_id, plain_counter_id
  FROM (
    SELECT (l ->> 'batch_id')::integer AS b, sum((l ->> 'quantity')::numeric) AS q
    FROM jsonb_array_elements(p_lines) AS l
    WHERE (l ->> 'quantity')::numeric <> 0
    GROUP BY 1
  ) AS w
  LEFT JOIN batches bt ON bt.id = w.b;
  IF batch_ids IS NULL THEN
    RETURN;
  END IF;
  IF outgoing AND NOT all_out THEN
    RAISE EXCEPTION 'a stock movement is all in or all out';
  END IF;
  -- No company lock (ADR 0009): the stock rows below are locked in id order; a writer that needs
  -- several companies locks them before calling this.

  -- The posting's counter account, checked before anything is written.
  IF p_counter IS NULL OR jsonb_typeof(p_counter) <> 'object' THEN
    RAISE EXCEPTION 'a % stock movement needs the account it posts against', p_kind USING ERRCODE = 'TW005';
  END IF;
  IF p_counter ? 'account_id' THEN
    SELECT a.id, a.purpose INTO counter_id, counter_purpose FROM accounts a
    WHERE a.id = (p_counter ->> 'account_id')::integer AND a.company_id = p_company;
  ELSE
    counter_purpose := (p_counter ->> 'purpose')::account_purpose;
    IF counter_purpose IN ('RECEIVABLE', 'PAYABLE')
      AND p_counter ->> 'company_id' IS NULL AND p_counter ->> 'user_id' IS NULL THEN
      counter_purpose := NULL;
    ELSIF counter_purpose IN ('RECEIVABLE', 'PAYABLE') OR plain_counter_id IS NULL THEN
      counter_id := company_account(p_company, counter_purpose,
        CASE WHEN counter_purpose IN ('RECEIVABLE') THEN 'ASSET'
             WHEN counter_purpose = 'PAYABLE' THEN 'LIABILITY'
             WHEN counter_purpose = 'OPENING_EQUITY' THEN 'EQUITY'
             ELSE 'EXPENSE' END::account_kind,
        CASE WHEN counter_purpose IN ('RECEIVABLE', 'PAYABLE') THEN (p_counter ->> 'company_id')::integer END,
        CASE WHEN counter_purpose IN ('RECEIVABLE', 'PAYABLE') THEN (p_counter ->> 'user_id')::integer END,
        coalesce(nullif(p_counter ->> 'name', ''),
          (SELECT c.company_name FROM companies c WHERE c.id = (p_counter ->> 'company_id')::integer), ''));
    ELSE
      counter_id := plain_counter_id;
    END IF;
  END IF;
  IF counter_id IS NULL OR NOT stock_counter_allowed(p_kind, counter_purpose) THEN
    RAISE EXCEPTION 'a % stock movement cannot post against %', p_kind, coalesce(counter_purpose::text, 'nothing')
      USING ERRCODE = 'TW005';
  END IF;
  IF unknown_batch THEN
    RAISE EXCEPTION 'unknown batch' USING ERRCODE = 'TW006';
  END IF;

  -- The rows that exist are locked in id order first, whichever way the stock moves, so two
  -- movements of the same batches never wait on each other in a cycle.
  PERFORM 1 FROM inventory
  WHERE company_id = p_company AND batch_id = ANY (batch_ids)
  ORDER BY id FOR UPDATE;
  -- One statement moves the stock (adding to the rows, or opening those the company never held),
  -- reads what each batch held before it, and values each line: the batch's stock before the line
  -- (the stock before the call plus the lines of the same batch before it) valued before and
  -- after, at the batch's cost. Taking stock out is checked by what is left: a batch is short when
  -- it goes below zero (a batch the company never held included); the first short batch (by id)
  -- and what it held are raised below, and the raise undoes the move with the rest of the
  -- transaction.
  WITH moved AS (
    INSERT INTO inventory AS i (company_id, batch_id, quantity)
    SELECT p_company, w.b, w.q FROM unnest(batch_ids, amounts) AS w(b, q) ORDER BY w.b
    ON CONFLICT (company_id, batch_id)
    DO UPDATE SET quantity = i.quantity + excluded.quantity, last_modified = now()
    RETURNING i.batch_id, i.quantity
  ), s AS (
    SELECT w.b, w.q AS moved, m.quantity AS after
    FROM unnest(batch_ids, amounts) AS w(b, q) JOIN moved m ON m.batch_id = w.b
  ), per_batch AS (
    SELECT array_agg(s.after ORDER BY s.b) AS afters,
      min(s.b) FILTER (WHERE s.after < 0) AS short_batch,
      (array_agg(s.after - s.moved ORDER BY s.b) FILTER (WHERE s.after < 0))[1] AS short_has
    FROM s
  ), per_line AS (
    SELECT array_agg(t.n ORDER BY t.n) AS ns, array_agg(t.b ORDER BY t.n) AS bs,
      array_agg(t.q ORDER BY t.n) AS qs, array_agg(t.item ORDER BY t.n) AS items,
      array_agg(round((t.before + t.q) * t.cost, 4) - round(t.before * t.cost, 4) ORDER BY t.n) AS vs,
      coalesce(sum(round((t.before + t.q) * t.cost, 4) - round(t.before * t.cost, 4)), 0) AS total
    FROM (
      SELECT l.n, l.b, l.q, l.item, bt.unit_cost AS cost,
        s.after - s.moved + coalesce(sum(l.q) OVER (PARTITION BY l.b ORDER BY l.n
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM (
        SELECT e.n, (e.x ->> 'batch_id')::integer AS b, (e.x ->> 'quantity')::numeric AS q,
          (e.x ->> 'item_id')::integer AS item
        FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS e(x, n)
        WHERE (e.x ->> 'quantity')::numeric <> 0
      ) AS l
      JOIN s ON s.b = l.b
      JOIN batches bt ON bt.id = l.b
    ) AS t
  )
  SELECT per_batch.afters, per_batch.short_batch, per_batch.short_has,
    per_line.ns, per_line.bs, per_line.qs, per_line.items, per_line.vs, per_line.total
  INTO afters, short_batch, short_has, line_ns, line_batches, line_quantities, line_items, line_values, total
  FROM per_batch, per_line;
  IF outgoing AND short_batch IS NOT NULL THEN
    IF NOT p_accept_short THEN
      RAISE EXCEPTION 'batch % holds less than asked', short_batch
        USING ERRCODE = 'TW001', DETAIL = short_has::text;
    END IF;
    -- [offline sale] Each batch taken below zero is flagged with the units sold beyond its stock.
    INSERT INTO sale_flags (company_id, order_id, kind, batch_id, quantity, created)
    SELECT p_company, p_order, 'STOCK_BELOW_ZERO', w.b, least(-w.q, -w.a), coalesce(p_created, now())
    FROM unnest(batch_ids, amounts, afters) AS w(b, q, a)
    WHERE w.a < 0
    ORDER BY w.b;
  END IF;

  IF total <> 0 AND p_entry IS NOT NULL THEN
    v_entry := p_entry;
  ELSIF total <> 0 THEN
    IF inventory_id IS NULL THEN
      inventory_id := company_account(p_company, 'INVENTORY', 'ASSET', NULL, NULL, '');
    END IF;
    v_entry := post_entry(p_company,
      CASE p_kind WHEN 'SALE' THEN 'Cost of goods sold' WHEN 'RETURN' THEN 'Goods returned to stock'
        WHEN 'RECEIPT' THEN 'Stock received' WHEN 'ADJUSTMENT' THEN 'Stock adjusted'
        WHEN 'TRANSFER_OUT' THEN 'Stock sent' ELSE 'Stock received by transfer' END
        || CASE WHEN coalesce(p_note, '') <> '' THEN ': ' || p_note ELSE '' END,
      CASE WHEN p_order IS NULL THEN 'stock' ELSE 'order' END, p_order, p_user, p_created, NULL,
      CASE WHEN total > 0
        THEN jsonb_build_array(jsonb_build_object('account', inventory_id, 'debit', total),
                               jsonb_build_object('account', counter_id, 'credit', total))
        ELSE jsonb_build_array(jsonb_build_object('account', counter_id, 'debit', -total),
                               jsonb_build_object('account', inventory_id, 'credit', -total))
      END);
  END IF;

  INSERT INTO stock_movements (company_id, batch_id, kind, quantity, value, entry_id, order_id, order_item_id,
    user_id, note, created)
  SELECT p_company, x.b, p_kind, x.q, x.v, v_entry, p_order, x.item, p_user,
    coalesce(p_note, ''), coalesce(p_created, now())
  FROM unnest(line_ns, line_batches, line_quantities, line_items, line_values) AS x(n, b, q, item, v)
  ORDER BY x.n;

  RETURN QUERY
  SELECT w.b, w.a FROM unnest(batch_ids, afters) AS w(b, a);
END;
$$;
--> statement-breakpoint

-- Adds a value posted to Inventory outside a stock movement (a revaluation) to the stock sums
-- (docs/domain/analytics.md, "Stock at the books' value"): the company's row of the product and of
-- the product's category. The product row is read FOR SHARE, so a change of its category waits
-- for this transaction, or this one for it, and the value lands under the category it ends in.
CREATE OR REPLACE FUNCTION stock_sums_add(p_company integer, p_product integer, p_value numeric)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_category integer;
BEGIN
  SELECT coalesce(category_id, 0) INTO v_category FROM products WHERE id = p_product FOR SHARE;
  INSERT INTO stock_product_sums AS s (company_id, product_id, quantity, value)
  VALUES (p_company, p_product, 0, p_value)
  ON CONFLICT (company_id, product_id) DO UPDATE SET value = s.value + excluded.value;
  INSERT INTO stock_category_sums AS s (company_id, category_id, quantity, value, products)
  VALUES (p_company, v_category, 0, p_value, 0)
  ON CONFLICT (company_id, category_id) DO UPDATE SET value = s.value + excluded.value;
END;
$$;
--> statement-breakpoint

-- A product that changes category takes its folded stock figures with it (every company's row of
-- it moves from the old category's sums to the new one's). The fold's watermark row is locked
-- first, so no fold step runs meanwhile: the movements a fold has not reached are read at report
-- time under the product's category then, and the folded ones are moved here, never both.
CREATE OR REPLACE FUNCTION stock_sums_follow_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM stock_fold WHERE id = 1 FOR UPDATE;
  INSERT INTO stock_category_sums AS s (company_id, category_id, quantity, value, products)
  SELECT ps.company_id, x.category_id, x.sign * ps.quantity, x.sign * ps.value,
    x.sign * (ps.quantity > 0)::int
  FROM stock_product_sums ps
  CROSS JOIN (VALUES (coalesce(OLD.category_id, 0), -1), (coalesce(NEW.category_id, 0), 1)) AS x(category_id, sign)
  WHERE ps.product_id = NEW.id
  ON CONFLICT (company_id, category_id) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    value = s.value + excluded.value, products = s.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stock_sums_follow_category" ON "products";
--> statement-breakpoint
CREATE TRIGGER "stock_sums_follow_category" AFTER UPDATE OF "category_id" ON "products"
FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id)
EXECUTE FUNCTION stock_sums_follow_category();
--> statement-breakpoint

-- Changes a batch's cost. Whatever any company holds of it is revalued in that company's books,
-- Inventory against stock adjustments, by round(stock × new cost, 4) − round(stock × old cost, 4),
-- so the stock's value and the Inventory account stay equal. Answers the number of entries posted.
CREATE OR REPLACE FUNCTION revalue_batch(p_batch integer, p_cost numeric, p_user integer, p_created timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  old_cost numeric;
  holder record;
  delta numeric;
  posted integer := 0;
  inventory_id integer;
  adjustment_id integer;
BEGIN
  IF p_cost < 0 THEN
    RAISE EXCEPTION 'a cost is never negative';
  END IF;
  PERFORM lock_companies(ARRAY(SELECT company_id FROM inventory WHERE batch_id = p_batch AND quantity <> 0));
  SELECT unit_cost INTO old_cost FROM batches WHERE id = p_batch FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown batch' USING ERRCODE = 'TW006';
  END IF;
  FOR holder IN
    SELECT company_id, quantity FROM inventory WHERE batch_id = p_batch AND quantity <> 0 ORDER BY id FOR UPDATE
  LOOP
    delta := round(holder.quantity * p_cost, 4) - round(holder.quantity * old_cost, 4);
    IF delta <> 0 THEN
      inventory_id := company_account(holder.company_id, 'INVENTORY', 'ASSET', NULL, NULL, '');
      adjustment_id := company_account(holder.company_id, 'STOCK_ADJUSTMENT', 'EXPENSE', NULL, NULL, '');
      PERFORM post_entry(holder.company_id, 'Batch ' || p_batch || ' revalued from ' || old_cost || ' to ' || p_cost,
        'batch', p_batch, p_user, p_created, NULL,
        CASE WHEN delta > 0
          THEN jsonb_build_array(jsonb_build_object('account', inventory_id, 'debit', delta),
                                 jsonb_build_object('account', adjustment_id, 'credit', delta))
          ELSE jsonb_build_array(jsonb_build_object('account', adjustment_id, 'debit', -delta),
                                 jsonb_build_object('account', inventory_id, 'credit', -delta))
        END);
      posted := posted + 1;
      -- The stock sums follow the books at once (a revaluation is no stock movement, so no fold
      -- would see it): the product's row and its category's, by what was posted to Inventory.
      PERFORM stock_sums_add(holder.company_id, v.product_id, delta)
      FROM product_variants v JOIN batches b ON b.product_variant_id = v.id WHERE b.id = p_batch;
    END IF;
  END LOOP;
  UPDATE batches SET unit_cost = p_cost, last_modified = now() WHERE id = p_batch;
  RETURN posted;
END;
$$;
--> statement-breakpoint

-- A sale made offline is a fact (docs/selling-offline.md): the server records it even when the
-- stock it names is gone, taking the batch's stock row below zero, and flags what it accepted.
-- Stock below zero only where a sale made offline was flagged for that batch: checked at commit,
-- as move_stock writes the flag after the stock row.
CREATE OR REPLACE FUNCTION inventory_below_zero_flagged() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP TRIGGER IF EXISTS "inventory_below_zero_flagged" ON "inventory";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inventory_below_zero_flagged" AFTER INSERT OR UPDATE OF "quantity" ON "inventory"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (NEW.quantity < 0) EXECUTE FUNCTION inventory_below_zero_flagged();
