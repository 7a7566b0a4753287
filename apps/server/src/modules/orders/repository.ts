import {
  batches,
  companies,
  type Executor,
  fiscalOutbox,
  inventory,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
  products,
  productVariants,
  rowFromJson,
  users,
} from '@tillwise/db';
import type { FiscalStatus, PaymentService, SplitMethod } from '@tillwise/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { idArrayLiteral, isStoredId } from '../../lib/filters.js';
import { containsPattern } from '../../lib/like.js';
import type { PageRequest } from '../../lib/pagination.js';
import { oncePerDatabase } from '../../lib/prepared.js';

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

/** One part of a split payment as read (amount as numeric text). */
export interface PaymentPartRow {
  method: SplitMethod;
  amount: string;
  payment_service: PaymentService | null;
  transaction_id: string;
}

/** An order's report to the tax authority (its `fiscal_outbox` row); null when it is not reported. */
export interface FiscalReport {
  status: FiscalStatus;
  /** '' until the authority gives it. */
  number: string;
}

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRecord[];
  /** The parts of a sale paid in parts; absent for one method. */
  payments?: PaymentPartRow[];
  /** Its fiscal report (docs/domain/fiscal.md); null when the order is not reported. */
  fiscal: FiscalReport | null;
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
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.created), desc(orders.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  const records = await ordersWithLines(
    db,
    rows.map((r) => r.id),
    filter.scope,
    stockCompanyId,
  );
  return { count: Number(counted[0]?.count ?? 0), records };
}

/**
 * The one statement that reads orders with their lines, built once per database (Drizzle builds a
 * query's text anew on every call otherwise, which was a sixth of the server's CPU of a sale):
 * orders by id within a scope (both PostgreSQL array literals), newest first, left-joined with
 * their lines as the receipt reads them (an order without lines, made by hand, is still found) and
 * `stockCompany`'s stock of each line's batch.
 */
function ordersWithLinesStatement(db: Executor) {
  const scope = sql.placeholder('scope');
  return db
    .select({
      order: orders,
      item: orderItems,
      batch: batches,
      variant: productVariants,
      product: products,
      stock: inventory.quantity,
      // A sale paid in parts (migration 0019): its parts as JSON, in the same statement.
      payments: sql<PaymentPartRow[] | string | null>`(select json_agg(json_build_object('method', p.method,
        'amount', p.amount::text, 'payment_service', p.payment_service, 'transaction_id', p.transaction_id)
        order by p.position) from order_payments p where p.order_id = ${orders.id})`,
      // Its report to the tax authority, by the outbox's unique key (docs/domain/fiscal.md).
      fiscalStatus: fiscalOutbox.status,
      fiscalNumber: fiscalOutbox.fiscalNumber,
    })
    .from(orders)
    .leftJoin(fiscalOutbox, eq(fiscalOutbox.orderId, orders.id))
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
        sql`${orders.id} = any (${sql.placeholder('ids')}::int[])`,
        sql`(${orders.companyId} = any (${scope}::int[]) or ${orders.buyerCompanyId} = any (${scope}::int[]))`,
      ),
    )
    .orderBy(desc(orders.created), desc(orders.id), asc(orderItems.position))
    .prepare('orders_with_lines');
}

const linesRead = oncePerDatabase(ordersWithLinesStatement);

/** These orders (within the scope) with their lines, newest first. */
async function ordersWithLines(
  db: Executor,
  ids: number[],
  scope: number[],
  stockCompanyId: number | null,
): Promise<OrderRecord[]> {
  if (ids.length === 0 || scope.length === 0) return [];
  const rows = await linesRead(db).execute({
    ids: idArrayLiteral(ids),
    scope: idArrayLiteral(scope),
    stockCompany: stockCompanyId ?? 0,
  });
  const records = new Map<number, OrderRecord>();
  for (const { order, item, batch, variant, product, stock, payments, fiscalStatus, fiscalNumber } of rows) {
    let record = records.get(order.id);
    if (!record) {
      const parts = typeof payments === 'string' ? (JSON.parse(payments) as PaymentPartRow[]) : payments;
      const fiscal = fiscalStatus
        ? { status: fiscalStatus as FiscalStatus, number: fiscalNumber ?? '' }
        : null;
      record =
        parts && parts.length > 0
          ? { order, items: [], payments: parts, fiscal }
          : { order, items: [], fiscal };
      records.set(order.id, record);
    }
    if (item && batch && variant && product) record.items.push({ item, batch, variant, product, stock });
  }
  return [...records.values()];
}

/**
 * How the people on a page of orders are called: "Ayesha Malik (City Outlet)", by user id, in one
 * statement for the whole page (lists only: a sale's read-back stays one statement).
 */
export async function partyNames(
  db: Executor,
  records: readonly OrderRecord[],
): Promise<Map<number, string>> {
  const ids = [...new Set(records.flatMap((r) => [r.order.buyerId, r.order.sellerId]))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      username: users.username,
      company: companies.companyName,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((u) => {
      const person = u.first.trim() ? `${u.first.trim()} ${u.last.trim()}`.trim() : u.username;
      return [u.id, u.company ? `${person} (${u.company})` : person];
    }),
  );
}

/** An order as `order_receipt` (functions/04-orders.sql) gives it. */
interface ReceiptJson {
  order: Record<string, unknown>;
  items: {
    item: Record<string, unknown>;
    batch: Record<string, unknown>;
    variant: Record<string, unknown>;
    product: Record<string, unknown>;
    stock: string | null;
  }[];
  payments: PaymentPartRow[] | null;
  fiscal: FiscalReport | null;
}

/** The record of an order from `order_receipt`, its rows as a `select` of their tables gives them. */
function recordFromReceipt(json: ReceiptJson): OrderRecord {
  const record: OrderRecord = {
    order: rowFromJson(orders, json.order),
    items: json.items.map((line) => ({
      item: rowFromJson(orderItems, line.item),
      batch: rowFromJson(batches, line.batch),
      variant: rowFromJson(productVariants, line.variant),
      product: rowFromJson(products, line.product),
      stock: line.stock,
    })),
    fiscal: json.fiscal ?? null,
  };
  return json.payments && json.payments.length > 0 ? { ...record, payments: json.payments } : record;
}

const receiptStatement = (db: Executor) =>
  db
    .select({
      receipt: sql<
        ReceiptJson | string | null
      >`order_receipt(${sql.placeholder('id')}::int, ${sql.placeholder('stockCompany')}::int)`,
    })
    .from(sql`(select) as one`)
    .prepare('order_receipt');
const receiptRead = oncePerDatabase(receiptStatement);

/**
 * One order with its items, or null when it does not exist or is out of the scope (its seller's
 * and buyer's companies both outside it): the database function `order_receipt`, by a statement
 * prepared once per connection, so neither engine plans the read again on every sale's answer or
 * receipt (docs/performance-log.md, "Statements planned on every sale").
 */
export async function findOrder(
  db: Executor,
  id: number,
  scope: number[],
  stockCompanyId: number | null,
): Promise<OrderRecord | null> {
  if (!isStoredId(id) || scope.length === 0) return null;
  const [row] = await receiptRead(db).execute({ id, stockCompany: stockCompanyId ?? 0 });
  const raw = row?.receipt;
  if (!raw) return null;
  // node-postgres parses json values; PGlite may hand them over as text.
  const record = recordFromReceipt(typeof raw === 'string' ? (JSON.parse(raw) as ReceiptJson) : raw);
  return inScope(record.order, scope) ? record : null;
}

/** Whether an order is in the caller's scope: its seller's or its buyer's company is in it. */
export const inScope = (
  { companyId, buyerCompanyId }: Pick<OrderRow, 'companyId' | 'buyerCompanyId'>,
  scope: number[],
): boolean => scope.includes(companyId) || (buyerCompanyId !== null && scope.includes(buyerCompanyId));
