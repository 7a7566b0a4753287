import { type Executor, orderPayments, orders, users } from '@tillwise/db';
import {
  D,
  type Dec,
  ORDER_MSG,
  REFUND_MSG,
  type RefundableWire,
  type RefundBodyWire,
  refundAmounts,
  refundPickErrors,
  refundPostings,
  refundTenders,
  returnableQuantity,
  type SoldLine,
  saleTenders,
  type Tender,
  toWire,
  withTaxPostings,
} from '@tillwise/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { localIso } from '../../lib/day-range.js';
import { ApiError, notFound, permissionDenied, validationError } from '../../lib/errors.js';
import { idArrayLiteral } from '../../lib/filters.js';
import type { TillFacts } from '../../lib/headers.js';
import { requestHash } from '../../lib/idempotency.js';
import type { SessionActor } from '../../plugins/auth.js';
import { baseOf } from './line-units.js';
import type { OrderPlan, PlannedItem, PlannedUnit } from './plan.js';
import { untaxedLine } from './tax-plan.js';
import { RefundRaced, writeOrder } from './writer.js';

/*
 * Refunds from the receipt (docs/domain/orders.md, "Refunds from the receipt"): a cashier opens a
 * past sale of their company, picks lines and quantities, and the refund is written as a RETURNED
 * order linked to the sale: the goods back into the batches they were sold from (a RETURN
 * movement at the batches' cost), and sales returns against the payments the sale was made with,
 * all in write_order's one transaction. The rules are packages/domain/src/refunds.ts; the database
 * refuses more than was sold (packages/db/functions/05-refunds.sql).
 */

interface SaleLine extends SoldLine {
  batchId: number;
  price: string;
  discount: string;
  unitCost: string;
  taxRate: string;
  taxCategoryId: number | null;
  hsCode: string;
  /** The trade unit it was sold in (docs/domain/units.md); a refund gives back the same unit. */
  unit?: PlannedUnit;
}

export interface RefundSale {
  order: typeof orders.$inferSelect;
  buyer: { userType: string; firstName: string; lastName: string; username: string };
  lines: SaleLine[];
  refunds: { id: number; invoiceId: string; total: string; created: Date }[];
  /** A split sale's parts in the order they were given (empty for a one-method sale). */
  payments: (typeof orderPayments.$inferSelect)[];
  /** The places the seller's tax is rounded to. */
  taxDecimals: number;
}

/** The sale with what earlier refunds took back of each line (three short reads), or null. */
export async function readRefundSale(db: Executor, id: number, scope: number[]): Promise<RefundSale | null> {
  if (scope.length === 0) return null;
  const [head] = await db
    .select({
      order: orders,
      buyer: {
        userType: users.userType,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(
      and(
        eq(orders.id, id),
        sql`(${orders.companyId} = any (${idArrayLiteral(scope)}::int[]) or ${orders.buyerCompanyId} = any (${idArrayLiteral(scope)}::int[]))`,
      ),
    );
  if (!head) return null;
  const lines = await db.execute(sql`
    select s.id, s.batch_id, s.price, s.discount, s.unit_cost, s.quantity, s.line_total,
      s.tax_value, s.tax, s.further_tax, s.sale_discount, s.tax_rate, s.tax_category_id, s.hs_code,
      s.unit_id, s.unit_name, s.unit_count,
      (select tax_decimals from company_tax_settings t
        where t.company_id = (select company_id from orders where id = ${id})) as tax_decimals,
      coalesce((select sum(-r.quantity) from order_items r where r.refund_of_item_id = s.id), 0) as returned
    from order_items s where s.order_id = ${id} order by s.position`);
  const refunds = await db
    .select({ id: orders.id, invoiceId: orders.invoiceId, total: orders.total, created: orders.created })
    .from(orders)
    .where(eq(orders.refundOfId, id))
    .orderBy(asc(orders.id));
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, id))
    .orderBy(asc(orderPayments.position));
  type Row = Record<string, string | number | null>;
  const rows = (lines as unknown as { rows: Row[] }).rows;
  return {
    ...head,
    taxDecimals: rows[0]?.tax_decimals == null ? 2 : Number(rows[0].tax_decimals),
    lines: rows.map((r) => ({
      id: Number(r.id),
      batchId: Number(r.batch_id),
      price: String(r.price),
      discount: String(r.discount),
      unitCost: String(r.unit_cost),
      quantity: String(r.quantity),
      lineTotal: String(r.line_total),
      returned: String(r.returned),
      taxRate: String(r.tax_rate),
      taxCategoryId: r.tax_category_id == null ? null : Number(r.tax_category_id),
      hsCode: String(r.hs_code ?? ''),
      ...(r.unit_id == null
        ? {}
        : { unit: { id: Number(r.unit_id), name: String(r.unit_name), count: Number(r.unit_count) } }),
      ...(r.tax_value == null
        ? {}
        : {
            tax: {
              quantity: String(r.quantity),
              value: String(r.tax_value),
              tax: String(r.tax),
              furtherTax: String(r.further_tax),
              saleDiscount: String(r.sale_discount),
            },
          }),
    })),
    refunds,
    payments,
  };
}

/** A completed counter sale (not a return, an internal order or another refund). */
const isRefundable = (o: RefundSale['order']) =>
  o.status === 'COMPLETE' && !o.internalOrder && o.refundOfId == null && new D(o.total).gt(0);

/**
 * How the sale was paid: a split sale's parts as they were given (cash, each card with its service
 * and reference, the part on the customer's account); a one-method sale by the rules its books
 * were posted with. Everything after this (the share per payment, the postings) works per tender.
 */
export function tendersOf(sale: RefundSale): Tender[] {
  const o = sale.order;
  if (sale.payments.length > 0) {
    return sale.payments.map(
      (p): Tender =>
        p.method === 'CREDIT'
          ? { kind: 'account', amount: new D(p.amount) }
          : {
              kind: 'funds',
              funds: p.method === 'CASH' ? 'CASH' : (p.paymentService ?? 'BANK'),
              reference: p.transactionId,
              amount: new D(p.amount),
            },
    );
  }
  return saleTenders(
    {
      total: o.total,
      amount_received: o.amountReceived,
      cash_payment: o.cashPayment,
      payment_service: o.paymentService,
      transaction_id: o.transactionId,
      deduct_balance: o.deductBalance,
    },
    sale.buyer.userType === 'REGULAR_CUSTOMER',
  );
}

const tenderWire = (t: Tender) => ({
  kind: t.kind,
  payment_service: t.kind === 'funds' ? t.funds : null,
  reference: t.kind === 'funds' ? t.reference : '',
  amount: toWire(t.amount),
});

/** `GET order/<id>/refund/`: what may still be returned of the sale, how it was paid, its refunds. */
export function presentRefundable(sale: RefundSale, actor: SessionActor): RefundableWire {
  const refunded = sale.refunds.reduce((sum, r) => sum.minus(r.total), new D(0));
  return {
    order: sale.order.id,
    invoice_id: sale.order.invoiceId,
    refundable: isRefundable(sale.order) && sale.order.companyId === actor.company?.id,
    total: toWire(sale.order.total),
    refunded: toWire(refunded),
    lines: sale.lines.map((l) => ({
      item: l.id,
      quantity: toWire(l.quantity),
      returned: toWire(l.returned),
      returnable: toWire(returnableQuantity(l)),
      line_total: toWire(l.lineTotal),
      tax: l.tax
        ? {
            value: toWire(l.tax.value),
            tax: toWire(l.tax.tax),
            further_tax: toWire(l.tax.furtherTax),
            sale_discount: toWire(l.tax.saleDiscount),
          }
        : null,
    })),
    service_fee: toWire(sale.order.serviceFee),
    tax_decimals: sale.taxDecimals,
    tenders: tendersOf(sale).map(tenderWire),
    refunds: sale.refunds.map((r) => ({
      id: r.id,
      invoice_id: r.invoiceId,
      total: toWire(r.total),
      created: localIso(r.created),
    })),
  };
}

/** The refund's plan: a RETURNED order of the sale's company, linked to the sale and its lines. */
function planRefund(
  actor: SessionActor,
  sale: RefundSale,
  body: RefundBodyWire,
  idempotency: OrderPlan['idempotency'],
): OrderPlan {
  const o = sale.order;
  const errors = refundPickErrors(sale.lines, body.lines);
  if (errors.length > 0) throw validationError({ lines: errors });
  const amounts = refundAmounts(
    { total: o.total, lines: sale.lines, serviceFee: o.serviceFee, taxDecimals: sale.taxDecimals },
    body.lines,
  );
  const tenders = refundTenders(tendersOf(sale), amounts.refundedBefore, amounts.total);
  const items = amounts.lines.map((l): PlannedItem => {
    const line = sale.lines.find((s) => s.id === l.item) as SaleLine;
    return {
      batchId: line.batchId,
      price: new D(line.price),
      quantity: l.quantity.negated(),
      discount: new D(line.discount),
      lineTotal: l.lineRefund.negated(),
      unitCost: new D(line.unitCost),
      refundOfItemId: line.id,
      // What the refund gives back of the line's tax, stored like a line sold (negative).
      tax: l.tax
        ? {
            rate: new D(line.taxRate),
            saleDiscount: l.tax.saleDiscount.negated(),
            value: l.tax.value.negated(),
            tax: l.tax.tax.negated(),
            furtherTax: l.tax.furtherTax.negated(),
            categoryId: line.taxCategoryId,
            hsCode: line.hsCode,
          }
        : { ...untaxedLine(l.lineRefund.negated()), value: l.lineRefund.negated() },
      ...(line.unit ? { unit: line.unit } : {}),
    };
  });
  const sum = (pick: (i: PlannedItem) => Dec) => items.reduce((s, i) => s.plus(pick(i)), new D(0));
  const tax = { tax: sum((i) => i.tax.tax), furtherTax: sum((i) => i.tax.furtherTax) };
  const returnedBefore = sale.lines.reduce((sum, l) => sum.plus(l.returned), new D(0));
  const name = `${sale.buyer.firstName} ${sale.buyer.lastName}`.trim() || sale.buyer.username;
  return {
    order: {
      companyId: o.companyId,
      sellerId: actor.user.id,
      buyerId: o.buyerId,
      buyerCompanyId: o.buyerCompanyId,
      status: 'RETURNED',
      total: amounts.total.negated(),
      amountReceived: new D(0),
      totalDiscount: amounts.discount,
      amountDiscount: true,
      cashPayment: o.cashPayment,
      paymentService: o.paymentService,
      transactionId: o.transactionId,
      deductBalance: o.deductBalance,
      internalOrder: false,
      userId: actor.user.id,
      invoiceNumber: null,
      tax: { ...tax, serviceFee: new D(0), pricesIncludeTax: o.pricesIncludeTax },
    },
    items,
    stock: [
      {
        companyId: o.companyId,
        kind: 'RETURN',
        userId: actor.user.id,
        counter: { purpose: 'COGS' },
        lines: items.map((item, i) => ({
          item: i,
          batchId: item.batchId,
          // The unit sold comes back: quantity × its count base units re-enter the batch.
          quantity: baseOf(item.quantity, item.unit).negated(),
        })),
      },
    ],
    entries: [
      {
        companyId: o.companyId,
        memo: `Refund of ${o.invoiceId}`,
        lines: withTaxPostings(refundPostings(amounts.total, tenders), {
          tax: tax.tax.plus(tax.furtherTax).abs(),
          serviceFee: new D(0),
        }),
        buyer: { userId: o.buyerId, name },
      },
    ],
    idempotency,
    refund: { saleId: o.id, returnedBefore },
  };
}

async function earlierRefund(db: Executor, sellerId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, hash: orders.requestHash, refundOf: orders.refundOfId })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

function replay(earlier: { id: number; hash: string | null }, hash: string) {
  if (earlier.hash !== hash) throw new ApiError(409, { detail: ORDER_MSG.idempotencyConflict });
  return { id: earlier.id, created: false };
}

/** The till that pays a refund out (`X-Till-Id`) and the session it is open in (`X-Till-Session`). */
export type PayingTill = Pick<TillFacts, 'tillId' | 'tillSessionId'>;

/** How often a refund is planned again when another refund of the same sale was written first. */
const REPLANS = 3;

/**
 * `POST order/<id>/refund/`: refunds the picked lines of a sale of the caller's company. With the
 * same Idempotency-Key a repeat answers the first refund (409 for a different body), also when
 * both arrive at once (write_order locks the seller's key first). Two refunds of one sale at once are
 * written one after the other; the second is planned again on what the first left, and refused if
 * it would return more than was sold. The refund belongs to the till session of the till that pays
 * it out (`till`: the session it names if open, else that till's open session), like a sale made
 * there; never to the session its sale was made in, nor, when a till is named, to the cashier's
 * till-less session.
 */
export async function refundSale(
  db: Executor,
  actor: SessionActor,
  saleId: number,
  body: RefundBodyWire,
  key: string,
  scope: number[],
  till: PayingTill = { tillId: null, tillSessionId: null },
): Promise<{ id: number; created: boolean }> {
  const hash = requestHash({ sale: saleId, lines: body.lines });
  const earlier = await earlierRefund(db, actor.user.id, key);
  if (earlier) return replay(earlier, hash);
  for (let attempt = 0; ; attempt++) {
    const sale = await readRefundSale(db, saleId, scope);
    if (!sale) throw notFound();
    if (sale.order.companyId !== actor.company?.id) throw permissionDenied(REFUND_MSG.otherCompany);
    if (!isRefundable(sale.order)) throw validationError({ non_field_errors: REFUND_MSG.notASale });
    const plan = {
      ...planRefund(actor, sale, body, { key, hash }),
      tillId: till.tillId,
      tillSessionId: till.tillSessionId,
    };
    try {
      const written = await writeOrder(db, plan);
      if (written.kind === 'replay') return replay({ id: written.id, hash: written.requestHash }, hash);
      return { id: written.id, created: true };
    } catch (error) {
      if (!(error instanceof RefundRaced)) throw error;
      if (!error.replan || attempt + 1 >= REPLANS) throw validationError({ lines: REFUND_MSG.raced });
    }
  }
}
