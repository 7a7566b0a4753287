/// <reference lib="dom" />
// Runs inside the page (page.evaluate serialises it, so it is self-contained and talks to
// IndexedDB directly). Shared by the replay soak (e2e/specs/offline-soak.spec.ts) and the offline
// bench (bench/offline/run.ts), so both queue sales exactly as the counter does.

/** One queued sale: one unit of `batch` at `price`, paid in cash. */
export interface QueuedLine {
  batch: number;
  price: string;
}

/**
 * Writes one outbox row per line, as the counter writes a sale made offline (state `waiting`, its
 * own Idempotency-Key), sold by the signed-in user to the till's walk-in customer. Answers how many.
 */
export async function seedOutbox(input: { lines: QueuedLine[]; sellerName: string }): Promise<number> {
  const session = JSON.parse(localStorage.getItem('tillwise.user') ?? 'null') as { user: { id: number } };
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('tillwise-offline');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const walkIn = await new Promise<number>((resolve) => {
    const get = db.transaction('meta').objectStore('meta').get('walk-in-customer');
    get.onsuccess = () => resolve(get.result?.value as number);
  });
  const tx = db.transaction('sales', 'readwrite');
  const now = Date.now();
  input.lines.forEach(({ batch, price }, n) => {
    tx.objectStore('sales').add({
      key: crypto.randomUUID(),
      path: 'order/',
      body: {
        order_item: [{ batch, price, discount: '0', quantity: '1' }],
        buyer: walkIn,
        seller: session.user.id,
        total_discount: '0',
        total: price,
        cash_payment: true,
        amount_received: price,
        amount_discount: true,
        payment_service: 'BANK',
        transaction_id: '',
        invoice_id: '',
        deduct_balance: false,
      },
      tillId: null,
      sellerName: input.sellerName,
      state: 'waiting',
      createdAt: now + n,
      updatedAt: now + n,
      attempts: 0,
      reason: null,
      orderId: null,
      receipt: null,
    });
  });
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  return input.lines.length;
}
