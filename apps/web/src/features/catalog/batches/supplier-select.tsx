import { Select } from '@mantine/core';
import { useSuppliers } from '../api/list-suppliers';
import type { BatchForm } from './use-batch-form';

const OPENING = 'opening';

/**
 * Who the goods came from: a vendor (the receipt is owed to it, on its payable) or opening stock
 * counted in (the owners' equity). The books post the receipt against the choice.
 */
export function SupplierSelect({ form }: { form: BatchForm }) {
  // The first page of vendors (a business has a handful); the list filters as the manager types.
  const suppliers = useSuppliers('', true);
  const chosen = form.draft.received_from;
  const data = [
    { value: OPENING, label: 'Opening stock (counted in)' },
    ...(suppliers.data ?? []).map((s) => ({ value: String(s.companyId), label: s.label })),
  ];
  return (
    <Select
      label="Received from"
      description="A vendor's receipt is added to what you owe it"
      data={data}
      searchable
      nothingFoundMessage={suppliers.isFetching ? 'Searching…' : 'No vendor found'}
      value={chosen === null ? OPENING : String(chosen)}
      error={form.messageFor('received_from')}
      onChange={(value) => form.set('received_from', !value || value === OPENING ? null : Number(value))}
      allowDeselect={false}
    />
  );
}
