import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../i18n';

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  initial?: string;
  /** Called with the trimmed text 250 ms after typing stops, and at once on Enter. */
  onSearch: (text: string) => void;
}

/** A list's search field: debounced as the spec's product search is (250 ms). */
export function SearchBox({ label, placeholder, initial = '', onSearch }: SearchBoxProps) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const debounced = useDebouncedCallback((text: string) => onSearch(text.trim()), 250);
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder ?? t('common.search')}
      value={value}
      w={280}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(value.trim());
      }}
    />
  );
}
