import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type BatchRowWire, displayQuantity, quantityError } from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useWriteOffBatch } from '../api/write-off-batch';

const REASONS = ['Expired', 'Damaged', 'Lost or stolen', 'Stock count difference', 'Other'];

/**
 * Writes off stock of a batch: the quantity leaves the company's stock and its value is posted to
 * stock adjustments. Asks how much and why; the server refuses more than the company holds.
 */
export function WriteOffModal({ batch, onClose }: { batch: BatchRowWire | null; onClose: () => void }) {
  const writeOff = useWriteOffBatch();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<string>(REASONS[0] ?? '');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    if (batch) {
      setQuantity(displayQuantity(String(batch.inventory_quantity)));
      setTried(false);
      setServerError(null);
    }
  }, [batch]);
  const problem = quantityError(quantity);
  const submit = () => {
    setTried(true);
    if (!batch || problem) return;
    writeOff.mutate(
      { id: batch.id, quantity: quantity.trim(), reason },
      {
        onSuccess: onClose,
        onError: (error) =>
          setServerError(
            (isApiError(error) ? error.fieldErrors('quantity')[0] : undefined) ?? errorMessage(error),
          ),
      },
    );
  };
  return (
    <Modal opened={batch !== null} onClose={onClose} title="Write off stock" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            <b>{batch?.product_variant.product.name}</b>, batch expiring {batch?.expiry_date}: you hold{' '}
            {batch ? displayQuantity(String(batch.inventory_quantity)) : ''}. The value written off is posted
            to stock adjustments.
          </Text>
          <TextInput
            label="Quantity to write off"
            inputMode="decimal"
            data-autofocus
            value={quantity}
            error={(tried ? problem : null) ?? serverError}
            onChange={(e) => {
              setQuantity(e.currentTarget.value);
              setServerError(null);
            }}
          />
          <Select
            label="Reason"
            data={REASONS}
            value={reason}
            onChange={(v) => setReason(v ?? 'Other')}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={writeOff.isPending}>
              Write off
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
