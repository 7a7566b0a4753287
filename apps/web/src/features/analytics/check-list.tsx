import { Checkbox, Group, Text } from '@mantine/core';
import { useT } from '../../i18n';

/** "All" plus one checkbox per option (spec 2.16's department and category filters). */
export function CheckList({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { id: number; name: string }[];
  value: number[] | 'all';
  onChange: (next: number[] | 'all') => void;
}) {
  const t = useT();
  const ticked = (id: number) => value === 'all' || value.includes(id);
  function toggle(id: number, on: boolean) {
    const current = value === 'all' ? options.map((o) => o.id) : value;
    const next = on ? [...current, id] : current.filter((x) => x !== id);
    onChange(next.length === options.length ? 'all' : next);
  }
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap="md">
        <Checkbox
          label={t('analytics.filters.all')}
          checked={value === 'all'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'all' : [])}
        />
        {options.map((o) => (
          <Checkbox
            key={o.id}
            label={o.name}
            checked={ticked(o.id)}
            onChange={(e) => toggle(o.id, e.currentTarget.checked)}
          />
        ))}
      </Group>
    </div>
  );
}
