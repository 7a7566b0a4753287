import { buyerPaysFurtherTax, localDay, saleTaxing, saleTotal, type TillTaxWire } from '@tillwise/domain';
import { type HeldSale, type OfflineDb, offlineDb } from '../../offline/offline-db';
import { useLive } from '../../offline/use-live';
import type { SaleState } from './use-sale';

/*
 * Held sales (F7): a cashier parks the sale in progress to serve the next customer and recalls it
 * later. They are kept in the till's browser database with the offline outbox, so a reload, a
 * closed tab or a lost network does not lose them; each cashier sees their own.
 */

/** Parks the sale; answers its row id. */
export async function holdSale(
  sale: SaleState,
  sellerId: number,
  db: OfflineDb = offlineDb(),
): Promise<number> {
  const row: HeldSale = {
    sellerId,
    heldAt: Date.now(),
    lines: sale.lines,
    payment: sale.payment,
    returnOrder: sale.returnOrder,
    customer: sale.customer,
    key: sale.key,
  };
  return (await db.held.add(row)) as number;
}

/** The cashier's held sales, the oldest first. */
export const heldSales = (sellerId: number, db: OfflineDb = offlineDb()): Promise<HeldSale[]> =>
  db.held.where('sellerId').equals(sellerId).sortBy('heldAt');

/** Takes a held sale back out (it is the sale in progress again); null if another tab took it. */
export function takeHeldSale(id: number, db: OfflineDb = offlineDb()): Promise<HeldSale | null> {
  return db.transaction('rw', db.held, async () => {
    const row = await db.held.get(id);
    if (!row) return null;
    await db.held.delete(id);
    return row;
  });
}

/** What the recall list shows of a held sale: its total taxed as New Sale will tax it (`tax`: the till's answer). */
export function heldSummary(
  held: HeldSale,
  tax: TillTaxWire | null = null,
): { items: number; total: string; label: string } {
  const taxing = saleTaxing(tax, {
    day: localDay(),
    returnOrder: held.returnOrder,
    furtherTax: buyerPaysFurtherTax(held.customer),
  });
  const [first] = held.lines;
  const more = held.lines.length > 1 ? ` and ${held.lines.length - 1} more` : '';
  return {
    items: held.lines.length,
    total: saleTotal(held.lines, held.payment, taxing).toFixed(2),
    label: first ? `${first.name}${more}` : 'No items',
  };
}

/** The cashier's held sales, kept current as this tab or another one holds or recalls. */
export const useHeldSales = (sellerId: number): HeldSale[] =>
  useLive(() => heldSales(sellerId), `held-${sellerId}`, []);
