import { Group, Select, Stack, TextInput } from '@mantine/core';
import type { OrderWire } from '@tillwise/domain';
import { type ReactNode, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { useListTable } from '../../components/list-table';
import { orderStatusLabel } from '../../components/order-entry/order-messages';
import { PageTitle } from '../../components/page-title';
import { SearchBox } from '../../components/search-box';
import { useFormatter, useT } from '../../i18n';
import { useOrderTypes } from './api/list-order-types';
import { useOrders } from './api/list-orders';
import { orderColumns } from './order-columns';
import { useOrderFilters } from './use-order-filters';

/** What the app plugs in to reprint an order (the receipt feature), closed with Close. */
export type OrderReceiptSlot = (props: { order: OrderWire; onClose: () => void }) => ReactNode;

/** `/orders` (spec 2.6): filters, invoice search, the orders and a reprint. */
export function OrdersPage({ renderReceipt }: { renderReceipt: OrderReceiptSlot }) {
  const t = useT();
  const f = useFormatter();
  const { filters, setFilter, setPage } = useOrderFilters();
  const orders = useOrders(filters);
  const table = useListTable(orders, filters.page, setPage);
  const statuses = useOrderTypes();
  const [printing, setPrinting] = useState<OrderWire | null>(null);
  const filtered = Boolean(filters.invoice || filters.date || filters.status || filters.cash);

  return (
    <Stack gap="sm">
      <PageTitle title={t('orders.title')} />
      <Group gap="sm" align="flex-end">
        <SearchBox
          label={t('orders.search')}
          placeholder={t('orders.search')}
          initial={filters.invoice}
          onSearch={(text) => setFilter('invoice', text)}
        />
        <Select
          aria-label={t('orders.filter.status')}
          w={170}
          data={[
            { value: '', label: t('orders.filter.allStatuses') },
            ...(statuses.data ?? []).map((s) => ({ value: s, label: orderStatusLabel(s, t) })),
          ]}
          value={filters.status}
          onChange={(v) => setFilter('status', v ?? '')}
          allowDeselect={false}
        />
        <Select
          aria-label={t('orders.filter.method')}
          w={150}
          data={[
            { value: '', label: t('orders.filter.allMethods') },
            { value: 'true', label: t('orders.method.cash') },
            { value: 'false', label: t('orders.method.card') },
          ]}
          value={filters.cash}
          onChange={(v) => setFilter('cash', v ?? '')}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          aria-label={t('orders.filter.date')}
          w={160}
          value={filters.date}
          onChange={(e) => setFilter('date', e.currentTarget.value)}
        />
      </Group>
      <DataTable
        columns={orderColumns(setPrinting, t, f)}
        rowKey={(o) => o.id}
        caption={t('orders.found', { count: orders.data?.count ?? 0 })}
        {...table}
        emptyText={filtered ? t('orders.empty.filtered') : t('orders.empty.none')}
      />
      {printing && renderReceipt({ order: printing, onClose: () => setPrinting(null) })}
    </Stack>
  );
}
