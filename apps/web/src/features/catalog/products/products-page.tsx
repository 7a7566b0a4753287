import { Button, Group, Stack, Title } from '@mantine/core';
import type { ProductWire } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { useListTable } from '../../../components/list-table';
import { SearchBox } from '../../../components/search-box';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/list-products';
import { CsvButtons } from '../csv/csv-buttons';
import { productColumns } from './product-columns';

/**
 * `/products` (spec 2.7): search, the product table with nested variants, edit, delete, CSV; tick
 * products (on any page) and Print labels opens the labels screen with them.
 */
export function ProductsPage() {
  const list = useListParams();
  const products = useProducts({ search: list.search, page: list.page });
  const table = useListTable(products, list.page, list.setPage);
  const remove = useDeleteProduct();
  const [pending, setPending] = useState<ProductWire | null>(null);
  const [forLabels, setForLabels] = useState<ReadonlySet<number>>(new Set());
  const selection = {
    has: (id: number) => forLabels.has(id),
    toggle: (id: number) =>
      setForLabels((old) => {
        const next = new Set(old);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };

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
          Products
        </Title>
        <Group gap="sm">
          {forLabels.size > 0 && (
            <Button variant="subtle" onClick={() => setForLabels(new Set())}>
              Clear ticks
            </Button>
          )}
          <Button
            variant="default"
            component={Link}
            to={paths.labels.to({ products: [...forLabels].join(',') })}
            disabled={forLabels.size === 0}
            onClick={(event) => forLabels.size === 0 && event.preventDefault()}
          >
            Print labels{forLabels.size > 0 ? ` (${forLabels.size})` : ''}
          </Button>
          <CsvButtons kind="products" />
          <Button component={Link} to={paths.taxCategories.to()} variant="default">
            Tax categories
          </Button>
          <Button component={Link} to={paths.addProduct.to()}>
            Add New Product
          </Button>
        </Group>
      </Group>
      <SearchBox
        label="Search products"
        placeholder="Search by name or barcode"
        initial={list.search}
        onSearch={list.setSearch}
      />
      <DataTable
        columns={productColumns(setPending, selection)}
        rowKey={(p) => p.id}
        {...table}
        emptyText={list.search ? 'No product matches this search.' : 'No products yet. Add the first one.'}
      />
      <ConfirmModal
        opened={pending !== null}
        title="Delete product"
        danger
        busy={remove.isPending}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        Delete <b>{pending?.name}</b> (barcode {pending?.bar_code})? Products with stock or sales are kept in
        the records but disappear from lists and searches.
      </ConfirmModal>
    </Stack>
  );
}
