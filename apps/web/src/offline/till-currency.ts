import { DEFAULT_CURRENCY, type TillSettingsWire } from '@tillwise/domain';
import { apiRequest } from '../lib/api-client';
import { type OfflineDb, offlineDb, readMeta, writeMeta } from './offline-db';
import { useLive } from './use-live';

/*
 * The currency receipts print amounts in, a company setting (`till-settings/`, PKR by default),
 * kept with the till's offline data so a receipt printed offline has it too.
 */

const CURRENCY = 'currency';

/** Keeps the company's currency on the till. */
export const keepCurrency = (currency: string, db: OfflineDb = offlineDb()) =>
  writeMeta(db, CURRENCY, currency);

/**
 * Reads the company's currency from the server and keeps it, as part of the till's sync. A caller
 * who may not read till settings (no till of theirs) keeps the default.
 */
export async function syncCurrency(db: OfflineDb): Promise<void> {
  const answer = await apiRequest<TillSettingsWire>('GET', 'till-settings/');
  if (answer.ok) await keepCurrency(answer.data.currency, db);
}

/** The currency the till last heard of, PKR until it has heard. */
export const useTillCurrency = (): string =>
  useLive(
    async () => (await readMeta<string>(offlineDb(), CURRENCY)) ?? DEFAULT_CURRENCY,
    CURRENCY,
    DEFAULT_CURRENCY,
  );
