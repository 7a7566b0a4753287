import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET invoice-id/` (O21): the next invoice id, `results[0].InvoiceID`. Not reserved: the server settles clashes. */
export async function fetchInvoiceId(): Promise<string> {
  const envelope = unwrap(await apiRequest<ListEnvelope<{ InvoiceID: string }>>('GET', 'invoice-id/'));
  return envelope.results[0]?.InvoiceID ?? '';
}

export const invoiceIdQuery = () =>
  queryOptions({ queryKey: queryKeys.invoiceId(), queryFn: fetchInvoiceId, staleTime: 0, gcTime: 0 });

export const useInvoiceId = () => useQuery(invoiceIdQuery());
