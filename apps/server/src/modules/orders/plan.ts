import type { Dec, OrderStatus, PaymentService, PlannedAmount } from '@tillwise/domain';
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
  /** The operator who submitted it. */
  userId: number;
  /** The invoice number the client showed, when it is one of this company's; null takes the next. */
  invoiceNumber: number | null;
  /** When it was sold, if not now (the demo's past sales); stock and books carry the same time. */
  created?: Date;
}

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

export interface OrderPlan {
  order: PlannedOrder;
  items: PlannedItem[];
  stock: PlannedStock[];
  entries: PlannedEntry[];
  idempotency: { key: string; hash: string } | null;
  /** The till that sent the sale (`X-Till-Id`): a number of a block it reserved is used as printed. */
  tillId?: string | null;
  /**
   * A sale made offline (`X-Offline-Sale`, or `orderoffline/`): the goods have left, so it is
   * recorded even beyond stock or the customer's credit, and what was accepted is flagged.
   */
  madeOffline?: boolean;
}
