import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, OrderWire, QueryParams } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface FoundOrder {
  id: number;
  invoice_id: string;
  created: string;
}

async function page(query: QueryParams<'order/'>): Promise<FoundOrder[]> {
  const envelope = unwrap(await apiRequest<ListEnvelope<OrderWire>>('GET', 'order/', { query }));
  return envelope.results.map(({ id, invoice_id, created }) => ({ id, invoice_id, created }));
}

/**
 * The header's live search (spec 2.2, O14): orders whose invoice id contains the text and, when
 * the text is a number, whose order id does (`id__contains`, as the original searched), on the date if given.
 */
export async function searchOrders(text: string, date: string): Promise<FoundOrder[]> {
  const day = { created__date: date || undefined };
  const searches = [page({ invoice_id__contains: text, ...day })];
  if (/^\d+$/.test(text)) searches.push(page({ id__contains: text, ...day }));
  const found = (await Promise.all(searches)).flat();
  const unique = new Map(found.map((o) => [o.id, o]));
  return [...unique.values()].slice(0, 8);
}

export const orderSearchQuery = (text: string, date: string) =>
  queryOptions({ queryKey: queryKeys.orderSearch(text, date), queryFn: () => searchOrders(text, date) });

export const useOrderSearch = (text: string, date: string) =>
  useQuery({ ...orderSearchQuery(text, date), enabled: text !== '' });
