import { D, displayQuantity, type InventoryWire, isAdmin } from '@tillwise/domain';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { toActor } from '../../../lib/actor';
import { dateTime, money } from '../../../lib/format';
import { useReportCategories, useReportCompanies } from '../api/get-report-companies';
import { useStockStatement } from '../api/get-stock-statement';
import { CheckList } from '../check-list';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure } from '../use-filters';

const PAGE = 30;

/** Stock Statement (spec 2.16): stock in hand of the ticked departments and categories, zero rows hidden. */
export function StockTab({ me }: TabProps) {
  const [companies, setCompanies] = useState<number[] | 'all'>('all');
  const [categories, setCategories] = useState<number[] | 'all'>('all');
  const [page, setPage] = useState(1);
  const companyList = useReportCompanies();
  const categoryList = useReportCategories();
  const q = useStockStatement({ companies, categories, page });
  const categoryName = (id: number | null) => categoryList.data?.find((c) => c.id === id)?.name ?? '—';
  const columns: Column<InventoryWire>[] = [
    { header: 'Sr No', cell: (_r, i) => i + 1, width: 70 },
    { header: 'Product Name', cell: (r) => r.batch.product_variant.product.name },
    { header: 'Product Category', cell: (r) => categoryName(r.batch.product_variant.product.category) },
    { header: 'Department', cell: (r) => r.company.company_name },
    { header: 'Quantity', cell: (r) => displayQuantity(r.quantity), align: 'right' },
    {
      header: 'Amount',
      cell: (r) => money(new D(r.quantity).times(r.batch.product_variant.price).toFixed(4)),
      align: 'right',
    },
  ];
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <ReportFrame
      letterhead={{
        company: me.company?.company_name ?? '',
        title: 'Stock Statement',
        range: `As of ${dateTime(Date.now())}`,
      }}
    >
      <div data-no-print>
        {isAdmin(toActor(me)) && (
          <CheckList
            label="Departments"
            options={(companyList.data ?? []).map((c) => ({ id: c.id, name: c.company_name }))}
            value={companies}
            onChange={reset(setCompanies)}
          />
        )}
        <CheckList
          label="Product categories"
          options={(categoryList.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
          value={categories}
          onChange={reset(setCategories)}
        />
      </div>
      <Figures>
        <Figure label="Stock lines" value={q.data?.count} amount={false} />
        <Figure label="Total Amount" value={q.data?.total} testId="stock-total" />
      </Figures>
      <DataTable
        columns={columns}
        rows={q.data?.results}
        rowKey={(r) => r.id}
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText="Nothing in stock for this choice."
        pagination={q.data ? { page, count: q.data.count, pageSize: PAGE, onPage: setPage } : undefined}
      />
    </ReportFrame>
  );
}
