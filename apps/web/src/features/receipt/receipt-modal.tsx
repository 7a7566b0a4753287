import { Alert, Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Ltr, useT } from '../../i18n';
import { PrintableReceipt, type PrintableReceiptProps } from './printable-receipt';
import { useFiscalNumber } from './use-fiscal-number';

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
export function ReceiptModal({ actionLabel, onAction, notice, ...props }: ReceiptModalProps) {
  const t = useT();
  const [paper, setPaper] = useState<'roll' | 'a4'>('roll');
  // An order still being reported is read again for a moment: the print dialog waits for its
  // fiscal number (at most a few seconds), unless the cashier prints first.
  const fiscal = useFiscalNumber(props.order);
  const [printed, setPrinted] = useState(false);
  const receipt = {
    ...props,
    order: fiscal.order,
    autoPrint: props.autoPrint && !fiscal.waiting && !printed,
  };
  const print = () => {
    setPrinted(true);
    window.print();
  };
  // The A4 page prints once it is laid out, then the preview goes back to the roll.
  useEffect(() => {
    if (paper !== 'a4') return;
    const timer = setTimeout(() => {
      setPrinted(true);
      window.print();
      setPaper('roll');
    }, 100);
    return () => clearTimeout(timer);
  }, [paper]);
  return (
    <Modal
      opened
      onClose={onAction}
      title={
        <>
          {t('receipt.title')} <Ltr>{receipt.order.invoice_id}</Ltr>
        </>
      }
      centered
      size="auto"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {notice && (
        <Alert color="orange" variant="light" mb="sm" role="status" data-testid="receipt-notice">
          {notice}
        </Alert>
      )}
      {fiscal.waiting && (
        <Text size="xs" c="dimmed" mb={4} role="status" data-testid="receipt-fiscal-waiting">
          {t('receipt.fiscalWaiting')}
        </Text>
      )}
      <PrintableReceipt {...receipt} paper={paper} />
      <Group justify="flex-end" mt="md">
        {receipt.taxRegistration && (
          <Button variant="default" onClick={() => setPaper('a4')} data-testid="print-a4">
            {t('receipt.printA4')}
          </Button>
        )}
        <Button variant="default" onClick={print}>
          {t('receipt.print')}
        </Button>
        <Button onClick={onAction} data-autofocus>
          {actionLabel}
        </Button>
      </Group>
    </Modal>
  );
}
