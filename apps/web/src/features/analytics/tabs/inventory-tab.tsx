import { Group, Paper, Text } from '@mantine/core';
import { displayQuantity } from '@tillwise/domain';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { dateTime, money } from '../../../lib/format';
import { useAnalytics } from '../api/get-analytics';
import { Bars } from '../chart';
import { CompanySelect, todayFilters, useCompanyName } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure, useFilters } from '../use-filters';

interface CategoryRow {
  category: string;
  quantity: string;
  total_amount: string;
}

const COLUMNS: Column<CategoryRow>[] = [
  { header: 'Category', cell: (r) => r.category },
  { header: 'Total Products', cell: (r) => displayQuantity(r.quantity), align: 'right' },
  { header: 'Total Amount', cell: (r) => money(r.total_amount), align: 'right' },
];

/**
 * Inventory (spec 2.16): stock by category as of now, its chart, Net Products and Net Amount. A
 * stock snapshot has no range: only the company is chosen (the request covers today, whose end is
 * after now, so the stock rows as they are now are read).
 */
export function InventoryTab({ me }: TabProps) {
  const { filters, setFilters } = useFilters(me, 'Inventory Analytics');
  const company = useCompanyName(me, filters.company);
  const [asOf, setAsOf] = useState(() => Date.now());
  const q = useAnalytics(filters);
  const letterhead = { company, title: 'Inventory Analytics', range: `As of ${dateTime(asOf)}` };
  const rows: CategoryRow[] = Object.entries(q.data?.category_stats ?? {}).map(([category, s]) => ({
    category,
    ...s,
  }));
  // Chart values are for drawing only; every figure shown as text stays a decimal string.
  const chart = rows.map((r) => ({ category: r.category, Quantity: Number(r.quantity) }));
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <Group align="flex-end" gap="md" data-no-print>
        <CompanySelect
          me={me}
          value={filters.company}
          onChange={(c) => {
            setFilters({ ...todayFilters(), company: c });
            setAsOf(Date.now());
          }}
        />
        <Text size="sm" c="dimmed" mb={8} data-testid="stock-as-of">
          Stock as of now ({dateTime(asOf)}): what is in hand at this moment, whatever the date.
        </Text>
      </Group>
      <Figures>
        <Figure
          label="Net Products"
          value={q.data?.unique_products_count}
          amount={false}
          testId="net-products"
        />
        <Figure label="Net Amount" value={q.data?.total_inventory_amount} testId="net-amount" />
      </Figures>
      <Paper withBorder radius="md" p="md" data-testid="category-chart">
        <Text fw={600} mb="sm">
          Quantity by category
        </Text>
        {chart.length > 0 ? (
          <Bars h={280} data={chart} dataKey="category" series={[{ name: 'Quantity', color: 'blue.6' }]} />
        ) : (
          <Text c="dimmed" size="sm">
            No stock to chart.
          </Text>
        )}
      </Paper>
      <DataTable
        columns={COLUMNS}
        rows={q.data ? rows : undefined}
        rowKey={(r) => r.category}
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText="No stock in these companies."
      />
    </ReportFrame>
  );
}
