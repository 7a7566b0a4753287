import { type UserSalesWire, userTypeLabel } from '@tillwise/domain';
import { type Column, DataTable } from '../../../components/data-table';
import { money } from '../../../lib/format';
import { useUserSales } from '../api/get-user-sales';
import { ReportFilters } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure, useFilters } from '../use-filters';

type Row = UserSalesWire['result'][number];

const COLUMNS: Column<Row>[] = [
  { header: 'Sr No', cell: (_r, i) => i + 1, width: 70 },
  { header: 'User Name', cell: (r) => r.username },
  { header: 'User Type', cell: (r) => userTypeLabel(r.user_type) },
  { header: 'Total Orders', cell: (r) => r.order_count, align: 'right' },
  { header: 'Total Amount', cell: (r) => money(r.total_amount), align: 'right' },
];

/** Operator Sales Detail and End of Day (spec 2.16): per operator; End of Day adds the day's totals. */
export function OperatorSalesTab({ me, endOfDay = false }: TabProps & { endOfDay?: boolean }) {
  const { filters, setFilters, letterhead } = useFilters(
    me,
    endOfDay ? 'End of Day' : 'Operator Sales Detail',
  );
  const q = useUserSales(filters);
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <ReportFilters me={me} value={filters} onSearch={setFilters} />
      {endOfDay && (
        <Figures>
          <Figure label="Customer Sales" value={q.data?.total_amount} testId="eod-amount" />
          <Figure
            label="Internal Transfers"
            value={q.data?.internal_orders_amount}
            testId="eod-internal-transfers"
          />
          <Figure label="Total Quantity" value={q.data?.total_quantity} testId="eod-quantity" />
        </Figures>
      )}
      <DataTable
        columns={COLUMNS}
        rows={q.data?.result}
        rowKey={(r) => r.username}
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText="No sales in this range."
      />
    </ReportFrame>
  );
}
