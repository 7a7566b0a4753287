import {
  D,
  type Dec,
  type OrderStatus,
  type PaymentService,
  type PlannedAmount,
  type SplitMethod,
} from '@tillwise/domain';
import type { BatchedMovement, StockCounter } from '../inventory/ledger.js';
import type { Counterparty } from '../ledger/accounts.js';

/*
 * An order as a plan: what to write, decided before anything is written. A plan builder (the
 * counter's sale or return today; internal purchases and transfers later) validates the request
 * and fills one in; `writeOrder` then writes any plan in one transaction. New kinds of order add
 * builders, never writers.
 */

export interface PlannedOrder {
  companyId: number;
  sellerId: number;
  buyerId: number;
  buyerCompanyId: number | null;
  status: OrderStatus;
  total: Dec;
  amountReceived: Dec;
  totalDiscount: Dec;
  amountDiscount: boolean;
  cashPayment: boolean;
  paymentService: PaymentService | null;
  transactionId: string;
  deductBalance: boolean;
  internalOrder: boolean;
  /**
   * An internal order that is a taxable supply between departments: the supplier, which reports it
   * to the authority when its fiscal reporter is on (docs/domain/fiscal.md). A counter order is
   * reported by its own company; an internal order without this, by none.
   */
  fiscalCompanyId?: number | null;
  /** The operator who submitted it. */
  userId: number;
  /** The invoice number the client showed, when it is one of this company's; null takes the next. */
  invoiceNumber: number | null;
  /** When it was sold, if not now (the demo's past sales); stock and books carry the same time. */
  created?: Date;
  /** Its sales tax (docs/domain/tax.md): Σ the lines', the service fee, and the pricing used. */
  tax: PlannedOrderTax;
}

export interface PlannedOrderTax {
  tax: Dec;
  furtherTax: Dec;
  serviceFee: Dec;
  pricesIncludeTax: boolean;
}

/** A line's sales tax as sold (`taxOrder` in packages/domain): stored on the line, never recomputed. */
export interface PlannedLineTax {
  rate: Dec;
  saleDiscount: Dec;
  /** The value excluding tax. */
  value: Dec;
  tax: Dec;
  furtherTax: Dec;
  categoryId: number | null;
  hsCode: string;
}

/** No tax: an order of a company that charges none, or a line without any. */
export const noOrderTax = (pricesIncludeTax = true): PlannedOrderTax => ({
  tax: new D(0),
  furtherTax: new D(0),
  serviceFee: new D(0),
  pricesIncludeTax,
});

/** A purchase line's new batch (inline `order_batch`), written just before the order. */
export interface PlannedBatch {
  variantId: number;
  quantity: Dec;
  manufacturingDate: string;
  expiryDate: string;
  /** The company whose stock it enters. */
  companyId: number;
  /** The company it was bought from (a vendor's company or a department). */
  fromCompanyId: number;
}

export interface PlannedItem {
  /** 0 while `newBatch` is still to be written. */
  batchId: number;
  price: Dec;
  quantity: Dec;
  discount: Dec;
  lineTotal: Dec;
  /** The batch's cost (a new batch is valued at it). */
  unitCost: Dec;
  newBatch?: PlannedBatch;
  /** An internal purchase line: the batch is linked to it (once; another order's batch is refused). */
  linkBatch?: boolean;
  /** A refund's line: the sale's line it takes back (refund.ts). */
  refundOfItemId?: number;
  tax: PlannedLineTax;
  /**
   * The trade unit the line is in (docs/domain/units.md), as sold: `quantity` and `price` are in it,
   * the stock it moves is quantity × count base units, and `unitCost` stays per base unit. Absent:
   * the base unit.
   */
  unit?: PlannedUnit;
}

/** A line's trade unit as sold: its id, name and count then. */
export interface PlannedUnit {
  id: number;
  name: string;
  count: number;
}

/** A stock step: its lines name items by their index in `items` (batch 0: the item's new batch). */
export interface PlannedStock extends Omit<BatchedMovement, 'orderId' | 'lines' | 'counter'> {
  /** What the step's value posts against (a receivable or payable names its company). */
  counter: StockCounter;
  lines: { item: number; batchId: number; quantity: Dec }[];
}

/** One journal entry of the order, in one company's books. */
export interface PlannedEntry {
  companyId: number;
  memo: string;
  lines: PlannedAmount[];
  /** Who a `holder: 'buyer'` receivable is kept for. */
  buyer?: Counterparty;
}

/** One part of a sale paid in parts (docs/domain/orders.md, "Split payment"). */
export interface PlannedPaymentPart {
  method: SplitMethod;
  amount: Dec;
  paymentService: PaymentService | null;
  transactionId: string;
}

export interface OrderPlan {
  order: PlannedOrder;
  items: PlannedItem[];
  /** A sale paid in parts: each part, stored in `order_payments`; absent for one method. */
  payments?: PlannedPaymentPart[];
  stock: PlannedStock[];
  entries: PlannedEntry[];
  idempotency: { key: string; hash: string } | null;
  /** The till that sent the sale (`X-Till-Id`): a number of a block it reserved is used as printed. */
  tillId?: string | null;
  /**
   * A refund from the receipt (refund.ts): the sale it takes back and the quantity of that sale
   * returned when the plan was made (the database plans nothing again: it refuses a refund whose
   * sale was refunded meanwhile, and more than was sold).
   */
  refund?: { saleId: number; returnedBefore: Dec } | null;
  /** The till session the sale was made in (`X-Till-Session`; docs/till-sessions.md), when still open. */
  tillSessionId?: number | null;
  /** Expired batches sold with a manager's approval, recorded with the order. */
  expiredOverrides?: { batchId: number; approvedBy: number }[];
  /**
   * A manager's approval, on the cashier's screen, of this credit sale beyond the customer's limit
   * or while an invoice is overdue (docs/domain/credit.md); recorded only when the sale needed it.
   */
  creditApproval?: { approvedBy: number } | null;
  /**
   * A sale made offline (`X-Offline-Sale`, or `orderoffline/`): the goods have left, so it is
   * recorded even beyond stock or the customer's credit, and what was accepted is flagged.
   */
  madeOffline?: boolean;
}
