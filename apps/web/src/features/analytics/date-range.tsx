import { Button, Group, TextInput } from '@mantine/core';
import { presetRange, RANGE_PRESETS } from '@tillwise/domain';
import { useT } from '../../i18n';

export interface DateRange {
  start: string;
  end: string;
}

/**
 * Quick ranges above a report's dates: one click fills both dates and searches, so a manager sees
 * last week or last month without opening two date pickers.
 */
export function RangePresets({ onPick }: { onPick: (range: DateRange) => void }) {
  const t = useT();
  return (
    <Group gap={6} data-no-print aria-label={t('analytics.filters.quickRanges')} role="group">
      {RANGE_PRESETS.map(({ preset }) => (
        <Button key={preset} size="compact-sm" variant="default" onClick={() => onPick(presetRange(preset))}>
          {t(`analytics.preset.${preset}`)}
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
  const t = useT();
  return (
    <>
      <TextInput
        type="date"
        label={t('analytics.filters.start')}
        value={value.start}
        onChange={(e) => onChange({ start: e.currentTarget.value, end: value.end })}
      />
      <TextInput
        type="date"
        label={t('analytics.filters.end')}
        value={value.end}
        onChange={(e) => onChange({ start: value.start, end: e.currentTarget.value })}
      />
    </>
  );
}
