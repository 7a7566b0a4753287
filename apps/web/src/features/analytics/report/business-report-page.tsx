import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  isValidRange,
  localDay,
  MSG,
  paymentMethodLabel,
  type ReportTable,
  type UserWire,
  userTypeLabel,
} from '@tillwise/domain';
import { useState } from 'react';
import { showError } from '../../../components/global-error';
import { money } from '../../../lib/format';
import { type BusinessReportQuery, downloadReportCsv, useBusinessReport } from '../api/get-business-report';
import { useReportCompanies } from '../api/get-report-companies';
import { Bars } from '../chart';
import { CheckList } from '../check-list';
import { DateRangeInputs, RangePresets } from '../date-range';
import classes from '../print.module.css';
import { FiguresAsOf, rangeText } from '../report-frame';
import { ageingRows, rankedRows, Section, SimpleTable, signedMoney, summaryRows } from './report-tables';

const RANKED_HEAD = ['Name', 'Quantity', 'Revenue', 'Cost', 'Margin'];
const AGEING_HEAD = [
  'Company',
  'Counterparty',
  '0–30 days',
  '31–60 days',
  '61–90 days',
  'Over 90 days',
  'Total',
];

/**
 * Reports (`/report`, super admin only): the business report for a range and a set of companies,
 * every figure beside the previous period of the same length; Search Report, Print Report and a
 * CSV export of every table and of every order line.
 */
export function BusinessReportPage({ me }: { me: UserWire }) {
  const companies = useReportCompanies();
  const [draft, setDraft] = useState<BusinessReportQuery>({
    start: localDay(),
    end: localDay(),
    companies: 'all',
  });
  const [applied, setApplied] = useState<BusinessReportQuery | null>(draft);
  const [error, setError] = useState<string | null>(null);
  const q = useBusinessReport(applied);
  const r = q.data;

  function search(next: BusinessReportQuery = draft) {
    if (!isValidRange(next.start, next.end)) return setError(MSG.invalidDateRange);
    setError(null);
    setApplied(next);
  }
  async function csv(table: ReportTable) {
    if (!applied) return;
    try {
      await downloadReportCsv(applied, table);
    } catch (e) {
      showError(e instanceof Error ? e.message : 'Could not export.');
    }
  }
  const csvButton = (table: ReportTable) => csv(table);

  return (
    <Stack gap="md" data-report-print>
      <div className={classes.letterhead}>
        <div className={classes.company}>{me.company?.company_name}</div>
        <h1 className={classes.title}>Business Report</h1>
        {r && (
          <div>
            {rangeText(r.start_date, r.end_date)} (compared with{' '}
            {rangeText(r.previous_start_date, r.previous_end_date)}) ·{' '}
            {r.companies.map((c) => c.company_name).join(', ')}
          </div>
        )}
      </div>
      <Group justify="space-between" data-no-print>
        <Title order={1} size="h3">
          Reports
        </Title>
        <Group gap="sm">
          <Button variant="light" onClick={() => csv('order_lines')} disabled={!r}>
            Export order lines (CSV)
          </Button>
          <Button variant="default" onClick={() => window.print()} disabled={!r}>
            Print Report
          </Button>
        </Group>
      </Group>
      <FiguresAsOf />
      <Stack gap="sm" data-no-print>
        <RangePresets
          onPick={(range) => {
            const next = { ...draft, ...range };
            setDraft(next);
            search(next);
          }}
        />
        <Group align="flex-end">
          <DateRangeInputs value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
          <Button onClick={() => search()} loading={q.isFetching}>
            Search Report
          </Button>
          {error && (
            <Text c="red.7" size="sm" role="alert" mb={8}>
              {error}
            </Text>
          )}
        </Group>
        <CheckList
          label="Companies"
          options={(companies.data ?? []).map((c) => ({ id: c.id, name: c.company_name }))}
          value={draft.companies}
          onChange={(next) => setDraft({ ...draft, companies: next })}
        />
      </Stack>
      {q.error && <Text c="red.7">{String((q.error as Error).message)}</Text>}
      {!r && !q.error && <Text c="dimmed">Loading the report…</Text>}
      {r && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Summary" table="summary" onCsv={csvButton}>
              <SimpleTable
                head={['Figure', 'This period', 'Previous period', 'Change']}
                rows={summaryRows(r.summary)}
                right={[1, 2, 3]}
              />
            </Section>
            <Section title="Payments by method" table="payments" onCsv={csvButton}>
              <SimpleTable
                head={['Method', 'This period', 'Previous period', 'Change']}
                rows={r.payments.map((p) => [
                  paymentMethodLabel(p.method),
                  money(p.current),
                  money(p.previous),
                  signedMoney(p.change),
                ])}
                right={[1, 2, 3]}
              />
            </Section>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Net sales by day" table="by_day" onCsv={csvButton}>
              <div data-testid="by-day-chart">
                <Bars
                  h={220}
                  data={r.by_day.map((d) => ({ day: d.day, 'Net sales': Number(d.net_sales) }))}
                  dataKey="day"
                  series={[{ name: 'Net sales', color: 'blue.6' }]}
                />
              </div>
            </Section>
            <Section title="Net sales by hour" table="by_hour" onCsv={csvButton}>
              <Bars
                h={220}
                data={r.by_hour.map((d) => ({ hour: `${d.hour}:00`, 'Net sales': Number(d.net_sales) }))}
                dataKey="hour"
                series={[{ name: 'Net sales', color: 'cyan.6' }]}
              />
            </Section>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Top products by revenue" table="top_products_by_revenue" onCsv={csvButton}>
              <SimpleTable
                head={RANKED_HEAD}
                rows={rankedRows(r.top_products_by_revenue)}
                right={[1, 2, 3, 4]}
              />
            </Section>
            <Section title="Top products by margin" table="top_products_by_margin" onCsv={csvButton}>
              <SimpleTable
                head={RANKED_HEAD}
                rows={rankedRows(r.top_products_by_margin)}
                right={[1, 2, 3, 4]}
              />
            </Section>
            <Section title="Top categories by revenue" table="top_categories_by_revenue" onCsv={csvButton}>
              <SimpleTable
                head={RANKED_HEAD}
                rows={rankedRows(r.top_categories_by_revenue)}
                right={[1, 2, 3, 4]}
              />
            </Section>
            <Section title="Top categories by margin" table="top_categories_by_margin" onCsv={csvButton}>
              <SimpleTable
                head={RANKED_HEAD}
                rows={rankedRows(r.top_categories_by_margin)}
                right={[1, 2, 3, 4]}
              />
            </Section>
          </SimpleGrid>
          <Section title="Sales by operator" table="operators" onCsv={csvButton}>
            <SimpleTable
              head={['User Name', 'User Type', 'Orders', 'Net sales']}
              rows={r.operators.map((o) => [
                o.username,
                userTypeLabel(o.user_type),
                o.orders,
                money(o.net_sales),
              ])}
              right={[2, 3]}
            />
          </Section>
          <Section title="Receivables by age (end of range)" table="receivables" onCsv={csvButton}>
            <SimpleTable
              head={AGEING_HEAD}
              rows={ageingRows(r.receivables)}
              right={[2, 3, 4, 5, 6]}
              empty="Nothing is owed to these companies."
            />
          </Section>
          <Section title="Payables by age (end of range)" table="payables" onCsv={csvButton}>
            <SimpleTable
              head={AGEING_HEAD}
              rows={ageingRows(r.payables)}
              right={[2, 3, 4, 5, 6]}
              empty="These companies owe nothing."
            />
          </Section>
        </>
      )}
    </Stack>
  );
}
