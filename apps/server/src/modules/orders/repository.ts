import {
  batches,
  type Executor,
  inventory,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
  products,
  productVariants,
} from '@tillwise/db';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like.js';
import type { PageRequest } from '../../lib/pagination.js';

export interface OrderFilter {
  /** The companies whose orders (as seller or buyer) the caller may see. */
  scope: number[];
  buyerCompany?: number | undefined;
  sellerCompany?: number | undefined;
  invoiceContains?: string | undefined;
  idContains?: string | undefined;
  status?: OrderRow['status'] | undefined;
  cash?: boolean | undefined;
  /** Whole local day: [from, to). */
  created?: { from: Date; to: Date } | undefined;
  id?: number | undefined;
}

/**
 * Paid in cash, by the rule the books use (`saleFunds`): the original client sends `cash_payment`
 * true for card sales too, so a card sale is told by its payment service or reference number.
 */
const paidInCash = sql`(${orders.cashPayment} AND coalesce(${orders.paymentService}::text, 'BANK') = 'BANK' AND ${orders.transactionId} = '')`;

function conditions(f: OrderFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    or(inArray(orders.companyId, f.scope), inArray(orders.buyerCompanyId, f.scope)),
  ];
  if (f.id !== undefined) where.push(eq(orders.id, f.id));
  if (f.buyerCompany !== undefined) where.push(eq(orders.buyerCompanyId, f.buyerCompany));
  if (f.sellerCompany !== undefined) where.push(eq(orders.companyId, f.sellerCompany));
  if (f.invoiceContains !== undefined)
    where.push(ilike(orders.invoiceId, containsPattern(f.invoiceContains)));
  if (f.idContains !== undefined) where.push(ilike(sql`${orders.id}::text`, containsPattern(f.idContains)));
  if (f.status !== undefined) where.push(eq(orders.status, f.status));
  if (f.cash !== undefined) where.push(f.cash ? paidInCash : sql`NOT ${paidInCash}`);
  if (f.created) where.push(gte(orders.created, f.created.from), lt(orders.created, f.created.to));
  return and(...where);
}

export interface OrderItemRecord {
  item: OrderItemRow;
  batch: typeof batches.$inferSelect;
  variant: typeof productVariants.$inferSelect;
  product: typeof products.$inferSelect;
  stock: string | null;
}

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRecord[];
}

/** An order line as the receipt reads it (see presentOrderItem), with `companyId`'s stock of the batch. */
function lines(db: Executor, companyId: number | null) {
  return db
    .select({
      item: orderItems,
      batch: batches,
      variant: productVariants,
      product: products,
      stock: inventory.quantity,
    })
    .from(orderItems)
    .innerJoin(batches, eq(batches.id, orderItems.batchId))
    .innerJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(inventory, and(eq(inventory.batchId, batches.id), eq(inventory.companyId, companyId ?? 0)))
    .$dynamic();
}

async function itemsOf(db: Executor, orderIds: number[], companyId: number | null) {
  if (orderIds.length === 0) return [];
  return lines(db, companyId)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/** A page of orders, newest first, with their items, and the match count. */
export async function listOrders(
  db: Executor,
  filter: OrderFilter,
  page: PageRequest,
  stockCompanyId: number | null,
): Promise<{ count: number; records: OrderRecord[] }> {
  if (filter.scope.length === 0) return { count: 0, records: [] };
  const where = conditions(filter);
  const [counted, rows] = await Promise.all([
    db.select({ count: sql<string>`count(*)` }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.created), desc(orders.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
    stockCompanyId,
  );
  const records = rows.map((order) => ({ order, items: items.filter((i) => i.item.orderId === order.id) }));
  return { count: Number(counted[0]?.count ?? 0), records };
}

/**
 * The statement of findOrder, built once per database (Drizzle builds a query's text anew on every
 * call otherwise, which was a sixth of the server's CPU of a sale): one order by id within a scope
 * (a PostgreSQL array literal), left-joined with its lines (an order without lines, made by hand,
 * is still found).
 */
function oneOrderStatement(db: Executor) {
  const scope = sql.placeholder('scope');
  return db
    .select({
      order: orders,
      item: orderItems,
      batch: batches,
      variant: productVariants,
      product: products,
      stock: inventory.quantity,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(batches, eq(batches.id, orderItems.batchId))
    .leftJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      inventory,
      and(eq(inventory.batchId, batches.id), eq(inventory.companyId, sql.placeholder('stockCompany'))),
    )
    .where(
      and(
        eq(orders.id, sql.placeholder('id')),
        sql`(${orders.companyId} = any (${scope}::int[]) or ${orders.buyerCompanyId} = any (${scope}::int[]))`,
      ),
    )
    .orderBy(asc(orderItems.position))
    .prepare('find_order');
}

const oneOrder = new WeakMap<Executor, ReturnType<typeof oneOrderStatement>>();

/** One order with its items (one statement), or null when it does not exist or is out of the scope. */
export async function findOrder(
  db: Executor,
  id: number,
  scope: number[],
  stockCompanyId: number | null,
): Promise<OrderRecord | null> {
  if (scope.length === 0) return null;
  let statement = oneOrder.get(db);
  if (!statement) {
    statement = oneOrderStatement(db);
    oneOrder.set(db, statement);
  }
  const rows = await statement.execute({
    id,
    scope: `{${scope.join(',')}}`,
    stockCompany: stockCompanyId ?? 0,
  });
  const order = rows[0]?.order;
  if (!order) return null;
  const items = rows.flatMap(({ item, batch, variant, product, stock }) =>
    item && batch && variant && product ? [{ item, batch, variant, product, stock }] : [],
  );
  return { order, items };
}
