import type { ListEnvelope } from '@tillwise/domain';
import { SERVER_MSG } from '@tillwise/domain';
import { notFound } from './errors.js';
import { lastValue, type RawQuery } from './query.js';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/**
 * Reads `page` the way DRF's PageNumberPagination does: absent or empty means 1, a repeated key
 * takes the last value, and anything that is not a positive integer is "Invalid page.".
 */
export function pageRequest(query: RawQuery, size: number): PageRequest {
  const raw = lastValue(query, 'page')?.trim() ?? '';
  const page = raw === '' ? 1 : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(page) || page < 1) throw notFound(SERVER_MSG.invalidPage);
  return { page, size, offset: (page - 1) * size };
}

/** Builds the envelope; a page past the end (other than page 1 of nothing) is 404 "Invalid page.". */
export function envelope<T>(request: PageRequest, count: number, results: T[], url: URL): ListEnvelope<T> {
  const pages = Math.max(1, Math.ceil(count / request.size));
  if (request.page > pages) throw notFound(SERVER_MSG.invalidPage);
  const link = (page: number): string => {
    const next = new URL(url);
    if (page === 1) next.searchParams.delete('page');
    else next.searchParams.set('page', String(page));
    return next.toString();
  };
  return {
    count,
    next: request.page < pages ? link(request.page + 1) : null,
    previous: request.page > 1 ? link(request.page - 1) : null,
    results,
  };
}

/** Pages an in-memory list (small fixed lists such as `type/`). */
export function paginateList<T>(query: RawQuery, size: number, items: T[], url: URL): ListEnvelope<T> {
  const request = pageRequest(query, size);
  return envelope(request, items.length, items.slice(request.offset, request.offset + size), url);
}
