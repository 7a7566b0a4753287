import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { useFormatter, useT } from '../../../i18n';
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

/**
 * Inventory (spec 2.16): stock by category as of now, its chart, Net Products and Net Amount. A
 * stock snapshot has no range: only the company is chosen (the request covers today, whose end is
 * after now, so the stock rows as they are now are read).
 */
export function InventoryTab({ me }: TabProps) {
  const t = useT();
  const f = useFormatter();
  const columns: Column<CategoryRow>[] = [
    { header: t('analytics.inventory.category'), cell: (r) => r.category },
    { header: t('analytics.inventory.products'), cell: (r) => f.decimal(r.quantity), align: 'right' },
    { header: t('analytics.col.totalAmount'), cell: (r) => f.money(r.total_amount), align: 'right' },
  ];
  const title = t('analytics.inventory.title');
  const { filters, setFilters } = useFilters(me, title);
  const company = useCompanyName(me, filters.company);
  const [asOf, setAsOf] = useState(() => Date.now());
  const q = useAnalytics(filters);
  const letterhead = { company, title, range: t('analytics.asOf', { when: f.dateTime(asOf) }) };
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
          {t('analytics.inventory.asOf', { when: f.dateTime(asOf) })}
        </Text>
      </Group>
      <Figures>
        <Figure
          label={t('analytics.inventory.netProducts')}
          value={q.data?.unique_products_count}
          amount={false}
          testId="net-products"
        />
        <Figure
          label={t('analytics.inventory.netAmount')}
          value={q.data?.total_inventory_amount}
          testId="net-amount"
        />
      </Figures>
      <Paper withBorder radius="md" p="md" data-testid="category-chart">
        <Text fw={600} mb="sm">
          {t('analytics.inventory.chart')}
        </Text>
        {chart.length > 0 ? (
          <Bars
            h={280}
            data={chart}
            dataKey="category"
            series={[{ name: 'Quantity', label: t('analytics.inventory.quantity'), color: 'blue.6' }]}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {t('analytics.inventory.noChart')}
          </Text>
        )}
      </Paper>
      <DataTable
        columns={columns}
        rows={q.data ? rows : undefined}
        rowKey={(r) => r.category}
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText={t('analytics.inventory.empty')}
      />
    </ReportFrame>
  );
}
