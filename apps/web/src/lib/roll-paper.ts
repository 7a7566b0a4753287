import { type RefObject, useEffect, useState } from 'react';

/*
 * 80 mm roll paper. CSS has no "auto" page length (`size: 80mm auto` is invalid and Chromium falls
 * back to Letter or A4), so a printed sheet's page is as long as its measured height: the receipt,
 * the X and Z reports and the cash slip each print on one page with no blank half-page after them.
 */

/** Millimetres of paper for a height in CSS pixels (96 to the inch). */
const toMm = (px: number) => Math.ceil((px * 25.4) / 96);

/** The print page for a sheet `heightPx` tall (plus a margin for the cutter), at least 40 mm. */
export const rollPageCss = (heightPx: number) =>
  `@media print { @page { size: 80mm ${Math.max(toMm(heightPx) + 8, 40)}mm; margin: 0; } }`;

/**
 * The layout height of the preview's first child, kept current as it changes. On paper the
 * preview is hidden and measures 0: the height it had on screen stays (a dialog's opening
 * animation scales the box, not its layout).
 */
export function usePreviewHeight(preview: RefObject<HTMLElement | null>): number {
  const [heightPx, setHeightPx] = useState(0);
  useEffect(() => {
    const element = preview.current?.firstElementChild;
    if (!(element instanceof HTMLElement)) return;
    const measure = () => {
      if (element.offsetHeight > 0) setHeightPx(element.offsetHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [preview]);
  return heightPx;
}
