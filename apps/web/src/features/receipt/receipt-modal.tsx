import { Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Receipt, type ReceiptProps } from './receipt';
import classes from './receipt.module.css';

export interface ReceiptModalProps extends ReceiptProps {
  /** Open the print dialog about 100 ms after the preview renders (spec 9). */
  autoPrint: boolean;
  /** "New Order" after a sale, "Close" for a reprint. */
  actionLabel: string;
  onAction: () => void;
}

/* Sized for 80 mm till paper; only while a receipt is on screen, so other print sheets keep their own size. */
const PAGE_CSS = '@media print { @page { size: 80mm auto; margin: 0; } }';

/**
 * The scrollable receipt preview with Print and New Order (or Close). The printed copy is a
 * portal on <body> that print CSS shows alone: no header, modal or buttons on paper.
 */
export function ReceiptModal({ autoPrint, actionLabel, onAction, ...receipt }: ReceiptModalProps) {
  useEffect(() => {
    if (!autoPrint) return;
    const timer = setTimeout(() => window.print(), 100);
    return () => clearTimeout(timer);
  }, [autoPrint]);

  return (
    <>
      <Modal
        opened
        onClose={onAction}
        title={`Receipt ${receipt.order.invoice_id}`}
        centered
        size="auto"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <div className={classes.preview}>
          <Receipt {...receipt} />
        </div>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
          <Button onClick={onAction} data-autofocus>
            {actionLabel}
          </Button>
        </Group>
      </Modal>
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
