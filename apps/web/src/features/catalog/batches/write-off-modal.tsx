import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type BatchRowWire, displayQuantity, quantityError } from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { type MessageKey, useT } from '../../../i18n';
import { useLtrText } from '../../../i18n/isolate';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useWriteOffBatch } from '../api/write-off-batch';
import { useCatalogMessage } from '../messages';

/** The reasons as the server records them (English, the books' wording) and their names on screen. */
const REASONS: readonly { value: string; name: MessageKey }[] = [
  { value: 'Expired', name: 'catalog.writeOff.reason.Expired' },
  { value: 'Damaged', name: 'catalog.writeOff.reason.Damaged' },
  { value: 'Lost or stolen', name: 'catalog.writeOff.reason.Lost' },
  { value: 'Stock count difference', name: 'catalog.writeOff.reason.Count' },
  { value: 'Other', name: 'catalog.writeOff.reason.Other' },
];

/**
 * Writes off stock of a batch: the quantity leaves the company's stock and its value is posted to
 * stock adjustments. Asks how much and why; the server refuses more than the company holds.
 */
export function WriteOffModal({ batch, onClose }: { batch: BatchRowWire | null; onClose: () => void }) {
  const t = useT();
  const say = useCatalogMessage();
  const isolate = useLtrText();
  const writeOff = useWriteOffBatch();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<string>(REASONS[0]?.value ?? '');
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
    <Modal opened={batch !== null} onClose={onClose} title={t('catalog.writeOff.title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {batch &&
              t('catalog.writeOff.body', {
                product: batch.product_variant.product.name,
                expiry: isolate(batch.expiry_date),
                held: displayQuantity(String(batch.inventory_quantity)),
              })}
          </Text>
          <TextInput
            label={t('catalog.writeOff.quantity')}
            inputMode="decimal"
            data-autofocus
            value={quantity}
            error={say((tried ? problem : null) ?? serverError)}
            onChange={(e) => {
              setQuantity(e.currentTarget.value);
              setServerError(null);
            }}
          />
          <Select
            label={t('catalog.writeOff.reason')}
            data={REASONS.map((r) => ({ value: r.value, label: t(r.name) }))}
            value={reason}
            onChange={(v) => setReason(v ?? 'Other')}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('catalog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={writeOff.isPending}>
              {t('catalog.writeOff.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
