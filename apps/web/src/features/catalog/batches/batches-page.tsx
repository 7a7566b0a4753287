import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type BatchRowWire, displayQuantity, variantLabel } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { type Column, DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { useListTable } from '../../../components/list-table';
import { SearchBox } from '../../../components/search-box';
import { errorMessage } from '../../../lib/api-error';
import { money } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteBatch } from '../api/delete-batch';
import { useBatches } from '../api/list-batches';
import { CsvButtons } from '../csv/csv-buttons';
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
): Column<BatchRowWire>[] => [
  { header: 'Sr No', cell: (_, i) => i + 1, width: 64 },
  {
    header: 'Product',
    cell: (b) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {b.product_variant.product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {variantLabel(b.product_variant)} · Price {money(b.product_variant.price)}
        </Text>
      </Stack>
    ),
  },
  { header: 'Quantity', align: 'right', cell: (b) => displayQuantity(b.quantity) },
  { header: 'Stock here', align: 'right', cell: (b) => displayQuantity(String(b.inventory_quantity)) },
  { header: 'Cost', align: 'right', cell: (b) => money(b.cost_price) },
  { header: 'Manufactured', cell: (b) => b.manufacturing_date },
  { header: 'Expiry', cell: (b) => b.expiry_date },
  {
    header: 'In stock',
    cell: (b) => (
      <Badge variant="light" color={b.in_stock ? 'teal' : 'gray'}>
        {b.in_stock ? 'Yes' : 'No'}
      </Badge>
    ),
  },
  {
    header: 'Action',
    align: 'right',
    cell: (b) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Button size="compact-sm" variant="default" component={Link} to={editPath(b)}>
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          component={Link}
          to={paths.labels.to({ batch: b.id })}
          aria-label={`Labels of batch ${b.id}`}
        >
          Labels
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          disabled={b.inventory_quantity <= 0}
          onClick={() => onWriteOff(b)}
        >
          Write off
        </Button>
        <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(b)}>
          Delete
        </Button>
      </Group>
    ),
  },
];

/** `/batchs` (spec 2.8): search by product, the batch table, edit, labels (one per unit received) and delete. */
export function BatchesPage() {
  const list = useListParams();
  const batches = useBatches({ search: list.search, page: list.page });
  const table = useListTable(batches, list.page, list.setPage);
  const remove = useDeleteBatch();
  const [pending, setPending] = useState<BatchRowWire | null>(null);
  const [writingOff, setWritingOff] = useState<BatchRowWire | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onError: (error) => showError(errorMessage(error)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          Batches
        </Title>
        <Group gap="sm">
          <CsvButtons kind="stock" />
          <Button component={Link} to={paths.addBatch.to()}>
            Add Batch
          </Button>
        </Group>
      </Group>
      <SearchBox
        label="Search batches"
        placeholder="Search by product name"
        initial={list.search}
        onSearch={list.setSearch}
      />
      <DataTable
        columns={columns(setPending, setWritingOff)}
        rowKey={(b) => b.id}
        {...table}
        emptyText={list.search ? 'No batch matches this search.' : 'No batches yet. Add the first one.'}
      />
      <ConfirmModal
        opened={pending !== null}
        title="Delete batch"
        danger
        busy={remove.isPending}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        Delete the batch of <b>{pending?.product_variant.product.name}</b> manufactured{' '}
        {pending?.manufacturing_date}, quantity {pending ? displayQuantity(pending.quantity) : ''}, expiring{' '}
        {pending?.expiry_date}? A batch that still holds stock is refused, unless nothing has happened to it
        since it was received (its receipt is then reversed in the books).
      </ConfirmModal>
      <WriteOffModal batch={writingOff} onClose={() => setWritingOff(null)} />
    </Stack>
  );
}
