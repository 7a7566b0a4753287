import { accounts, batches, type Executor } from '@tillwise/db';
import { type AccountPurpose, type EntryLineInput, INVOICE_PREFIX, toWire } from '@tillwise/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { nonFieldError } from '../../lib/errors.js';
import { moveStockBatch } from '../inventory/ledger.js';
import { accountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import type { OrderPlan, PlannedEntry } from './plan.js';

export interface WrittenOrder {
  id: number;
  invoiceId: string;
}

/**
 * Writes a planned order on the caller's transaction: the order and its items in one statement,
 * each stock step in one statement (stock rows and movements), each journal entry through
 * postEntry, and last the invoice number. Throws StockShortageError when a batch falls short; the
 * caller's transaction must then be abandoned.
 *
 * The order of the steps keeps the time a company's sales wait for each other short: the rows
 * every sale of a company must lock (its balances, taken by postEntry, and its invoice sequence)
 * are locked at the end, just before commit.
 */
export async function writeOrder(tx: Executor, plan: OrderPlan): Promise<WrittenOrder> {
  await insertNewBatches(tx, plan);
  const written = await insertOrder(tx, plan);
  await linkBatches(tx, plan, written.itemIds);
  for (const step of plan.stock) {
    await moveStockBatch(tx, {
      companyId: step.companyId,
      kind: step.kind,
      userId: step.userId,
      orderId: written.id,
      ...(plan.order.created ? { created: plan.order.created } : {}),
      lines: step.lines.map((l) => ({
        batchId: l.batchId || (plan.items[l.item]?.batchId ?? 0),
        quantity: l.quantity,
        orderItemId: written.itemIds[l.item],
      })),
    });
  }
  for (const entry of plan.entries) {
    const lines = await entryLines(tx, entry);
    if (lines.length < 2) continue;
    await postEntry(tx, {
      companyId: entry.companyId,
      memo: `${entry.memo}, order ${written.id}`,
      sourceType: 'order',
      sourceId: written.id,
      userId: plan.order.userId,
      lines,
      ...(plan.order.created ? { created: plan.order.created } : {}),
    });
  }
  return { id: written.id, invoiceId: await assignInvoiceId(tx, written.id, plan.order) };
}

/** The new batches of an internal purchase, in one statement; their ids go into the plan's items. */
async function insertNewBatches(tx: Executor, plan: OrderPlan): Promise<void> {
  const fresh = plan.items.filter((item) => item.newBatch);
  if (fresh.length === 0) return;
  const made = await tx
    .insert(batches)
    .values(
      fresh.map(({ newBatch: b }) => ({
        productVariantId: b?.variantId ?? 0,
        quantity: toWire(b?.quantity ?? 0),
        manufacturingDate: b?.manufacturingDate ?? '',
        expiryDate: b?.expiryDate ?? '',
        receivedByCompanyId: b?.companyId ?? null,
      })),
    )
    .returning({ id: batches.id });
  fresh.forEach((item, i) => {
    item.batchId = made[i]?.id ?? 0;
  });
}

/**
 * Links each purchased batch to its order line. The update is conditional, so a batch made with
 * `POST batch/` is taken over by one order only, also when two arrive at once.
 */
async function linkBatches(tx: Executor, plan: OrderPlan, itemIds: number[]): Promise<void> {
  const links = plan.items.flatMap((item, i) =>
    item.linkBatch ? [{ batch: item.batchId, item: itemIds[i] }] : [],
  );
  for (const link of links) {
    const taken = await tx
      .update(batches)
      .set({ orderItemId: link.item, lastModified: new Date() })
      .where(and(eq(batches.id, link.batch), isNull(batches.orderItemId)))
      .returning({ id: batches.id });
    if (taken.length === 0) throw nonFieldError(`Batch ${link.batch} was already bought by another order.`);
  }
}

/** The order (with a placeholder invoice id, unique until the real one is given) and its items. */
async function insertOrder(tx: Executor, plan: OrderPlan): Promise<{ id: number; itemIds: number[] }> {
  const o = plan.order;
  const created = o.created?.toISOString() ?? null;
  const items = sql.join(
    plan.items.map(
      (item, position) =>
        sql`(${position}::smallint, ${item.batchId}::int, ${toWire(item.price)}::numeric,
          ${toWire(item.quantity)}::numeric, ${toWire(item.discount)}::numeric,
          ${toWire(item.lineTotal)}::numeric, ${toWire(item.unitCost)}::numeric)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with o as (
      insert into orders (invoice_id, company_id, seller_id, buyer_id, buyer_company_id, status, total,
        amount_received, total_discount, amount_discount, cash_payment, payment_service, transaction_id,
        deduct_balance, internal_order, idempotency_key, request_hash, user_id, created, last_modified)
      values ('~' || gen_random_uuid()::text, ${o.companyId}, ${o.sellerId}, ${o.buyerId},
        ${o.buyerCompanyId}::int, ${o.status}::order_status, ${toWire(o.total)}::numeric,
        ${toWire(o.amountReceived)}::numeric, ${toWire(o.totalDiscount)}::numeric, ${o.amountDiscount},
        ${o.cashPayment}, ${o.paymentService}::payment_service, ${o.transactionId}, ${o.deductBalance},
        ${o.internalOrder}, ${plan.idempotency?.key ?? null}::uuid, ${plan.idempotency?.hash ?? null},
        ${o.userId}, coalesce(${created}::timestamptz, now()), coalesce(${created}::timestamptz, now()))
      returning id
    ),
    items as (
      insert into order_items (order_id, position, batch_id, price, quantity, discount, line_total, unit_cost)
      select o.id, v.* from o,
        (values ${items}) as v(position, batch_id, price, quantity, discount, line_total, unit_cost)
      returning id, position
    )
    select o.id, (select coalesce(json_agg(items.id order by items.position), '[]'::json) from items) as item_ids
    from o`);
  const { rows } = result as unknown as { rows: { id: number; item_ids: number[] | string }[] };
  const row = rows[0];
  if (!row) throw new Error('order not written');
  const itemIds = typeof row.item_ids === 'string' ? (JSON.parse(row.item_ids) as number[]) : row.item_ids;
  return { id: Number(row.id), itemIds: itemIds.map(Number) };
}

/**
 * The invoice number, from the company's row of `invoice_sequences`, which this locks until
 * commit so two tills never get the same one: the number the client showed when it has not been
 * handed out yet (it is at least the next), otherwise the next; the sequence moves past the number
 * used.
 */
async function assignInvoiceId(tx: Executor, orderId: number, o: OrderPlan['order']): Promise<string> {
  const asked = o.invoiceNumber;
  const result = await tx.execute(sql`
    with seq as (
      insert into invoice_sequences as s (company_id, prefix, next_number)
      values (${o.companyId}, ${INVOICE_PREFIX}, coalesce(${asked}::int, 1) + 1)
      on conflict (company_id) do update set next_number =
        case when ${asked}::int >= s.next_number then ${asked}::int + 1 else s.next_number + 1 end
      returning s.prefix, s.next_number - 1 as number
    )
    update orders set invoice_id = seq.prefix || '_' || ${o.companyId}::text || '_' || seq.number::text
    from seq where orders.id = ${orderId}
    returning orders.invoice_id`);
  const { rows } = result as unknown as { rows: { invoice_id: string }[] };
  const invoiceId = rows[0]?.invoice_id;
  if (!invoiceId) throw new Error('invoice id not given');
  return invoiceId;
}

/** The planned amounts as journal lines of the company's accounts (one read for the fixed ones). */
async function entryLines(tx: Executor, entry: PlannedEntry): Promise<EntryLineInput[]> {
  const fixed = await tx
    .select({ id: accounts.id, purpose: accounts.purpose })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, entry.companyId),
        isNull(accounts.counterpartyCompanyId),
        isNull(accounts.counterpartyUserId),
      ),
    );
  const byPurpose = new Map<AccountPurpose, number>(fixed.map((a) => [a.purpose, a.id]));
  const lines: EntryLineInput[] = [];
  for (const line of entry.lines) {
    const holder = line.holder === 'buyer' ? entry.buyer : undefined;
    const account =
      !holder && byPurpose.has(line.purpose)
        ? (byPurpose.get(line.purpose) as number)
        : await accountId(tx, entry.companyId, line.purpose, holder);
    const amount = toWire(line.amount);
    lines.push(line.side === 'debit' ? { account, debit: amount } : { account, credit: amount });
  }
  return lines;
}
