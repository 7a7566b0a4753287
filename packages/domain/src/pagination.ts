/** Page numbers shown at once by every paginator (spec 9). */
export const PAGE_WINDOW = 10;

/** The window of page numbers around `current`, at most PAGE_WINDOW wide, within 1..pages. */
export function pageWindow(current: number, pages: number, width = PAGE_WINDOW): number[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  let start = Math.max(1, page - Math.floor(width / 2));
  const end = Math.min(pages, start + width - 1);
  start = Math.max(1, end - width + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Number of pages for `count` rows at `size` per page. */
export const pageCount = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));
