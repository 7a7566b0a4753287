-- The one writer of journal lines. Lines: [{account, debit, credit}]. Refuses (TW002) an entry of
-- fewer than two lines, a line that is not one positive side, or debits that differ from credits;
-- refuses (TW003) a line on an account that is not the company's. Locks the company, writes the
-- entry and its lines, adds each account's net debit to its running balance, and brings in step
-- the cached figures: the company's funds (balance) and what it owes (credit), and the credit of
-- every customer whose receivable moved. Answers the entry's id.
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
