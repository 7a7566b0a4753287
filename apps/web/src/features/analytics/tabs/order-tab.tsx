import type { AnalyticsWire } from '@tillwise/domain';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { money } from '../../../lib/format';
import { useAnalytics } from '../api/get-analytics';
import { ReportFilters } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure, useFilters } from '../use-filters';

type Line = AnalyticsWire['table_data'][number];
const PAGE = 30;

/** The columns; the invoice's total is shown once, on the first of its lines in `all`. */
const columnsFor = (all: Line[] | undefined): Column<Line>[] => [
  { header: 'Sr No', cell: (_r, i) => i + 1, width: 70 },
  { header: 'Invoice Id', cell: (r) => r.order__invoice_id },
  { header: 'Product Name', cell: (r) => r.batch__product_variant__product__name },
  { header: 'Line Amount', cell: (r) => money(r.line_total), align: 'right' },
  {
    header: 'Invoice Total',
    // The lines of an invoice come together (newest invoice first, its lines in order).
    cell: (r, i) => (all?.[i - 1]?.order__invoice_id === r.order__invoice_id ? '' : money(r.order__total)),
    align: 'right',
  },
  {
    header: 'Order Status',
    cell: (r) => (r.internal_order ? `${r.order__status} · Internal transfer` : r.order__status),
  },
];

/**
 * Order (spec 2.16): the range's sales order lines, Total Orders, customer sales and Expenses;
 * transfers to departments are shown apart (docs/domain/analytics.md, "Internal transfers").
 */
export function OrderTab({ me }: TabProps) {
  const { filters, setFilters, letterhead } = useFilters(me, 'Order Analytics');
  const [page, setPage] = useState(1);
  const q = useAnalytics(filters);
  const rows = q.data?.table_data;
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <ReportFilters
        me={me}
        value={filters}
        onSearch={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <Figures>
        <Figure label="Total Orders" value={q.data?.total_orders} amount={false} testId="total-orders" />
        <Figure label="Customer Sales" value={q.data?.total_orders_amount} testId="total-amount" />
        <Figure
          label="Internal Transfers"
          value={q.data?.internal_orders_amount}
          testId="internal-transfers"
        />
        <Figure label="Expenses" value={q.data?.total_expense} testId="total-expense" />
      </Figures>
      <DataTable
        columns={columnsFor(rows)}
        rows={rows?.slice((page - 1) * PAGE, page * PAGE)}
        rowKey={(r) =>
          `${r.order__invoice_id}-${r.batch__product_variant__product__name}-${rows?.indexOf(r)}`
        }
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText="No sales in this range."
        pagination={
          rows && rows.length > PAGE
            ? { page, count: rows.length, pageSize: PAGE, onPage: setPage }
            : undefined
        }
      />
    </ReportFrame>
  );
}
