import { type AnalyticsWire, ORDER_STATUSES, type OrderStatus } from '@tillwise/domain';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { Ltr, useFormatter, useT } from '../../../i18n';
import type { Translate } from '../../../i18n/use-t';
import type { Formatter } from '../../../lib/format';
import { useAnalytics } from '../api/get-analytics';
import { ReportFilters } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure, useFilters } from '../use-filters';

type Line = AnalyticsWire['table_data'][number];
const PAGE = 30;

const STATUSES = new Set<string>(ORDER_STATUSES);
/** An order's status in the reader's language (English keeps the wire's word); an unknown one as it came. */
const statusText = (status: string, t: Translate) =>
  STATUSES.has(status) ? t(`analytics.orderStatus.${status as OrderStatus}`) : status;

/** The columns; the invoice's total is shown once, on the first of its lines in `all`. */
const columnsFor = (all: Line[] | undefined, t: Translate, f: Formatter): Column<Line>[] => [
  { header: t('analytics.col.srNo'), cell: (_r, i) => f.count(i + 1), width: 70 },
  { header: t('analytics.order.invoice'), cell: (r) => <Ltr>{r.order__invoice_id}</Ltr> },
  { header: t('analytics.order.product'), cell: (r) => r.batch__product_variant__product__name },
  { header: t('analytics.order.lineAmount'), cell: (r) => f.money(r.line_total), align: 'right' },
  {
    header: t('analytics.order.invoiceTotal'),
    // The lines of an invoice come together (newest invoice first, its lines in order).
    cell: (r, i) => (all?.[i - 1]?.order__invoice_id === r.order__invoice_id ? '' : f.money(r.order__total)),
    align: 'right',
  },
  {
    header: t('analytics.order.status'),
    cell: (r) => {
      const status = statusText(r.order__status, t);
      return r.internal_order ? t('analytics.order.internal', { status }) : status;
    },
  },
];

/**
 * Order (spec 2.16): the range's sales order lines, Total Orders, customer sales and Expenses;
 * transfers to departments are shown apart (docs/domain/analytics.md, "Internal transfers").
 */
export function OrderTab({ me }: TabProps) {
  const t = useT();
  const f = useFormatter();
  const { filters, setFilters, letterhead } = useFilters(me, t('analytics.order.title'));
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
        <Figure
          label={t('analytics.col.totalOrders')}
          value={q.data?.total_orders}
          amount={false}
          testId="total-orders"
        />
        <Figure
          label={t('analytics.col.customerSales')}
          value={q.data?.total_orders_amount}
          testId="total-amount"
        />
        <Figure
          label={t('analytics.col.internalTransfers')}
          value={q.data?.internal_orders_amount}
          testId="internal-transfers"
        />
        <Figure label={t('analytics.order.expenses')} value={q.data?.total_expense} testId="total-expense" />
      </Figures>
      <DataTable
        columns={columnsFor(rows, t, f)}
        rows={rows?.slice((page - 1) * PAGE, page * PAGE)}
        rowKey={(r) =>
          `${r.order__invoice_id}-${r.batch__product_variant__product__name}-${rows?.indexOf(r)}`
        }
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText={t('analytics.noSales')}
        pagination={
          rows && rows.length > PAGE
            ? { page, count: rows.length, pageSize: PAGE, onPage: setPage }
            : undefined
        }
      />
    </ReportFrame>
  );
}
