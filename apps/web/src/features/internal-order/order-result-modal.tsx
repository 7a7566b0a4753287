import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OrderWire, UserWire } from '@tillwise/domain';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { OrderBill } from './order-bill';
import classes from './order-bill.module.css';

export interface OrderResult {
  ok: boolean;
  message: string;
  order: OrderWire | null;
}

interface OrderResultModalProps {
  result: OrderResult | null;
  me: UserWire;
  counterparty: UserWire | null;
  logoUrl: string | null;
  onNewOrder: () => void;
  onClose: () => void;
}

/**
 * The order status message (spec 2.5, 4.3) and, after a completed order, the bill with New Order.
 * The print dialog opens about 100 ms after the bill is shown (spec 9).
 */
export function OrderResultModal({
  result,
  me,
  counterparty,
  logoUrl,
  onNewOrder,
  onClose,
}: OrderResultModalProps) {
  const order = result?.order ?? null;
  useEffect(() => {
    if (!order) return;
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [order]);

  const bill = order && <OrderBill order={order} me={me} counterparty={counterparty} logoUrl={logoUrl} />;
  return (
    <>
      <Modal
        opened={result !== null}
        onClose={result?.ok ? onNewOrder : onClose}
        title="Order status"
        centered
      >
        <Stack>
          <Text role="status" c={result?.ok ? 'green' : 'red'} fw={600}>
            {result?.message}
          </Text>
          {bill}
          <Group justify="flex-end">
            {order && (
              <Button variant="default" onClick={() => window.print()}>
                Print
              </Button>
            )}
            {result?.ok ? (
              <Button onClick={onNewOrder} data-autofocus>
                New Order
              </Button>
            ) : (
              <Button onClick={onClose} data-autofocus>
                Close
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
      {bill && createPortal(<div className={classes.printCopy}>{bill}</div>, document.body)}
    </>
  );
}
