import { blocksOf, peekInvoiceId } from './invoice-block';
import { offlineDb } from './offline-db';
import { useLive } from './use-live';

/**
 * The invoice id the next sale of this till prints: the next number of its reserved block, kept
 * current across tabs; null when the till holds no block (the server's next id is shown then),
 * undefined until the till's blocks have been read.
 */
export function useTillInvoiceId(companyId: number): string | null | undefined {
  return useLive<string | null | undefined>(
    async () => peekInvoiceId(await blocksOf(offlineDb()), companyId),
    `blocks:${companyId}`,
    undefined,
    null,
  );
}
