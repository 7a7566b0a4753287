-- Customer credit (docs/domain/credit.md). write_order calls these for a counter sale or refund
-- whose entry moves the buyer's receivable:
--   sale_on_account(p): what the plan's entries put on (positive) or take off (negative) the
--     buyer's account in the seller's books;
--   check_credit(...): before the entries are posted, locks the customer's own row (the row
--     post_entry moves anyway: no row shared by a store's sales, ADR 0009) and refuses (TWC01,
--     DETAIL the figures as JSON) a sale that would take what they owe beyond their limit, or that
--     puts anything on account while an invoice of theirs is overdue and overdue invoices block,
--     unless a manager approved it on the cashier's screen (recorded in credit_overrides); a sale
--     a till made offline is recorded all the same and flagged (sale_flags CREDIT_OVER_LIMIT);
--   record_credit(...): after the entries, the sale's credit invoice (its own row), or a refund's
--     amount added to the refunded sale's invoice (that sale's row is locked by write_order).
-- (PL/pgSQL, so its statement keeps its plan: as a SQL function it was planned on every sale.)
CREATE OR REPLACE FUNCTION sale_on_account(p jsonb) RETURNS numeric LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(CASE WHEN l ->> 'side' = 'debit' THEN (l ->> 'amount')::numeric
                                   ELSE -(l ->> 'amount')::numeric END), 0)
    FROM jsonb_array_elements(p -> 'entries') AS e, jsonb_array_elements(e -> 'lines') AS l
    WHERE l ->> 'purpose' = 'RECEIVABLE' AND l ->> 'holder' = 'buyer'
      AND (e ->> 'company_id')::integer = (p -> 'order' ->> 'company_id')::integer
      AND (e -> 'buyer' ->> 'user_id') IS NOT NULL);
END;
$$;
--> statement-breakpoint

-- A customer's credit rules as they apply now: their own, else their company's defaults.
CREATE OR REPLACE FUNCTION customer_credit_terms(p_customer integer)
RETURNS TABLE (credit_limit numeric, overdue_days integer, overdue_blocks boolean, offline_allowance numeric)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(u.credit_limit, s.credit_limit), coalesce(u.overdue_days, s.overdue_days, 30),
    coalesce(u.overdue_blocks, s.overdue_blocks, false), coalesce(s.offline_allowance, 0)
  FROM users u LEFT JOIN credit_settings s ON s.company_id = u.company_id
  WHERE u.id = p_customer
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION check_credit(p_order integer, p_company integer, p_customer integer,
  p_on_account numeric, p_offline boolean, p_approval jsonb, p_user integer, p_made timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_credit numeric;
  v_type user_type;
  terms record;
  o_order integer;
  o_invoice text;
  o_created timestamptz;
  o_due numeric;
  over_limit boolean;
  is_overdue boolean := false;
BEGIN
  -- The customer's own row, locked until commit: two tills selling to them on credit take turns here.
  SELECT u.credit, u.user_type INTO v_credit, v_type FROM users u WHERE u.id = p_customer FOR NO KEY UPDATE;
  IF v_type IS DISTINCT FROM 'REGULAR_CUSTOMER' THEN
    RETURN;
  END IF;
  SELECT * INTO terms FROM customer_credit_terms(p_customer);
  over_limit := terms.credit_limit IS NOT NULL AND (-v_credit + p_on_account) > terms.credit_limit;
  IF terms.overdue_blocks THEN
    SELECT i.order_id, o.invoice_id, i.created, i.amount - i.paid - i.refunded INTO o_order, o_invoice, o_created, o_due
    FROM credit_invoices i JOIN orders o ON o.id = i.order_id
    WHERE i.customer_id = p_customer AND i.amount > i.paid + i.refunded
      AND i.created < coalesce(p_made, now()) - make_interval(days => terms.overdue_days)
    ORDER BY i.created, i.order_id LIMIT 1;
    is_overdue := o_order IS NOT NULL;
  END IF;
  IF NOT over_limit AND NOT is_overdue THEN
    RETURN;
  END IF;
  IF p_approval IS NOT NULL AND jsonb_typeof(p_approval) = 'object' THEN
    INSERT INTO credit_overrides (order_id, customer_id, approved_by, user_id, owed_before, credit_limit,
      on_account, overdue, created)
    VALUES (p_order, p_customer, (p_approval ->> 'approved_by')::integer, p_user, -v_credit,
      terms.credit_limit, p_on_account, is_overdue, coalesce(p_made, now()));
    RETURN;
  END IF;
  IF p_offline THEN
    INSERT INTO sale_flags (company_id, order_id, kind, customer_id, amount, created)
    VALUES (p_company, p_order, 'CREDIT_OVER_LIMIT', p_customer,
      CASE WHEN over_limit THEN least(p_on_account, -v_credit + p_on_account - terms.credit_limit)
           ELSE p_on_account END, coalesce(p_made, now()));
    RETURN;
  END IF;
  RAISE EXCEPTION 'credit refused for customer %', p_customer USING ERRCODE = 'TWC01',
    DETAIL = json_build_object('owed', (-v_credit)::text, 'limit', terms.credit_limit::text,
      'on_account', p_on_account::text, 'over_limit', over_limit, 'overdue', is_overdue,
      'overdue_invoice', o_invoice, 'overdue_since', o_created,
      'overdue_due', o_due::text, 'overdue_days', terms.overdue_days)::text;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION record_credit(p_order integer, p jsonb, p_on_account numeric, p_made timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_on_account > 0 AND p -> 'order' ->> 'refund_of_id' IS NULL THEN
    INSERT INTO credit_invoices (order_id, company_id, customer_id, amount, created)
    SELECT p_order, (p -> 'order' ->> 'company_id')::integer, u.id, p_on_account, coalesce(p_made, now())
    FROM users u WHERE u.id = (p -> 'order' ->> 'buyer_id')::integer AND u.user_type = 'REGULAR_CUSTOMER';
  ELSIF p_on_account < 0 AND p -> 'order' ->> 'refund_of_id' IS NOT NULL THEN
    UPDATE credit_invoices SET refunded = refunded - p_on_account
    WHERE order_id = (p -> 'order' ->> 'refund_of_id')::integer;
  END IF;
END;
$$;
