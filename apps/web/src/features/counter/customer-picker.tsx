import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { useT } from '../../i18n';
import { displayName } from '../../lib/format';
import { useCustomers } from './api/search-customers';

export interface CustomerPickerProps {
  value: UserWire | null;
  error?: string;
  onChange: (customer: UserWire | null) => void;
}

const label = (u: UserWire) => `${displayName(u)} · ${u.contact_number || u.username}`;

/** Credit sales: search the company's regular customers by name or number (250 ms debounce). */
export function CustomerPicker({ value, error, onChange }: CustomerPickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const customers = useCustomers(debounced, true);
  const found = customers.data ?? [];
  // The chosen customer stays an option while another search runs.
  const options = value && !found.some((u) => u.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label={t('counter.customer.label')}
      placeholder={t('counter.customer.search')}
      size="sm"
      searchable
      clearable
      data={options.map((u) => ({ value: String(u.id), label: label(u) }))}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(id) => onChange(options.find((u) => String(u.id) === id) ?? null)}
      nothingFoundMessage={
        customers.isFetching ? t('counter.customer.searching') : t('counter.customer.none')
      }
      error={error}
    />
  );
}
