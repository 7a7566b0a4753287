import 'fake-indexeddb/auto';
import { DEFAULT_PAYMENT, EMPTY_ENTRY, type SaleLine } from '@tillwise/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb } from '../../offline/offline-db';
import { tillTax } from '../../test/tax-fixtures';
import { heldSales, heldSummary, holdSale, takeHeldSale } from './held-sales';
import type { SaleState } from './use-sale';

const line = (name: string, price: string, quantity: string): SaleLine => ({
  batchId: 1,
  variantId: 1,
  productId: 1,
  barcode: '1',
  name,
  size: '',
  color: '',
  token: false,
  price,
  quantity,
  discount: '0',
  available: '10',
});

const sale = (key: string, lines: SaleLine[]): SaleState => ({
  entry: EMPTY_ENTRY,
  attempted: false,
  notice: null,
  lines,
  payment: DEFAULT_PAYMENT,
  returnOrder: false,
  customer: null,
  expired: [],
  key,
});

let db: OfflineDb;
beforeEach(() => {
  db = new OfflineDb(`held-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('held sales', () => {
  it('keep each cashier’s parked sales, oldest first, with their Idempotency-Key', async () => {
    await holdSale(sale('k1', [line('Rusk', '140', '2')]), 7, db);
    await holdSale(sale('k2', [line('Buns', '120', '1'), line('Milk', '90', '1')]), 7, db);
    await holdSale(sale('k3', [line('Tea', '50', '1')]), 8, db);
    const mine = await heldSales(7, db);
    expect(mine.map((h) => h.key)).toEqual(['k1', 'k2']);
    expect(heldSummary(mine[1] as (typeof mine)[number])).toEqual({
      items: 2,
      total: '210.00',
      label: 'Buns and 1 more',
    });
  });

  it('show a held sale’s total taxed as New Sale will tax it: tax added to prices, and the fee', async () => {
    await holdSale(sale('k1', [{ ...line('Rusk', '100', '2'), taxCategory: 5 }]), 7, db);
    const [held] = await heldSales(7, db);
    const tax = tillTax({ prices_include_tax: false });
    // 200.00 + 18% + Rs 1.
    expect(heldSummary(held as NonNullable<typeof held>, tax).total).toBe('237.00');
    expect(heldSummary(held as NonNullable<typeof held>).total).toBe('200.00');
  });

  it('give a held sale back once: a second recall (another tab) finds nothing', async () => {
    const id = await holdSale(sale('k1', [line('Rusk', '140', '1')]), 7, db);
    const taken = await takeHeldSale(id, db);
    expect(taken?.lines).toHaveLength(1);
    expect(taken?.key).toBe('k1');
    expect(await takeHeldSale(id, db)).toBeNull();
    expect(await heldSales(7, db)).toEqual([]);
  });
});
