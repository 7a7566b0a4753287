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
  const owedOf = (net: string | number | InstanceType<typeof D>) => new D(net).times(sign);
  const [opening] = await rowsOf<{ net: string }>(
    db,
    sql`select coalesce(sum(l.debit - l.credit), 0)::text as net
      from journal_lines l join journal_entries e on e.id = l.entry_id
      where l.account_id = ${account.id} and e.created < ${range.from.toISOString()}::timestamptz`,
  );
  const lines = await rowsOf<{
    id: number;
    created: Date | string;
    memo: string;
    source_type: string;
    invoice: string | null;
    reference: string | null;
    entry: number;
    debit: string;
    credit: string;
  }>(
    db,
    sql`select l.id, e.created, e.memo, e.source_type, o.invoice_id as invoice, t.transaction_id as reference,
        e.id as entry, l.debit::text as debit, l.credit::text as credit
      from journal_lines l join journal_entries e on e.id = l.entry_id
      left join orders o on e.source_type = 'order' and o.id = e.source_id
      left join transactions t on e.source_type = 'transaction' and t.id = e.source_id
      where l.account_id = ${account.id}
        and e.created >= ${range.from.toISOString()}::timestamptz and e.created < ${range.to.toISOString()}::timestamptz
      order by e.created, l.id`,
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

  const totals: Record<StatementKind, InstanceType<typeof D>> = {
    invoice: new D(0),
    payment: new D(0),
    refund: new D(0),
    adjustment: new D(0),
  };
  let balance = owedOf(opening?.net ?? 0);
  const openingBalance = balance;
  const out = lines.map((l) => {
    const owedMove = owedOf(new D(l.debit).minus(l.credit));
    const up = owedMove.gt(0);
    const kind: StatementKind =
      l.source_type === 'order'
        ? up
          ? 'invoice'
          : 'refund'
        : l.source_type === 'transaction' && !up
          ? 'payment'
          : 'adjustment';
    totals[kind] = totals[kind].plus(owedMove.abs());
    balance = balance.plus(owedMove);
    return {
      id: Number(l.id),
      created: localIso(new Date(l.created)),
      kind,
      reference: l.invoice ?? (l.reference ? l.reference : `#${l.entry}`),
      memo: l.memo,
      debit: toWire(l.debit),
      credit: toWire(l.credit),
      balance: toWire(balance),
    };
  });
  return {
    account: account.id,
    party: party.name,
    party_kind: party.kind,
    company: { id: account.companyId, company_name: party.companyName },
    start_date: range.start,
    end_date: range.end,
    opening_balance: toWire(openingBalance),
    invoices: toWire(totals.invoice),
    payments: toWire(totals.payment),
    refunds: toWire(totals.refund),
    adjustments: toWire(totals.adjustment),
    closing_balance: toWire(balance),
    ageing,
    lines: out,
  };
}
