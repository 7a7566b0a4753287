import { type Db, fiscalOutbox } from '@tillwise/db';
import {
  DEFAULT_PAYMENT,
  localDay,
  type OrderWire,
  type SaleLine,
  saleOrderBody,
  saleTax,
  saleTaxing,
  type TillTaxWire,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { fiscalWorkerOptions, reportDueOrders } from '../../src/modules/fiscal/worker.js';
import type { TestApp } from './app.js';
import { callerFor, createProduct, receive } from './catalog.js';
import type { FbrStandIn } from './fbr-stand-in.js';
import { makeShop } from './orders.js';

/*
 * A shop that reports to the FBR stand-in, for the fiscal tests beside the outbox's own
 * (fiscal-backlog, fiscal-report, fiscal-soak): a store charging tax with the Re 1 fee, a taxed
 * product with a PCT code, and a counter sale made as the till makes it.
 */

export const POS_ID = 110014;

export async function reportingShop(
  t: TestApp,
  fbr: FbrStandIn,
  options: { fiscal?: Record<string, unknown>; stock?: string } = {},
) {
  const shop = await makeShop(t.app, t.db, '50');
  const owner = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
  const store = shop.group.store.id;
  const tax = await owner({
    method: 'PUT',
    url: `/api/company/${store}/tax/`,
    payload: { charges_tax: true, ntn: '1234567-8', strn: '1234567890123', service_fee: '1' },
  });
  expect(tax.statusCode, tax.body).toBe(200);
  const category = await owner({
    method: 'POST',
    url: '/api/tax-category/',
    payload: { name: 'Standard', rate: '18', valid_from: '2019-07-01' },
  });
  expect(category.statusCode, category.body).toBe(201);
  const product = await createProduct(shop.admin, {
    tax_category: category.json<{ id: number }>().id,
    hs_code: '0401.2000',
  });
  const variant = product.product_variant[0];
  if (!variant) throw new Error('no variant');
  const stock = options.stock ?? '50';
  const batch = await receive(shop.admin, variant.id, stock);
  const put = await owner({
    method: 'PUT',
    url: `/api/company/${store}/fiscal/`,
    payload: {
      enabled: true,
      service: 'FBR_POS_LOCAL',
      pos_id: POS_ID,
      base_url: fbr.url,
      ...options.fiscal,
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  const answer = (await shop.cashier({ method: 'GET', url: '/api/till/tax/' })).json<TillTaxWire>();
  const line = (quantity: string): SaleLine => ({
    batchId: batch,
    variantId: variant.id,
    productId: product.id,
    barcode: product.bar_code,
    name: product.name,
    size: variant.size,
    color: variant.color,
    token: false,
    price: variant.sale_price,
    quantity,
    discount: '0',
    available: stock,
    taxCategory: product.tax_category ?? null,
    retailPrice: variant.retail_price ?? null,
  });
  /** The body the counter posts for a sale of `quantity` to `buyer` (the walk-in by default). */
  const saleBody = (quantity = '1', buyer: number = shop.walkIn.id) => {
    const taxing = saleTaxing(answer, { day: localDay(), returnOrder: false, furtherTax: false });
    const lines = [line(quantity)];
    const counter = saleTax(lines, DEFAULT_PAYMENT, taxing);
    return saleOrderBody(
      lines,
      { ...DEFAULT_PAYMENT, cashReceived: counter.taxed.total.toFixed(4) },
      false,
      { seller: shop.cashier.userId, buyer, invoiceId: '' },
      taxing,
    );
  };
  /** Sells `quantity` as the counter does; answers the HTTP response. */
  const sell = (quantity = '1', buyer?: number) =>
    shop.cashier({ method: 'POST', url: '/api/order/', payload: saleBody(quantity, buyer) });
  /** Sells `quantity` as the counter does; answers the order. */
  const sold = async (quantity = '1', buyer?: number) => {
    const res = await sell(quantity, buyer);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OrderWire>();
  };
  return { shop, owner, saleBody, sell, sold, store, batch, variant, product };
}

export const outboxOf = async (db: Db, orderId: number) => {
  const [row] = await db.select().from(fiscalOutbox).where(eq(fiscalOutbox.orderId, orderId));
  return row;
};

/** One pass of the worker's sends as the server runs it, at `later` ms from now. */
export const runWorker = (t: TestApp, later = 0, db: Db = t.db) =>
  reportDueOrders({
    ...fiscalWorkerOptions(db, t.config.fiscalKey, t.app.log),
    now: () => new Date(Date.now() + later),
    timeoutMs: 5000,
  });
