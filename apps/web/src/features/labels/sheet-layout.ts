import { type LabelItem, type LabelLayout, labelsPerPage } from '@tillwise/domain';

/*
 * Where each label goes on paper: copies expanded in the items' order, the first sheet starting at
 * the first unused position (a partly used A4 sheet), across a row then down, a new page when one
 * is full. A roll prints one label a page. Lengths in millimetres, from the page's top left corner.
 */

/** One label on a page: its content, its position (1 = top left, across then down) and its corner. */
export interface PlacedLabel {
  item: LabelItem;
  position: number;
  left: number;
  top: number;
}

export interface LabelPage {
  labels: PlacedLabel[];
}

/** Whether an item can be printed: a barcode that encodes and a price worked out, at least one copy. */
export const printable = (item: LabelItem): boolean =>
  item.barcodeError === null && item.priceInclTax !== null && item.copies > 0;

/** The first position a print job may start at: 1 to the labels a sheet holds (a roll always 1). */
export const clampStart = (layout: LabelLayout, start: number): number =>
  layout.media === 'roll' || !Number.isFinite(start)
    ? 1
    : Math.min(Math.max(Math.trunc(start), 1), labelsPerPage(layout));

/** The top left corner of position `position` (1-based) on a page. */
export function positionCorner(layout: LabelLayout, position: number): { left: number; top: number } {
  const index = position - 1;
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  return {
    left: round(layout.margin.left + column * layout.pitch.x),
    top: round(layout.margin.top + row * layout.pitch.y),
  };
}

/** Hundredths of a millimetre are all a printer can tell apart; no 0.30000000000000004 mm in CSS. */
const round = (mm: number) => Math.round(mm * 100) / 100;

/** Every label of the printable items, each copy once, in order. */
export function expandCopies(items: readonly LabelItem[]): LabelItem[] {
  return items.filter(printable).flatMap((item) => Array.from({ length: item.copies }, () => item));
}

/** The pages of a print job: `start` is the first free position on the first sheet. */
export function placeLabels(layout: LabelLayout, items: readonly LabelItem[], start: number): LabelPage[] {
  const perPage = labelsPerPage(layout);
  const first = clampStart(layout, start);
  const pages: LabelPage[] = [];
  let position = first;
  for (const item of expandCopies(items)) {
    if (position === first && pages.length === 0) pages.push({ labels: [] });
    else if (position > perPage) {
      pages.push({ labels: [] });
      position = 1;
    }
    (pages.at(-1) as LabelPage).labels.push({ item, position, ...positionCorner(layout, position) });
    position++;
  }
  return pages;
}

/** How many labels and pages a print job takes. */
export function jobSize(layout: LabelLayout, items: readonly LabelItem[], start: number) {
  const labels = expandCopies(items).length;
  const perPage = labelsPerPage(layout);
  const skipped = clampStart(layout, start) - 1;
  return { labels, pages: labels === 0 ? 0 : Math.ceil((labels + skipped) / perPage) };
}

/** The print page of a layout: its size, and no margin of the browser's own. */
export const labelPageCss = (layout: LabelLayout): string =>
  `@media print { @page { size: ${layout.page.width}mm ${layout.page.height}mm; margin: 0; } }`;
