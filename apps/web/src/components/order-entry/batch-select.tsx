import { Select } from '@mantine/core';
import { useT } from '../../i18n';
import { useOrderMessage } from './order-messages';
import type { ShownBatch } from './variant-choices';

export interface BatchSelectProps {
  /** The batches the line may take from, the one that expires first first (preselected on a pick). */
  batches: ShownBatch[];
  /** Expired batches kept apart: listed after the others, marked EXPIRED. */
  expired?: ShownBatch[];
  /** Whether an expired batch may be chosen (New Sale: with a manager's approval); otherwise only listed. */
  expiredChoosable?: boolean;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  picked: boolean;
  /** The placeholder once a product is picked. */
  placeholder: string;
  /** How a batch reads in the list (each screen keeps the words its users know). */
  label?: (batch: ShownBatch) => string;
}

/** The entry row's batch (spec 2.4, 2.5, 4.2): a product's batches in my company. */
export function BatchSelect({
  batches,
  expired = [],
  expiredChoosable = false,
  value,
  onChange,
  error,
  picked,
  placeholder,
  label,
}: BatchSelectProps) {
  const t = useT();
  const message = useOrderMessage();
  // New Sale's words: id, stock and expiry.
  const words =
    label ??
    ((b: ShownBatch) =>
      b.expiry
        ? t('orderEntry.batch.optionExpiry', { id: String(b.id), quantity: b.available, expiry: b.expiry })
        : t('orderEntry.batch.option', { id: String(b.id), quantity: b.available }));
  return (
    <Select
      label={t('orderEntry.batch.label')}
      placeholder={picked ? placeholder : '—'}
      size="sm"
      w={250}
      data={[
        // An expired batch picked for the line joins its batches; it stays listed once, as expired.
        ...batches
          .filter((b) => !expired.some((x) => x.id === b.id))
          .map((b) => ({ value: String(b.id), label: words(b) })),
        ...expired.map((b) => ({
          value: String(b.id),
          label: t('orderEntry.batch.expired', { batch: words(b) }),
          disabled: !expiredChoosable,
        })),
      ]}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      error={error && message(error)}
      allowDeselect={false}
      disabled={!picked}
    />
  );
}
