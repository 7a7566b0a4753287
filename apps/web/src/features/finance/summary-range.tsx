import { Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { isValidRange, MSG } from '@tillwise/domain';
import { useState } from 'react';
import { useMessage, useT } from '../../i18n';
import { todayIso } from './money';

export interface DayRange {
  start: string;
  end: string;
}

/**
 * Daily (today) or a Custom start and end (spec 2.13, 5.7). Search emits the range only when it
 * is valid; a start after the end says 'invalid date range'.
 */
export function SummaryRange({ onSearch }: { onSearch: (range: DayRange) => void }) {
  const t = useT();
  const message = useMessage();
  const [mode, setMode] = useState<'daily' | 'custom'>('daily');
  const [start, setStart] = useState(todayIso());
  const [end, setEnd] = useState(todayIso());
  const [error, setError] = useState<string | null>(null);

  function search() {
    const range = mode === 'daily' ? { start: todayIso(), end: todayIso() } : { start, end };
    if (!isValidRange(range.start, range.end)) {
      setError(message(MSG.invalidDateRange));
      return;
    }
    setError(null);
    onSearch(range);
  }

  return (
    <Group align="flex-end" gap="md">
      <Radio.Group
        label={t('finance.range.label')}
        value={mode}
        onChange={(v) => setMode(v === 'custom' ? 'custom' : 'daily')}
      >
        <Group gap="md" mt={6} mb={8}>
          <Radio value="daily" label={t('finance.range.daily')} />
          <Radio value="custom" label={t('finance.range.custom')} />
        </Group>
      </Radio.Group>
      {mode === 'custom' && (
        <>
          <TextInput
            type="date"
            label={t('finance.range.start')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('finance.range.end')}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
        </>
      )}
      <Button onClick={search}>{t('common.search')}</Button>
      {error && (
        <Text c="red.7" size="sm" role="alert" mb={8}>
          {error}
        </Text>
      )}
    </Group>
  );
}
