import { Select } from '@mantine/core';
import { useT } from '../../../i18n';
import { useSuppliers } from '../api/list-suppliers';
import { useCatalogMessage } from '../messages';
import type { BatchForm } from './use-batch-form';

const OPENING = 'opening';

/**
 * Who the goods came from: a vendor (the receipt is owed to it, on its payable) or opening stock
 * counted in (the owners' equity). The books post the receipt against the choice.
 */
export function SupplierSelect({ form }: { form: BatchForm }) {
  const t = useT();
  const say = useCatalogMessage();
  // The first page of vendors (a business has a handful); the list filters as the manager types.
  const suppliers = useSuppliers('', true);
  const chosen = form.draft.received_from;
  const data = [
    { value: OPENING, label: t('catalog.batch.opening') },
    ...(suppliers.data ?? []).map((s) => ({ value: String(s.companyId), label: s.label })),
  ];
  return (
    <Select
      label={t('catalog.batch.receivedFrom')}
      description={t('catalog.batch.receivedFromHelp')}
      data={data}
      searchable
      nothingFoundMessage={suppliers.isFetching ? t('catalog.batch.searching') : t('catalog.batch.noVendor')}
      value={chosen === null ? OPENING : String(chosen)}
      error={say(form.messageFor('received_from'))}
      onChange={(value) => form.set('received_from', !value || value === OPENING ? null : Number(value))}
      allowDeselect={false}
    />
  );
}
