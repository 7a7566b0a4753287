import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { OrderWire, UserWire } from '@tillwise/domain';
import { useT } from '../../i18n';
import { billHeading, type OrderBillSlot } from './order-bill';

export interface OrderResult {
  ok: boolean;
  message: string;
  order: OrderWire | null;
}

interface OrderResultModalProps {
  result: OrderResult | null;
  me: UserWire;
  counterparty: UserWire | null;
  renderBill: OrderBillSlot;
  onNewOrder: () => void;
  onClose: () => void;
}

/**
 * The order status message (spec 2.5, 4.3) and, after a completed order, the bill with New Order.
 * The bill opens the print dialog about 100 ms after it is shown (spec 9).
 */
export function OrderResultModal({
  result,
  me,
  counterparty,
  renderBill,
  onNewOrder,
  onClose,
}: OrderResultModalProps) {
  const t = useT();
  const order = result?.order ?? null;
  return (
    <Modal
      opened={result !== null}
      onClose={result?.ok ? onNewOrder : onClose}
      title={t('internalOrder.result.title')}
      centered
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack>
        <Text role="status" c={result?.ok ? 'green' : 'red'} fw={600}>
          {result?.message}
        </Text>
        {order && renderBill({ order, ...billHeading(order, me, counterparty, t) })}
        <Group justify="flex-end">
          {order && (
            <Button variant="default" onClick={() => window.print()}>
              {t('internalOrder.result.print')}
            </Button>
          )}
          {result?.ok ? (
            <Button onClick={onNewOrder} data-autofocus>
              {t('internalOrder.result.newOrder')}
            </Button>
          ) : (
            <Button onClick={onClose} data-autofocus>
              {t('internalOrder.result.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
