import { Paper, Text } from '@mantine/core';
import { displayQuantity } from '@tillwise/domain';
import { type Column, DataTable } from '../../../components/data-table';
import { money } from '../../../lib/format';
import { useAnalytics } from '../api/get-analytics';
import { Bars } from '../chart';
import { ReportFilters } from '../report-filters';
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

/** Inventory (spec 2.16): stock by category at the end of the range, its chart, Net Products and Net Amount. */
export function InventoryTab({ me }: TabProps) {
  const { filters, setFilters, letterhead } = useFilters(me, 'Inventory Analytics');
  const q = useAnalytics(filters);
  const rows: CategoryRow[] = Object.entries(q.data?.category_stats ?? {}).map(([category, s]) => ({
    category,
    ...s,
  }));
  // Chart values are for drawing only; every figure shown as text stays a decimal string.
  const chart = rows.map((r) => ({ category: r.category, Quantity: Number(r.quantity) }));
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <ReportFilters me={me} value={filters} onSearch={setFilters} />
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
