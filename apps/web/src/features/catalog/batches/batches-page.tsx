import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type BatchRowWire, displayQuantity, variantLabel } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { type Column, DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { useListTable } from '../../../components/list-table';
import { SearchBox } from '../../../components/search-box';
import { Ltr, useFormatter, useT } from '../../../i18n';
import { useLtrText } from '../../../i18n/isolate';
import type { Translate } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import type { Formatter } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteBatch } from '../api/delete-batch';
import { useBatches } from '../api/list-batches';
import { CsvButtons } from '../csv/csv-buttons';
import { useCatalogMessage } from '../messages';
import { WriteOffModal } from './write-off-modal';

const editPath = (b: BatchRowWire) =>
  paths.editBatch.to({
    productId: b.product_variant.product.id,
    productVariantId: b.product_variant.id,
    batchId: b.id,
  });

const columns = (
  onDelete: (b: BatchRowWire) => void,
  onWriteOff: (b: BatchRowWire) => void,
  t: Translate,
  f: Formatter,
): Column<BatchRowWire>[] => [
  { header: t('catalog.col.srNo'), cell: (_, i) => i + 1, width: 64 },
  {
    header: t('catalog.batches.col.product'),
    cell: (b) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {b.product_variant.product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('catalog.batches.variantPrice', {
            variant: variantLabel(b.product_variant),
            price: f.money(b.product_variant.price),
          })}
        </Text>
      </Stack>
    ),
  },
  { header: t('catalog.batches.col.quantity'), align: 'right', cell: (b) => displayQuantity(b.quantity) },
  {
    header: t('catalog.batches.col.stockHere'),
    align: 'right',
    cell: (b) => displayQuantity(String(b.inventory_quantity)),
  },
  { header: t('catalog.batches.col.cost'), align: 'right', cell: (b) => f.money(b.cost_price) },
  { header: t('catalog.batches.col.manufactured'), cell: (b) => <Ltr>{b.manufacturing_date}</Ltr> },
  { header: t('catalog.batches.col.expiry'), cell: (b) => <Ltr>{b.expiry_date}</Ltr> },
  {
    header: t('catalog.batches.col.inStock'),
    cell: (b) => (
      <Badge variant="light" color={b.in_stock ? 'teal' : 'gray'}>
        {b.in_stock ? t('catalog.yes') : t('catalog.no')}
      </Badge>
    ),
  },
  {
    header: t('catalog.col.action'),
    align: 'right',
    cell: (b) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Button size="compact-sm" variant="default" component={Link} to={editPath(b)}>
          {t('catalog.edit')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          component={Link}
          to={paths.labels.to({ batch: b.id })}
          aria-label={t('catalog.batches.labelsOf', { id: b.id })}
        >
          {t('catalog.batches.labels')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          disabled={b.inventory_quantity <= 0}
          onClick={() => onWriteOff(b)}
        >
          {t('catalog.batches.writeOff')}
        </Button>
        <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(b)}>
          {t('catalog.delete')}
        </Button>
      </Group>
    ),
  },
];

/** `/batchs` (spec 2.8): search by product, the batch table, edit, labels (one per unit received) and delete. */
export function BatchesPage() {
  const t = useT();
  const f = useFormatter();
  const say = useCatalogMessage();
  const isolate = useLtrText();
  const list = useListParams();
  const batches = useBatches({ search: list.search, page: list.page });
  const table = useListTable(batches, list.page, list.setPage);
  const remove = useDeleteBatch();
  const [pending, setPending] = useState<BatchRowWire | null>(null);
  const [writingOff, setWritingOff] = useState<BatchRowWire | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onError: (error) => showError(say(errorMessage(error))),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          {t('catalog.batches.title')}
        </Title>
        <Group gap="sm">
          <CsvButtons kind="stock" />
          <Button component={Link} to={paths.addBatch.to()}>
            {t('catalog.batches.add')}
          </Button>
        </Group>
      </Group>
      <SearchBox
        label={t('catalog.batches.search')}
        placeholder={t('catalog.batches.searchPlaceholder')}
        initial={list.search}
        onSearch={list.setSearch}
      />
      <DataTable
        columns={columns(setPending, setWritingOff, t, f)}
        rowKey={(b) => b.id}
        {...table}
        emptyText={list.search ? t('catalog.batches.noMatch') : t('catalog.batches.empty')}
      />
      <ConfirmModal
        opened={pending !== null}
        title={t('catalog.batches.deleteTitle')}
        danger
        busy={remove.isPending}
        confirmLabel={t('catalog.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        {pending &&
          t('catalog.batches.deleteBody', {
            product: pending.product_variant.product.name,
            made: isolate(pending.manufacturing_date),
            quantity: displayQuantity(pending.quantity),
            expiry: isolate(pending.expiry_date),
          })}
      </ConfirmModal>
      <WriteOffModal batch={writingOff} onClose={() => setWritingOff(null)} />
    </Stack>
  );
}
