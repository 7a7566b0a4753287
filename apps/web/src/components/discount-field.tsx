import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useT } from '../i18n';
import { useOrderMessage } from './order-entry/order-messages';

export interface DiscountFieldProps {
  value: string;
  /** True for an amount off the total, false for a percentage. */
  amount: boolean;
  error?: string | undefined;
  onValue: (value: string) => void;
  onAmount: (amount: boolean) => void;
}

/** An order's total discount and whether it is an amount or a percentage (spec 2.4, 2.5). */
export function DiscountField({ value, amount, error, onValue, onAmount }: DiscountFieldProps) {
  const t = useT();
  const message = useOrderMessage();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={t('orderEntry.discount.total')}
        size="sm"
        inputMode="decimal"
        style={{ flex: 1 }}
        value={value}
        error={error && message(error)}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
      <SegmentedControl
        size="sm"
        mt={25}
        aria-label={t('orderEntry.discount.type')}
        value={amount ? 'amount' : 'percentage'}
        onChange={(v) => onAmount(v === 'amount')}
        data={[
          { value: 'amount', label: t('orderEntry.discount.amount') },
          { value: 'percentage', label: '%' },
        ]}
      />
    </Group>
  );
}
