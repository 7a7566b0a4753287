import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Receipt, type ReceiptProps } from './receipt';
import classes from './receipt.module.css';

export interface PrintableReceiptProps extends ReceiptProps {
  /** Open the print dialog about 100 ms after the preview renders (spec 9). */
  autoPrint: boolean;
}

/** Millimetres of paper for a height in CSS pixels (96 to the inch). */
const toMm = (px: number) => Math.ceil((px * 25.4) / 96);

/**
 * The page for 80 mm till paper, as long as the receipt: CSS has no "auto" page length (`size:
 * 80mm auto` is invalid and Chromium falls back to Letter or A4), so the length is the receipt's
 * measured height. Only while a receipt is on screen, so other print sheets keep their own size.
 */
export const receiptPageCss = (heightPx: number) =>
  `@media print { @page { size: 80mm ${Math.max(toMm(heightPx) + 8, 40)}mm; margin: 0; } }`;

/**
 * The receipt's on-screen preview and its printed copy: a portal on <body> that print CSS shows
 * alone (no header, modal or buttons on paper), and only while it is mounted.
 */
export function PrintableReceipt({ autoPrint, ...receipt }: PrintableReceiptProps) {
  // The preview is the same 72 mm receipt as the printed copy, so its height is the paper's length.
  const preview = useRef<HTMLDivElement>(null);
  const [heightPx, setHeightPx] = useState(0);
  useEffect(() => {
    const element = preview.current?.firstElementChild;
    if (!(element instanceof HTMLElement)) return;
    // The layout height (a dialog's opening animation scales the box, not its layout). On paper the
    // preview is hidden and measures 0: the height it had on screen stays.
    const measure = () => {
      if (element.offsetHeight > 0) setHeightPx(element.offsetHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!autoPrint) return;
    const timer = setTimeout(() => window.print(), 100);
    return () => clearTimeout(timer);
  }, [autoPrint]);

  return (
    <>
      <div className={classes.preview} ref={preview}>
        <Receipt {...receipt} />
      </div>
      {createPortal(
        <div className={classes.printRoot} data-testid="receipt-print">
          <style>{receiptPageCss(heightPx)}</style>
          <Receipt {...receipt} />
        </div>,
        document.body,
      )}
    </>
  );
}
