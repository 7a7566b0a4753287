import { Group, Select, Stack, TextInput } from '@mantine/core';
import type { OrderWire } from '@tillwise/domain';
import { type ReactNode, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { useListTable } from '../../components/list-table';
import { PageTitle } from '../../components/page-title';
import { SearchBox } from '../../components/search-box';
import { useOrderTypes } from './api/list-order-types';
import { useOrders } from './api/list-orders';
import { orderColumns } from './order-columns';
import { useOrderFilters } from './use-order-filters';

/** What the app plugs in to reprint an order (the receipt feature), closed with Close. */
export type OrderReceiptSlot = (props: { order: OrderWire; onClose: () => void }) => ReactNode;

const METHODS = [
  { value: '', label: 'All methods' },
  { value: 'true', label: 'Cash' },
  { value: 'false', label: 'Card' },
];

/** `/orders` (spec 2.6): filters, invoice search, the orders and a reprint. */
export function OrdersPage({ renderReceipt }: { renderReceipt: OrderReceiptSlot }) {
  const { filters, setFilter, setPage } = useOrderFilters();
  const orders = useOrders(filters);
  const table = useListTable(orders, filters.page, setPage);
  const statuses = useOrderTypes();
  const [printing, setPrinting] = useState<OrderWire | null>(null);
  const filtered = Boolean(filters.invoice || filters.date || filters.status || filters.cash);

  return (
    <Stack gap="sm">
      <PageTitle title="Orders" />
      <Group gap="sm" align="flex-end">
        <SearchBox
          label="Search by invoice ID"
          placeholder="Search by invoice ID"
          initial={filters.invoice}
          onSearch={(text) => setFilter('invoice', text)}
        />
        <Select
          aria-label="Status"
          w={170}
          data={[
            { value: '', label: 'All statuses' },
            ...(statuses.data ?? []).map((s) => ({ value: s, label: s })),
          ]}
          value={filters.status}
          onChange={(v) => setFilter('status', v ?? '')}
          allowDeselect={false}
        />
        <Select
          aria-label="Payment method"
          w={150}
          data={METHODS}
          value={filters.cash}
          onChange={(v) => setFilter('cash', v ?? '')}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          aria-label="Date"
          w={160}
          value={filters.date}
          onChange={(e) => setFilter('date', e.currentTarget.value)}
        />
      </Group>
      <DataTable
        columns={orderColumns(setPrinting)}
        rowKey={(o) => o.id}
        caption={`Orders found: ${orders.data?.count ?? 0}`}
        {...table}
        emptyText={filtered ? 'No order matches these filters.' : 'No orders yet.'}
      />
      {printing && renderReceipt({ order: printing, onClose: () => setPrinting(null) })}
    </Stack>
  );
}
