import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Receipt, type ReceiptProps } from './receipt';
import classes from './receipt.module.css';

export interface PrintableReceiptProps extends ReceiptProps {
  /** Open the print dialog about 100 ms after the preview renders (spec 9). */
  autoPrint: boolean;
}

/* Sized for 80 mm till paper; only while a receipt is on screen, so other print sheets keep their own size. */
const PAGE_CSS = '@media print { @page { size: 80mm auto; margin: 0; } }';

/**
 * The receipt's on-screen preview and its printed copy: a portal on <body> that print CSS shows
 * alone (no header, modal or buttons on paper), and only while it is mounted.
 */
export function PrintableReceipt({ autoPrint, ...receipt }: PrintableReceiptProps) {
  useEffect(() => {
    if (!autoPrint) return;
    const timer = setTimeout(() => window.print(), 100);
    return () => clearTimeout(timer);
  }, [autoPrint]);

  return (
    <>
      <div className={classes.preview}>
        <Receipt {...receipt} />
      </div>
      {createPortal(
        <div className={classes.printRoot} data-testid="receipt-print">
          <style>{PAGE_CSS}</style>
          <Receipt {...receipt} />
        </div>,
        document.body,
      )}
    </>
  );
}
