import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TillTaxWire } from '@tillwise/domain';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { type OfflineDb, offlineDb, readMeta, writeMeta } from './offline-db';

/*
 * What the till taxes a sale with (`GET till/tax/`, docs/domain/tax.md "At the counter"): the
 * company's tax policy, the registration its receipts print and its tax categories with their
 * dated rates. Kept with the till's offline data, so a sale made offline is taxed, and its receipt
 * printed, exactly as online.
 */

const TILL_TAX = 'till-tax';

/** Keeps the company's tax answer on the till. */
export const keepTillTax = (tax: TillTaxWire, db: OfflineDb = offlineDb()) => writeMeta(db, TILL_TAX, tax);

/** The tax answer the till last heard, or null. */
export const readTillTax = (db: OfflineDb = offlineDb()) => readMeta<TillTaxWire>(db, TILL_TAX);

/** Reads the company's tax answer from the server and keeps it, as part of the till's sync. */
export async function syncTillTax(db: OfflineDb): Promise<void> {
  const answer = await apiRequest<TillTaxWire>('GET', 'till/tax/');
  if (answer.ok) await keepTillTax(answer.data, db);
}

/**
 * The server's answer when it can be reached (kept for later), else the one the till kept; null
 * when neither is known (a caller without a company: no tax).
 */
export async function fetchTillTax(db: OfflineDb = offlineDb()): Promise<TillTaxWire | null> {
  const answer = await apiRequest<TillTaxWire>('GET', 'till/tax/');
  if (answer.ok) {
    // No IndexedDB (a private window): the answer still serves this page.
    await keepTillTax(answer.data, db).catch(() => {});
    return answer.data;
  }
  return readTillTax(db).catch(() => null);
}

export const tillTaxQuery = () =>
  queryOptions({
    queryKey: queryKeys.tillTax(),
    queryFn: () => fetchTillTax(),
    staleTime: 60_000,
    networkMode: 'always',
  });

/** The company's tax answer for the counter and its receipts (null while loading or none). */
export function useTillTax(): TillTaxWire | null {
  const { data } = useQuery(tillTaxQuery());
  return data ?? null;
}
