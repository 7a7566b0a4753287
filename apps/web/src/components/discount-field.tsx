import { Group, SegmentedControl, TextInput } from '@mantine/core';

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
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label="Total discount"
        size="sm"
        inputMode="decimal"
        style={{ flex: 1 }}
        value={value}
        error={error}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
      <SegmentedControl
        size="sm"
        mt={25}
        aria-label="Discount type"
        value={amount ? 'amount' : 'percentage'}
        onChange={(v) => onAmount(v === 'amount')}
        data={[
          { value: 'amount', label: 'Amount' },
          { value: 'percentage', label: '%' },
        ]}
      />
    </Group>
  );
}
