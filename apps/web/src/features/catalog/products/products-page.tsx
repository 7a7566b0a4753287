import { Button, Group, Stack, Title } from '@mantine/core';
import type { ProductWire } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { useListTable } from '../../../components/list-table';
import { SearchBox } from '../../../components/search-box';
import { useFormatter, useT } from '../../../i18n';
import { useLtrText } from '../../../i18n/isolate';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/list-products';
import { CsvButtons } from '../csv/csv-buttons';
import { useCatalogMessage } from '../messages';
import { productColumns } from './product-columns';

/**
 * `/products` (spec 2.7): search, the product table with nested variants, edit, delete, CSV; tick
 * products (on any page) and Print labels opens the labels screen with them.
 */
export function ProductsPage() {
  const t = useT();
  const f = useFormatter();
  const say = useCatalogMessage();
  const isolate = useLtrText();
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
      onError: (error) => showError(say(errorMessage(error))),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          {t('catalog.products.title')}
        </Title>
        <Group gap="sm">
          {forLabels.size > 0 && (
            <Button variant="subtle" onClick={() => setForLabels(new Set())}>
              {t('catalog.products.clearTicks')}
            </Button>
          )}
          <Button
            variant="default"
            component={Link}
            to={paths.labels.to({ products: [...forLabels].join(',') })}
            disabled={forLabels.size === 0}
            onClick={(event) => forLabels.size === 0 && event.preventDefault()}
          >
            {forLabels.size > 0
              ? t('catalog.products.printLabelsCount', { count: forLabels.size })
              : t('catalog.products.printLabels')}
          </Button>
          <CsvButtons kind="products" />
          <Button component={Link} to={paths.taxCategories.to()} variant="default">
            {t('catalog.products.taxCategories')}
          </Button>
          <Button component={Link} to={paths.addProduct.to()}>
            {t('catalog.products.addNew')}
          </Button>
        </Group>
      </Group>
      <SearchBox
        label={t('catalog.products.search')}
        placeholder={t('catalog.products.searchPlaceholder')}
        initial={list.search}
        onSearch={list.setSearch}
      />
      <DataTable
        columns={productColumns(setPending, selection, t, f)}
        rowKey={(p) => p.id}
        {...table}
        emptyText={list.search ? t('catalog.products.noMatch') : t('catalog.products.empty')}
      />
      <ConfirmModal
        opened={pending !== null}
        title={t('catalog.products.deleteTitle')}
        danger
        busy={remove.isPending}
        confirmLabel={t('catalog.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        {t('catalog.products.deleteBody', {
          name: pending?.name ?? '',
          barcode: isolate(pending?.bar_code ?? ''),
        })}
      </ConfirmModal>
    </Stack>
  );
}
