-- The floor of a sale (bench/sales, docs/performance.md "The floor of a sale"): the rows a 5-line
-- cash sale writes, written in the fewest statements a PL/pgSQL function needs, on the real tables
-- with all their keys, indexes and triggers. The order and its lines; the sale's entry and the
-- cost's entry, their lines and balance deltas; the stock rows locked in id order and taken; one
-- movement a line. Nothing else: no JSON plan, no checks, no account looked up, no till session,
-- no invoice block, no Idempotency-Key lock. No implementation of the sale that writes these rows
-- can be cheaper, so the rate pgbench reaches with it is the most the design allows here.
-- Created only in the bench's own database; never part of the product.
CREATE OR REPLACE FUNCTION bench_floor_sale(p_company integer, p_seller integer, p_buyer integer,
  p_invoice text, p_key uuid, p_batches integer[], p_quantities numeric[], p_prices numeric[],
  p_costs numeric[], p_cash integer, p_sales integer, p_cogs integer, p_inventory integer)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_order integer;
  item_ids integer[];
  sale_entry integer;
  cost_entry integer;
  total numeric;
  cost numeric;
BEGIN
  SELECT sum(x.q * x.p), sum(x.q * x.c) INTO total, cost
  FROM unnest(p_quantities, p_prices, p_costs) AS x(q, p, c);
  INSERT INTO orders (invoice_id, company_id, seller_id, buyer_id, buyer_company_id, total,
    amount_received, idempotency_key, user_id, payment_service)
  VALUES (p_invoice, p_company, p_seller, p_buyer, p_company, total, total, p_key, p_seller, 'BANK')
  RETURNING id INTO v_order;
  WITH written AS (
    INSERT INTO order_items (order_id, position, batch_id, price, quantity, line_total, unit_cost)
    SELECT v_order, (x.k - 1)::smallint, x.b, x.p, x.q, x.p * x.q, x.c
    FROM unnest(p_batches, p_quantities, p_prices, p_costs) WITH ORDINALITY AS x(b, q, p, c, k)
    RETURNING id, position
  )
  SELECT array_agg(id ORDER BY position) INTO item_ids FROM written;
  INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id)
  VALUES (p_company, 'Sale', 'order', v_order, p_seller) RETURNING id INTO sale_entry;
  INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id)
  VALUES (p_company, 'Cost of goods sold', 'order', v_order, p_seller) RETURNING id INTO cost_entry;
  INSERT INTO journal_lines (entry_id, account_id, debit, credit) VALUES
    (sale_entry, p_cash, total, 0), (sale_entry, p_sales, 0, total),
    (cost_entry, p_cogs, cost, 0), (cost_entry, p_inventory, 0, cost);
  INSERT INTO balance_deltas (account_id, delta) VALUES
    (p_cash, total), (p_sales, -total), (p_cogs, cost), (p_inventory, -cost);
  PERFORM 1 FROM inventory WHERE company_id = p_company AND batch_id = ANY (p_batches)
  ORDER BY id FOR UPDATE;
  UPDATE inventory i SET quantity = i.quantity - x.q, last_modified = now()
  FROM unnest(p_batches, p_quantities) AS x(b, q)
  WHERE i.company_id = p_company AND i.batch_id = x.b;
  INSERT INTO stock_movements (company_id, batch_id, kind, quantity, value, entry_id, order_id,
    order_item_id, user_id)
  SELECT p_company, x.b, 'SALE', -x.q, -x.q * x.c, cost_entry, v_order, item_ids[x.k], p_seller
  FROM unnest(p_batches, p_quantities, p_costs) WITH ORDINALITY AS x(b, q, c, k);
  RETURN v_order;
END;
$$;
