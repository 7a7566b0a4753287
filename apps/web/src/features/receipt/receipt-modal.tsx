import { Alert, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PrintableReceipt, type PrintableReceiptProps } from './printable-receipt';

export interface ReceiptModalProps extends PrintableReceiptProps {
  /** "New Order" after a sale, "Close" for a reprint. */
  actionLabel: string;
  onAction: () => void;
  /** A line over the receipt (a sale kept on the till: 'Order saved to local db'). */
  notice?: string | undefined;
}

/**
 * The scrollable receipt preview with Print and New Order (or Close); a company that charges tax
 * can also print the A4 tax invoice.
 */
export function ReceiptModal({ actionLabel, onAction, notice, ...receipt }: ReceiptModalProps) {
  const [paper, setPaper] = useState<'roll' | 'a4'>('roll');
  // The A4 page prints once it is laid out, then the preview goes back to the roll.
  useEffect(() => {
    if (paper !== 'a4') return;
    const timer = setTimeout(() => {
      window.print();
      setPaper('roll');
    }, 100);
    return () => clearTimeout(timer);
  }, [paper]);
  return (
    <Modal
      opened
      onClose={onAction}
      title={`Receipt ${receipt.order.invoice_id}`}
      centered
      size="auto"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {notice && (
        <Alert color="orange" variant="light" mb="sm" role="status" data-testid="receipt-notice">
          {notice}
        </Alert>
      )}
      <PrintableReceipt {...receipt} paper={paper} />
      <Group justify="flex-end" mt="md">
        {receipt.taxRegistration && (
          <Button variant="default" onClick={() => setPaper('a4')} data-testid="print-a4">
            Print A4 invoice
          </Button>
        )}
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
        <Button onClick={onAction} data-autofocus>
          {actionLabel}
        </Button>
      </Group>
    </Modal>
  );
}
