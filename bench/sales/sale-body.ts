import { batches, type Db, inventory, productVariants } from '@tillwise/db';
import { orderTotal } from '@tillwise/domain';
import { and, asc, eq, gt } from 'drizzle-orm';

/** A batch on the store's shelves and its sale price. */
export interface Shelf {
  batch: number;
  price: string;
}

/** A line of a sale as the contract's order body carries it. */
export interface SaleLine {
  batch: number | undefined;
  price: string;
  discount: string;
  quantity: string;
}

/**
 * The contract's body of a cash sale of `items` (paid exactly, no discount) to `buyer` by
 * `seller`, its total computed as the screen does (contract 3.1).
 */
export function cashSaleOf(
  items: SaleLine[],
  who: { buyer: number | undefined; seller: number | undefined },
  invoiceId: string,
) {
  const total = orderTotal(items).toFixed(4);
  return {
    order_item: items,
    buyer: who.buyer,
    seller: who.seller,
    total_discount: '0',
    total,
    cash_payment: true,
    amount_received: total,
    amount_discount: true,
    payment_service: 'BANK',
    transaction_id: '',
    invoice_id: invoiceId,
    deduct_balance: false,
  };
}

/**
 * A cash sale of `lines` distinct batches (1, 2, 3, 1, 2 units…) from `start` on the shelves, to
 * `buyer` by `seller`.
 */
export function cashSale(
  shelves: Shelf[],
  who: { buyer: number; seller: number },
  invoiceId: string,
  start: number,
  lines = 5,
) {
  const items = Array.from({ length: lines }, (_, i) => {
    const shelf = shelves[(start + i) % shelves.length] ?? shelves[0];
    return { batch: shelf?.batch, price: shelf?.price ?? '0', discount: '0', quantity: String(1 + (i % 3)) };
  });
  return cashSaleOf(items, who, invoiceId);
}

/** The batches a company holds, in id order, with their sale prices: what its tills sell from. */
export function shelvesOf(db: Db, companyId: number): Promise<Shelf[]> {
  return db
    .select({ batch: batches.id, price: productVariants.salePrice })
    .from(inventory)
    .innerJoin(batches, eq(batches.id, inventory.batchId))
    .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .where(and(eq(inventory.companyId, companyId), gt(inventory.quantity, '0')))
    .orderBy(asc(batches.id));
}
