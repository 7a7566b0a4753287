import type { AccountRow, Executor } from '@tillwise/db';
import { D, type PartyStatement, type StatementKind, toWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import type { DayRange } from '../../lib/day-range.js';
import { localIso } from '../../lib/day-range.js';

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A customer's or vendor's statement for a period (docs/domain/credit.md, "Statements"): the
 * balance owed before it, each line of their receivable (or payable) account in it, named from
 * the party's side (an invoice, a payment, a refund, an adjustment) with its reference, the totals
 * of each kind, the closing balance, and what is owed at the period's end by age, first in first
 * out. Amounts read as "owed by the party" (a payable's are turned round: what we owe a vendor is
 * positive). Four statements, each by the account's key: the lines by `journal_lines_account_idx`.
 */
export async function partyStatement(
  db: Executor,
  account: AccountRow,
  party: { name: string; kind: 'customer' | 'vendor' | 'company'; companyName: string },
  range: DayRange,
): Promise<PartyStatement> {
  // Owed is debit − credit on a receivable, credit − debit on a payable.
  const sign = account.purpose === 'PAYABLE' ? -1 : 1;
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  // The opening balance, every line of the period with its kind, reference and running balance,
  // and the totals of each kind, in one statement; the lines come back as one JSON text (decimals
  // as text), so 100,000 lines cost the server one parse, not a row and a decimal sum each.
  const [head] = await rowsOf<{ opening: string; lines: string | null; totals: string | null }>(
    db,
    sql`with opening as (
        select coalesce(sum(l.debit - l.credit), 0) * ${sign}::numeric as owed
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = ${account.id} and e.created < ${from}::timestamptz
      ), lines as (
        select l.id, e.created, e.memo, e.id as entry, e.source_type, e.source_id, l.debit, l.credit,
          ${sign}::numeric * (l.debit - l.credit) as moved
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = ${account.id} and e.created >= ${from}::timestamptz and e.created < ${to}::timestamptz
      ), named as (
        select x.*, case when x.source_type = 'order' then case when x.moved > 0 then 'invoice' else 'refund' end
            when x.source_type = 'transaction' and x.moved < 0 then 'payment' else 'adjustment' end as kind,
          (select o.owed from opening o) + sum(x.moved) over (order by x.created, x.id) as balance
        from lines x
      )
      select (select owed from opening)::text as opening,
        (select json_agg(json_build_object('id', n.id, 'created', n.created, 'kind', n.kind,
            'reference', coalesce(o.invoice_id, nullif(t.transaction_id, ''), '#' || n.entry), 'memo', n.memo,
            'debit', n.debit::text, 'credit', n.credit::text, 'balance', n.balance::text) order by n.created, n.id)::text
          from named n
          left join orders o on n.source_type = 'order' and o.id = n.source_id
          left join transactions t on n.source_type = 'transaction' and t.id = n.source_id) as lines,
        (select json_object_agg(kind, total)::text from (select kind, sum(case when kind = 'adjustment' then moved else abs(moved) end)::text as total
          from named group by kind) k) as totals`,
  );
  const at = range.to.toISOString();
  // FIFO ageing at the period's end: the balance owed is made of the newest increases that add up
  // to it, each as old as its entry (as the analytics ageing does for every account).
  const ageingRows = await rowsOf<{ bucket: string; amount: string }>(
    db,
    sql`with moves as (
        select e.created, l.id as line_id, ${sign}::numeric * (l.debit - l.credit) as amount
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = ${account.id} and e.created < ${at}::timestamptz
      ), owed as (select sum(amount) as balance from moves), increases as (
        select m.created, m.amount, o.balance,
          sum(m.amount) over (order by m.created desc, m.line_id desc) as newer
        from moves m cross join owed o where m.amount > 0 and o.balance > 0
      ), parts as (
        select created, least(amount, balance - (newer - amount)) as open from increases where newer - amount < balance
      )
      select case when ${at}::timestamptz - created <= interval '30 days' then '0-30'
          when ${at}::timestamptz - created <= interval '60 days' then '31-60'
          when ${at}::timestamptz - created <= interval '90 days' then '61-90' else '90+' end as bucket,
        sum(open)::text as amount
      from parts group by 1`,
  );
  const ageing = { '0-30': '0.0000', '31-60': '0.0000', '61-90': '0.0000', '90+': '0.0000' };
  for (const r of ageingRows) ageing[r.bucket as keyof typeof ageing] = toWire(r.amount);

  const parsed = JSON.parse(head?.lines ?? '[]') as {
    id: number;
    created: string;
    kind: StatementKind;
    reference: string;
    memo: string;
    debit: string;
    credit: string;
    balance: string;
  }[];
  const totals = JSON.parse(head?.totals ?? '{}') as Partial<Record<StatementKind, string>>;
  const openingBalance = new D(head?.opening ?? 0);
  // Amounts are numeric(…, 4) read as text: already the wire's four decimals.
  const out = parsed.map((l) => ({ ...l, created: localIso(new Date(l.created)) }));
  const closing = openingBalance
    .plus(totals.invoice ?? 0)
    .plus(totals.adjustment ?? 0)
    .minus(totals.payment ?? 0)
    .minus(totals.refund ?? 0);
  return {
    account: account.id,
    party: party.name,
    party_kind: party.kind,
    company: { id: account.companyId, company_name: party.companyName },
    start_date: range.start,
    end_date: range.end,
    opening_balance: toWire(openingBalance),
    invoices: toWire(totals.invoice ?? 0),
    payments: toWire(totals.payment ?? 0),
    refunds: toWire(totals.refund ?? 0),
    adjustments: toWire(totals.adjustment ?? 0),
    closing_balance: toWire(closing),
    ageing,
    lines: out,
  };
}
