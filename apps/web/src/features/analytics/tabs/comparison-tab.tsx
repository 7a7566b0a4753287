import { Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useComparison } from '../api/get-comparison';
import { Bars } from '../chart';
import { ReportFilters } from '../report-filters';
import { ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { useFilters } from '../use-filters';

/** Comparison Analysis (spec 2.16): profit per company in the range, filtered by department type. */
export function ComparisonTab({ me }: TabProps) {
  const t = useT();
  const { filters, setFilters, letterhead } = useFilters(me, t('analytics.comparison.title'));
  const TYPES = [
    { value: '0', label: t('analytics.filters.all') },
    { value: 'FACTORY', label: t('analytics.companyType.FACTORY') },
    { value: 'RETIAL', label: t('analytics.companyType.RETIAL') },
  ];
  const [type, setType] = useState('0');
  const [applied, setApplied] = useState('0');
  const q = useComparison({ start: filters.start, end: filters.end, type: applied });
  const chart = (q.data ?? []).map((r) => ({ company: r.company_name, Profit: Number(r.profit) }));
  return (
    <ReportFrame
      readsReplica
      letterhead={{ ...letterhead, company: TYPES.find((t) => t.value === applied)?.label ?? '' }}
    >
      <ReportFilters
        me={me}
        value={filters}
        withCompany={false}
        onSearch={(f) => {
          setFilters(f);
          setApplied(type);
        }}
        extra={
          <Select
            label={t('analytics.comparison.type')}
            data={TYPES}
            value={type}
            onChange={(v) => setType(v ?? '0')}
            allowDeselect={false}
            w={180}
          />
        }
      />
      <Paper withBorder radius="md" p="md" data-testid="comparison-chart">
        <Text fw={600} mb="sm">
          {t('analytics.comparison.chart')}
        </Text>
        {chart.length > 0 ? (
          <Bars
            h={300}
            data={chart}
            dataKey="company"
            series={[{ name: 'Profit', label: t('analytics.comparison.profit'), color: 'indigo.6' }]}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {q.isFetching ? t('analytics.loading') : t('analytics.comparison.none')}
          </Text>
        )}
      </Paper>
    </ReportFrame>
  );
}
