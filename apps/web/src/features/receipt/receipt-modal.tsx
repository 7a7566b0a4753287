import { Button, Group, Modal, ScrollArea } from '@mantine/core';
import { PrintableReceipt, type PrintableReceiptProps } from './printable-receipt';

export interface ReceiptModalProps extends PrintableReceiptProps {
  /** "New Order" after a sale, "Close" for a reprint. */
  actionLabel: string;
  onAction: () => void;
}

/** The scrollable receipt preview with Print and New Order (or Close). */
export function ReceiptModal({ actionLabel, onAction, ...receipt }: ReceiptModalProps) {
  return (
    <Modal
      opened
      onClose={onAction}
      title={`Receipt ${receipt.order.invoice_id}`}
      centered
      size="auto"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <PrintableReceipt {...receipt} />
      <Group justify="flex-end" mt="md">
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
