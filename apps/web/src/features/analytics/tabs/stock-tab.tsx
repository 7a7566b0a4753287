import { Button, Group } from '@mantine/core';
import {
  displayQuantity,
  type InventoryWire,
  isAdmin,
  STOCK_STATEMENT_COLUMNS,
  stockStatementLine,
  stockStatementRows,
  toCsv,
} from '@tillwise/domain';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { toActor } from '../../../lib/actor';
import { dateTime, money } from '../../../lib/format';
import { useReportCategories, useReportCompanies } from '../api/get-report-companies';
import { fetchWholeStockStatement, useStockStatement } from '../api/get-stock-statement';
import { CheckList } from '../check-list';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure } from '../use-filters';

const PAGE = 30;

/** Saves text as a file the browser downloads. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Stock Statement (spec 2.16): stock in hand of the ticked departments and categories, zero rows
 * hidden; a row per batch, with its variant, number and expiry, on screen, on paper and in the CSV.
 */
export function StockTab({ me }: TabProps) {
  const [companies, setCompanies] = useState<number[] | 'all'>('all');
  const [categories, setCategories] = useState<number[] | 'all'>('all');
  const [page, setPage] = useState(1);
  const companyList = useReportCompanies();
  const categoryList = useReportCategories();
  const q = useStockStatement({ companies, categories, page });
  const [saving, setSaving] = useState(false);
  const categoryName = (id: number | null) => categoryList.data?.find((c) => c.id === id)?.name ?? '—';
  const line = (r: InventoryWire) => stockStatementLine(r, categoryName);
  const [product, variant, batch, expiry, category, department, quantity, amount] = STOCK_STATEMENT_COLUMNS;
  const columns: Column<InventoryWire>[] = [
    { header: 'Sr No', cell: (_r, i) => i + 1, width: 70 },
    { header: product, cell: (r) => line(r).product },
    { header: variant, cell: (r) => line(r).variant },
    { header: batch, cell: (r) => line(r).batch },
    { header: expiry, cell: (r) => line(r).expiry },
    { header: category, cell: (r) => line(r).category },
    { header: department, cell: (r) => line(r).department },
    { header: quantity, cell: (r) => displayQuantity(line(r).quantity), align: 'right' },
    { header: amount, cell: (r) => money(line(r).amount), align: 'right' },
  ];
  async function saveCsv() {
    setSaving(true);
    try {
      const rows = await fetchWholeStockStatement({ companies, categories });
      download(toCsv(stockStatementRows(rows.map(line))), 'stock-statement.csv');
    } catch (error) {
      showError(failure(error) ?? 'Could not prepare the CSV.');
    } finally {
      setSaving(false);
    }
  }
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
      <Group justify="flex-end" data-no-print>
        <Button variant="default" onClick={saveCsv} loading={saving} disabled={!q.data?.count}>
          Download CSV
        </Button>
      </Group>
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
