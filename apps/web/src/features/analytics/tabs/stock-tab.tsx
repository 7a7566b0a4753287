import { Button, Group } from '@mantine/core';
import {
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
import { Ltr, type MessageKey, useFormatter, useT } from '../../../i18n';
import { toActor } from '../../../lib/actor';
import { useReportCategories, useReportCompanies } from '../api/get-report-companies';
import { fetchWholeStockStatement, useStockStatement } from '../api/get-stock-statement';
import { CheckList } from '../check-list';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure } from '../use-filters';

const PAGE = 30;

/** The headings of STOCK_STATEMENT_COLUMNS, in its order. */
const STOCK_HEADINGS: MessageKey[] = [
  'analytics.stock.product',
  'analytics.stock.variant',
  'analytics.stock.batch',
  'analytics.stock.expiry',
  'analytics.stock.category',
  'analytics.stock.department',
  'analytics.stock.quantity',
  'analytics.stock.amount',
];

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
  const t = useT();
  const f = useFormatter();
  const [companies, setCompanies] = useState<number[] | 'all'>('all');
  const [categories, setCategories] = useState<number[] | 'all'>('all');
  const [page, setPage] = useState(1);
  const companyList = useReportCompanies();
  const categoryList = useReportCategories();
  const q = useStockStatement({ companies, categories, page });
  const [saving, setSaving] = useState(false);
  const categoryName = (id: number | null) => categoryList.data?.find((c) => c.id === id)?.name ?? '—';
  const line = (r: InventoryWire) => stockStatementLine(r, categoryName);
  // The screen's headings in the reader's language; the CSV keeps STOCK_STATEMENT_COLUMNS' English.
  const [product, variant, batch, expiry, category, department, quantity, amount] =
    STOCK_STATEMENT_COLUMNS.map((_c, i) => t(STOCK_HEADINGS[i] ?? 'analytics.stock.product'));
  const columns: Column<InventoryWire>[] = [
    { header: t('analytics.col.srNo'), cell: (_r, i) => f.count(i + 1), width: 70 },
    { header: product ?? '', cell: (r) => line(r).product },
    { header: variant ?? '', cell: (r) => line(r).variant },
    { header: batch ?? '', cell: (r) => <Ltr>{line(r).batch}</Ltr> },
    { header: expiry ?? '', cell: (r) => line(r).expiry },
    { header: category ?? '', cell: (r) => line(r).category },
    { header: department ?? '', cell: (r) => line(r).department },
    { header: quantity ?? '', cell: (r) => f.decimal(line(r).quantity), align: 'right' },
    { header: amount ?? '', cell: (r) => f.money(line(r).amount), align: 'right' },
  ];
  async function saveCsv() {
    setSaving(true);
    try {
      const rows = await fetchWholeStockStatement({ companies, categories });
      download(toCsv(stockStatementRows(rows.map(line))), 'stock-statement.csv');
    } catch (error) {
      showError(failure(error) ?? t('analytics.stock.csvFailed'));
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
        title: t('analytics.stock.title'),
        range: t('analytics.asOf', { when: f.dateTime(Date.now()) }),
      }}
    >
      <div data-no-print>
        {isAdmin(toActor(me)) && (
          <CheckList
            label={t('analytics.stock.departments')}
            options={(companyList.data ?? []).map((c) => ({ id: c.id, name: c.company_name }))}
            value={companies}
            onChange={reset(setCompanies)}
          />
        )}
        <CheckList
          label={t('analytics.stock.categories')}
          options={(categoryList.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
          value={categories}
          onChange={reset(setCategories)}
        />
      </div>
      <Group justify="flex-end" data-no-print>
        <Button variant="default" onClick={saveCsv} loading={saving} disabled={!q.data?.count}>
          {t('analytics.downloadCsv')}
        </Button>
      </Group>
      <Figures>
        <Figure label={t('analytics.stock.lines')} value={q.data?.count} amount={false} />
        <Figure label={t('analytics.col.totalAmount')} value={q.data?.total} testId="stock-total" />
      </Figures>
      <DataTable
        columns={columns}
        rows={q.data?.results}
        rowKey={(r) => r.id}
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText={t('analytics.stock.empty')}
        pagination={q.data ? { page, count: q.data.count, pageSize: PAGE, onPage: setPage } : undefined}
      />
    </ReportFrame>
  );
}
