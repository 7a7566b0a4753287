import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { rollPageCss, usePreviewHeight } from '../../lib/roll-paper';
import { Receipt, type ReceiptProps } from './receipt';
import classes from './receipt.module.css';

export interface PrintableReceiptProps extends ReceiptProps {
  /** Open the print dialog about 100 ms after the preview renders (spec 9). */
  autoPrint: boolean;
}

/** The receipt's page: 80 mm roll paper as long as the receipt (lib/roll-paper.ts). */
export const receiptPageCss = rollPageCss;

/** The A4 tax invoice's page. */
export const a4PageCss = '@media print { @page { size: A4; margin: 12mm; } }';

/**
 * The receipt's on-screen preview and its printed copy: a portal on <body> that print CSS shows
 * alone (no header, modal or buttons on paper), and only while it is mounted.
 */
export function PrintableReceipt({ autoPrint, ...receipt }: PrintableReceiptProps) {
  // The preview is the same 72 mm receipt as the printed copy, so its height is the paper's length.
  const preview = useRef<HTMLDivElement>(null);
  const heightPx = usePreviewHeight(preview);

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
          <style>{receipt.paper === 'a4' ? a4PageCss : receiptPageCss(heightPx)}</style>
          <Receipt {...receipt} />
        </div>,
        document.body,
      )}
    </>
  );
}
