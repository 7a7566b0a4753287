import { TextInput } from '@mantine/core';
import { MSG } from '@tillwise/domain';
import { useMessage, useT } from '../../i18n';

/**
 * A statement's From and To days (an account's, a party's): each change goes back to the first
 * page; a start after the end says 'invalid date range' under From.
 */
export function StatementRange({
  start,
  end,
  valid,
  onChange,
}: {
  start: string;
  end: string;
  valid: boolean;
  onChange: (range: { start: string; end: string }) => void;
}) {
  const t = useT();
  const message = useMessage();
  return (
    <>
      <TextInput
        type="date"
        label={t('finance.range.from')}
        value={start}
        onChange={(e) => onChange({ start: e.currentTarget.value, end })}
        error={valid ? undefined : message(MSG.invalidDateRange)}
      />
      <TextInput
        type="date"
        label={t('finance.range.to')}
        value={end}
        onChange={(e) => onChange({ start, end: e.currentTarget.value })}
      />
    </>
  );
}
