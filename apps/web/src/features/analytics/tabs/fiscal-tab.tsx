import { Button, Group, Paper, Text } from '@mantine/core';
import { type FiscalDayWire, fiscalReportRows, toCsv } from '@tillwise/domain';
import { type Column, DataTable } from '../../../components/data-table';
import { useFormatter, useT } from '../../../i18n';
import { useFiscalReport } from '../api/get-fiscal-report';
import { Bars } from '../chart';
import { ReportFilters } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure, useFilters } from '../use-filters';

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
 * Fiscal (Reports): per day on which documents reached the server, how many the tax authority has
 * reported, how many wait and how many it refused, with the mean time to report; a chart, a table
 * and its CSV (docs/domain/fiscal.md, "Daily counts").
 */
export function FiscalTab({ me }: TabProps) {
  const t = useT();
  const f = useFormatter();
  const seconds = (s: string | null) =>
    s === null ? '—' : t('reports.fiscal.seconds', { seconds: f.decimal(s) });
  const columns: Column<FiscalDayWire>[] = [
    { header: t('reports.fiscal.date'), cell: (r) => r.date },
    { header: t('reports.fiscal.reported'), cell: (r) => f.count(r.reported), align: 'right' },
    { header: t('reports.fiscal.waiting'), cell: (r) => f.count(r.pending), align: 'right' },
    { header: t('reports.fiscal.refused'), cell: (r) => f.count(r.refused), align: 'right' },
    { header: t('reports.fiscal.average'), cell: (r) => seconds(r.average_seconds), align: 'right' },
  ];
  const { filters, setFilters, letterhead } = useFilters(me, t('reports.fiscal.title'));
  const q = useFiscalReport(filters);
  const r = q.data;
  const chart = (r?.days ?? []).map((d) => ({
    date: d.date,
    Reported: d.reported,
    Waiting: d.pending,
    Refused: d.refused,
  }));
  return (
    <ReportFrame readsReplica letterhead={letterhead}>
      <ReportFilters me={me} value={filters} onSearch={setFilters} />
      <Figures>
        <Figure
          label={t('reports.fiscal.reported')}
          value={r?.total.reported}
          amount={false}
          testId="fiscal-reported"
        />
        <Figure
          label={t('reports.fiscal.waiting')}
          value={r?.total.pending}
          amount={false}
          testId="fiscal-pending"
        />
        <Figure
          label={t('reports.fiscal.refused')}
          value={r?.total.refused}
          amount={false}
          testId="fiscal-refused"
        />
        <Figure
          label={t('reports.fiscal.average')}
          value={r ? seconds(r.total.average_seconds) : undefined}
          amount={false}
          testId="fiscal-seconds"
        />
      </Figures>
      <Paper withBorder radius="md" p="md" data-testid="fiscal-chart">
        <Text fw={600} mb="sm">
          {t('reports.fiscal.chart')}
        </Text>
        <Bars
          h={280}
          data={chart}
          dataKey="date"
          series={[
            { name: 'Reported', label: t('reports.fiscal.reported'), color: 'teal.6' },
            { name: 'Waiting', label: t('reports.fiscal.waiting'), color: 'yellow.6' },
            { name: 'Refused', label: t('reports.fiscal.refused'), color: 'red.6' },
          ]}
          withLegend
        />
      </Paper>
      <Group justify="flex-end" data-no-print>
        <Button
          variant="default"
          disabled={!r?.days.length}
          onClick={() =>
            r && download(toCsv(fiscalReportRows(r)), `fiscal-${r.start_date}-${r.end_date}.csv`)
          }
        >
          {t('analytics.downloadCsv')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={r?.days}
        rowKey={(d) => d.date}
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText={t('reports.fiscal.empty')}
      />
    </ReportFrame>
  );
}
