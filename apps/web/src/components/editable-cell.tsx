import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface EditableCellProps {
  label: string;
  value: string;
  /** Applies the edit; returns false when the rule ignores it (the old value comes back). */
  onCommit: (text: string) => boolean;
  width?: number;
}

/**
 * A number in an order's items table (New Sale, internal order), edited in place and committed on
 * Enter or when left; Escape undoes. A rule that refuses the edit brings the old value back.
 */
export function EditableCell({ label, value, onCommit, width = 88 }: EditableCellProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value && !onCommit(draft)) setDraft(value);
  };
  return (
    <TextInput
      aria-label={label}
      size="xs"
      w={width}
      inputMode="decimal"
      styles={{ input: { textAlign: 'right' } }}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          e.stopPropagation();
          setDraft(value);
        }
      }}
    />
  );
}
