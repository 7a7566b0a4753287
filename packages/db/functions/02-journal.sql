-- The one writer of journal lines. Lines: [{account, debit, credit}]. Refuses (TW002) an entry of
-- fewer than two lines, a line that is not one positive side, or debits that differ from credits;
-- refuses (TW003) a line on an account that is not the company's. Writes the entry, its lines and
-- each account's net debit as a balance delta (no company or account row is written, ADR 0009),
-- and adds to the credit of every customer whose receivable moved (that customer's row only).
-- Answers the entry's id. (post_entry is at the end of this file.)
-- Balances without a row every sale writes (ADR 0009). A posting adds one row per account it
-- moves to balance_deltas (its own rows, nothing shared); fold_balances, after commit and outside
-- any sale, moves the deltas into accounts.balance in one statement. An account's balance is
-- therefore accounts.balance plus its deltas, read in one statement (account_balance_now and the
-- company and customer figures below), exact at every moment a reader can see.
-- A balance may not pass the 16 integer digits accounts.balance holds: the deltas of an account
-- whose folded balance nears that (10^15) are summed to check it exactly (22003, as an overflow of
-- the column was; add_to_balances); far from it, the read of the accounts that checks the lines
-- suffices.
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
  line_count bigint;
  one_sided boolean;
  balanced boolean;
  all_ours boolean;
  near_limit boolean;
BEGIN
  -- The lines, their accounts and every check, read in one statement (a sale posts twice, and
  -- each statement a posting runs is work every sale does: docs/performance.md, "The floor of a
  -- sale"). `near_limit` is true when some account's folded balance plus everything this entry
  -- moves could reach 10^15: only then are the balances checked exactly (add_to_balances).
  SELECT array_agg(x.a ORDER BY x.n), array_agg(x.d ORDER BY x.n), array_agg(x.c ORDER BY x.n), count(*),
    bool_and(x.d >= 0 AND x.c >= 0 AND (x.d = 0) <> (x.c = 0)), sum(x.d) = sum(x.c),
    bool_and(a.company_id IS NOT DISTINCT FROM p_company),
    coalesce(bool_or(abs(a.balance) + x.moved >= 1e15), false),
    array_agg(DISTINCT a.counterparty_user_id ORDER BY a.counterparty_user_id)
      FILTER (WHERE a.counterparty_user_id IS NOT NULL)
  INTO account_ids, debits, credits, line_count, one_sided, balanced, all_ours, near_limit, customers
  FROM (
    SELECT y.n, y.a, y.d, y.c, sum(y.d + y.c) OVER () AS moved
    FROM (
      SELECT t.n, (t.l ->> 'account')::integer AS a, coalesce((t.l ->> 'debit')::numeric, 0) AS d,
        coalesce((t.l ->> 'credit')::numeric, 0) AS c
      FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS t(l, n)
    ) AS y
  ) AS x
  LEFT JOIN accounts a ON a.id = x.a;
  IF line_count < 2 OR NOT one_sided OR NOT balanced THEN
    RAISE EXCEPTION 'an entry needs two or more one-sided lines whose debits equal their credits'
      USING ERRCODE = 'TW002';
  END IF;
  IF NOT all_ours THEN
    RAISE EXCEPTION 'Every line must be on an account of company %.', p_company USING ERRCODE = 'TW003';
  END IF;

  -- The entry, its lines and (ADR 0009) each account's balance delta, no shared row, in one
  -- statement; near the limit the deltas are written by add_to_balances after its exact check.
  WITH entry AS (
    INSERT INTO journal_entries (company_id, memo, source_type, source_id, user_id, reverses_entry_id, created)
    VALUES (p_company, left(coalesce(p_memo, ''), 250), p_source_type, p_source_id, p_user, p_reverses,
      coalesce(p_created, now()))
    RETURNING id
  ), lines AS (
    INSERT INTO journal_lines (entry_id, account_id, debit, credit)
    SELECT entry.id, x.a, x.d, x.c FROM entry, unnest(account_ids, debits, credits) WITH ORDINALITY AS x(a, d, c, n)
    ORDER BY x.n
  ), deltas AS (
    INSERT INTO balance_deltas (account_id, delta)
    SELECT y.a, sum(y.d - y.c) FROM unnest(account_ids, debits, credits) AS y(a, d, c)
    WHERE NOT near_limit
    GROUP BY y.a HAVING sum(y.d - y.c) <> 0
  )
  SELECT id INTO v_entry FROM entry;
  IF near_limit THEN
    PERFORM add_to_balances(account_ids, debits, credits);
  END IF;

  -- A customer's credit: their own row, locked in id order, moved by this entry's receivable lines.
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
