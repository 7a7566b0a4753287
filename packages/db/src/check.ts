import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/** One broken invariant of the books or the stock, with where it is and the two amounts. */
export interface BooksViolation {
  check:
    | 'inventory-valuation'
    | 'stock-vs-movements'
    | 'movement-without-posting'
    | 'account-balance'
    | 'unbalanced-entry'
    | 'customer-credit'
    | 'order-tax'
    | 'sales-tax-payable'
    | 'service-fee-payable'
    | 'input-tax'
    | 'stock-count-posting'
    | 'credit-invoices'
    | 'credit-allocations'
    | 'unit-base-quantity'
    | 'stock-sums';
  /** What is wrong, in words, naming the company, account, batch or entry. */
  message: string;
  companyId: number | null;
  /** The figure the invariant asks for and the one found, as decimal strings. */
  expected: string;
  actual: string;
}

type Row = { company_id: number | null; what: string; expected: string; actual: string };

/*
 * Each query answers the rows where an invariant fails (docs/domain/accounting.md, "Checking the
 * books"), limited to the given companies (null: every company). `what` names the record.
 */
const QUERIES: Record<BooksViolation['check'], (scope: (column: string) => string) => string> = {
  'inventory-valuation': (scope) => `
    select c.id as company_id, 'Inventory of ' || c.company_name as what,
      coalesce(v.value, 0)::text as expected, coalesce((a.balance + coalesce((select sum(d.delta) from balance_deltas d where d.account_id = a.id), 0)), 0)::text as actual
    from companies c
    left join accounts a on a.company_id = c.id and a.purpose = 'INVENTORY'
    left join (select i.company_id, sum(round(i.quantity * b.unit_cost, 4)) as value
               from inventory i join batches b on b.id = i.batch_id group by i.company_id) v on v.company_id = c.id
    where ${scope('c.id')} and coalesce(v.value, 0) <> coalesce((a.balance + coalesce((select sum(d.delta) from balance_deltas d where d.account_id = a.id), 0)), 0)`,
  // Trade units (docs/domain/units.md): a line in a unit moved quantity × its count base units in
  // the order's company: out of it for a sale (in for a refund), and for an internal order into it
  // (a purchase's new batch) or out of it (a transfer or return); a batch taken over moved nothing.
  'unit-base-quantity': (scope) => `
    select o.company_id, 'Line ' || i.id || ' (' || i.unit_name || ') of order ' || o.id as what,
      (case when o.internal_order then abs(i.quantity * i.unit_count) else -(i.quantity * i.unit_count) end)::text as expected,
      coalesce(case when o.internal_order then abs(m.moved) else m.moved end, 0)::text as actual
    from order_items i
    join orders o on o.id = i.order_id
    left join (select order_item_id, company_id, sum(quantity) as moved from stock_movements
               where order_item_id is not null group by 1, 2) m on m.order_item_id = i.id and m.company_id = o.company_id
    where ${scope('o.company_id')} and i.unit_id is not null and (not o.internal_order or m.moved is not null)
      and coalesce(case when o.internal_order then abs(m.moved) else m.moved end, 0)
          <> (case when o.internal_order then abs(i.quantity * i.unit_count) else -(i.quantity * i.unit_count) end)`,
  'stock-vs-movements': (scope) => `
    select coalesce(i.company_id, m.company_id) as company_id,
      'Stock of batch ' || coalesce(i.batch_id, m.batch_id) || ' in company ' || coalesce(i.company_id, m.company_id) as what,
      coalesce(m.moved, 0)::text as expected, coalesce(i.quantity, 0)::text as actual
    from inventory i
    full join (select company_id, batch_id, sum(quantity) as moved from stock_movements group by 1, 2) m
      on m.company_id = i.company_id and m.batch_id = i.batch_id
    where ${scope('coalesce(i.company_id, m.company_id)')} and coalesce(m.moved, 0) <> coalesce(i.quantity, 0)`,
  'movement-without-posting': (scope) => `
    select m.company_id, 'Stock movement ' || m.id || ' (' || m.kind || ' of batch ' || m.batch_id || ')' as what,
      'a journal entry' as expected, 'none' as actual
    from stock_movements m
    where ${scope('m.company_id')} and m.value <> 0 and m.entry_id is null`,
  'account-balance': (scope) => `
    select a.company_id, 'Account ' || a.id || ' (' || a.name || ')' as what,
      coalesce(l.net, 0)::text as expected, (a.balance + coalesce((select sum(d.delta) from balance_deltas d where d.account_id = a.id), 0))::text as actual
    from accounts a
    left join (select account_id, sum(debit - credit) as net from journal_lines group by 1) l on l.account_id = a.id
    where ${scope('a.company_id')} and (a.balance + coalesce((select sum(d.delta) from balance_deltas d where d.account_id = a.id), 0)) <> coalesce(l.net, 0)`,
  'unbalanced-entry': (scope) => `
    select e.company_id, 'Journal entry ' || e.id || ' (' || e.memo || ')' as what,
      sum(l.debit)::text as expected, sum(l.credit)::text as actual
    from journal_entries e join journal_lines l on l.entry_id = e.id
    where ${scope('e.company_id')}
    group by e.id having sum(l.debit) <> sum(l.credit)`,
  'customer-credit': (scope) => `
    select u.company_id, 'Credit of customer ' || u.username as what,
      coalesce(r.held, 0)::text as expected, u.credit::text as actual
    from users u
    left join (select a.counterparty_user_id, -sum((a.balance + coalesce((select sum(d.delta) from balance_deltas d where d.account_id = a.id), 0))) as held from accounts a
               where a.purpose = 'RECEIVABLE' and a.counterparty_user_id is not null group by 1) r
      on r.counterparty_user_id = u.id
    where ${scope('u.company_id')} and u.credit <> coalesce(r.held, 0)`,
  // Sales tax (docs/domain/tax-reports.md, "The books' checks"): each order's tax and further tax
  // are the sums of its lines'.
  'order-tax': (scope) => `
    select o.company_id, t.what || ' of order ' || o.id || ' (' || o.invoice_id || ')' as what,
      t.expected::text as expected, t.actual::text as actual
    from orders o
    left join (select order_id, sum(tax) as tax, sum(further_tax) as further from order_items group by 1) i
      on i.order_id = o.id
    cross join lateral (values ('Tax', coalesce(i.tax, 0), o.tax),
      ('Further tax', coalesce(i.further, 0), o.further_tax)) t(what, expected, actual)
    where ${scope('o.company_id')} and t.expected <> t.actual`,
  // What orders posted on Sales tax payable (credits less debits of order entries) is the tax and
  // further tax of the orders the company supplied, sales positive and refunds negative: a counter
  // order's company; an internal order's seller, or for a return the company the goods go back to
  // (docs/domain/tax.md, "Buying and moving stock"). Entries that are not an order's (paying the
  // authority, a correction) are left out. Vendors keep no books here, so they are not asked about.
  'sales-tax-payable': (scope) => `
    select c.id as company_id, 'Sales tax payable of ' || c.company_name as what,
      coalesce(o.owed, 0)::text as expected, coalesce(p.posted, 0)::text as actual
    from companies c
    left join (select case when o.internal_order and o.status = 'RETURNED' then o.buyer_company_id
                 else coalesce(su.company_id, o.company_id) end as supplier,
                 sum(o.tax + o.further_tax) as owed
               from orders o left join users su on su.id = o.seller_id group by 1) o on o.supplier = c.id
    left join (select e.company_id, sum(l.credit - l.debit) as posted
               from accounts a join journal_lines l on l.account_id = a.id
               join journal_entries e on e.id = l.entry_id and e.source_type = 'order'
               where a.purpose = 'SALES_TAX_PAYABLE' group by 1) p on p.company_id = c.id
    where ${scope('c.id')} and c.company_type <> 'VENDOR' and coalesce(o.owed, 0) <> coalesce(p.posted, 0)`,
  'service-fee-payable': (scope) => `
    select c.id as company_id, 'Service fee payable of ' || c.company_name as what,
      coalesce(o.fees, 0)::text as expected, coalesce(p.posted, 0)::text as actual
    from companies c
    left join (select company_id, sum(service_fee) as fees from orders group by 1) o on o.company_id = c.id
    left join (select e.company_id, sum(l.credit - l.debit) as posted
               from accounts a join journal_lines l on l.account_id = a.id
               join journal_entries e on e.id = l.entry_id and e.source_type = 'order'
               where a.purpose = 'SERVICE_FEE_PAYABLE' group by 1) p on p.company_id = c.id
    where ${scope('c.id')} and c.company_type <> 'VENDOR' and coalesce(o.fees, 0) <> coalesce(p.posted, 0)`,
  // Input tax (debits less credits of an order's entries) is, for each order, either its whole tax
  // (an internal order whose recipient is registered and recovers it) or nothing (the tax is part of
  // the goods' cost); a counter order posts none.
  'input-tax': (scope) => `
    select o.company_id, 'Input tax of order ' || o.id || ' (' || o.invoice_id || ')' as what,
      (case when o.internal_order then o.tax else 0 end)::text as expected, p.posted::text as actual
    from (select e.source_id as order_id, sum(l.debit - l.credit) as posted
          from accounts a join journal_lines l on l.account_id = a.id
          join journal_entries e on e.id = l.entry_id and e.source_type = 'order'
          where a.purpose = 'INPUT_TAX' group by 1) p
    join orders o on o.id = p.order_id
    where ${scope('o.company_id')} and p.posted <> 0 and (not o.internal_order or p.posted <> o.tax)`,
  // An approved stock count (docs/domain/stock-count.md) posted its differences in at most one
  // entry, and what that entry moved on Inventory is the sum of its movements' values.
  'stock-count-posting': (scope) => `
    select c.company_id, 'Stock count ' || c.id as what,
      coalesce(m.moved, 0)::text as expected, coalesce(p.posted, 0)::text as actual
    from stock_counts c
    left join (select e.source_id as count_id, sum(jl.debit - jl.credit) as posted
               from journal_entries e join journal_lines jl on jl.entry_id = e.id
               join accounts a on a.id = jl.account_id and a.purpose = 'INVENTORY'
               where e.source_type = 'stock_count' group by 1) p on p.count_id = c.id
    left join (select entry_id, sum(value) as moved from stock_movements where entry_id is not null group by 1) m
      on m.entry_id = c.entry_id
    where ${scope('c.company_id')} and c.status = 'APPROVED'
      and (coalesce(p.posted, 0) <> coalesce(m.moved, 0)
        or (select count(*) from journal_entries e where e.source_type = 'stock_count' and e.source_id = c.id) > 1)`,
  // Customer credit (docs/domain/credit.md): per company and customer, what their credit invoices
  // leave open (amount − paid − refunded) is what the journal's receivable lines of those invoices
  // say: the sales' own entries, their refunds' entries, a cancelled sale's reversal, and the
  // payments settled against them. (Receipts not settled against invoices, such as a Cash Received
  // record, stay on the account as credit the customer holds, apart from the invoices.)
  'credit-invoices': (scope) => `
    with inv_entries as (
      select e.id from credit_invoices ci
        join journal_entries e on e.source_type = 'order' and e.source_id = ci.order_id
      union
      select e.id from credit_invoices ci join orders r on r.refund_of_id = ci.order_id
        join journal_entries e on e.source_type = 'order' and e.source_id = r.id
      union
      select e.id from credit_invoices ci
        join journal_entries oe on oe.source_type = 'order' and oe.source_id = ci.order_id
        join journal_entries e on e.reverses_entry_id = oe.id
      union
      select journal_entry_id from credit_payments
    ), posted as (
      select a.company_id, a.counterparty_user_id as customer_id, sum(l.debit - l.credit) as net
      from inv_entries x join journal_lines l on l.entry_id = x.id
      join accounts a on a.id = l.account_id and a.purpose = 'RECEIVABLE' and a.counterparty_user_id is not null
      group by 1, 2
    ), open as (
      select company_id, customer_id, sum(amount - paid - refunded) as open from credit_invoices group by 1, 2
    )
    select coalesce(o.company_id, p.company_id) as company_id,
      'Open credit invoices of customer ' || coalesce(o.customer_id, p.customer_id) as what,
      coalesce(p.net, 0)::text as expected, coalesce(o.open, 0)::text as actual
    from open o full join posted p on p.company_id = o.company_id and p.customer_id = o.customer_id
    where ${scope('coalesce(o.company_id, p.company_id)')} and coalesce(o.open, 0) <> coalesce(p.net, 0)`,
  // The stock sums the Inventory tab reads (docs/domain/analytics.md, "Stock at the books' value"):
  // per company, the category rows add up to the product rows (quantity, value, products above
  // zero), and the product rows with the movements no fold has reached yet are the stock rows at
  // the batches' costs (which 'inventory-valuation' ties to the Inventory account).
  'stock-sums': (scope) => `
    with cat as (
      select company_id, sum(quantity) as q, sum(value) as v, sum(products) as n
      from stock_category_sums group by 1
    ), prod as (
      select company_id, sum(quantity) as q, sum(value) as v, count(*) filter (where quantity > 0) as n
      from stock_product_sums group by 1
    ), tail as (
      select company_id, sum(quantity) as q, sum(value) as v from stock_movements
      where id > (select folded_through from stock_fold where id = 1) group by 1
    ), stock as (
      select i.company_id, sum(i.quantity) as q, sum(round(i.quantity * b.unit_cost, 4)) as v
      from inventory i join batches b on b.id = i.batch_id group by 1
    )
    select coalesce(c.company_id, p.company_id) as company_id,
      'Stock sums by category of company ' || coalesce(c.company_id, p.company_id) || ' (quantity / value / products)' as what,
      coalesce(p.q, 0) || ' / ' || coalesce(p.v, 0) || ' / ' || coalesce(p.n, 0) as expected,
      coalesce(c.q, 0) || ' / ' || coalesce(c.v, 0) || ' / ' || coalesce(c.n, 0) as actual
    from cat c full join prod p on p.company_id = c.company_id
    where ${scope('coalesce(c.company_id, p.company_id)')}
      and (coalesce(c.q, 0) <> coalesce(p.q, 0) or coalesce(c.v, 0) <> coalesce(p.v, 0) or coalesce(c.n, 0) <> coalesce(p.n, 0))
    union all
    select coalesce(s.company_id, p.company_id, t.company_id) as company_id,
      'Stock sums and unfolded movements of company ' || coalesce(s.company_id, p.company_id, t.company_id) || ' (quantity / value)' as what,
      coalesce(s.q, 0) || ' / ' || coalesce(s.v, 0) as expected,
      (coalesce(p.q, 0) + coalesce(t.q, 0)) || ' / ' || (coalesce(p.v, 0) + coalesce(t.v, 0)) as actual
    from stock s
    full join prod p on p.company_id = s.company_id
    full join tail t on t.company_id = coalesce(s.company_id, p.company_id)
    where ${scope('coalesce(s.company_id, p.company_id, t.company_id)')}
      and (coalesce(s.q, 0) <> coalesce(p.q, 0) + coalesce(t.q, 0) or coalesce(s.v, 0) <> coalesce(p.v, 0) + coalesce(t.v, 0))`,
  // Each invoice's `paid` is Σ the allocations to it, and each payment is allocated whole.
  'credit-allocations': (scope) => `
    select i.company_id, 'Paid on credit invoice of order ' || i.order_id as what,
      coalesce(a.sum, 0)::text as expected, i.paid::text as actual
    from credit_invoices i
    left join (select order_id, sum(amount) as sum from credit_allocations group by 1) a on a.order_id = i.order_id
    where ${scope('i.company_id')} and i.paid <> coalesce(a.sum, 0)
    union all
    select p.company_id, 'Allocations of credit payment ' || p.id as what, p.amount::text as expected,
      coalesce(a.sum, 0)::text as actual
    from credit_payments p
    left join (select payment_id, sum(amount) as sum from credit_allocations group by 1) a on a.payment_id = p.id
    where ${scope('p.company_id')} and p.amount <> coalesce(a.sum, 0)`,
};

/**
 * Verifies every invariant of the two ledgers on the database as it is now: each company's
 * Inventory equals its stock valued at the batches' costs; stock equals Σ movements; every
 * movement of value has its entry; every account's running balance equals Σ its lines; every
 * entry balances; each customer's credit equals their receivables; each order's tax is its lines'
 * and the tax accounts hold what the orders say (sales tax and fees payable, input tax); each
 * customer's open credit invoices are what the journal posted for them, and allocations add up; the
 * Inventory tab's stock sums add up to the stock. An account's balance is its
 * folded balance plus its unfolded deltas (ADR 0009), read in the same statement. Answers what fails.
 */
export async function checkBooks(
  db: Executor,
  companyIds: number[] | null = null,
): Promise<BooksViolation[]> {
  const ids = companyIds?.filter((id) => Number.isInteger(id)) ?? null;
  const scope = (column: string) => (ids === null ? 'true' : `${column} = any ('{${ids.join(',')}}'::int[])`);
  const out: BooksViolation[] = [];
  for (const [check, query] of Object.entries(QUERIES) as [
    BooksViolation['check'],
    (s: typeof scope) => string,
  ][]) {
    const result = await db.execute(sql.raw(query(scope)));
    for (const row of (result as unknown as { rows: Row[] }).rows) {
      out.push({
        check,
        message: `${row.what}: expected ${row.expected}, found ${row.actual}`,
        companyId: row.company_id === null ? null : Number(row.company_id),
        expected: row.expected,
        actual: row.actual,
      });
    }
  }
  return out;
}
