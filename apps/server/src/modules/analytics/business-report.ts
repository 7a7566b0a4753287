import type { Executor } from '@tillwise/db';
import {
  type BusinessReportWire,
  compared,
  D,
  marginPercent,
  previousPeriod,
  toWire,
} from '@tillwise/domain';
import { dayAfter, dayStart } from '../../lib/day-range.js';
import { ageing } from './ageing.js';
import { bookFigures, inventoryAtCost } from './books.js';
import { salesOverTime } from './comparison.js';
import { salesByOperator } from './order-figures.js';
import {
  ordersAndDiscounts,
  PAYMENT_METHODS,
  paymentsByMethod,
  type RankedLine,
  rankedLines,
} from './sale-lines.js';
import type { Period } from './sql.js';

const periodOf = (start: string, end: string): Period => ({ from: dayStart(start), to: dayAfter(end) });

/** The period's headline figures, from the journal. */
async function headline(db: Executor, ids: readonly number[], period: Period) {
  const [books, counts, stock, payments] = await Promise.all([
    bookFigures(db, ids, period),
    ordersAndDiscounts(db, ids, period),
    inventoryAtCost(db, ids, period.to),
    paymentsByMethod(db, ids, period),
  ]);
  return { books, counts, stock, payments, margin: books.netSales.minus(books.cogs) };
}

/**
 * The super admin's business report (docs/domain/analytics.md): the range's figures beside the
 * previous range of the same length, how sales were paid and spread over days and hours, the
 * best products and categories, operators, and receivables and payables aged at the range's end.
 */
export async function businessReport(
  db: Executor,
  companies: { id: number; company_name: string }[],
  start: string,
  end: string,
): Promise<BusinessReportWire> {
  const ids = companies.map((c) => c.id);
  const previous = previousPeriod(start, end);
  const period = periodOf(start, end);
  const [now, before, byDay, byHour, operators, receivables, payables, ranked] = await Promise.all([
    headline(db, ids, period),
    headline(db, ids, periodOf(previous.start, previous.end)),
    salesOverTime(db, ids, period, 'day'),
    salesOverTime(db, ids, period, 'hour'),
    salesByOperator(db, ids, period),
    ageing(db, ids, 'RECEIVABLE', period.to),
    ageing(db, ids, 'PAYABLE', period.to),
    rankedLines(db, ids, period),
  ]);
  const present = (rows: RankedLine[]) =>
    rows.map((r) => ({
      name: r.name,
      quantity: toWire(r.quantity),
      revenue: toWire(r.revenue),
      cost: toWire(r.cost),
      margin: toWire(r.margin),
    }));
  return {
    start_date: start,
    end_date: end,
    previous_start_date: previous.start,
    previous_end_date: previous.end,
    companies,
    summary: {
      sales: compared(now.books.sales, before.books.sales),
      returns: compared(now.books.returns, before.books.returns),
      discounts: compared(now.counts.discounts, before.counts.discounts),
      net_sales: compared(now.books.netSales, before.books.netSales),
      sales_tax: compared(now.books.salesTax, before.books.salesTax),
      service_fees: compared(now.books.serviceFees, before.books.serviceFees),
      cost_of_goods_sold: compared(now.books.cogs, before.books.cogs),
      gross_margin: compared(now.margin, before.margin),
      gross_margin_percent: compared(
        marginPercent(now.margin, now.books.netSales),
        marginPercent(before.margin, before.books.netSales),
      ),
      expenses: compared(now.books.expenses, before.books.expenses),
      net_profit: compared(now.books.profit, before.books.profit),
      internal_transfers: compared(now.books.internalSales, before.books.internalSales),
      orders: compared(now.counts.orders, before.counts.orders),
      stock_value: compared(now.stock, before.stock),
    },
    payments: PAYMENT_METHODS.map((method) => ({
      method,
      ...compared(now.payments.get(method) ?? new D(0), before.payments.get(method) ?? new D(0)),
    })),
    by_day: byDay.map((r) => ({ day: r.slot, net_sales: toWire(r.net), orders: Number(r.orders) })),
    by_hour: byHour
      .map((r) => ({ hour: Number(r.slot), net_sales: toWire(r.net), orders: Number(r.orders) }))
      .sort((a, b) => a.hour - b.hour),
    top_products_by_revenue: present(ranked.productsByRevenue),
    top_products_by_margin: present(ranked.productsByMargin),
    top_categories_by_revenue: present(ranked.categoriesByRevenue),
    top_categories_by_margin: present(ranked.categoriesByMargin),
    operators: operators.map((o) => ({
      username: o.username,
      user_type: o.userType,
      orders: o.orders,
      net_sales: toWire(o.netSales),
    })),
    receivables,
    payables,
  };
}
