import type { ListEnvelope } from '@tillwise/domain';

/** Pages asked for at once: the server builds one while the previous one travels and is written. */
export const PAGES_IN_FLIGHT = 2;

/**
 * Downloads every page of a list and hands each to `write` in page order. Once the first page
 * tells how many there are, the next ones are asked for `inFlight` at a time; pages added while
 * it downloads are followed on one at a time, and a page past the end (rows removed meanwhile)
 * ends it. `fetchPage` answers `null` for a page that does not exist.
 */
export async function downloadPages<T>(
  fetchPage: (page: number) => Promise<ListEnvelope<T> | null>,
  write: (body: ListEnvelope<T>) => Promise<void>,
  inFlight = PAGES_IN_FLIGHT,
): Promise<void> {
  const first = await fetchPage(1);
  if (!first) return;
  const pages = first.next === null ? 1 : Math.ceil(first.count / Math.max(1, first.results.length));
  const pending = new Map<number, Promise<ListEnvelope<T> | null>>();
  let asked = 1;
  const askMore = () => {
    while (pending.size < inFlight && asked < pages) {
      asked += 1;
      const page = fetchPage(asked);
      // Awaited in order below, where a failure is thrown.
      page.catch(() => {});
      pending.set(asked, page);
    }
  };
  askMore();
  let last: ListEnvelope<T> = first;
  for (let page = 1; page <= pages; page++) {
    const body = page === 1 ? first : await pending.get(page);
    pending.delete(page);
    if (!body) return;
    askMore();
    await write(body);
    last = body;
  }
  for (let page = pages + 1; last.next !== null; page++) {
    const body = await fetchPage(page);
    if (!body) return;
    await write(body);
    last = body;
  }
}
