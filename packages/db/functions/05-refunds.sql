-- Refunds from the receipt (docs/domain/orders.md, "Refunds from the receipt"). write_order writes
-- the refund linked to the sale (orders.refund_of_id) and each line to the sale's line it takes
-- back (order_items.refund_of_item_id), then calls check_refund, while the sale's row is locked
-- (write_order locks it first, so refunds of one sale queue). Nothing is kept if
-- the returned quantities of the sale changed since the plan was made (TWR02: the server plans
-- again), if a line is not one of the sale's, or if any line of the sale would have more returned
-- than was sold (TWR01, DETAIL the sale's line id).
CREATE OR REPLACE FUNCTION check_refund(p_order integer, p jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_sale integer := (p -> 'order' ->> 'refund_of_id')::integer;
  seen numeric := (p -> 'order' ->> 'refund_returned_before')::numeric;
  before numeric;
  over record;
BEGIN
  SELECT coalesce(sum(-r.quantity), 0) INTO before
  FROM order_items s JOIN order_items r ON r.refund_of_item_id = s.id
  WHERE s.order_id = v_sale AND r.order_id <> p_order;
  IF before <> seen THEN
    RAISE EXCEPTION 'order % was refunded meanwhile', v_sale USING ERRCODE = 'TWR02';
  END IF;

  IF EXISTS (
    SELECT 1 FROM order_items r LEFT JOIN order_items s ON s.id = r.refund_of_item_id
    WHERE r.order_id = p_order
      AND (s.id IS NULL OR s.order_id <> v_sale OR s.batch_id <> r.batch_id OR r.quantity >= 0)
  ) THEN
    RAISE EXCEPTION 'a refund line must take back a line of order %', v_sale USING ERRCODE = 'TWR01';
  END IF;

  SELECT s.id, s.quantity, sum(-r.quantity) AS returned INTO over
  FROM order_items s JOIN order_items r ON r.refund_of_item_id = s.id
  WHERE s.order_id = v_sale
  GROUP BY s.id, s.quantity
  HAVING sum(-r.quantity) > s.quantity
  ORDER BY s.id LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'line % of order % would have % returned of %', over.id, v_sale, over.returned, over.quantity
      USING ERRCODE = 'TWR01', DETAIL = over.id::text;
  END IF;
END;
$$;
