import type { Executor } from '@tillwise/db';
import { AGEING_BUCKETS, D, toWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { companyIds, rowsOf } from './sql.js';

export interface AgeingRow {
  company_id: number;
  company_name: string;
  counterparty: string;
  total: string;
  '0-30': string;
  '31-60': string;
  '61-90': string;
  '90+': string;
}

/**
 * Open receivables (or payables) at `at`, per account, aged first-in first-out: the balance at
 * `at` is made of the newest increases (debits of a receivable, credits of a payable) that add up
 * to it, and each part is as old as its entry, in days before `at`: 0-30, 31-60, 61-90, over 90.
 * Accounts whose balance is not owed to (or by) the company are left out.
 */
export async function ageing(
  db: Executor,
  ids: readonly number[],
  purpose: 'RECEIVABLE' | 'PAYABLE',
  at: Date,
): Promise<AgeingRow[]> {
  const sign = purpose === 'RECEIVABLE' ? sql`l.debit - l.credit` : sql`l.credit - l.debit`;
  const rows = await rowsOf<{
    account_id: number;
    company_id: number;
    company_name: string;
    counterparty: string;
    bucket: string;
    amount: string;
  }>(
    db,
    sql`WITH moves AS (
      SELECT a.id AS account_id, e.created, l.id AS line_id, ${sign} AS amount
      FROM accounts a
      JOIN journal_lines l ON l.account_id = a.id
      JOIN journal_entries e ON e.id = l.entry_id
      WHERE a.company_id = ANY(${companyIds(ids)}) AND a.purpose = ${purpose}
        AND e.created < ${at.toISOString()}::timestamptz
    ), owed AS (
      SELECT account_id, sum(amount) AS balance FROM moves GROUP BY account_id HAVING sum(amount) > 0
    ), increases AS (
      SELECT m.account_id, m.created, m.amount, o.balance,
        sum(m.amount) OVER (PARTITION BY m.account_id ORDER BY m.created DESC, m.line_id DESC) AS newer
      FROM moves m JOIN owed o USING (account_id)
      WHERE m.amount > 0
    ), open_parts AS (
      SELECT account_id, created, least(amount, balance - (newer - amount)) AS open
      FROM increases WHERE newer - amount < balance
    )
    SELECT a.id AS account_id, a.company_id, c.company_name,
      coalesce(cc.company_name, nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, a.name) AS counterparty,
      CASE WHEN ${at.toISOString()}::timestamptz - p.created <= interval '30 days' THEN '0-30'
        WHEN ${at.toISOString()}::timestamptz - p.created <= interval '60 days' THEN '31-60'
        WHEN ${at.toISOString()}::timestamptz - p.created <= interval '90 days' THEN '61-90'
        ELSE '90+' END AS bucket,
      sum(p.open)::text AS amount
    FROM open_parts p
    JOIN accounts a ON a.id = p.account_id
    JOIN companies c ON c.id = a.company_id
    LEFT JOIN companies cc ON cc.id = a.counterparty_company_id
    LEFT JOIN users u ON u.id = a.counterparty_user_id
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 3, 4, 1`,
  );
  const byAccount = new Map<number, AgeingRow & { sums: Map<string, InstanceType<typeof D>> }>();
  for (const r of rows) {
    const row =
      byAccount.get(r.account_id) ??
      ({
        company_id: r.company_id,
        company_name: r.company_name,
        counterparty: r.counterparty,
        total: '',
        '0-30': '',
        '31-60': '',
        '61-90': '',
        '90+': '',
        sums: new Map(),
      } as AgeingRow & { sums: Map<string, InstanceType<typeof D>> });
    row.sums.set(r.bucket, new D(r.amount));
    byAccount.set(r.account_id, row);
  }
  return [...byAccount.values()].map(({ sums, ...row }) => {
    let total = new D(0);
    for (const bucket of AGEING_BUCKETS) {
      const amount = sums.get(bucket) ?? new D(0);
      row[bucket] = toWire(amount);
      total = total.plus(amount);
    }
    return { ...row, total: toWire(total) };
  });
}
