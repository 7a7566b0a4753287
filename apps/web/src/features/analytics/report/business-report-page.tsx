import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isValidRange, localDay, type ReportTable, type UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { showError } from '../../../components/global-error';
import { Ltr, useFormatter, useT } from '../../../i18n';
import { type BusinessReportQuery, downloadReportCsv, useBusinessReport } from '../api/get-business-report';
import { useReportCompanies } from '../api/get-report-companies';
import { Bars } from '../chart';
import { CheckList } from '../check-list';
import { DateRangeInputs, RangePresets } from '../date-range';
import { useReportLabels } from '../labels';
import classes from '../print.module.css';
import { FiguresAsOf, useRangeText } from '../report-frame';
import { ageingRows, rankedRows, Section, SimpleTable, signedMoney, summaryRows } from './report-tables';

/**
 * Reports (`/report`, super admin only): the business report for a range and a set of companies,
 * every figure beside the previous period of the same length; Search Report, Print Report and a
 * CSV export of every table and of every order line.
 */
export function BusinessReportPage({ me }: { me: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const labels = useReportLabels();
  const rangeText = useRangeText();
  const RANKED_HEAD = [
    t('reports.col.name'),
    t('reports.col.quantity'),
    t('reports.col.revenue'),
    t('reports.col.cost'),
    t('reports.col.margin'),
  ];
  const AGEING_HEAD = [
    t('reports.col.company'),
    t('reports.col.counterparty'),
    t('reports.col.days30'),
    t('reports.col.days60'),
    t('reports.col.days90'),
    t('reports.col.over90'),
    t('reports.col.total'),
  ];
  const PERIOD_HEAD = [t('reports.col.thisPeriod'), t('reports.col.previousPeriod'), t('reports.col.change')];
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
    if (!isValidRange(next.start, next.end)) return setError(t('analytics.filters.invalidRange'));
    setError(null);
    setApplied(next);
  }
  async function csv(table: ReportTable) {
    if (!applied) return;
    try {
      await downloadReportCsv(applied, table);
    } catch (e) {
      showError(e instanceof Error ? e.message : t('reports.csvFailed'));
    }
  }
  const csvButton = (table: ReportTable) => csv(table);

  return (
    <Stack gap="md" data-report-print>
      <div className={classes.letterhead}>
        <div className={classes.company}>{me.company?.company_name}</div>
        <h1 className={classes.title}>{t('reports.business.title')}</h1>
        {r && (
          <div>
            {t('reports.business.range', {
              range: rangeText(r.start_date, r.end_date),
              previous: rangeText(r.previous_start_date, r.previous_end_date),
            })}
          </div>
        )}
        {r && (
          // The companies on a line of their own: Latin names inside an Urdu sentence would be reordered.
          <div>
            {r.companies.map((c, i) => (
              <span key={c.company_name}>
                {i > 0 && t('reports.business.listSeparator')}
                <bdi>{c.company_name}</bdi>
              </span>
            ))}
          </div>
        )}
      </div>
      <Group justify="space-between" data-no-print>
        <Title order={1} size="h3">
          {t('reports.business.heading')}
        </Title>
        <Group gap="sm">
          <Button variant="light" onClick={() => csv('order_lines')} disabled={!r}>
            {t('reports.business.exportLines')}
          </Button>
          <Button variant="default" onClick={() => window.print()} disabled={!r}>
            {t('reports.business.print')}
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
            {t('reports.business.search')}
          </Button>
          {error && (
            <Text c="red.7" size="sm" role="alert" mb={8}>
              {error}
            </Text>
          )}
        </Group>
        <CheckList
          label={t('reports.business.companies')}
          options={(companies.data ?? []).map((c) => ({ id: c.id, name: c.company_name }))}
          value={draft.companies}
          onChange={(next) => setDraft({ ...draft, companies: next })}
        />
      </Stack>
      {q.error && <Text c="red.7">{String((q.error as Error).message)}</Text>}
      {!r && !q.error && <Text c="dimmed">{t('reports.business.loading')}</Text>}
      {r && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title={t('reports.business.summary')} table="summary" onCsv={csvButton}>
              <SimpleTable
                head={[t('reports.col.figure'), ...PERIOD_HEAD]}
                rows={summaryRows(r.summary, t, f)}
                right={[1, 2, 3]}
              />
            </Section>
            <Section title={t('reports.business.payments')} table="payments" onCsv={csvButton}>
              <SimpleTable
                head={[t('reports.col.method'), ...PERIOD_HEAD]}
                rows={r.payments.map((p) => [
                  labels.paymentMethod(p.method),
                  f.money(p.current),
                  f.money(p.previous),
                  <Ltr key="change">{signedMoney(p.change, f.money)}</Ltr>,
                ])}
                right={[1, 2, 3]}
              />
            </Section>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title={t('reports.business.byDay')} table="by_day" onCsv={csvButton}>
              <div data-testid="by-day-chart">
                <Bars
                  h={220}
                  data={r.by_day.map((d) => ({ day: d.day, net_sales: Number(d.net_sales) }))}
                  dataKey="day"
                  series={[{ name: 'net_sales', label: t('reports.summary.net_sales'), color: 'blue.6' }]}
                />
              </div>
            </Section>
            <Section title={t('reports.business.byHour')} table="by_hour" onCsv={csvButton}>
              <Bars
                h={220}
                data={r.by_hour.map((d) => ({ hour: `${d.hour}:00`, net_sales: Number(d.net_sales) }))}
                dataKey="hour"
                series={[{ name: 'net_sales', label: t('reports.summary.net_sales'), color: 'cyan.6' }]}
              />
            </Section>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section
              title={t('reports.business.topProductsRevenue')}
              table="top_products_by_revenue"
              onCsv={csvButton}
            >
              <SimpleTable
                head={RANKED_HEAD}
                rows={rankedRows(r.top_products_by_revenue, f)}
                right={[1, 2, 3, 4]}
              />
            </Section>
            <Section
              title={t('reports.business.topProductsMargin')}
              table="top_products_by_margin"
              onCsv={csvButton}
            >
              <SimpleTable
                head={RANKED_HEAD}
                rows={rankedRows(r.top_products_by_margin, f)}
                right={[1, 2, 3, 4]}
              />
            </Section>
            <Section
              title={t('reports.business.topCategoriesRevenue')}
              table="top_categories_by_revenue"
              onCsv={csvButton}
            >
              <SimpleTable
                head={RANKED_HEAD}
                rows={rankedRows(r.top_categories_by_revenue, f)}
                right={[1, 2, 3, 4]}
              />
            </Section>
            <Section
              title={t('reports.business.topCategoriesMargin')}
              table="top_categories_by_margin"
              onCsv={csvButton}
            >
              <SimpleTable
                head={RANKED_HEAD}
                rows={rankedRows(r.top_categories_by_margin, f)}
                right={[1, 2, 3, 4]}
              />
            </Section>
          </SimpleGrid>
          <Section title={t('reports.business.operators')} table="operators" onCsv={csvButton}>
            <SimpleTable
              head={[
                t('analytics.col.userName'),
                t('analytics.col.userType'),
                t('reports.summary.orders'),
                t('reports.summary.net_sales'),
              ]}
              rows={r.operators.map((o) => [
                o.username,
                labels.userType(o.user_type),
                f.count(o.orders),
                f.money(o.net_sales),
              ])}
              right={[2, 3]}
            />
          </Section>
          <Section title={t('reports.business.receivables')} table="receivables" onCsv={csvButton}>
            <SimpleTable
              head={AGEING_HEAD}
              rows={ageingRows(r.receivables, f)}
              right={[2, 3, 4, 5, 6]}
              empty={t('reports.business.noReceivables')}
            />
          </Section>
          <Section title={t('reports.business.payables')} table="payables" onCsv={csvButton}>
            <SimpleTable
              head={AGEING_HEAD}
              rows={ageingRows(r.payables, f)}
              right={[2, 3, 4, 5, 6]}
              empty={t('reports.business.noPayables')}
            />
          </Section>
        </>
      )}
    </Stack>
  );
}
