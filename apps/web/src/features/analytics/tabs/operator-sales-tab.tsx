import type { UserSalesWire } from '@tillwise/domain';
import { type Column, DataTable } from '../../../components/data-table';
import { useFormatter, useT } from '../../../i18n';
import { useUserSales } from '../api/get-user-sales';
import { useReportLabels } from '../labels';
import { ReportFilters } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure, useFilters } from '../use-filters';

type Row = UserSalesWire['result'][number];

/** Operator Sales Detail and End of Day (spec 2.16): per operator; End of Day adds the day's totals. */
export function OperatorSalesTab({ me, endOfDay = false }: TabProps & { endOfDay?: boolean }) {
  const t = useT();
  const f = useFormatter();
  const labels = useReportLabels();
  const columns: Column<Row>[] = [
    { header: t('analytics.col.srNo'), cell: (_r, i) => f.count(i + 1), width: 70 },
    { header: t('analytics.col.userName'), cell: (r) => r.username },
    { header: t('analytics.col.userType'), cell: (r) => labels.userType(r.user_type) },
    { header: t('analytics.col.totalOrders'), cell: (r) => f.count(r.order_count), align: 'right' },
    { header: t('analytics.col.totalAmount'), cell: (r) => f.money(r.total_amount), align: 'right' },
  ];
  const { filters, setFilters, letterhead } = useFilters(
    me,
    t(endOfDay ? 'analytics.operators.endOfDay' : 'analytics.operators.title'),
  );
  const q = useUserSales(filters);
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <ReportFilters me={me} value={filters} onSearch={setFilters} />
      {endOfDay && (
        <Figures>
          <Figure label={t('analytics.col.customerSales')} value={q.data?.total_amount} testId="eod-amount" />
          <Figure
            label={t('analytics.col.internalTransfers')}
            value={q.data?.internal_orders_amount}
            testId="eod-internal-transfers"
          />
          <Figure
            label={t('analytics.operators.quantity')}
            value={q.data?.total_quantity}
            testId="eod-quantity"
          />
        </Figures>
      )}
      <DataTable
        columns={columns}
        rows={q.data?.result}
        rowKey={(r) => r.username}
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText={t('analytics.noSales')}
      />
    </ReportFrame>
  );
}
