-- Reserves the next p_size numbers of the company for one till: the sequence row is locked, the
-- block is [next, next + size - 1], and the sequence moves past it. Answers the block's row.
CREATE OR REPLACE FUNCTION reserve_invoice_block(p_company integer, p_prefix text, p_till uuid, p_user integer, p_size integer)
RETURNS invoice_blocks LANGUAGE plpgsql AS $$
DECLARE
  first integer;
  block invoice_blocks;
BEGIN
  INSERT INTO invoice_sequences AS s (company_id, prefix, next_number)
  VALUES (p_company, p_prefix, 1 + p_size)
  ON CONFLICT (company_id) DO UPDATE SET next_number = s.next_number + p_size
  RETURNING s.next_number - p_size INTO first;
  INSERT INTO invoice_blocks (company_id, till_id, user_id, first_number, last_number)
  VALUES (p_company, p_till, p_user, first, first + p_size - 1)
  RETURNING * INTO block;
  RETURN block;
END;
$$;
--> statement-breakpoint

-- The invoice id of a new order of the company taken from its sequence: the number the till showed
-- when it is at least the sequence's next, or the next (the rule of migration 0013). The sequence
-- moves past a number it hands out; its row is the one a sale without a number of its till's own
-- block shares with the company's other such sales (ADR 0009). A till's own number is not taken
-- here: write_order writes it as asked and lets the unique keys decide (migration 0029).
CREATE OR REPLACE FUNCTION take_invoice_number(p_company integer, p_prefix text, asked integer)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  invoice text;
BEGIN
  INSERT INTO invoice_sequences AS s (company_id, prefix, next_number)
  VALUES (p_company, p_prefix, coalesce(asked, 1) + 1)
  ON CONFLICT (company_id) DO UPDATE SET next_number =
    CASE WHEN asked >= s.next_number THEN asked + 1 ELSE s.next_number + 1 END
  RETURNING s.prefix || '_' || p_company::text || '_' || (s.next_number - 1)::text INTO invoice;
  RETURN invoice;
END;
$$;
--> statement-breakpoint

-- Writes a planned order (apps/server/src/modules/orders/plan.ts, as JSON by writer.ts's planJson;
-- orders-plan.test.ts round-trips every field) in the statement that
-- calls it: the companies locked; when its Idempotency-Key was used already, nothing more (the
-- earlier order's id and request hash are answered); otherwise the invoice number, the order, an
-- internal purchase's new batches, the items, the purchased batches linked to their lines, every
-- stock step (each posting its value at cost against the step's counter account), and every
-- journal entry with the accounts it needs. A plan `made_offline` (a sale the till made offline)
-- is taken beyond stock and flagged, and a customer's credit taken below zero by it is flagged
-- (sale_flags, migration 0022). Answers {id, invoice_id, created, items, stock} (the items' ids in
-- the plan's order, and [company, batch, stock] of every batch a stock step moved, as it stands
-- after the order: the server answers a sale from these and its plan, apps/server orders/answer.ts)
-- or {replay_of, request_hash}.
-- Its statements and those of the functions it calls use their generic plans from the first call
-- of a connection: every one of them reads by key, and without this setting the planner judged a
-- few of them (the stock step's call, for one) cheaper planned afresh, and planned them again on
-- every sale (docs/performance.md, "Plans made on every sale").
CREATE OR REPLACE FUNCTION write_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  o jsonb := p -> 'order';
  v_company integer := (p -> 'order' ->> 'company_id')::integer;
  -- When it was made, if not now (the demo's past sales; a sale a till made offline): never later
  -- than now, when it is received (received_at).
  made timestamptz := least((p -> 'order' ->> 'created')::timestamptz, now());
  v_order integer;
  earlier record;
  item_batches integer[];
  item_ids integer[];
  item jsonb;
  n integer;
  new_id integer;
  step jsonb;
  entry jsonb;
  holder jsonb;
  entry_lines jsonb;
  asked integer := (p -> 'order' ->> 'invoice_number')::integer;
  v_till uuid := (p -> 'order' ->> 'till_id')::uuid;
  invoice text;
  from_sequence boolean := false;
  -- [offline sale] made offline: recorded even beyond stock or credit, and flagged (sale_flags).
  offline boolean := coalesce((p -> 'order' ->> 'made_offline')::boolean, false);
  credit_before numeric;
  credit_after numeric;
  -- What the sale puts on (or a refund takes off) the buyer's account (08-credit.sql).
  on_account numeric := 0;
  -- Each batch's stock after the order, per company its steps moved: [[company, batch, stock]].
  stocks jsonb := '[]'::jsonb;
  -- Whether any item makes a batch (an internal purchase) or links the batch it bought.
  makes_batches boolean;
  links_batches boolean;
  -- Whether the order was queued for the tax authority (its answer says PENDING).
  fiscal_queued boolean := false;
BEGIN
  -- Locks (ADR 0009): an order between companies locks them in id order, as every writer that
  -- needs several companies does; a sale of one company takes no company-wide lock.
  IF jsonb_array_length(p -> 'companies') > 1 THEN
    PERFORM lock_companies(ARRAY(SELECT jsonb_array_elements_text(p -> 'companies')::integer));
  END IF;
  -- A refund from the receipt locks the sale it takes back (that one row, not its company), so
  -- refunds of one sale are written one after the other and check_refund sees the earlier ones.
  IF o ->> 'refund_of_id' IS NOT NULL THEN
    PERFORM 1 FROM orders WHERE id = (o ->> 'refund_of_id')::integer FOR NO KEY UPDATE;
  END IF;

  -- A request with the same Idempotency-Key waits here for the first one (a lock on the key alone),
  -- so its order is committed (or rolled back) by the time this one looks for it below.
  IF o ->> 'idempotency_key' IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock((o ->> 'seller_id')::integer, hashtext(o ->> 'idempotency_key'));
  END IF;

  -- The invoice number. A number of a block the till reserved is written as asked, touching no
  -- shared row and reading nothing first (ADR 0009): the order's unique keys decide. When another
  -- order has the number, or this Idempotency-Key, the insert writes nothing (a sale writing the
  -- same number at the same moment is waited for), and the order takes the sequence's number
  -- instead, unless the key's earlier order is answered. No plan of a lookup in `orders` stands in
  -- the way, so a store's growing history never slows the check (docs/performance.md, "The
  -- invoice check decided by the unique key").
  IF asked IS NOT NULL AND v_till IS NOT NULL AND EXISTS (SELECT 1 FROM invoice_blocks b
      WHERE b.company_id = v_company AND b.till_id = v_till AND asked BETWEEN b.first_number AND b.last_number) THEN
    invoice := (o ->> 'invoice_prefix') || '_' || v_company::text || '_' || asked::text;
  END IF;
  LOOP
    IF invoice IS NULL THEN
      IF o ->> 'idempotency_key' IS NOT NULL THEN
        SELECT id, request_hash INTO earlier FROM orders
        WHERE seller_id = (o ->> 'seller_id')::integer AND idempotency_key = (o ->> 'idempotency_key')::uuid;
        IF FOUND THEN
          RETURN jsonb_build_object('replay_of', earlier.id, 'request_hash', earlier.request_hash);
        END IF;
      END IF;
      invoice := take_invoice_number(v_company, o ->> 'invoice_prefix', asked);
      from_sequence := true;
    END IF;

    INSERT INTO orders (invoice_id, company_id, seller_id, buyer_id, buyer_company_id, status, total,
      amount_received, total_discount, amount_discount, cash_payment, payment_service, transaction_id,
      deduct_balance, internal_order, idempotency_key, request_hash, user_id, created, last_modified,
      received_at, -- when it reached the server; `created` is when it was made (a sale made offline)
      refund_of_id, -- a refund from the receipt: the sale it takes back (05-refunds.sql)
      tax, further_tax, service_fee, prices_include_tax, -- sales tax (07-tax.sql, docs/domain/tax.md)
      till_session_id) -- a counter order's till session (05-till-sessions.sql)
    VALUES (invoice, v_company, (o ->> 'seller_id')::integer,
      (o ->> 'buyer_id')::integer, (o ->> 'buyer_company_id')::integer, (o ->> 'status')::order_status,
      (o ->> 'total')::numeric, (o ->> 'amount_received')::numeric, (o ->> 'total_discount')::numeric,
      (o ->> 'amount_discount')::boolean, (o ->> 'cash_payment')::boolean,
      (o ->> 'payment_service')::payment_service, o ->> 'transaction_id', (o ->> 'deduct_balance')::boolean,
      (o ->> 'internal_order')::boolean, (o ->> 'idempotency_key')::uuid, o ->> 'request_hash',
      (o ->> 'user_id')::integer, coalesce(made, now()), coalesce(made, now()), now(),
      (o ->> 'refund_of_id')::integer,
      (o ->> 'tax')::numeric, (o ->> 'further_tax')::numeric, (o ->> 'service_fee')::numeric,
      (o ->> 'prices_include_tax')::boolean,
      CASE WHEN NOT coalesce((o ->> 'internal_order')::boolean, false) THEN
        till_session_for(v_company, (o ->> 'user_id')::integer, v_till,
          (o ->> 'till_session_id')::integer, coalesce(made, now())) END)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_order;
    EXIT WHEN v_order IS NOT NULL;
    -- No order has a number the sequence hands out (it moves past every block it reserves and every
    -- number it gives), and the key's earlier order was looked for under the key's lock: not expected.
    IF from_sequence THEN
      RAISE EXCEPTION 'Invoice number % is taken.', invoice
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'orders_company_invoice_key';
    END IF;
    invoice := NULL;
  END LOOP;

  -- Split payment (migration 0019): the parts of a sale paid in parts, in the order given.
  IF jsonb_typeof(p -> 'payments') = 'array' AND jsonb_array_length(p -> 'payments') > 0 THEN
    INSERT INTO order_payments (order_id, position, method, amount, payment_service, transaction_id)
    SELECT v_order, (k - 1)::smallint, (pp ->> 'method')::payment_part_method, (pp ->> 'amount')::numeric,
      (pp ->> 'payment_service')::payment_service, coalesce(pp ->> 'transaction_id', '')
    FROM jsonb_array_elements(p -> 'payments') WITH ORDINALITY AS t(pp, k);
  END IF;
  -- End of split payment.
  -- ---- Expired batches sold with a manager's approval (docs/till-sessions.md, "Expiry") ----
  IF jsonb_typeof(p -> 'expired_overrides') = 'array' AND jsonb_array_length(p -> 'expired_overrides') > 0 THEN
    INSERT INTO expired_sale_overrides (order_id, batch_id, approved_by, user_id, created)
    SELECT v_order, (x ->> 'batch_id')::integer, (x ->> 'approved_by')::integer,
      (o ->> 'user_id')::integer, coalesce(made, now())
    FROM jsonb_array_elements(p -> 'expired_overrides') AS x;
  END IF;
  -- ---- end of expired batches ----

  SELECT coalesce(array_agg(coalesce((i ->> 'batch_id')::integer, 0) ORDER BY k), '{}'),
    coalesce(bool_or(jsonb_typeof(i -> 'new_batch') = 'object'), false),
    coalesce(bool_or((i ->> 'link_batch')::boolean), false)
  INTO item_batches, makes_batches, links_batches
  FROM jsonb_array_elements(p -> 'items') WITH ORDINALITY AS t(i, k);
  -- (A sale makes and links none: the two walks over its items below are skipped.)
  IF makes_batches THEN
    FOR item, n IN SELECT i, k FROM jsonb_array_elements(p -> 'items') WITH ORDINALITY AS t(i, k) LOOP
      IF jsonb_typeof(item -> 'new_batch') = 'object' THEN
        INSERT INTO batches (product_variant_id, quantity, manufacturing_date, expiry_date, received_by_company_id,
          received_from_company_id, unit_cost)
        VALUES ((item -> 'new_batch' ->> 'variant_id')::integer, (item -> 'new_batch' ->> 'quantity')::numeric,
          (item -> 'new_batch' ->> 'manufacturing_date')::date, (item -> 'new_batch' ->> 'expiry_date')::date,
          (item -> 'new_batch' ->> 'company_id')::integer, (item -> 'new_batch' ->> 'from_company_id')::integer,
          (item ->> 'unit_cost')::numeric)
        RETURNING id INTO new_id;
        item_batches[n] := new_id;
      END IF;
    END LOOP;
  END IF;

  -- Each item is its plan's JSON read as a row of order_items: every key named like a column is
  -- that column (price, quantity, the line's tax...), so a new column of a line is written once it
  -- is in the plan (docs/ARCHITECTURE.md, "Adding a field to a sale line"); the order, its place
  -- and its batch (made above for an internal purchase) are the writer's.
  -- The record is made in FROM, once a line: `(jsonb_populate_record(...)).*` in the select list
  -- made it again for every column (twenty times a line, each taking an id of the sequence).
  WITH written AS (
    INSERT INTO order_items
    SELECT r.*
    FROM jsonb_array_elements(p -> 'items') WITH ORDINALITY AS t(i, k)
    CROSS JOIN LATERAL jsonb_populate_record(NULL::order_items, i || jsonb_build_object(
      'id', nextval(pg_get_serial_sequence('order_items', 'id')), 'order_id', v_order,
      'position', k - 1, 'batch_id', item_batches[k])) AS r
    ORDER BY k
    RETURNING id, position
  )
  SELECT array_agg(id ORDER BY position) INTO item_ids FROM written;

  -- ---- Refund from the receipt (05-refunds.sql): never more than was sold ----
  IF o ->> 'refund_of_id' IS NOT NULL THEN
    PERFORM check_refund(v_order, p);
  END IF;
  -- ---- end of refund from the receipt ----

  -- ---- Fiscal reporting (docs/domain/fiscal.md, "The outbox and the worker"): a counter order, or
  -- a taxable internal order between departments, of a company whose reporter is on is queued for
  -- the authority in the order's own transaction, as the order's own row (ADR 0009); one read by
  -- key of the reporting company's settings when reporting is off. `fiscal_company_id` is the plan's:
  -- the counter order's company, the internal order's supplier, null when nobody reports it.
  IF o ->> 'fiscal_company_id' IS NOT NULL THEN
    INSERT INTO fiscal_outbox (order_id, company_id, created, next_attempt_at)
    SELECT v_order, f.company_id, now(), now() FROM fiscal_settings f
    WHERE f.company_id = (o ->> 'fiscal_company_id')::integer AND f.enabled;
    fiscal_queued := FOUND;
  END IF;
  -- ---- end of fiscal reporting ----

  IF links_batches THEN
    FOR item, n IN SELECT i, k FROM jsonb_array_elements(p -> 'items') WITH ORDINALITY AS t(i, k) LOOP
      IF (item ->> 'link_batch')::boolean THEN
        UPDATE batches SET order_item_id = item_ids[n], last_modified = now()
        WHERE id = item_batches[n] AND order_item_id IS NULL;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'Batch % was already bought by another order.', item_batches[n] USING ERRCODE = 'TW004';
        END IF;
      END IF;
    END LOOP;
  END IF;

  -- ---- Customer credit (08-credit.sql): the limit checked on the customer's own locked row ----
  IF NOT coalesce((o ->> 'internal_order')::boolean, false) THEN
    on_account := sale_on_account(p);
    IF on_account > 0 AND o ->> 'refund_of_id' IS NULL THEN
      PERFORM check_credit(v_order, v_company, (o ->> 'buyer_id')::integer, on_account, offline,
        p -> 'credit_approval', (o ->> 'user_id')::integer, made);
    END IF;
  END IF;
  -- ---- end of customer credit ----

  -- [offline sale] The customer's credit before the sale's entries, to flag a sale on account beyond it.
  IF offline THEN
    SELECT credit INTO credit_before FROM users
    WHERE id = (o ->> 'buyer_id')::integer AND user_type = 'REGULAR_CUSTOMER';
  END IF;

  FOR entry IN SELECT e FROM jsonb_array_elements(p -> 'entries') AS e LOOP
    holder := entry -> 'buyer';
    SELECT coalesce(jsonb_agg(
        CASE WHEN l ->> 'side' = 'debit'
          THEN jsonb_build_object('account', a.id, 'debit', l ->> 'amount')
          ELSE jsonb_build_object('account', a.id, 'credit', l ->> 'amount') END
        ORDER BY k), '[]'::jsonb)
    INTO entry_lines
    FROM jsonb_array_elements(entry -> 'lines') WITH ORDINALITY AS t(l, k)
    CROSS JOIN LATERAL (
      SELECT company_account((entry ->> 'company_id')::integer, (l ->> 'purpose')::account_purpose,
        (l ->> 'kind')::account_kind,
        CASE WHEN l ->> 'holder' = 'buyer' THEN (holder ->> 'company_id')::integer END,
        CASE WHEN l ->> 'holder' = 'buyer' THEN (holder ->> 'user_id')::integer END,
        holder ->> 'name') AS id
    ) AS a;
    IF jsonb_array_length(entry_lines) >= 2 THEN
      PERFORM post_entry((entry ->> 'company_id')::integer, (entry ->> 'memo') || ', order ' || v_order,
        'order', v_order, (o ->> 'user_id')::integer, made, NULL, entry_lines);
    END IF;
  END LOOP;

  -- Customer credit: the sale's credit invoice, or a refund's part taken off the sale's invoice.
  IF on_account <> 0 THEN
    PERFORM record_credit(v_order, p, on_account, made);
  END IF;

  -- [offline sale] A regular customer's credit taken below zero by this sale is flagged.
  IF offline AND credit_before IS NOT NULL THEN
    SELECT credit INTO credit_after FROM users WHERE id = (o ->> 'buyer_id')::integer;
    IF credit_after < 0 AND credit_after < credit_before THEN
      INSERT INTO sale_flags (company_id, order_id, kind, customer_id, amount, created)
      VALUES (v_company, v_order, 'CREDIT_OVER_BALANCE', (o ->> 'buyer_id')::integer,
        least(credit_before - credit_after, -credit_after), coalesce(made, now()));
    END IF;
  END IF;

  -- The stock steps come last: taking stock locks the rows of the batches sold until commit, the
  -- one row two tills selling the same batch share (ADR 0009), so as little as possible runs
  -- after it (docs/performance.md, "The sale's regression, explained").
  FOR step IN SELECT s FROM jsonb_array_elements(p -> 'stock') AS s LOOP
    SELECT stocks || coalesce(jsonb_agg(jsonb_build_array((step ->> 'company_id')::integer,
        m.moved_batch_id, m.stock_after::text)), '[]'::jsonb)
    INTO stocks
    FROM move_stock(
      (step ->> 'company_id')::integer, (step ->> 'kind')::stock_movement_kind, (step ->> 'user_id')::integer,
      v_order, made, '',
      (SELECT coalesce(jsonb_agg(jsonb_build_object(
          'batch_id', CASE WHEN (l ->> 'batch_id')::integer > 0 THEN (l ->> 'batch_id')::integer
                           ELSE item_batches[(l ->> 'item')::integer + 1] END,
          'quantity', l ->> 'quantity',
          'item_id', item_ids[(l ->> 'item')::integer + 1]) ORDER BY k), '[]'::jsonb)
       FROM jsonb_array_elements(step -> 'lines') WITH ORDINALITY AS t(l, k)),
      step -> 'counter', offline) AS m;
  END LOOP;

  RETURN jsonb_build_object('id', v_order, 'invoice_id', invoice, 'created', coalesce(made, now()),
    'items', to_jsonb(item_ids), 'stock', stocks, 'fiscal', fiscal_queued);
END;
$$;
--> statement-breakpoint

-- What an order's plan reads (apps/server orders/context.ts), in one call: the people named (with
-- their companies), the batches the lines name (each with its variant and product, as a sale's
-- answer shows them) and the variants, and the order an earlier request with
-- the same Idempotency-Key made (p_seller and p_key; NULL without one). Decimals as text. A
-- PL/pgSQL function so that its plans are kept per connection on both engines: the server prepares
-- its statements on PostgreSQL, but the embedded engine's driver plans every statement it is sent
-- again (docs/performance.md, "Statements planned on every sale").
CREATE OR REPLACE FUNCTION order_context(p_users integer[], p_batches integer[], p_variants integer[],
  p_seller integer, p_key uuid) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- A company's tax settings and a tax category's rates are read once each, however many of the
  -- people or lines name them (a sale's cashier and walk-in customer share their company, its
  -- lines mostly one category): each was read once a person and once a line before.
  RETURN (
    WITH people AS (
      SELECT u.id, u.is_active, u.user_type, u.company_id, u.first_name, u.last_name, u.username,
        u.ntn, u.cnic, u.tax_registered
      FROM users u WHERE u.id = ANY (p_users)
    ), firms AS MATERIALIZED (
      SELECT c.id, json_build_object('id', c.id, 'companyName', c.company_name, 'companyType', c.company_type,
          'parentId', c.parent_id, 'isActive', c.is_active, 'tax', company_tax_json(c.id)) AS company
      FROM companies c WHERE c.id IN (SELECT company_id FROM people)
    ), lines AS (
      SELECT b.id, b.is_active, b.unit_cost, b.quantity, b.received_by_company_id, b.received_from_company_id,
        b.order_item_id, b.expiry_date, b.manufacturing_date, v.id AS variant_id, v.color, v.size, v.price,
        v.sale_price, v.retail_price, p.id AS product_id, p.name, p.bar_code, p.token, p.hs_code,
        p.tax_category_id, p.group_id
      FROM batches b
      JOIN product_variants v ON v.id = b.product_variant_id
      JOIN products p ON p.id = v.product_id
      WHERE b.id = ANY (p_batches)
    ), kinds AS (
      SELECT v.id, v.is_active, v.price, v.retail_price, p.id AS product_id, p.group_id, p.hs_code, p.tax_category_id
      FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = ANY (p_variants)
    ), categories AS MATERIALIZED (
      SELECT c.id, tax_category_json(c.id) AS category
      FROM (SELECT tax_category_id AS id FROM lines UNION SELECT tax_category_id FROM kinds) AS c
      WHERE c.id IS NOT NULL
    )
    SELECT json_build_object(
      'people', (SELECT coalesce(json_agg(json_build_object(
          'user', json_build_object('id', u.id, 'isActive', u.is_active, 'userType', u.user_type,
            'companyId', u.company_id, 'firstName', u.first_name, 'lastName', u.last_name,
            'username', u.username, 'ntn', u.ntn, 'cnic', u.cnic, 'taxRegistered', u.tax_registered),
          'company', f.company)), '[]'::json)
        FROM people u LEFT JOIN firms f ON f.id = u.company_id),
      'batches', (SELECT coalesce(json_agg(json_build_object('id', b.id, 'isActive', b.is_active,
          'cost', b.unit_cost::text, 'quantity', b.quantity::text,
          'receivedByCompanyId', b.received_by_company_id, 'receivedFromCompanyId', b.received_from_company_id,
          'orderItemId', b.order_item_id, 'expiryDate', b.expiry_date::text, 'groupId', b.group_id,
          'manufacturingDate', b.manufacturing_date::text,
          'variant', json_build_object('id', b.variant_id, 'color', b.color, 'size', b.size,
            'price', b.price::text, 'salePrice', b.sale_price::text, 'retailPrice', b.retail_price::text),
          'product', json_build_object('id', b.product_id, 'name', b.name, 'barCode', b.bar_code,
            'token', b.token, 'hsCode', b.hs_code, 'taxCategoryId', b.tax_category_id),
          'taxCategory', t.category)), '[]'::json)
        FROM lines b LEFT JOIN categories t ON t.id = b.tax_category_id),
      'variants', (SELECT coalesce(json_agg(json_build_object('id', v.id, 'isActive', v.is_active,
          'cost', v.price::text, 'groupId', v.group_id, 'productId', v.product_id, 'retailPrice', v.retail_price::text,
          'hsCode', v.hs_code, 'taxCategoryId', v.tax_category_id, 'taxCategory', t.category)), '[]'::json)
        FROM kinds v LEFT JOIN categories t ON t.id = v.tax_category_id),
      'earlier', (SELECT json_build_object('id', o.id, 'hash', o.request_hash) FROM orders o
        WHERE o.seller_id = p_seller AND o.idempotency_key = p_key LIMIT 1)));
END;
$$;
--> statement-breakpoint

-- An order as the receipt reads it (apps/server orders/repository.ts, findOrder: a sale's answer and
-- `order/<id>`), in one value: its row, its lines (position order) each with its batch, variant,
-- product and p_stock_company's stock of the batch, and the parts of a sale paid in parts; NULL
-- when there is no such order. Each row is every column of its table by name, decimals as text
-- (no decimal passes through a float). packages/db rowFromJson refuses a row without one of its
-- table's columns, so a column added to one of these tables fails every order read (and the order
-- tests) until it is listed here. PL/pgSQL so that the embedded engine keeps its plan, where it
-- plans a statement sent to it again on every call (docs/performance.md, "Statements planned on
-- every sale").
-- A row as JSON keyed by column with every decimal as its text, so that it reaches the server exact
-- (a JSON number would be read as a binary float; every numeric column has a scale, so its value has
-- a point, while ids and counts stay numbers); packages/db rowFromJson maps each back.
CREATE OR REPLACE FUNCTION json_row(p jsonb) RETURNS json LANGUAGE sql IMMUTABLE AS $$
  SELECT json_object_agg(key, CASE WHEN jsonb_typeof(value) = 'number' AND strpos(value::text, '.') > 0
    THEN to_jsonb(value #>> '{}') ELSE value END)
  FROM jsonb_each(p)
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION order_receipt(p_order integer, p_stock_company integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- Each row whole, as its table's columns (json_row): a column added to a table is read here
  -- without a change (docs/ARCHITECTURE.md, "Adding a field to a sale line").
  RETURN (
    SELECT json_build_object(
      'order', json_row(to_jsonb(o)),
      'items', coalesce((
        SELECT json_agg(json_build_object(
            'item', json_row(to_jsonb(i)),
            'batch', json_row(to_jsonb(b)),
            'variant', json_row(to_jsonb(v)),
            'product', json_row(to_jsonb(p)),
            'stock', s.quantity::text) ORDER BY i.position)
        FROM order_items i
        JOIN batches b ON b.id = i.batch_id
        JOIN product_variants v ON v.id = b.product_variant_id
        JOIN products p ON p.id = v.product_id
        LEFT JOIN inventory s ON s.batch_id = b.id AND s.company_id = p_stock_company
        WHERE i.order_id = o.id), '[]'::json),
      'payments', (
        SELECT json_agg(json_build_object('method', x.method, 'amount', x.amount::text,
            'payment_service', x.payment_service, 'transaction_id', x.transaction_id) ORDER BY x.position)
        FROM order_payments x WHERE x.order_id = o.id),
      -- Its report to the tax authority (docs/domain/fiscal.md): one read by the outbox's unique key.
      'fiscal', (SELECT json_build_object('status', f.status, 'number', f.fiscal_number)
        FROM fiscal_outbox f WHERE f.order_id = o.id))
    FROM orders o WHERE o.id = p_order);
END;
$$;
