import type { PageRequest } from './pagination.js';

/**
 * The number of matches of a paged query. A page that is not full tells it (its offset plus its
 * rows; past the end that is "Invalid page." anyway), so the count query only runs for full pages:
 * a barcode lookup never needs it. Counting separately also keeps the page query free to walk an
 * index in order, which a `count(*) over ()` on the page would prevent.
 */
export async function matchCount(
  page: PageRequest,
  found: number,
  count: () => Promise<number>,
): Promise<number> {
  return found < page.size ? page.offset + found : count();
}
