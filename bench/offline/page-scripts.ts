/// <reference lib="dom" />
// Functions run inside the page by bench/offline/run.ts (page.evaluate serialises them: each is
// self-contained and talks to IndexedDB and the catalogue worker directly).

/**
 * What the till holds: products, when the catalogue was synced, sales sent and waiting. Without
 * `count` the products are only 0 or 1 (none or some): counting the catalogue walks every row, and
 * a poll that counted 100,000 products ten times a second took the browser's CPU from the download
 * it was timing.
 */
export function tillCounts(input: { count: boolean }): Promise<{
  products: number;
  syncedAt: number | null;
  sent: number;
  open: number;
}> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('tillwise-offline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('products')) {
        db.close();
        return resolve({ products: 0, syncedAt: null, sent: 0, open: 0 });
      }
      // The live copy of the catalogue (apps/web/src/offline/catalogue-store.ts).
      const copies = ['products', 'products2'].filter((n) => db.objectStoreNames.contains(n));
      const tx = db.transaction([...copies, 'meta', 'sales']);
      const live = tx.objectStore('meta').get('catalogue-table');
      const counts = copies.map((n) =>
        input.count ? tx.objectStore(n).count() : tx.objectStore(n).getAllKeys(undefined, 1),
      );
      const synced = tx.objectStore('meta').get('catalogue-synced-at');
      const sent = tx.objectStore('sales').index('state').count('sent');
      const waiting = tx.objectStore('sales').index('state').count('waiting');
      tx.oncomplete = () => {
        db.close();
        const name = (live.result?.value as string | undefined) ?? 'products';
        resolve({
          products: (() => {
            const found = counts[Math.max(0, copies.indexOf(name))]?.result;
            return typeof found === 'number' ? found : (found?.length ?? 0);
          })(),
          syncedAt: (synced.result?.value as number | undefined) ?? null,
          sent: sent.result,
          open: waiting.result,
        });
      };
    };
  });
}

/**
 * Times lookups the way the counter makes them offline: a message to the catalogue worker (its
 * own instance of the built worker, index loaded from IndexedDB first, not timed), then the first
 * 100 matching products read from IndexedDB.
 */
export async function inPageLookups(input: { barcodes: string[]; names: string[]; workerUrl: string }) {
  const worker = new Worker(input.workerUrl, { type: 'module' });
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('tillwise-offline');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  let waiting: ((data: { type: string; ids?: number[] }) => void) | null = null;
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  worker.onmessage = (event) => {
    if (event.data.type === 'ready') ready();
    else waiting?.(event.data);
  };
  await isReady;
  const table = await new Promise<string>((resolve) => {
    const get = db.transaction('meta').objectStore('meta').get('catalogue-table');
    get.onsuccess = () => resolve((get.result?.value as string | undefined) ?? 'products');
  });
  const ask = (message: object) =>
    new Promise<number[]>((resolve) => {
      waiting = (data) => resolve(data.ids ?? []);
      worker.postMessage(message);
    });
  const read = (ids: number[]) =>
    new Promise<void>((resolve) => {
      // The live copy of the catalogue, named in meta in the same transaction (catalogue-store.ts).
      const tx = db.transaction(['meta', table]);
      const store = tx.objectStore(table);
      for (const id of ids.slice(0, 100)) store.get(id);
      tx.oncomplete = () => resolve();
    });
  const pct = (times: number[], q: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  const barcode: number[] = [];
  let id = 1;
  for (const code of input.barcodes) {
    const t = performance.now();
    await read(await ask({ type: 'barcode', id: id++, code }));
    barcode.push(performance.now() - t);
  }
  const name: number[] = [];
  let matches = 0;
  for (const text of input.names) {
    const t = performance.now();
    const ids = await ask({ type: 'search', id: id++, text });
    await read(ids);
    name.push(performance.now() - t);
    matches += ids.length;
  }
  worker.terminate();
  db.close();
  return {
    barcode: { p50: pct(barcode, 0.5), p99: pct(barcode, 0.99) },
    name: { p50: pct(name, 0.5), p99: pct(name, 0.99), meanMatches: matches / input.names.length },
  };
}

/**
 * One unit each of the first `count` products of the local catalogue that have stock: the sales
 * the bench queues (e2e/support/outbox-seed.ts writes them into the outbox).
 */
export async function saleLines(input: { count: number }): Promise<{ batch: number; price: string }[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('tillwise-offline');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  type Batch = { id: number; inventory_quantity: number };
  type Product = { name: string; product_variant: { sale_price: string; batch: Batch[] }[] };
  // The till keeps compact rows: [id, name, barcode, token, [[id, colour, size, price, sale price, stock, [[batch id, stock, ...]]]]].
  type Stored = {
    row: [
      number,
      string,
      string,
      boolean,
      [number, string, string, string, string, string, [number, number][]][],
    ];
  };
  const table = await new Promise<string>((resolve) => {
    const get = db.transaction('meta').objectStore('meta').get('catalogue-table');
    get.onsuccess = () => resolve((get.result?.value as string | undefined) ?? 'products');
  });
  const products = await new Promise<Product[]>((resolve) => {
    const all = db.transaction(table).objectStore(table).getAll(undefined, input.count);
    all.onsuccess = () =>
      resolve(
        (all.result as Stored[]).map(({ row }) => ({
          name: row[1],
          product_variant: row[4].map((v) => ({
            sale_price: v[4],
            batch: v[6].map((b) => ({ id: b[0], inventory_quantity: b[1] })),
          })),
        })),
      );
  });
  db.close();
  const lines: { batch: number; price: string }[] = [];
  for (const product of products) {
    const variant = product.product_variant.find((v) => v.batch.some((b) => b.inventory_quantity > 0));
    const batch = variant?.batch.find((b) => b.inventory_quantity > 0);
    if (variant && batch) lines.push({ batch: batch.id, price: variant.sale_price });
  }
  return lines;
}

/**
 * How long the counter waits for products while the catalogue is being written: the meta row
 * naming the live copy and `ids` read in one transaction, as `readCatalogue` does (ms).
 */
export function timedLookup(ids: number[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('tillwise-offline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const from = performance.now();
      const meta = db.transaction('meta').objectStore('meta').get('catalogue-table');
      meta.onsuccess = () => {
        const table = (meta.result?.value as string | undefined) ?? 'products';
        const tx = db.transaction(['meta', table]);
        tx.objectStore('meta').get('catalogue-table');
        for (const id of ids) tx.objectStore(table).get(id);
        tx.oncomplete = () => {
          db.close();
          // Opening a connection is the bench's own cost, not the counter's (it keeps one open).
          resolve(performance.now() - from);
        };
      };
    };
  });
}
