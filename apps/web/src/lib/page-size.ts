import type { ListEnvelope } from '@tillwise/domain';

/**
 * The server's page size, read from a page it sent (the server's PAGE_SIZE is configurable, so
 * the client does not assume one): a page with a next link is full; the last page is what is left
 * after the full ones before it; a single page holds everything.
 */
export function pageSizeOf(
  envelope: Pick<ListEnvelope<unknown>, 'count' | 'next' | 'results'>,
  page: number,
): number {
  if (envelope.next !== null) return Math.max(1, envelope.results.length);
  if (page > 1) return Math.max(1, Math.round((envelope.count - envelope.results.length) / (page - 1)));
  return Math.max(1, envelope.count);
}
