import type { ListEnvelope } from '@tillwise/domain';

/**
 * The server's page size, read from a page it sent (it is configurable there, spec 9): a page
 * with a next link is full; a last page tells it from the rows before it.
 */
export function pageSizeOf(
  envelope: Pick<ListEnvelope<unknown>, 'count' | 'next' | 'results'>,
  page: number,
): number {
  if (envelope.next !== null) return Math.max(1, envelope.results.length);
  if (page > 1) return Math.max(1, Math.round((envelope.count - envelope.results.length) / (page - 1)));
  return Math.max(1, envelope.results.length);
}
