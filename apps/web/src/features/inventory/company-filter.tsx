import { Checkbox, Group, Text } from '@mantine/core';
import type { CompanyWire } from '@tillwise/domain';
import { useT } from '../../i18n';

export type CompanySelection = number[] | 'all';

interface Props {
  companies: CompanyWire[];
  value: CompanySelection;
  onChange: (value: CompanySelection) => void;
  /** What unticking "All" goes back to: the user's own company. */
  own: number[];
}

/** The Inventory screen's company checkboxes (spec 2.12): All, then one per company in reach. */
export function CompanyFilter({ companies, value, onChange, own }: Props) {
  const t = useT();
  const ticked = (id: number) => value === 'all' || value.includes(id);
  const toggle = (id: number, on: boolean) => {
    const current = value === 'all' ? companies.map((c) => c.id) : value;
    const next = on ? [...current, id] : current.filter((c) => c !== id);
    onChange(next.length === companies.length ? 'all' : next);
  };
  return (
    <Group gap="md" role="group" aria-label={t('inventory.companies')}>
      <Text size="sm" fw={500}>
        {t('inventory.companiesLabel')}
      </Text>
      <Checkbox
        label={t('inventory.all')}
        checked={value === 'all'}
        indeterminate={value !== 'all' && value.length > 0}
        onChange={(e) => onChange(e.currentTarget.checked ? 'all' : own)}
      />
      {companies.map((c) => (
        <Checkbox
          key={c.id}
          label={c.company_name}
          checked={ticked(c.id)}
          onChange={(e) => toggle(c.id, e.currentTarget.checked)}
        />
      ))}
    </Group>
  );
}
