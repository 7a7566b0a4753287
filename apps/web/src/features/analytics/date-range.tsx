import { Button, Group, TextInput } from '@mantine/core';
import { presetRange, RANGE_PRESETS } from '@tillwise/domain';

export interface DateRange {
  start: string;
  end: string;
}

/**
 * Quick ranges above a report's dates: one click fills both dates and searches, so a manager sees
 * last week or last month without opening two date pickers.
 */
export function RangePresets({ onPick }: { onPick: (range: DateRange) => void }) {
  return (
    <Group gap={6} data-no-print aria-label="Quick ranges" role="group">
      {RANGE_PRESETS.map(({ preset, label }) => (
        <Button key={preset} size="compact-sm" variant="default" onClick={() => onPick(presetRange(preset))}>
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** A report's start and end dates (the range is checked by the screen's Search). */
export function DateRangeInputs({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <>
      <TextInput
        type="date"
        label="Start date"
        value={value.start}
        onChange={(e) => onChange({ start: e.currentTarget.value, end: value.end })}
      />
      <TextInput
        type="date"
        label="End date"
        value={value.end}
        onChange={(e) => onChange({ start: value.start, end: e.currentTarget.value })}
      />
    </>
  );
}
