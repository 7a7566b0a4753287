/// <reference lib="webworker" />
import type { CatalogueDelta, CompactProduct, ListEnvelope } from '@tillwise/domain';
import { applyCatalogueDelta, CATALOGUE_STAMP, entryOf, localProductOf } from './catalogue-delta';
import { CatalogueIndex, type IndexEntry } from './catalogue-index';
import { downloadPages } from './catalogue-pages';
import type { WorkerReply, WorkerRequest } from './catalogue-protocol';
import { beginCopy, dropOldCopy, finishCopy, readCatalogue } from './catalogue-store';
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

/** The index of what IndexedDB holds (after a reload, before any sync). */
function loadIndex(): Promise<CatalogueIndex> {
  loading ??= readCatalogue(db, (products) => products.toArray()).then((rows) => {
    index = new CatalogueIndex(rows.map(entryOf));
    post({ type: 'ready', count: index.size });
    return index;
  });
  return loading;
}

/** A page of the full download: the first one's stamp is where the next delta starts. */
type CataloguePage = ListEnvelope<CompactProduct> & { stamp?: string };

async function fetchPage(apiBase: string, token: string, page: number): Promise<CataloguePage | null> {
  const url = `${apiBase}offline/catalogue/${page > 1 ? `?page=${page}` : ''}`;
  const response = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `token ${token}` },
  });
  // A page past the end: products were removed while the catalogue downloaded.
  if (response.status === 404 && page > 1) return null;
  if (!response.ok) throw new Error(`The catalogue download failed (status ${response.status}).`);
  return (await response.json()) as CataloguePage;
}

/** What changed since the stamp (`GET offline/catalogue/?since=`). */
async function fetchDelta(apiBase: string, token: string, since: string): Promise<CatalogueDelta> {
  const url = `${apiBase}offline/catalogue/?since=${encodeURIComponent(since)}`;
  const response = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `token ${token}` },
  });
  // A stamp the server does not read (kept by an older version of the app): start again.
  if (response.status === 400) return { stale: true, stamp: '', count: 0, results: [], removed: [] };
  if (!response.ok) throw new Error(`The catalogue refresh failed (status ${response.status}).`);
  return (await response.json()) as CatalogueDelta;
}

/**
 * Brings the catalogue up to date: with a stamp from an earlier download or delta, only what
 * changed since (applied to IndexedDB and the index); the whole catalogue when there is no stamp,
 * the server says it is stale, or the till's count then differs from the server's.
 */
async function refresh(token: string, apiBase: string) {
  const since = await readMeta<string>(db, CATALOGUE_STAMP);
  if (since) {
    const delta = await fetchDelta(apiBase, token, since);
    if (!delta.stale) {
      const at = Date.now();
      const applied = await applyCatalogueDelta(db, index ?? (await loadIndex()), delta, at);
      if (applied.consistent) {
        index = applied.index;
        loading = Promise.resolve(index);
        await writeMeta(db, 'catalogue-synced-at', at);
        post({ type: 'synced', count: delta.count, at, delta: delta.results.length + delta.removed.length });
        return;
      }
    }
  }
  await download(token, apiBase);
}

/** Held by the tab whose worker is downloading the catalogue (Web Locks, shared by the tabs). */
const SYNC_LOCK = 'tillwise-catalogue-download';

/**
 * One download at a time across the browser's tabs. A download writes into the catalogue's spare
 * copy and makes it live at its end (catalogue-store.ts); two at once would empty and swap each
 * other's copies. A tab that finds another downloading waits for it and indexes what it stored
 * instead of downloading again.
 */
async function sync(token: string, apiBase: string) {
  const locks = (scope.navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return refresh(token, apiBase);
  await locks.request(SYNC_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) return refresh(token, apiBase);
    await locks.request(SYNC_LOCK, async () => {
      const rows = await readCatalogue(db, (products) => products.toArray());
      index = new CatalogueIndex(rows.map(entryOf));
      loading = Promise.resolve(index);
      const at = (await readMeta<number>(db, 'catalogue-synced-at')) ?? Date.now();
      post({ type: 'synced', count: index.size, at });
    });
  });
}

/**
 * Writes not yet committed while the next rows are parsed: the browser stores one while the worker
 * reads the next, and no more than this many are held in memory.
 */
const WRITES_IN_FLIGHT = 2;

/**
 * Rows a write puts in one transaction. A page holds several of these: the server builds fewer,
 * larger pages (each counts the catalogue and skips the ones before it), while the till keeps its
 * transactions short, so a reader of the catalogue waits for one short commit at most, and shows
 * progress as each is stored.
 */
const ROWS_PER_WRITE = 1000;

/**
 * Downloads every page and writes it as it comes into a copy of the catalogue the counter does not
 * read (catalogue-store.ts: the spare table, emptied first; the live one only when it holds
 * nothing), then makes that copy live with the stamp in one transaction. No row is written over
 * an old one and none is deleted one by one: products no longer sold are simply not in the new
 * copy. The index is rebuilt from the pages, not read back.
 */
async function download(token: string, apiBase: string) {
  const generation = Date.now();
  const copy = await beginCopy(db);
  const entries: IndexEntry[] = [];
  const writes: Promise<unknown>[] = [];
  let total = 0;
  let stamp: string | null = null;
  await downloadPages<CompactProduct>(
    (page) => fetchPage(apiBase, token, page),
    async (body) => {
      total = Math.max(total, body.count);
      // The first page's stamp was taken before any page was read: the next delta starts there.
      stamp ??= (body as CataloguePage).stamp ?? null;
      for (let from = 0; from < body.results.length; from += ROWS_PER_WRITE) {
        // Compact rows (docs/selling-offline.md) stored as they came; the counter expands the few it reads.
        const rows: LocalProduct[] = body.results
          .slice(from, from + ROWS_PER_WRITE)
          .map((row) => localProductOf(row, generation));
        const write = copy.table.bulkPut(rows);
        // Awaited below (in order, or all at the end), where a failure is thrown.
        write.catch(() => {});
        writes.push(write);
        if (writes.length >= WRITES_IN_FLIGHT) await writes.shift();
        for (const p of rows) entries.push(entryOf(p));
        post({ type: 'progress', done: entries.length, total });
      }
    },
  );
  await Promise.all(writes);
  await finishCopy(
    db,
    copy,
    [
      { name: 'catalogue-synced-at', value: generation },
      ...(stamp ? [{ name: CATALOGUE_STAMP, value: stamp }] : []),
    ],
    stamp ? [] : [CATALOGUE_STAMP],
  );
  index = new CatalogueIndex(entries);
  loading = Promise.resolve(index);
  post({ type: 'synced', count: entries.length, at: generation });
  await dropOldCopy(db, copy);
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
