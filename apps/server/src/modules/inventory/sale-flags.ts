import {
  batches,
  companies,
  type Executor,
  inventory,
  orders,
  products,
  productVariants,
  saleFlags,
  users,
} from '@tillwise/db';
import { type SaleFlagWire, toWire } from '@tillwise/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PageRequest } from '../../lib/pagination.js';

/**
 * What the server accepted to record sales made offline (`sale_flags`, written by the database's
 * `move_stock` and `write_order`; docs/selling-offline.md), newest first, for the companies given
 * (always within the caller's reach).
 */
export async function listSaleFlags(
  db: Executor,
  companyIds: number[],
  page: PageRequest,
): Promise<{ count: number; records: SaleFlagWire[] }> {
  if (companyIds.length === 0) return { count: 0, records: [] };
  const where = inArray(saleFlags.companyId, companyIds);
  const [total] = await db.select({ n: count() }).from(saleFlags).where(where);
  const rows = await db
    .select({
      flag: saleFlags,
      companyName: companies.companyName,
      invoiceId: orders.invoiceId,
      orderCreated: orders.created,
      productName: products.name,
      stock: inventory.quantity,
      customer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      },
    })
    .from(saleFlags)
    .innerJoin(companies, eq(companies.id, saleFlags.companyId))
    .innerJoin(orders, eq(orders.id, saleFlags.orderId))
    .leftJoin(batches, eq(batches.id, saleFlags.batchId))
    .leftJoin(productVariants, eq(productVariants.id, batches.productVariantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      inventory,
      and(eq(inventory.companyId, saleFlags.companyId), eq(inventory.batchId, saleFlags.batchId)),
    )
    .leftJoin(users, eq(users.id, saleFlags.customerId))
    .where(where)
    .orderBy(desc(saleFlags.id))
    .limit(page.size)
    .offset(page.offset);
  return {
    count: Number(total?.n ?? 0),
    records: rows.map((r) => ({
      id: r.flag.id,
      kind: r.flag.kind,
      company: { id: r.flag.companyId, company_name: r.companyName },
      order: { id: r.flag.orderId, invoice_id: r.invoiceId, created: r.orderCreated.toISOString() },
      batch: r.flag.batchId,
      product_name: r.productName,
      quantity: r.flag.quantity === null ? null : toWire(r.flag.quantity),
      stock: r.flag.batchId === null ? null : toWire(r.stock ?? '0'),
      customer: r.customer
        ? {
            id: r.customer.id,
            name: `${r.customer.firstName} ${r.customer.lastName}`.trim() || r.customer.username,
          }
        : null,
      amount: r.flag.amount === null ? null : toWire(r.flag.amount),
      created: r.flag.created.toISOString(),
    })),
  };
}
