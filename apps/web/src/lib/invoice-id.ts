import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from './api-client';
import { queryKeys } from './query-keys';

/**
 * `GET invoice-id/` (contract O21): the next invoice id of my company, `results[0].InvoiceID`.
 * Not reserved: the server settles clashes. Shared by the New Sale and internal order screens.
 */
export async function fetchInvoiceId(): Promise<string> {
  const envelope = unwrap(await apiRequest<ListEnvelope<{ InvoiceID: string }>>('GET', 'invoice-id/'));
  return envelope.results[0]?.InvoiceID ?? '';
}

/** Never served from cache: each new order asks again. */
export const invoiceIdQuery = () =>
  queryOptions({ queryKey: queryKeys.invoiceId(), queryFn: fetchInvoiceId, staleTime: 0, gcTime: 0 });

export const useInvoiceId = () => useQuery(invoiceIdQuery());
