import { useEffect, useRef } from 'react';
import { type OfflineDb, offlineDb, type SaleDraft } from '../../offline/offline-db';
import type { Sale } from './use-sale';

/*
 * The sale in progress survives a reload and a closed tab, like a held sale: it is kept in the
 * till's browser database, one per cashier, from its first line until it is sent, held, cleared
 * or cancelled. A held sale recalled and not finished is the sale in progress, so it is kept too.
 */

/** The cashier's sale in progress on this till, or null. */
export const readDraft = (sellerId: number, db: OfflineDb = offlineDb()): Promise<SaleDraft | null> =>
  db.drafts.get(sellerId).then((row) => row ?? null);

/** Keeps the sale in progress; a sale without lines is nothing to keep. */
export async function keepDraft(
  sellerId: number,
  sale: Pick<SaleDraft, 'lines' | 'payment' | 'returnOrder' | 'customer' | 'key'>,
  db: OfflineDb = offlineDb(),
): Promise<void> {
  if (sale.lines.length === 0) await db.drafts.delete(sellerId);
  else await db.drafts.put({ ...sale, sellerId, savedAt: Date.now() });
}

/**
 * New Sale's link to the kept sale: on opening, the kept sale comes back (when nothing has been
 * added yet); from then on every change is kept, and once `sent` (the sale reached the server or
 * the outbox) nothing is, and the kept one is dropped.
 */
export function useSaleDraft(sellerId: number, sale: Sale, sent: boolean): void {
  const loaded = useRef(false);
  const latest = useRef(sale);
  latest.current = sale;
  useEffect(() => {
    let live = true;
    loaded.current = false;
    readDraft(sellerId)
      .then((draft) => {
        if (!live) return;
        if (draft && latest.current.sale.lines.length === 0) latest.current.restore(draft);
        loaded.current = true;
      })
      // No IndexedDB (a private window): the sale is simply not kept.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [sellerId]);

  const { lines, payment, returnOrder, customer, key } = sale.sale;
  useEffect(() => {
    if (!loaded.current) return;
    const kept = sent
      ? { lines: [], payment, returnOrder, customer, key }
      : { lines, payment, returnOrder, customer, key };
    keepDraft(sellerId, kept).catch(() => {});
  }, [sellerId, sent, lines, payment, returnOrder, customer, key]);
}
