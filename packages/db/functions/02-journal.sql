-- The one writer of journal lines. Lines: [{account, debit, credit}]. Refuses (TW002) an entry of
-- fewer than two lines, a line that is not one positive side, or debits that differ from credits;
-- refuses (TW003) a line on an account that is not the company's. Writes the entry, its lines and
-- each account's net debit as a balance delta (add_to_balances; no company or account row is
-- written, ADR 0009), and adds to the credit of every customer whose receivable moved (that
-- customer's row only). Answers the entry's id.
-- Balances without a row every sale writes (ADR 0009). A posting adds one row per account it
-- moves to balance_deltas (its own rows, nothing shared); fold_balances, after commit and outside
-- any sale, moves the deltas into accounts.balance in one statement. An account's balance is
-- therefore accounts.balance plus its deltas, read in one statement (account_balance_now and the
-- company and customer figures below), exact at every moment a reader can see.
-- A balance may not pass the 16 integer digits accounts.balance holds: the deltas of an account
-- whose folded balance nears that (10^15) are summed to check it exactly (22003, as an overflow of
-- the column was); far from it, one read of the account by its key suffices.
CREATE OR REPLACE FUNCTION add_to_balances(account_ids integer[], debits numeric[], credits numeric[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (
      SELECT y.a, sum(y.d - y.c) AS delta FROM unnest(account_ids, debits, credits) AS y(a, d, c) GROUP BY y.a
    ) AS x JOIN accounts a ON a.id = x.a
    WHERE abs(a.balance) + abs(x.delta) >= 1e15
      AND abs(account_balance_now(a.id) + x.delta) >= 1e16
  ) THEN
    RAISE EXCEPTION 'numeric field overflow' USING ERRCODE = '22003',
      DETAIL = 'A balance would pass the 16 digits the books hold.';
  END IF;
  INSERT INTO balance_deltas (account_id, delta)
  SELECT y.a, sum(y.d - y.c) FROM unnest(account_ids, debits, credits) AS y(a, d, c)
  GROUP BY y.a HAVING sum(y.d - y.c) <> 0;
END;
$$;
--> statement-breakpoint

-- An account's balance now: its folded balance and the deltas not folded yet.
CREATE OR REPLACE FUNCTION account_balance_now(p_account integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT a.balance + coalesce((SELECT sum(d.delta) FROM balance_deltas d WHERE d.account_id = a.id), 0)
  FROM accounts a WHERE a.id = p_account
$$;
--> statement-breakpoint

-- A company's funds on hand (its wire `balance`): Σ its cash and payment-service accounts.
CREATE OR REPLACE FUNCTION company_funds(p_company integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(a.balance + coalesce((SELECT sum(d.delta) FROM balance_deltas d WHERE d.account_id = a.id), 0)), 0.0000)
  FROM accounts a WHERE a.company_id = p_company AND a.purpose = ANY (funds_purposes())
$$;
--> statement-breakpoint

-- What a company owes (its wire `credit`): the net credit of its payable accounts.
CREATE OR REPLACE FUNCTION company_owed(p_company integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(-sum(a.balance + coalesce((SELECT sum(d.delta) FROM balance_deltas d WHERE d.account_id = a.id), 0)), 0.0000)
  FROM accounts a WHERE a.company_id = p_company AND a.purpose = 'PAYABLE'
$$;
--> statement-breakpoint

-- Moves the committed deltas into the accounts' balances, in one statement: a reader sees either
-- the deltas or the balances that include them, never both or neither. One fold at a time (an
-- advisory lock; another caller returns at once). Answers the number of deltas folded.
CREATE OR REPLACE FUNCTION fold_balances() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7406113) THEN
    RETURN 0;
  END IF;
  -- An account whose folded balance nears the column's 16 digits keeps its deltas (read exactly
  -- all the same), so a fold never fails.
  WITH gone AS (
    DELETE FROM balance_deltas d USING accounts a
    WHERE a.id = d.account_id AND abs(a.balance) < 1e15
    RETURNING d.account_id, d.delta
  ), s AS (
    SELECT account_id, sum(delta) AS delta, count(*) AS k FROM gone GROUP BY account_id
  ), moved AS (
    UPDATE accounts a SET balance = a.balance + s.delta FROM s WHERE a.id = s.account_id RETURNING s.k
  )
  SELECT coalesce(sum(k), 0)::integer INTO n FROM moved;
  RETURN n;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION post_entry(
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

  INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, reverses_entry_id, created)
  VALUES (p_company, left(coalesce(p_memo, ''), 250), p_source_type, p_source_id, p_user, p_reverses,
    coalesce(p_created, now()))
  RETURNING id INTO v_entry;
  INSERT INTO journal_lines (entry_id, account_id, debit, credit)
  SELECT v_entry, x.a, x.d, x.c FROM unnest(account_ids, debits, credits) WITH ORDINALITY AS x(a, d, c, n)
  ORDER BY x.n;
  -- Balances (ADR 0009): deltas, no shared row.
  PERFORM add_to_balances(account_ids, debits, credits);

  -- A customer's credit: their own row, locked in id order, moved by this entry's receivable lines.
  SELECT array_agg(DISTINCT a.counterparty_user_id ORDER BY a.counterparty_user_id) INTO customers
  FROM accounts a WHERE a.id = ANY (account_ids) AND a.counterparty_user_id IS NOT NULL;
  IF customers IS NOT NULL THEN
    PERFORM 1 FROM users WHERE id = ANY (customers) ORDER BY id FOR NO KEY UPDATE;
    UPDATE users u SET credit = u.credit - x.net
    FROM (
      SELECT a.counterparty_user_id AS holder, sum(y.d - y.c) AS net
      FROM unnest(account_ids, debits, credits) AS y(a, d, c)
      JOIN accounts a ON a.id = y.a AND a.purpose = 'RECEIVABLE' AND a.counterparty_user_id IS NOT NULL
      GROUP BY 1
    ) AS x
    WHERE u.id = x.holder AND x.net <> 0;
  END IF;
  RETURN v_entry;
END;
$$;
