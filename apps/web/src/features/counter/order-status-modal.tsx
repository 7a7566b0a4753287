import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface OrderStatus {
  message: string;
  failed: boolean;
  detail?: string | null;
}

export interface OrderStatusModalProps {
  status: OrderStatus | null;
  onNewOrder: () => void;
  onBack: () => void;
}

/** The order status message (spec 4.3) with New Order; a failure can also go back to the sale to fix it. */
export function OrderStatusModal({ status, onNewOrder, onBack }: OrderStatusModalProps) {
  return (
    <Modal
      opened={status !== null}
      onClose={status?.failed ? onBack : onNewOrder}
      title="Order status"
      centered
      size="sm"
    >
      <Stack gap="md">
        <Text fw={700} c={status?.failed ? 'red' : 'teal.8'} role="status">
          {status?.message}
        </Text>
        {status?.detail && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {status.detail}
          </Text>
        )}
        <Group justify="flex-end">
          {status?.failed && (
            <Button variant="default" onClick={onBack} data-autofocus>
              Back to the sale
            </Button>
          )}
          <Button onClick={onNewOrder} data-autofocus={status?.failed ? undefined : true}>
            New Order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
