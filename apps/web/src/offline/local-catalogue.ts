import type { ProductWire } from '@tillwise/domain';
import type { WorkerReply, WorkerRequest } from './catalogue-protocol';
import { readCatalogue } from './catalogue-store';
import { offlineDb, productOf } from './offline-db';

/** Products a local search hands to the screen; the total says how many matched in all. */
export const SHOWN_MATCHES = 100;

type ProgressListener = (done: number, total: number) => void;

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: Extract<WorkerReply, { type: 'matches' }>) => void>();
let syncing: {
  resolve: (count: number) => void;
  reject: (error: Error & { network?: boolean }) => void;
  progress: ProgressListener;
} | null = null;

function onReply(event: MessageEvent<WorkerReply>) {
  const reply = event.data;
  if (reply.type === 'matches') {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  } else if (reply.type === 'progress') syncing?.progress(reply.done, reply.total);
  else if (reply.type === 'synced') {
    syncing?.resolve(reply.count);
    syncing = null;
  } else if (reply.type === 'sync-failed') {
    syncing?.reject(Object.assign(new Error(reply.message), { network: reply.network }));
    syncing = null;
  }
}

function catalogueWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./catalogue.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = onReply;
  }
  return worker;
}

const send = (message: WorkerRequest) => catalogueWorker().postMessage(message);

/** Downloads the catalogue into IndexedDB in the worker; resolves with the product count. */
export function syncCatalogue(token: string, apiBase: string, progress: ProgressListener): Promise<number> {
  if (syncing) return Promise.reject(new Error('A catalogue download is already running.'));
  return new Promise((resolve, reject) => {
    syncing = { resolve, reject, progress };
    send({ type: 'sync', token, apiBase });
  });
}

export interface LocalMatches {
  products: ProductWire[];
  total: number;
}

/**
 * Searches the local catalogue: `bar_code` exact, `name__icontains` by substring (every match is
 * counted; the first SHOWN_MATCHES are read from IndexedDB for the screen).
 */
export async function searchLocalCatalogue(
  by: 'bar_code' | 'name__icontains',
  text: string,
): Promise<LocalMatches> {
  if (!text.trim()) return { products: [], total: 0 };
  const id = nextId++;
  const reply = await new Promise<Extract<WorkerReply, { type: 'matches' }>>((resolve) => {
    waiting.set(id, resolve);
    send(by === 'bar_code' ? { type: 'barcode', id, code: text } : { type: 'search', id, text });
  });
  const ids = reply.ids.slice(0, SHOWN_MATCHES);
  const rows = await readCatalogue(offlineDb(), (products) => products.bulkGet(ids));
  const products = rows.filter((r) => r !== undefined).map(productOf);
  return { products, total: reply.total };
}

/** How many products the till holds locally. */
export const localCatalogueSize = (): Promise<number> =>
  readCatalogue(offlineDb(), (products) => products.count());

/** A page of the touch grid: products matching in all, and this page of them. */
export interface GridPage {
  count: number;
  results: ProductWire[];
}

const hasStock = (p: ProductWire) =>
  p.product_variant.some((v) => v.batch.some((b) => b.inventory_quantity > 0));

/** The grid's order, as `product/?ordering=in_stock` gives it: in stock first, then by name, then id. */
export function gridOrder(a: ProductWire, b: ProductWire): number {
  const stock = Number(hasStock(b)) - Number(hasStock(a));
  if (stock !== 0) return stock;
  const an = a.name.toLowerCase();
  const bn = b.name.toLowerCase();
  return an < bn ? -1 : an > bn ? 1 : a.id - b.id;
}

/**
 * A page of the touch grid from the till's own catalogue (offline): every product of the category
 * whose name or barcode contains the text, in the grid's order. Without a category (a search from
 * the favourites), the name search of the whole catalogue.
 */
export async function localGridPage(query: {
  category: number | null;
  search: string;
  page: number;
  size: number;
}): Promise<GridPage> {
  const needle = query.search.trim().toLowerCase();
  let products: ProductWire[];
  if (query.category === null) products = (await searchLocalCatalogue('name__icontains', needle)).products;
  else {
    const category = query.category;
    const rows = await readCatalogue(offlineDb(), (products) =>
      products.where('category').equals(category).toArray(),
    );
    products = rows
      .filter((r) => !needle || r.nameLower.includes(needle) || r.bar_code.toLowerCase().includes(needle))
      .map(productOf);
  }
  products.sort(gridOrder);
  const from = (query.page - 1) * query.size;
  return { count: products.length, results: products.slice(from, from + query.size) };
}

/** The favourite products this till holds, in the order they were kept. */
export async function localProducts(ids: number[]): Promise<ProductWire[]> {
  const rows = await readCatalogue(offlineDb(), (products) => products.bulkGet(ids));
  return rows.filter((r) => r !== undefined).map(productOf);
}
