-- The writers of stock, of the journal and of orders, as functions. A sale is then one statement
-- (`select write_order($1)`): one round trip, and no lock is held while the server and the
-- database talk. The rules (prices, totals, payment, which accounts move by how much) are decided
-- by the server with packages/domain before the call; these functions only write what they are
-- given, in a fixed lock order: companies (by id), the invoice sequence, stock rows (by id),
-- accounts (under their company's lock), customers (by id).
--
-- Errors they raise on purpose carry their own SQLSTATE, which the server maps to its messages:
--   TW001 stock short (DETAIL: what the short batch holds)   TW002 unbalanced entry
--   TW003 line on another company's account                  TW004 batch already bought

-- The purposes of accounts that hold a company's funds (packages/domain FUNDS_PURPOSES; a test
-- keeps the two equal).
CREATE FUNCTION funds_purposes() RETURNS account_purpose[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA']::account_purpose[]
$$;
--> statement-breakpoint

-- Locks company rows in id order (NO KEY UPDATE, which foreign-key checks do not wait for). Every
-- writer that needs several companies takes them all this way first, so two never deadlock.
CREATE FUNCTION lock_companies(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM companies WHERE id = ANY (p_ids) ORDER BY id FOR NO KEY UPDATE;
END;
$$;
--> statement-breakpoint

-- A company's account for a purpose (and counterparty, for receivables and payables), opened on
-- first use. Two transactions opening it at once both get the one account.
CREATE FUNCTION company_account(
  p_company integer,
  p_purpose account_purpose,
  p_kind account_kind,
  p_cp_company integer,
  p_cp_user integer,
  p_cp_name text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  found_id integer;
BEGIN
  SELECT id INTO found_id FROM accounts
  WHERE company_id = p_company AND purpose = p_purpose
    AND coalesce(counterparty_company_id, 0) = coalesce(p_cp_company, 0)
    AND coalesce(counterparty_user_id, 0) = coalesce(p_cp_user, 0);
  IF found_id IS NOT NULL THEN
    RETURN found_id;
  END IF;
  INSERT INTO accounts (company_id, purpose, kind, name, counterparty_company_id, counterparty_user_id)
  VALUES (
    p_company, p_purpose, p_kind,
    left(CASE
      WHEN p_cp_company IS NULL AND p_cp_user IS NULL THEN p_purpose::text
      WHEN p_purpose = 'RECEIVABLE' THEN 'Receivable from ' || p_cp_name
      ELSE 'Payable to ' || p_cp_name
    END, 120),
    p_cp_company, p_cp_user)
  ON CONFLICT DO NOTHING
  RETURNING id INTO found_id;
  IF found_id IS NULL THEN
    SELECT id INTO found_id FROM accounts
    WHERE company_id = p_company AND purpose = p_purpose
      AND coalesce(counterparty_company_id, 0) = coalesce(p_cp_company, 0)
      AND coalesce(counterparty_user_id, 0) = coalesce(p_cp_user, 0);
  END IF;
  RETURN found_id;
END;
$$;
--> statement-breakpoint

-- The one writer of stock. Lines: [{batch_id, quantity (signed), item_id}], all in or all out.
-- Taking stock out locks the company's rows of those batches in id order and takes it only if
-- every one holds enough (the locked rows are the latest versions: two tills can never both take
-- the last unit); otherwise nothing is written and TW001 is raised. Bringing stock in adds to (or
-- opens) the rows. Each line keeps its own movement. Answers each batch's stock afterwards.
CREATE FUNCTION move_stock(
  p_company integer,
  p_kind stock_movement_kind,
  p_user integer,
  p_order integer,
  p_created timestamptz,
  p_note text,
  p_lines jsonb
) RETURNS TABLE (moved_batch_id integer, stock_after numeric) LANGUAGE plpgsql AS $$
DECLARE
  batch_ids integer[];
  amounts numeric[];
  outgoing boolean;
  all_out boolean;
  short_batch integer;
  short_has numeric;
BEGIN
  SELECT array_agg(w.b ORDER BY w.b), array_agg(w.q ORDER BY w.b),
    bool_or(w.q < 0), bool_and(w.q < 0)
  INTO batch_ids, amounts, outgoing, all_out
  FROM (
    SELECT (l ->> 'batch_id')::integer AS b, sum((l ->> 'quantity')::numeric) AS q
    FROM jsonb_array_elements(p_lines) AS l
    WHERE (l ->> 'quantity')::numeric <> 0
    GROUP BY 1
  ) AS w;
  IF batch_ids IS NULL THEN
    RETURN;
  END IF;
  IF outgoing AND NOT all_out THEN
    RAISE EXCEPTION 'a stock movement is all in or all out';
  END IF;

  IF outgoing THEN
    PERFORM 1 FROM inventory
    WHERE company_id = p_company AND batch_id = ANY (batch_ids)
    ORDER BY id FOR UPDATE;
    SELECT w.b, coalesce(i.quantity, 0) INTO short_batch, short_has
    FROM unnest(batch_ids, amounts) AS w(b, q)
    LEFT JOIN inventory i ON i.company_id = p_company AND i.batch_id = w.b
    WHERE coalesce(i.quantity, 0) < -w.q
    ORDER BY w.b LIMIT 1;
    IF short_batch IS NOT NULL THEN
      RAISE EXCEPTION 'batch % holds less than asked', short_batch
        USING ERRCODE = 'TW001', DETAIL = short_has::text;
    END IF;
    UPDATE inventory i SET quantity = i.quantity + w.q, last_modified = now()
    FROM unnest(batch_ids, amounts) AS w(b, q)
    WHERE i.company_id = p_company AND i.batch_id = w.b;
  ELSE
    INSERT INTO inventory AS i (company_id, batch_id, quantity)
    SELECT p_company, w.b, w.q FROM unnest(batch_ids, amounts) AS w(b, q) ORDER BY w.b
    ON CONFLICT (company_id, batch_id)
    DO UPDATE SET quantity = i.quantity + excluded.quantity, last_modified = now();
  END IF;

  INSERT INTO stock_movements (company_id, batch_id, kind, quantity, order_id, order_item_id, user_id, note, created)
  SELECT p_company, (l ->> 'batch_id')::integer, p_kind, (l ->> 'quantity')::numeric, p_order,
    (l ->> 'item_id')::integer, p_user, coalesce(p_note, ''), coalesce(p_created, now())
  FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS t(l, n)
  WHERE (l ->> 'quantity')::numeric <> 0
  ORDER BY n;

  RETURN QUERY
  SELECT i.batch_id, i.quantity FROM inventory i
  WHERE i.company_id = p_company AND i.batch_id = ANY (batch_ids);
END;
$$;
--> statement-breakpoint

-- The one writer of journal lines. Lines: [{account, debit, credit}]. Refuses (TW002) an entry of
-- fewer than two lines, a line that is not one positive side, or debits that differ from credits;
-- refuses (TW003) a line on an account that is not the company's. Locks the company, writes the
-- entry and its lines, adds each account's net debit to its running balance, and brings in step
-- the cached figures: the company's funds (balance) and what it owes (credit), and the credit of
-- every customer whose receivable moved. Answers the entry's id.
CREATE FUNCTION post_entry(
  p_company integer,
  p_memo text,
  p_source_type text,
  p_source_id integer,
  p_user integer,
  p_created timestamptz,
  p_reverses integer,
  p_lines jsonb
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  account_ids integer[];
  debits numeric[];
  credits numeric[];
  v_entry integer;
  customers integer[];
BEGIN
  SELECT array_agg((l ->> 'account')::integer ORDER BY n),
    array_agg(coalesce((l ->> 'debit')::numeric, 0) ORDER BY n),
    array_agg(coalesce((l ->> 'credit')::numeric, 0) ORDER BY n)
  INTO account_ids, debits, credits
  FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS t(l, n);
  IF coalesce(cardinality(account_ids), 0) < 2
    OR EXISTS (
      SELECT 1 FROM unnest(debits, credits) AS x(d, c)
      WHERE NOT (x.d >= 0 AND x.c >= 0 AND (x.d = 0) <> (x.c = 0))
    )
    OR (SELECT sum(u.d) FROM unnest(debits) AS u(d)) <> (SELECT sum(u.c) FROM unnest(credits) AS u(c))
  THEN
    RAISE EXCEPTION 'an entry needs two or more one-sided lines whose debits equal their credits'
      USING ERRCODE = 'TW002';
  END IF;
  IF EXISTS (
    SELECT 1 FROM unnest(account_ids) AS x(id)
    LEFT JOIN accounts a ON a.id = x.id
    WHERE a.company_id IS DISTINCT FROM p_company
  ) THEN
    RAISE EXCEPTION 'Every line must be on an account of company %.', p_company USING ERRCODE = 'TW003';
  END IF;

  PERFORM lock_companies(ARRAY[p_company]);
  INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, reverses_entry_id, created)
  VALUES (p_company, left(coalesce(p_memo, ''), 250), p_source_type, p_source_id, p_user, p_reverses,
    coalesce(p_created, now()))
  RETURNING id INTO v_entry;
  INSERT INTO journal_lines (entry_id, account_id, debit, credit)
  SELECT v_entry, x.a, x.d, x.c FROM unnest(account_ids, debits, credits) WITH ORDINALITY AS x(a, d, c, n)
  ORDER BY x.n;
  UPDATE accounts a SET balance = a.balance + x.delta
  FROM (
    SELECT y.a, sum(y.d - y.c) AS delta FROM unnest(account_ids, debits, credits) AS y(a, d, c) GROUP BY y.a
  ) AS x
  WHERE a.id = x.a;

  UPDATE companies c SET
    balance = f.funds,
    credit = f.owed,
    last_modified = now()
  FROM (
    SELECT coalesce(sum(a.balance) FILTER (WHERE a.purpose = ANY (funds_purposes())), 0) AS funds,
      coalesce(-sum(a.balance) FILTER (WHERE a.purpose = 'PAYABLE'), 0) AS owed
    FROM accounts a
    WHERE a.company_id = p_company AND (a.purpose = ANY (funds_purposes()) OR a.purpose = 'PAYABLE')
  ) AS f
  WHERE c.id = p_company;

  SELECT array_agg(DISTINCT a.counterparty_user_id ORDER BY a.counterparty_user_id) INTO customers
  FROM accounts a WHERE a.id = ANY (account_ids) AND a.counterparty_user_id IS NOT NULL;
  IF customers IS NOT NULL THEN
    PERFORM 1 FROM users WHERE id = ANY (customers) ORDER BY id FOR NO KEY UPDATE;
    UPDATE users u SET credit = coalesce((
      SELECT -sum(a.balance) FROM accounts a
      WHERE a.counterparty_user_id = u.id AND a.purpose = 'RECEIVABLE'
    ), 0)
    WHERE u.id = ANY (customers);
  END IF;
  RETURN v_entry;
END;
$$;
--> statement-breakpoint

-- Writes a planned order (apps/server/src/modules/orders/plan.ts, as JSON) in the statement that
-- calls it: the companies locked; when its Idempotency-Key was used already, nothing more (the
-- earlier order's id and request hash are answered); otherwise the invoice number, the order, an
-- internal purchase's new batches, the items, the purchased batches linked to their lines, every
-- stock step, and every journal entry with the accounts it needs. Answers {id, invoice_id} or
-- {replay_of, request_hash}.
CREATE FUNCTION write_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  o jsonb := p -> 'order';
  v_company integer := (p -> 'order' ->> 'company_id')::integer;
  made timestamptz := (p -> 'order' ->> 'created')::timestamptz;
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
  invoice text;
BEGIN
  PERFORM lock_companies(ARRAY(SELECT jsonb_array_elements_text(p -> 'companies')::integer));

  IF o ->> 'idempotency_key' IS NOT NULL THEN
    -- A request with the same key waited above for the first one's companies: its order is
    -- committed by now, and answered instead of a second one.
    SELECT id, request_hash INTO earlier FROM orders
    WHERE seller_id = (o ->> 'seller_id')::integer AND idempotency_key = (o ->> 'idempotency_key')::uuid;
    IF FOUND THEN
      RETURN jsonb_build_object('replay_of', earlier.id, 'request_hash', earlier.request_hash);
    END IF;
  END IF;

  -- The invoice number: the one the till showed when it has not been handed out yet (it is at
  -- least the next), otherwise the next; the sequence moves past the number used. Taken before
  -- the order is written, so the order row is written once, with its final id.
  INSERT INTO invoice_sequences AS s (company_id, prefix, next_number)
  VALUES (v_company, o ->> 'invoice_prefix', coalesce(asked, 1) + 1)
  ON CONFLICT (company_id) DO UPDATE SET next_number =
    CASE WHEN asked >= s.next_number THEN asked + 1 ELSE s.next_number + 1 END
  RETURNING s.prefix || '_' || v_company::text || '_' || (s.next_number - 1)::text INTO invoice;

  INSERT INTO orders (invoice_id, company_id, seller_id, buyer_id, buyer_company_id, status, total,
    amount_received, total_discount, amount_discount, cash_payment, payment_service, transaction_id,
    deduct_balance, internal_order, idempotency_key, request_hash, user_id, created, last_modified)
  VALUES (invoice, v_company, (o ->> 'seller_id')::integer,
    (o ->> 'buyer_id')::integer, (o ->> 'buyer_company_id')::integer, (o ->> 'status')::order_status,
    (o ->> 'total')::numeric, (o ->> 'amount_received')::numeric, (o ->> 'total_discount')::numeric,
    (o ->> 'amount_discount')::boolean, (o ->> 'cash_payment')::boolean,
    (o ->> 'payment_service')::payment_service, o ->> 'transaction_id', (o ->> 'deduct_balance')::boolean,
    (o ->> 'internal_order')::boolean, (o ->> 'idempotency_key')::uuid, o ->> 'request_hash',
    (o ->> 'user_id')::integer, coalesce(made, now()), coalesce(made, now()))
  RETURNING id INTO v_order;

  item_batches := ARRAY(
    SELECT coalesce((i ->> 'batch_id')::integer, 0)
    FROM jsonb_array_elements(p -> 'items') WITH ORDINALITY AS t(i, k) ORDER BY k);
  FOR item, n IN SELECT i, k FROM jsonb_array_elements(p -> 'items') WITH ORDINALITY AS t(i, k) LOOP
    IF item -> 'new_batch' IS NOT NULL AND jsonb_typeof(item -> 'new_batch') = 'object' THEN
      INSERT INTO batches (product_variant_id, quantity, manufacturing_date, expiry_date, received_by_company_id)
      VALUES ((item -> 'new_batch' ->> 'variant_id')::integer, (item -> 'new_batch' ->> 'quantity')::numeric,
        (item -> 'new_batch' ->> 'manufacturing_date')::date, (item -> 'new_batch' ->> 'expiry_date')::date,
        (item -> 'new_batch' ->> 'company_id')::integer)
      RETURNING id INTO new_id;
      item_batches[n] := new_id;
    END IF;
  END LOOP;

  WITH written AS (
    INSERT INTO order_items (order_id, position, batch_id, price, quantity, discount, line_total, unit_cost)
    SELECT v_order, (k - 1)::smallint, item_batches[k], (i ->> 'price')::numeric, (i ->> 'quantity')::numeric,
      (i ->> 'discount')::numeric, (i ->> 'line_total')::numeric, (i ->> 'unit_cost')::numeric
    FROM jsonb_array_elements(p -> 'items') WITH ORDINALITY AS t(i, k)
    ORDER BY k
    RETURNING id, position
  )
  SELECT array_agg(id ORDER BY position) INTO item_ids FROM written;

  FOR item, n IN SELECT i, k FROM jsonb_array_elements(p -> 'items') WITH ORDINALITY AS t(i, k) LOOP
    IF (item ->> 'link_batch')::boolean THEN
      UPDATE batches SET order_item_id = item_ids[n], last_modified = now()
      WHERE id = item_batches[n] AND order_item_id IS NULL;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'Batch % was already bought by another order.', item_batches[n] USING ERRCODE = 'TW004';
      END IF;
    END IF;
  END LOOP;

  FOR step IN SELECT s FROM jsonb_array_elements(p -> 'stock') AS s LOOP
    PERFORM move_stock(
      (step ->> 'company_id')::integer, (step ->> 'kind')::stock_movement_kind, (step ->> 'user_id')::integer,
      v_order, made, '',
      (SELECT coalesce(jsonb_agg(jsonb_build_object(
          'batch_id', CASE WHEN (l ->> 'batch_id')::integer > 0 THEN (l ->> 'batch_id')::integer
                           ELSE item_batches[(l ->> 'item')::integer + 1] END,
          'quantity', l ->> 'quantity',
          'item_id', item_ids[(l ->> 'item')::integer + 1]) ORDER BY k), '[]'::jsonb)
       FROM jsonb_array_elements(step -> 'lines') WITH ORDINALITY AS t(l, k)));
  END LOOP;

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

  RETURN jsonb_build_object('id', v_order, 'invoice_id', invoice);
END;
$$;
