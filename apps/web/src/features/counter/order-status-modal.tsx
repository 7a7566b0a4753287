import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n';

export interface OrderStatus {
  message: string;
  failed: boolean;
  detail?: string | null;
  /** The sale was sent and no answer came yet: it is being asked again; no action is offered. */
  pending?: boolean;
}

export interface OrderStatusModalProps {
  status: OrderStatus | null;
  onNewOrder: () => void;
  onBack: () => void;
}

/**
 * The order status message (spec 4.3) with New Order; a failure can also go back to the sale to fix
 * it. While a sale's outcome is unknown (sent, no answer yet) it says so and offers nothing: the
 * sale is being asked again and ends in its receipt or, if refused, in the failure.
 */
export function OrderStatusModal({ status, onNewOrder, onBack }: OrderStatusModalProps) {
  const t = useT();
  return (
    <Modal
      opened={status !== null}
      onClose={status?.failed ? onBack : onNewOrder}
      title={t('counter.status.title')}
      centered
      size="sm"
      withCloseButton={!status?.pending}
      closeOnEscape={!status?.pending}
      closeOnClickOutside={!status?.pending}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          {status?.pending && <Loader size="sm" color="orange" />}
          <Text fw={700} c={status?.failed ? 'red' : status?.pending ? 'orange.8' : 'teal.8'} role="status">
            {status?.message}
          </Text>
        </Group>
        {status?.detail && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {status.detail}
          </Text>
        )}
        {/* No action while asking again, nor while the modal fades out after the receipt came. */}
        {status !== null && !status.pending && (
          <Group justify="flex-end">
            {status.failed && (
              <Button variant="default" onClick={onBack} data-autofocus>
                {t('counter.status.back')}
              </Button>
            )}
            <Button onClick={onNewOrder} data-autofocus={status.failed ? undefined : true}>
              {t('counter.status.newOrder')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
