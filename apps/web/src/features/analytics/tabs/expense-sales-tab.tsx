import { Paper, Text } from '@mantine/core';
import { D } from '@tillwise/domain';
import { useT } from '../../../i18n';
import { useExpenseSales } from '../api/get-comparison';
import { Bars } from '../chart';
import { ReportFilters } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { useFilters } from '../use-filters';

/** Comparison Expense/Sales (spec 2.16): the 'Sales-Expense Comparison Chart' of one company or all. */
export function ExpenseSalesTab({ me }: TabProps) {
  const t = useT();
  const { filters, setFilters, letterhead } = useFilters(me, t('analytics.expenseSales.title'));
  const q = useExpenseSales(filters);
  const d = q.data;
  // The wire carries expenses negated (contract O29, for the original chart); they read as spent.
  const expenses = d ? new D(d.total_expense).negated().toFixed(4) : undefined;
  const chart = d
    ? [{ company: d.company_name, Sales: Number(d.total_sales), Expense: Number(expenses) }]
    : [];
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <ReportFilters me={me} value={filters} onSearch={setFilters} />
      <Figures>
        <Figure label={t('analytics.expenseSales.sales')} value={d?.total_sales} testId="es-sales" />
        <Figure label={t('analytics.expenseSales.expense')} value={expenses} testId="es-expense" />
      </Figures>
      <Paper withBorder radius="md" p="md" data-testid="expense-sales-chart">
        <Text fw={600} mb="sm">
          {t('analytics.expenseSales.title')}
        </Text>
        <Bars
          h={300}
          data={chart}
          dataKey="company"
          series={[
            { name: 'Sales', label: t('analytics.expenseSales.seriesSales'), color: 'teal.6' },
            { name: 'Expense', label: t('analytics.expenseSales.seriesExpense'), color: 'red.6' },
          ]}
          withLegend
        />
      </Paper>
    </ReportFrame>
  );
}
