-- Accounts: the funds purposes, company locks in id order, and accounts opened on first use.
-- Applied after the migrations whenever this folder changes (packages/db/src/functions.ts, ADR 0007).
-- Errors raised on purpose carry their own SQLSTATE, which the server maps to its messages:
--   TW001 stock short (DETAIL: what the short batch holds)   TW002 unbalanced entry
--   TW003 line on another company's account                  TW004 batch already bought
--   TW005 stock movement without its posting                 TW006 unknown batch


-- The purposes of accounts that hold a company's funds (packages/domain FUNDS_PURPOSES; a test
-- keeps the two equal).
CREATE OR REPLACE FUNCTION funds_purposes() RETURNS account_purpose[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA']::account_purpose[]
$$;
--> statement-breakpoint

-- Locks company rows in id order (NO KEY UPDATE, which foreign-key checks do not wait for). Every
-- writer that needs several companies takes them all this way first, so two never deadlock.
CREATE OR REPLACE FUNCTION lock_companies(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM companies WHERE id = ANY (p_ids) ORDER BY id FOR NO KEY UPDATE;
END;
$$;
--> statement-breakpoint

-- A company's account for a purpose (and counterparty, for receivables and payables), opened on
-- first use. Two transactions opening it at once both get the one account.
CREATE OR REPLACE FUNCTION company_account(
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
      WHEN p_cp_company IS NULL AND p_cp_user IS NULL THEN CASE p_purpose
        WHEN 'CASH' THEN 'Cash' WHEN 'BANK' THEN 'Bank' WHEN 'JAZZ_CASH' THEN 'JazzCash'
        WHEN 'EASY_PAISA' THEN 'Easypaisa' WHEN 'INVENTORY' THEN 'Inventory'
        WHEN 'OWNER_FUNDS' THEN 'Owner funds' WHEN 'SALES' THEN 'Sales'
        WHEN 'SALES_RETURNS' THEN 'Sales returns' WHEN 'COGS' THEN 'Cost of goods sold'
        WHEN 'EXPENSES' THEN 'Expenses' WHEN 'OPENING_EQUITY' THEN 'Opening balance equity'
        WHEN 'STOCK_ADJUSTMENT' THEN 'Stock adjustments' WHEN 'PURCHASE_VARIANCE' THEN 'Purchase price variance'
        WHEN 'CASH_OVER_SHORT' THEN 'Cash over/short'
        WHEN 'SALES_TAX_PAYABLE' THEN 'Sales tax payable' WHEN 'INPUT_TAX' THEN 'Input tax recoverable'
        WHEN 'SERVICE_FEE_PAYABLE' THEN 'POS service fee payable'
        ELSE p_purpose::text END
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
