import type { Executor } from '@tillwise/db';
import {
  ACCOUNT_PURPOSES,
  type CreditRefusal,
  creditRefusalMessages,
  INVOICE_PREFIX,
  SERVER_MSG,
  toWire,
} from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { sqlState, WRITER_STATE } from '../../lib/db-errors.js';
import { nonFieldError, validationError } from '../../lib/errors.js';
import { asStockShortage, counterJson } from '../inventory/ledger.js';
import { asEntryRefusal } from '../ledger/post-entry.js';
import type { OrderPlan } from './plan.js';

/** A refund the database refused: its sale was refunded meanwhile (`replan`), or beyond what was sold. */
export class RefundRaced extends Error {
  constructor(readonly replan: boolean) {
    super(replan ? 'the sale was refunded meanwhile' : 'more than was sold');
  }
}

/** What `write_order` wrote that its plan did not know. */
export interface Written {
  kind: 'written';
  id: number;
  invoiceId: string;
  created: Date;
  /** The items' ids, in the plan's order. */
  itemIds: number[];
  /** [company, batch, stock] of each batch a stock step moved, as it stands after the order. */
  stock: [number, number, string][];
  /** The write's triggers wrote notifications (migration 0016); wake listeners after it. */
  notified: boolean;
  /** The plan as it was written (answer.ts reads the lines from it, as write_order did). */
  json: PlanJson;
  /** The order was queued for the tax authority (docs/domain/fiscal.md): its answer says PENDING. */
  fiscalQueued: boolean;
}

export type WriteResult =
  | Written
  /** The Idempotency-Key was used already: nothing was written. */
  | { kind: 'replay'; id: number; requestHash: string | null };

/**
 * The plan as the database's `write_order` reads it (packages/db/functions/04-orders.sql):
 * snake_case, decimals as text. Declared once, here: `planObject` must fill every key (tsc checks
 * it), and test/orders-plan.test.ts walks every key of this shape and requires each to land in
 * the rows `write_order` writes, so a field cannot be forgotten on either side.
 */
export interface PlanJson {
  /** Locked in id order when more than one (not stored). */
  companies: number[];
  order: {
    company_id: number;
    seller_id: number;
    buyer_id: number;
    buyer_company_id: number | null;
    status: OrderPlan['order']['status'];
    total: string;
    amount_received: string;
    total_discount: string;
    amount_discount: boolean;
    cash_payment: boolean;
    payment_service: OrderPlan['order']['paymentService'];
    transaction_id: string;
    deduct_balance: boolean;
    internal_order: boolean;
    /** The company whose fiscal reporter reports the order, if its reporter is on (04-orders.sql). */
    fiscal_company_id: number | null;
    idempotency_key: string | null;
    request_hash: string | null;
    user_id: number;
    invoice_number: number | null;
    invoice_prefix: string;
    till_id: string | null;
    till_session_id: number | null;
    made_offline: boolean;
    created: string | null;
    refund_of_id: number | null;
    refund_returned_before: string | null;
    tax: string;
    further_tax: string;
    service_fee: string;
    prices_include_tax: boolean;
  };
  expired_overrides: { batch_id: number; approved_by: number }[];
  /** A manager's approval of a credit sale beyond the limit or while overdue (08-credit.sql); null: none. */
  credit_approval: { approved_by: number } | null;
  items: {
    batch_id: number | null;
    price: string;
    quantity: string;
    discount: string;
    line_total: string;
    unit_cost: string;
    link_batch: boolean;
    refund_of_item_id: number | null;
    /** The line's tax (every key here is a column of order_items: write_order reads the item as a row). */
    tax_rate: string;
    sale_discount: string;
    tax_value: string;
    tax: string;
    further_tax: string;
    tax_category_id: number | null;
    hs_code: string;
    /** The trade unit sold (docs/domain/units.md): null, '' and 1 for the base unit. */
    unit_id: number | null;
    unit_name: string;
    unit_count: number;
    new_batch: {
      variant_id: number;
      quantity: string;
      manufacturing_date: string;
      expiry_date: string;
      company_id: number;
      from_company_id: number;
    } | null;
  }[];
  payments: { method: string; amount: string; payment_service: string | null; transaction_id: string }[];
  stock: {
    company_id: number;
    kind: string;
    user_id: number | null;
    /** What the step's value posts against: one value, stored as the entry's counter line. */
    counter: ReturnType<typeof counterJson>;
    lines: { item: number; batch_id: number; quantity: string }[];
  }[];
  entries: {
    company_id: number;
    memo: string;
    buyer: { company_id: number | null; user_id: number | null; name: string } | null;
    lines: { purpose: string; kind: string; side: string; amount: string; holder: string | null }[];
  }[];
}

export function planObject(plan: OrderPlan): PlanJson {
  const o = plan.order;
  const companies = new Set([
    o.companyId,
    ...plan.stock.map((s) => s.companyId),
    ...plan.entries.map((e) => e.companyId),
  ]);
  return {
    companies: [...companies],
    order: {
      company_id: o.companyId,
      seller_id: o.sellerId,
      buyer_id: o.buyerId,
      buyer_company_id: o.buyerCompanyId,
      status: o.status,
      total: toWire(o.total),
      amount_received: toWire(o.amountReceived),
      total_discount: toWire(o.totalDiscount),
      amount_discount: o.amountDiscount,
      cash_payment: o.cashPayment,
      payment_service: o.paymentService,
      transaction_id: o.transactionId,
      deduct_balance: o.deductBalance,
      internal_order: o.internalOrder,
      fiscal_company_id: o.internalOrder ? (o.fiscalCompanyId ?? null) : o.companyId,
      idempotency_key: plan.idempotency?.key ?? null,
      request_hash: plan.idempotency?.hash ?? null,
      user_id: o.userId,
      invoice_number: o.invoiceNumber,
      invoice_prefix: INVOICE_PREFIX,
      till_id: plan.tillId ?? null,
      till_session_id: plan.tillSessionId ?? null,
      made_offline: plan.madeOffline ?? false,
      created: o.created?.toISOString() ?? null,
      // A refund from the receipt (05-refunds.sql's check_refund).
      refund_of_id: plan.refund?.saleId ?? null,
      refund_returned_before: plan.refund ? toWire(plan.refund.returnedBefore) : null,
      tax: toWire(o.tax.tax),
      further_tax: toWire(o.tax.furtherTax),
      service_fee: toWire(o.tax.serviceFee),
      prices_include_tax: o.tax.pricesIncludeTax,
    },
    expired_overrides: (plan.expiredOverrides ?? []).map((x) => ({
      batch_id: x.batchId,
      approved_by: x.approvedBy,
    })),
    credit_approval: plan.creditApproval ? { approved_by: plan.creditApproval.approvedBy } : null,
    items: plan.items.map((item) => ({
      batch_id: item.batchId || null,
      price: toWire(item.price),
      quantity: toWire(item.quantity),
      discount: toWire(item.discount),
      line_total: toWire(item.lineTotal),
      unit_cost: toWire(item.unitCost),
      link_batch: item.linkBatch ?? false,
      refund_of_item_id: item.refundOfItemId ?? null,
      tax_rate: toWire(item.tax.rate),
      sale_discount: toWire(item.tax.saleDiscount),
      tax_value: toWire(item.tax.value),
      tax: toWire(item.tax.tax),
      further_tax: toWire(item.tax.furtherTax),
      tax_category_id: item.tax.categoryId,
      hs_code: item.tax.hsCode,
      unit_id: item.unit?.id ?? null,
      unit_name: item.unit?.name ?? '',
      unit_count: item.unit?.count ?? 1,
      new_batch: item.newBatch
        ? {
            variant_id: item.newBatch.variantId,
            quantity: toWire(item.newBatch.quantity),
            manufacturing_date: item.newBatch.manufacturingDate,
            expiry_date: item.newBatch.expiryDate,
            company_id: item.newBatch.companyId,
            from_company_id: item.newBatch.fromCompanyId,
          }
        : null,
    })),
    payments: (plan.payments ?? []).map((part) => ({
      method: part.method,
      amount: toWire(part.amount),
      payment_service: part.paymentService,
      transaction_id: part.transactionId,
    })),
    stock: plan.stock.map((step) => ({
      company_id: step.companyId,
      kind: step.kind,
      user_id: step.userId,
      counter: counterJson(step.counter),
      lines: step.lines.map((l) => ({ item: l.item, batch_id: l.batchId, quantity: toWire(l.quantity) })),
    })),
    entries: plan.entries.map((entry) => ({
      company_id: entry.companyId,
      memo: entry.memo,
      buyer: entry.buyer
        ? {
            company_id: entry.buyer.companyId ?? null,
            user_id: entry.buyer.userId ?? null,
            name: entry.buyer.name,
          }
        : null,
      lines: entry.lines.map((l) => ({
        purpose: l.purpose,
        kind: ACCOUNT_PURPOSES[l.purpose],
        side: l.side,
        amount: toWire(l.amount),
        holder: l.holder ?? null,
      })),
    })),
  };
}

/**
 * Writes a planned order in one statement, so in one transaction and one round trip: the
 * database's `write_order` locks the companies involved (in id order); when the Idempotency-Key
 * was used already it writes nothing and answers the earlier order; otherwise it takes the invoice
 * number and writes the order, an internal purchase's new batches, the items, every stock step
 * (conditional, so no batch goes below zero), and every journal entry with its balances.
 * Throws StockShortageError when a batch falls short, and a 400 when a purchased batch was bought
 * by another order; nothing is written then.
 */
export async function writeOrder(db: Executor, plan: OrderPlan): Promise<WriteResult> {
  let rows: {
    result: {
      id?: number;
      invoice_id?: string;
      created?: string;
      items?: number[];
      stock?: [number, number, string][];
      fiscal?: boolean;
      replay_of?: number;
      request_hash?: string | null;
    };
    notified: boolean | null;
  }[];
  const json = planObject(plan);
  try {
    // Still one statement: the flag is read after write_order ran (a materialised CTE), in its
    // transaction; the triggers of migration 0016 set it only when they wrote a notification.
    const result = await db.execute(
      sql`with w as materialized (select write_order(${JSON.stringify(json)}::jsonb) as result)
        select result, current_setting('tillwise.notified', true) = '1' as notified from w`,
    );
    rows = (result as unknown as { rows: typeof rows }).rows;
  } catch (error) {
    const state = sqlState(error);
    if (state.code === WRITER_STATE.batchTaken)
      throw nonFieldError(state.message ?? SERVER_MSG.batchAlreadyBought);
    if (state.code === WRITER_STATE.creditRefused) {
      // The customer's limit or an overdue invoice (08-credit.sql): the figures, for the cashier.
      throw validationError({
        credit: creditRefusalMessages(JSON.parse(state.detail ?? '{}') as CreditRefusal),
      });
    }
    if (state.code === WRITER_STATE.overRefund || state.code === WRITER_STATE.refundChanged) {
      throw new RefundRaced(state.code === WRITER_STATE.refundChanged);
    }
    throw asEntryRefusal(asStockShortage(error));
  }
  const raw = rows[0]?.result;
  const out = typeof raw === 'string' ? (JSON.parse(raw) as typeof raw) : raw;
  if (out?.replay_of != null)
    return { kind: 'replay', id: out.replay_of, requestHash: out.request_hash ?? null };
  if (out?.id == null || !out.invoice_id || !out.created) throw new Error('order not written');
  return {
    kind: 'written',
    id: out.id,
    invoiceId: out.invoice_id,
    created: new Date(out.created),
    itemIds: out.items ?? [],
    stock: out.stock ?? [],
    notified: rows[0]?.notified === true,
    json,
    fiscalQueued: out.fiscal === true,
  };
}
