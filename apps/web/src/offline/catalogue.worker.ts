/// <reference lib="webworker" />
import type { CompactProduct, ListEnvelope } from '@tillwise/domain';
import { CatalogueIndex, type IndexEntry } from './catalogue-index';
import { downloadPages } from './catalogue-pages';
import type { WorkerReply, WorkerRequest } from './catalogue-protocol';
import { type LocalProduct, OfflineDb, readMeta, writeMeta } from './offline-db';

/*
 * The catalogue worker: downloads, parses and writes the catalogue into IndexedDB, and holds the
 * search index, all off the page's main thread so the counter never stalls.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const db = new OfflineDb();
let index: CatalogueIndex | null = null;
let loading: Promise<CatalogueIndex> | null = null;
const post = (reply: WorkerReply) => scope.postMessage(reply);

const entryOf = (p: { id: number; name: string; bar_code: string }): IndexEntry => ({
  id: p.id,
  name: p.name,
  barcode: p.bar_code,
});

/** The index of what IndexedDB holds (after a reload, before any sync). */
function loadIndex(): Promise<CatalogueIndex> {
  loading ??= db.products.toArray().then((rows) => {
    index = new CatalogueIndex(rows.map(entryOf));
    post({ type: 'ready', count: index.size });
    return index;
  });
  return loading;
}

async function fetchPage(
  apiBase: string,
  token: string,
  page: number,
): Promise<ListEnvelope<CompactProduct> | null> {
  const url = `${apiBase}offline/catalogue/${page > 1 ? `?page=${page}` : ''}`;
  const response = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `token ${token}` },
  });
  // A page past the end: products were removed while the catalogue downloaded.
  if (response.status === 404 && page > 1) return null;
  if (!response.ok) throw new Error(`The catalogue download failed (status ${response.status}).`);
  return (await response.json()) as ListEnvelope<CompactProduct>;
}

/** Held by the tab whose worker is downloading the catalogue (Web Locks, shared by the tabs). */
const SYNC_LOCK = 'tillwise-catalogue-download';

/**
 * One download at a time across the browser's tabs. Each download tags the rows it writes and at
 * its end deletes rows of earlier downloads; two at once would delete each other's rows (a tab's
 * scanned product then missing from the till). A tab that finds another downloading waits for it
 * and indexes what it stored instead of downloading again.
 */
async function sync(token: string, apiBase: string) {
  const locks = (scope.navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return download(token, apiBase);
  await locks.request(SYNC_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) return download(token, apiBase);
    await locks.request(SYNC_LOCK, async () => {
      const rows = await db.products.toArray();
      index = new CatalogueIndex(rows.map(entryOf));
      loading = Promise.resolve(index);
      const at = (await readMeta<number>(db, 'catalogue-synced-at')) ?? Date.now();
      post({ type: 'synced', count: index.size, at });
    });
  });
}

/**
 * Downloads every page and writes it as it comes, tagged with this run's generation; products of
 * earlier runs that did not come again are deleted at the end. The index is rebuilt from the
 * pages, not read back.
 */
async function download(token: string, apiBase: string) {
  const generation = Date.now();
  const entries: IndexEntry[] = [];
  let total = 0;
  await downloadPages(
    (page) => fetchPage(apiBase, token, page),
    async (body) => {
      total = Math.max(total, body.count);
      // Compact rows (docs/selling-offline.md) stored as they came; the counter expands the few it reads.
      const rows: LocalProduct[] = body.results.map((row) => ({
        id: row[0],
        name: row[1],
        bar_code: row[2],
        nameLower: row[1].toLowerCase(),
        generation,
        row,
      }));
      await db.products.bulkPut(rows);
      for (const p of rows) entries.push(entryOf(p));
      post({ type: 'progress', done: entries.length, total });
    },
  );
  await db.products.where('generation').below(generation).delete();
  await writeMeta(db, 'catalogue-synced-at', generation);
  index = new CatalogueIndex(entries);
  loading = Promise.resolve(index);
  post({ type: 'synced', count: entries.length, at: generation });
}

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'sync') {
    try {
      await sync(message.token, message.apiBase);
    } catch (error) {
      post({
        type: 'sync-failed',
        message: error instanceof Error ? error.message : String(error),
        network: error instanceof TypeError,
      });
    }
    return;
  }
  const current = index ?? (await loadIndex());
  if (message.type === 'search') {
    const found = current.byName(message.text);
    post({ type: 'matches', id: message.id, ids: found.ids, total: found.total });
  } else {
    const ids = current.byBarcode(message.code);
    post({ type: 'matches', id: message.id, ids, total: ids.length });
  }
};

void loadIndex();
