import { Alert, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { PrintableReceipt, type PrintableReceiptProps } from './printable-receipt';

export interface ReceiptModalProps extends PrintableReceiptProps {
  /** "New Order" after a sale, "Close" for a reprint. */
  actionLabel: string;
  onAction: () => void;
  /** A line over the receipt (a sale kept on the till: 'Order saved to local db'). */
  notice?: string | undefined;
}

/** The scrollable receipt preview with Print and New Order (or Close). */
export function ReceiptModal({ actionLabel, onAction, notice, ...receipt }: ReceiptModalProps) {
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
